import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { calendarQueries } from '@areia/shared/web/api/calendar';
import { championshipQueries } from '@areia/shared/web/api/championships';
import { gameDayQueries } from '@areia/shared/web/api/gameday';
import { resultQueries } from '@areia/shared/web/api/results';
import { paths } from '@areia/shared/core/paths';
import { useSession } from '@areia/shared/web/session/session-context';
import { Avatar } from '@areia/shared/web/ui/avatar';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { CachedAnswerNotice } from '@areia/shared/web/ui/cached-answer-notice';
import { LoadingState } from '@areia/shared/web/ui/states';
import { HomeHeaderActions } from '../components/home-header-actions';
import { DueSharesCard } from '../components/due-shares-card';
import { FirstStepsCard } from '../components/first-steps-card';
import { HomeTiles } from '../components/home-tiles';
import { LastResultCard } from '../components/last-result-card';
import { PlayCard } from '../components/play-card';
import { NextGameCard } from '../components/next-game-card';
import { RankingCard } from '../components/ranking-card';
import { useHomeCounts, useHomePosition } from '../hooks/use-home-counts';
import { messages } from '../messages';
import styles from './home-page.module.css';

export default function HomePage() {
  const { user, loading, offline } = useSession();
  const position = useHomePosition();
  const counts = useHomeCounts(position);
  // The next game is laid out first: the rest waits for its answer (asked beside the session at boot,
  // shell/src/boot/boot-plan.ts), rather than being pushed down by a card that grows after it was painted. On a game
  // day the answer carries the day's status the card shows, which the day's own query starts from (the live stream
  // keeps it current). Only a first attempt in flight holds the page: an answer that cannot come (offline: the query
  // is paused; the API down: it failed and retries) holds nothing.
  const nextGame = useQuery({ ...calendarQueries.nextGame(user?.id ?? ''), enabled: Boolean(user) });
  const gameDay = nextGame.data?.games_today ? nextGame.data.championship_id : undefined;
  const day = useQuery({
    ...gameDayQueries.mine(gameDay ?? ''),
    enabled: gameDay !== undefined,
    initialData: nextGame.data?.day ?? undefined,
    initialDataUpdatedAt: nextGame.dataUpdatedAt,
  });
  // The last result (a day after a finish) sits above the ranking too, and the first steps' "is the athlete in a team?"
  // decides a step: the page waits for both as for the next game, or they would push it down.
  const lastResult = useQuery({ ...resultQueries.last(user?.id ?? ''), enabled: Boolean(user) });
  const inAnyTeam = useQuery({ ...championshipQueries.inAnyTeam(), enabled: Boolean(user) });
  const laidOut = !firstAttemptInFlight(nextGame) && !firstAttemptInFlight(day) && !firstAttemptInFlight(lastResult) && !firstAttemptInFlight(inAnyTeam);
  const displayName = user?.nickname?.trim() || user?.full_name?.trim() || '';
  return (
    <Page>
      <PageHeader title={messages.homeTitle} actions={<HomeHeaderActions />} />
      <CachedAnswerNotice />
      {loading || !user || !laidOut ? (
        <LoadingState shape="profile" />
      ) : (
        <>
          <div className={styles.greeting}>
            <Link to={paths.profile.href()} className={styles.avatarLink} aria-label={messages.openProfile}>
              <Avatar src={user.avatar_url} name={user.full_name ?? user.nickname} size={56} />
            </Link>
            <p className={styles.hello}>{messages.hello(displayName)}</p>
          </div>
          {/* First when there is one: the next game is what an athlete opens the app for on a game day. */}
          <NextGameCard userId={user.id} />
          {/* Money due comes before the ranking: a missed deadline costs the team its slot. */}
          <DueSharesCard />
          {/* A finish is a moment: for a day, its result and the card to share come before the standing ranking. */}
          <LastResultCard userId={user.id} />
          {/* A starting athlete's next steps, in order, before the figures they have yet to earn. */}
          <FirstStepsCard user={user} hasTeam={inAnyTeam.data} />
          {/* What to play now, in three rows that hold their room while they count. */}
          <PlayCard position={position} offline={offline} />
          <RankingCard ranking={user.ranking} rankingPoints={user.ranking_points ?? 0} totalPlayers={counts.playersTotal !== undefined ? String(counts.playersTotal) : messages.counting} />
          <HomeTiles counts={counts} />
        </>
      )}
    </Page>
  );
}

function firstAttemptInFlight(query: UseQueryResult): boolean {
  return query.isPending && query.fetchStatus === 'fetching' && query.failureCount === 0;
}
