import { sql, type SQL } from 'drizzle-orm';
import { categoryRankSql } from './category';
import { uuidArray } from './paging';
import type { AppDeps } from '../deps';
import { nowOf } from '../deps';

export type PlayerStatistics = {
  wins: number;
  losses: number;
  totalChampionships: number;
  championshipsLast6Months: number;
  /**
   * The highest ranked category played in a championship that has already taken place (occurs < now), in a confirmed
   * team — the history half of the minimum category rule; null when none.
   */
  highestPlayedRank: number | null;
};

const emptyStatistics = (): PlayerStatistics => ({ wins: 0, losses: 0, totalChampionships: 0, championshipsLast6Months: 0, highestPlayedRank: null });

/** Pages hold at most this many players; statistics are only ever computed for one page. */
export const STATISTICS_MAX_PLAYERS = 100;

/** Six calendar months before `now` (UTC), where "recent" championships start. */
export function sixMonthsBefore(now: Date): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - 6);
  return since;
}

/** What a played championship counts for (occurs ≤ now, confirmed team) and what a finished game is, per membership `tm`. */
const playedSql = (now: SQL, since: SQL) => sql`count(*)::int AS total,
             (count(*) FILTER (WHERE ch.occurs >= ${since}::timestamptz))::int AS recent,
             max(${categoryRankSql(sql`ch.category`)}) FILTER (WHERE ch.occurs < ${now}::timestamptz) AS highest
      FROM team_members tm
      JOIN championships ch ON ch.id = tm.championship_id
      -- A team whose partner never accepted (issue 13) was not played.
      JOIN teams t ON t.id = tm.team_id AND t.status = 'confirmed'`;
const playedWhere = (now: SQL) => sql`ch.occurs <= ${now}::timestamptz`;
const finishedSql = sql`(count(*) FILTER (WHERE (g.team_a_id = tm.team_id AND g.score_a > g.score_b) OR (g.team_b_id = tm.team_id AND g.score_b > g.score_a)))::int AS wins,
             count(*)::int AS games
      FROM team_members tm
      JOIN games g ON g.championship_id = tm.championship_id AND (g.team_a_id = tm.team_id OR g.team_b_id = tm.team_id)`;
const finishedWhere = sql`g.status = 'finalizado' AND g.score_a IS NOT NULL AND g.score_b IS NOT NULL AND g.score_a <> g.score_b`;

/**
 * The statistics of the player whose id is the SQL expression `playerId`, as two lateral aggregates to join after the
 * row that holds it: `played` (total, recent, highest) and `finished` (wins, games). `now` and `since` (six months
 * before) are SQL too, so a prepared statement can take them as placeholders. Over the player's own team memberships
 * (team_members_player_idx) and those championships' games (games_championship_idx): never a whole table. Grouping
 * a whole page's memberships in one aggregate instead was cheaper on the seed, but PostgreSQL then read team_members
 * by a sequential scan at 20 000 players.
 */
export function statisticsLaterals(playerId: SQL, now: SQL, since: SQL): SQL {
  return sql`CROSS JOIN LATERAL (
      SELECT ${playedSql(now, since)}
      WHERE tm.player_id = ${playerId} AND ${playedWhere(now)}
    ) AS played
    CROSS JOIN LATERAL (
      SELECT ${finishedSql}
      WHERE tm.player_id = ${playerId} AND ${finishedWhere}
    ) AS finished`;
}

/** The statistics columns of a row after `statisticsLaterals`, for json_build_object. */
export const statisticsFieldsSql = sql`'total', coalesce(played.total, 0), 'recent', coalesce(played.recent, 0), 'highest', played.highest,
    'wins', coalesce(finished.wins, 0), 'games', coalesce(finished.games, 0)`;

/** The columns `statisticsLaterals` adds, as read back (numbers may arrive as text from a row, as numbers from JSON). */
export type StatisticsColumns = {
  total: string | number;
  recent: string | number;
  highest: string | number | null;
  wins: string | number;
  games: string | number;
};

export function statisticsOf(row: StatisticsColumns): PlayerStatistics {
  const wins = Number(row.wins);
  return {
    totalChampionships: Number(row.total),
    championshipsLast6Months: Number(row.recent),
    highestPlayedRank: row.highest === null ? null : Number(row.highest),
    wins,
    losses: Number(row.games) - wins,
  };
}

/** The same statistics as one JSON object (`StatisticsColumns`), for a row's select list. */
export function statisticsJsonSql(playerId: SQL, now: SQL, since: SQL): SQL<StatisticsColumns> {
  return sql<StatisticsColumns>`(SELECT json_build_object(${statisticsFieldsSql})
    FROM (SELECT 1) AS one ${statisticsLaterals(playerId, now, since)})`;
}

/**
 * Computed from teams and finished games rather than stored, so they can never drift from the games.
 * A championship counts once it has happened (occurs ≤ now). One statement for the given players (one page), with the
 * history half of their minimum category (`highestPlayedRank`, as `highestPlayedRanks` computes it).
 */
export async function playerStatistics(deps: AppDeps, playerIds: string[]): Promise<Map<string, PlayerStatistics>> {
  if (playerIds.length > STATISTICS_MAX_PLAYERS) throw new Error(`statistics for ${playerIds.length} players: page them`);
  const result = new Map(playerIds.map((id) => [id, emptyStatistics()]));
  if (playerIds.length === 0) return result;
  const now = nowOf(deps);
  const rows = await deps.db.execute(sql`
    SELECT p.id, played.total, played.recent, played.highest, finished.wins, finished.games
    FROM unnest(${uuidArray(playerIds)}::uuid[]) AS p(id)
    ${statisticsLaterals(sql`p.id`, sql`${now.toISOString()}`, sql`${sixMonthsBefore(now).toISOString()}`)}`);
  for (const row of (rows as unknown as { rows: (StatisticsColumns & { id: string })[] }).rows) result.set(row.id, statisticsOf(row));
  return result;
}
