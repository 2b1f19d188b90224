import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { championshipQueries } from '@areia/shared/web/api/championships';
import { formatLongDate, formatTime } from '@areia/shared/core/format/format';
import { paths } from '@areia/shared/core/paths';
import type { ChampionshipDetail } from '@areia/shared/core/schemas/championship';
import type { Team } from '@areia/shared/core/schemas/team';
import { championshipStart, signUpState, withdrawAllowed } from '@areia/shared/core/rules/championship';
import { teamsMayChange } from '@areia/shared/core/rules/lifecycle';
import { Card, Chip } from '@areia/shared/web/ui/card';
import { CalendarIcon, ChevronRightIcon, PinIcon, TrophyIcon } from '@areia/shared/web/ui/icons';
import { CachedAnswerNotice } from '@areia/shared/web/ui/cached-answer-notice';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { QueryView, type ViewedQuery } from '@areia/shared/web/ui/query-view';
import { LoadingState } from '@areia/shared/web/ui/states';
import { AthleteDay } from '@areia/shared/web/ui/day-status';
import { useSession } from '@areia/shared/web/session/session-context';
import { AddToCalendarButton } from '../components/add-to-calendar-button';
import { ChampionshipNotFound } from '../components/championship-not-found';
import { PartnerSection } from '../components/partner-section';
import { PaymentSection } from '../components/payment-section';
import { SignUpSection } from '../components/sign-up-section';
import { StageChip } from '../components/stage-chip';
import { WaitlistSection } from '../components/waitlist-section';
import { TeamList } from '../components/team-list';
import { useNow } from '../hooks/use-now';
import { messages } from '../messages';
import { listToReturnTo } from '../rules/list-return';
import { isMember } from '../rules/invitation-link';
import { gameDayMessages } from '@areia/shared/core/messages';
import styles from '../components/championship-detail.module.css';

export default function ChampionshipPage() {
  const { id = '' } = useParams();
  const now = useNow();
  const detail = useQuery({ ...championshipQueries.detail(id), enabled: Boolean(id) });
  const teams = useQuery({ ...championshipQueries.teams(id), enabled: Boolean(id) });
  const back = listToReturnTo(sessionStorage, paths.championships.href());
  return (
    <Page>
      <PageHeader title={detail.data?.title ?? messages.detailTitle} backTo={back} />
      <QueryView
        query={detail}
        missing={!id}
        notFound={<ChampionshipNotFound />}
        loading={<LoadingState shape="detail" />}
        errorMessage={messages.fetchDetailError}
      >
        {(championship) => <ChampionshipView championship={championship} teams={teams} now={now} />}
      </QueryView>
    </Page>
  );
}

function ChampionshipView({ championship, teams, now }: { championship: ChampionshipDetail; teams: ViewedQuery<Team[]>; now: Date }) {
  const when = championshipStart(championship);
  const image = championship.banner_url ?? championship.logo;
  const { user } = useSession();
  const myTeamIds = user ? (teams.data ?? []).filter((team) => isMember(team, user.id)).map((team) => team.id) : [];
  return (
    <>
      <CachedAnswerNotice />
      {image ? (
        <img className={styles.banner} src={image} alt="" fetchPriority="high" />
      ) : (
        <div className={`${styles.banner} ${styles.bannerPlaceholder}`} aria-hidden="true">
          <TrophyIcon size={48} />
        </div>
      )}
      <div className={styles.intro}>
        <div className={styles.chips}>
          <Chip accent>{championship.category}</Chip>
          <StageChip championship={championship} />
        </div>
        {championship.stage === 'cancelado' && championship.cancel_reason && (
          <p className={styles.cancelled} role="note" data-testid="cancel-reason">
            {messages.cancelledBecause(championship.cancel_reason)}
          </p>
        )}
      </div>

      {/* Money due is seen first: a missed deadline costs the team its slot. */}
      <PaymentSection championshipId={championship.id} cancelled={championship.stage === 'cancelado'} />

      {/* The day: the athlete's game, where and when (or called now), and their check-in. */}
      {championship.stage === 'em_andamento' && myTeamIds.length > 0 && (
        <AthleteDay
          championshipId={championship.id}
          frame={(body) => (
            <section className={styles.section} aria-labelledby="my-day-title">
              <h2 id="my-day-title" className={styles.sectionTitle}>
                {gameDayMessages.dayTitle}
              </h2>
              {body}
            </section>
          )}
        />
      )}

      <section className={styles.section} aria-labelledby="about-title">
        <h2 id="about-title" className={styles.sectionTitle}>
          {messages.about}
        </h2>
        <p className={styles.text}>{championship.disclaimmer?.trim() || messages.noAbout}</p>
      </section>

      <section className={styles.section} aria-labelledby="place-title">
        <h2 id="place-title" className={styles.sectionTitle}>
          {messages.placeAndDate}
        </h2>
        <Card className={styles.section}>
          <p className={`${styles.row} ${styles.text}`}>
            <CalendarIcon size={18} />
            <span>
              {formatLongDate(when)} · {formatTime(when)}
            </span>
          </p>
          <p className={`${styles.row} ${styles.text}`}>
            <PinIcon size={18} />
            <span>
              <strong className="areia-accent">{championship.arena_name}</strong>
              <br />
              {championship.arena_address}
            </span>
          </p>
          {/* A date still ahead of the athlete is worth keeping; a cancelled or finished one is not. */}
          {championship.stage !== 'cancelado' && championship.stage !== 'finalizado' && <AddToCalendarButton championshipId={championship.id} title={championship.title} />}
        </Card>
      </section>

      <div className={styles.stats}>
        <Card className={styles.stat}>
          <span className={styles.statValue} aria-describedby="stat-teams">
            {messages.teamsOfMax(championship.teams_count, championship.max_teams)}
          </span>
          <span id="stat-teams" className={styles.statLabel}>
            {messages.teamsSignedUp(championship.players_per_team)}
          </span>
        </Card>
        {/* Free slots are an offer: from the draw on there is none. */}
        {teamsMayChange(championship.stage) && (
          <Card className={styles.stat} data-testid="free-slots">
            <span className={styles.statValue}>{championship.free}</span>
            <span className={styles.statLabel}>{messages.freeSlots}</span>
          </Card>
        )}
      </div>

      <nav className={styles.links} aria-label={championship.title}>
        <Link className={`areia-card areia-card--link ${styles.linkRow}`} to={paths.championshipDetails.href(championship.id)}>
          <span>{messages.detailsLink}</span>
          <ChevronRightIcon size={18} />
        </Link>
        <Link className={`areia-card areia-card--link ${styles.linkRow}`} to={paths.championshipRules.href(championship.id)}>
          <span>{messages.rules}</span>
          {!championship.rules?.trim() && <span className={styles.linkHint}>{messages.rulesHint}</span>}
          <ChevronRightIcon size={18} />
        </Link>
      </nav>

      <SignUpSection championship={championship} state={signUpState(championship)} />

      <WaitlistSection championshipId={championship.id} state={signUpState(championship)} />

      <PartnerSection championship={championship} />

      <TeamList championship={championship} teams={teams} canWithdraw={withdrawAllowed(championship, now)} />
    </>
  );
}
