import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@areia/shared/web/feedback/toast';
import { serverMessage } from '@areia/shared/web/api/client';
import { useWithdrawTeam } from '@areia/shared/web/api/invitations';
import type { ChampionshipDetail } from '@areia/shared/core/schemas/championship';
import type { Team } from '@areia/shared/core/schemas/team';
import { paths } from '@areia/shared/core/paths';
import { useSession } from '@areia/shared/web/session/session-context';
import { Avatar } from '@areia/shared/web/ui/avatar';
import { Button } from '@areia/shared/web/ui/button';
import { ChevronRightIcon, MessageIcon, UsersIcon } from '@areia/shared/web/ui/icons';
import { QueryView, type ViewedQuery } from '@areia/shared/web/ui/query-view';
import { EmptyState, LoadingState } from '@areia/shared/web/ui/states';
import { messages } from '../messages';
import type { ComplaintState } from '../rules/complaint-state';
import { invitationShareUrl, isMember, partnersOf } from '../rules/invitation-link';
import styles from './championship-detail.module.css';

interface TeamListProps {
  championship: ChampionshipDetail;
  /** The championship's teams query: its skeleton, error (toast + retry) and empty state are this section's. */
  teams: ViewedQuery<Team[]>;
  /** Sign-ups still open (before the start, not disabled): a member may withdraw the team. */
  canWithdraw?: boolean;
}

function TeamAvatars({ team }: { team: Team }) {
  return (
    <span className={styles.avatars} aria-hidden="true" data-testid="team-avatars">
      {team.team_members.map((member) => (
        <Avatar key={member.player_id} src={member.avatar_url} name={member.nickname ?? member.fullname} size={36} />
      ))}
    </span>
  );
}

/** "aguardando parceiro" for everyone while a partner has not accepted. */
function PendingChip({ team }: { team: Team }) {
  if (team.status !== 'pending') return null;
  return (
    <span id={`team-status-${team.id}`} className={`areia-chip ${styles.pendingChip}`} data-testid="team-pending">
      {messages.pendingTeam}
    </span>
  );
}

/** The user's own team: never reportable; pending, it can be shared on WhatsApp; while sign-ups are open, withdrawn. */
function OwnTeam({ championship, team, userId, canWithdraw }: { championship: ChampionshipDetail; team: Team; userId: string; canWithdraw: boolean }) {
  const withdraw = useWithdrawTeam(championship.id);
  const [confirming, setConfirming] = useState(false);
  const partner = partnersOf(team, userId)[0];
  const shareText = messages.inviteWhatsappText(championship.title, `${window.location.origin}${paths.invitations.href()}`);

  const confirm = async () => {
    try {
      await withdraw.mutateAsync(team.id);
      toast.success(messages.withdrawn);
    } catch (error) {
      toast.error(serverMessage(error) ?? messages.withdrawError);
      setConfirming(false);
    }
  };

  return (
    <div className={`areia-card ${styles.ownTeam}`} aria-label={messages.ownTeamLabel(team.team)} role="group" data-testid="own-team">
      <div className={styles.teamRow}>
        <TeamAvatars team={team} />
        <span className={styles.teamName} data-testid="team-name">
          {team.team}
        </span>
        <span className={styles.badge}>{messages.yourTeam}</span>
      </div>
      {team.status === 'pending' && (
        <>
          <PendingChip team={team} />
          <p className={styles.hint}>{messages.teamPendingHint}</p>
          <a className="areia-button areia-button--ghost" href={invitationShareUrl(partner, shareText)} target="_blank" rel="noreferrer">
            <MessageIcon size={18} /> {messages.shareInvite}
          </a>
        </>
      )}
      {canWithdraw &&
        (confirming ? (
          <div className={styles.confirm} role="alert">
            <p className={styles.hint}>{messages.withdrawQuestion}</p>
            <Button variant="danger" busy={withdraw.isPending} onClick={() => void confirm()}>
              {messages.withdrawConfirm}
            </Button>
            <Button variant="ghost" disabled={withdraw.isPending} onClick={() => setConfirming(false)}>
              {messages.withdrawCancel}
            </Button>
          </div>
        ) : (
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            {messages.withdraw}
          </Button>
        ))}
    </div>
  );
}

/** The registered teams; each other team opens the complaint screen carrying the championship and the team. */
export function TeamList({ championship, teams, canWithdraw = false }: TeamListProps) {
  const navigate = useNavigate();
  const { user } = useSession();
  const count = teams.data?.length ?? championship.teams_count;
  return (
    <section className={styles.section} aria-labelledby="teams-title">
      <h2 id="teams-title" className={styles.sectionTitle}>
        {messages.registeredTeams} <span className={styles.count}>({count})</span>
      </h2>
      <QueryView
        query={teams}
        loading={<LoadingState shape="rows" />}
        errorMessage={messages.fetchTeamsError}
        empty={
          <EmptyState
            message={messages.noTeams}
            icon={<UsersIcon size={28} />}
            action={{ label: messages.seeRules, to: paths.championshipRules.href(championship.id) }}
          />
        }
      >
        {(rows) => (
          <ul className="areia-list" aria-labelledby="teams-title">
            {rows.map((team) => (
              <li key={team.id}>
                {user && isMember(team, user.id) ? (
                  <OwnTeam championship={championship} team={team} userId={user.id} canWithdraw={canWithdraw} />
                ) : (
                  <button
                    type="button"
                    className={`areia-card areia-card--link ${styles.teamButton}`}
                    aria-label={messages.reportTeam(team.team)}
                    aria-describedby={team.status === 'pending' ? `team-status-${team.id}` : undefined}
                    onClick={() => {
                      const state: ComplaintState = { championship, team };
                      void navigate(paths.complaint.href(), { state });
                    }}
                  >
                    <TeamAvatars team={team} />
                    {/* The chip under the name, not beside it: on a narrow phone the name keeps the row's width. */}
                    <span className={styles.teamText}>
                      <span className={styles.teamName} data-testid="team-name">
                        {team.team}
                      </span>
                      <PendingChip team={team} />
                    </span>
                    <ChevronRightIcon size={18} />
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
