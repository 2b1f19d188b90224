import { useInfiniteQuery } from '@tanstack/react-query';
import { rankingMessages } from '@areia/shared/core/messages';
import type { HistoryEntry, HistoryGame } from '@areia/shared/core/schemas/ranking-history';
import { playerQueries } from '@areia/shared/web/api/players';
import { LoadMore, loadMoreProps } from '@areia/shared/web/ui/load-more';
import { ShareResultButton } from '@areia/shared/web/ui/share-result-button';
import { chartPoints } from '../rules/ranking-chart';
import { RankingChart } from './ranking-chart';
import styles from './ranking-history.module.css';

function GameLine({ game }: { game: HistoryGame }) {
  return (
    <li className={styles.game}>
      <p className={styles.who}>
        {rankingMessages.partner(game.partner.nickname)} {rankingMessages.opponents(game.opponents.map((opponent) => opponent.nickname))}
        {game.sets.scores.length > 0 && <span className={styles.sets}> ({rankingMessages.setScores(game.sets.scores)})</span>}
      </p>
      <p className={styles.why}>
        {rankingMessages.game({ winChance: game.win_chance, setsFor: game.sets.won, setsAgainst: game.sets.lost, levelChange: game.level_change })}
      </p>
    </li>
  );
}

function Entry({ entry, shareAs }: { entry: HistoryEntry; shareAs?: string }) {
  return (
    <li className={`areia-card ${styles.entry}`}>
      <h3 className={styles.title}>{entry.title}</h3>
      <p className={styles.result}>
        {entry.kind === 'open_game'
          ? rankingMessages.openGameResult
          : `${rankingMessages.placement(entry.placement)} · ${rankingMessages.points(entry.points)} · ${rankingMessages.counts(entry.counts)}`}
      </p>
      <p className={styles.level}>{rankingMessages.levelMove(entry.level_before, entry.level_after)}</p>
      {entry.games.length > 0 && <ul className={styles.games}>{entry.games.map((game) => <GameLine key={game.game_id} game={game} />)}</ul>}
      {shareAs && <ShareResultButton className={styles.share} championshipId={entry.championship_id} athleteId={shareAs} championshipTitle={entry.title} />}
    </li>
  );
}

/**
 * An athlete's finalized championships and rated open games, newest first, a page at a time: each result and each game
 * explained; on the athlete's own page (`shareable`) each championship result has its "Compartilhar".
 */
export function RankingHistory({ playerId, shareable = false }: { playerId: string; shareable?: boolean }) {
  const query = useInfiniteQuery({ ...playerQueries.history(playerId), enabled: Boolean(playerId) });
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="ranking-history-title" className={styles.section}>
      <h2 id="ranking-history-title" className={styles.heading}>
        {rankingMessages.historyTitle}
      </h2>
      <RankingChart points={chartPoints(entries, new Date())} />
      {query.isError && entries.length === 0 ? (
        <p role="alert">{rankingMessages.historyError}</p>
      ) : query.isSuccess && entries.length === 0 ? (
        <p className={styles.empty}>{rankingMessages.historyEmpty}</p>
      ) : (
        <ul className={styles.list}>
          {entries.map((entry) => (
            <Entry key={`${entry.kind}-${entry.championship_id}`} entry={entry} shareAs={shareable && entry.kind === 'championship' ? playerId : undefined} />
          ))}
        </ul>
      )}
      <LoadMore {...loadMoreProps(query)} />
    </section>
  );
}
