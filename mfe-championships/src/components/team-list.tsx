import { useNavigate } from 'react-router-dom';
import type { ChampionshipDetail } from '@areia/shared/schemas/championship';
import type { Team } from '@areia/shared/schemas/team';
import { paths } from '@areia/shared/paths';
import { Avatar } from '@areia/shared/ui/avatar';
import { ChevronRightIcon, UsersIcon } from '@areia/shared/ui/icons';
import { EmptyState, ErrorState, LoadingState } from '@areia/shared/ui/states';
import { messages } from '../messages';
import type { ComplaintState } from '../rules/complaint-state';
import styles from './championship-detail.module.css';

interface TeamListProps {
  championship: ChampionshipDetail;
  teams: Team[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** The registered teams; each opens the complaint screen carrying the championship and the team. */
export function TeamList({ championship, teams, loading, failed, onRetry }: TeamListProps) {
  const navigate = useNavigate();
  const count = teams?.length ?? championship.teams_count;
  return (
    <section className={styles.section} aria-labelledby="teams-title">
      <h2 id="teams-title" className={styles.sectionTitle}>
        {messages.registeredTeams} <span className={styles.count}>({count})</span>
      </h2>
      {loading ? (
        <LoadingState shape="rows" />
      ) : failed ? (
        <ErrorState message={messages.fetchTeamsError} onRetry={onRetry} />
      ) : !teams || teams.length === 0 ? (
        <EmptyState
          message={messages.noTeams}
          icon={<UsersIcon size={28} />}
          action={{ label: messages.seeRules, to: paths.championshipRules.href(championship.id) }}
        />
      ) : (
        <ul className="areia-list" aria-labelledby="teams-title">
          {teams.map((team) => (
            <li key={team.id}>
              <button
                type="button"
                className={`areia-card areia-card--link ${styles.teamButton}`}
                aria-label={messages.reportTeam(team.team)}
                onClick={() => {
                  const state: ComplaintState = { championship, team };
                  void navigate(paths.complaint.href(), { state });
                }}
              >
                <span className={styles.avatars} aria-hidden="true">
                  {team.team_members.map((member) => (
                    <Avatar key={member.player_id} src={member.avatar_url} name={member.nickname ?? member.fullname} size={36} />
                  ))}
                </span>
                <span className={styles.teamName}>{team.team}</span>
                <ChevronRightIcon size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
