import { and, eq, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import { championships, games, teamMembers, teams } from '../db/schema';
import type { AppDeps } from '../deps';
import { nowOf } from '../deps';

export type PlayerStatistics = {
  wins: number;
  losses: number;
  totalChampionships: number;
  championshipsLast6Months: number;
};

const emptyStatistics = (): PlayerStatistics => ({ wins: 0, losses: 0, totalChampionships: 0, championshipsLast6Months: 0 });

/** Pages hold at most this many players; statistics are only ever computed for one page. */
export const STATISTICS_MAX_PLAYERS = 100;

/**
 * Computed from teams and finished games rather than stored, so they can never drift from the games.
 * A championship counts once it has happened (occurs ≤ now). Two aggregate queries for the given players (one page).
 */
export async function playerStatistics(deps: AppDeps, playerIds: string[]): Promise<Map<string, PlayerStatistics>> {
  if (playerIds.length > STATISTICS_MAX_PLAYERS) throw new Error(`statistics for ${playerIds.length} players: page them`);
  const result = new Map(playerIds.map((id) => [id, emptyStatistics()]));
  if (playerIds.length === 0) return result;
  const now = nowOf(deps);
  const sixMonthsAgo = new Date(now);
  sixMonthsAgo.setUTCMonth(sixMonthsAgo.getUTCMonth() - 6);

  const won = sql`(${games.teamAId} = ${teamMembers.teamId} AND ${games.scoreA} > ${games.scoreB}) OR (${games.teamBId} = ${teamMembers.teamId} AND ${games.scoreB} > ${games.scoreA})`;
  const [championshipRows, gameRows] = await Promise.all([
    deps.db
      .select({
        playerId: teamMembers.playerId,
        total: sql<number>`count(*)`.mapWith(Number),
        recent: sql<number>`count(*) FILTER (WHERE ${championships.occurs} >= ${sixMonthsAgo.toISOString()}::timestamptz)`.mapWith(Number),
      })
      .from(teamMembers)
      .innerJoin(championships, eq(championships.id, teamMembers.championshipId))
      // A team whose partner never accepted (issue 13) was not played.
      .innerJoin(teams, and(eq(teams.id, teamMembers.teamId), eq(teams.status, 'confirmed')))
      .where(and(inArray(teamMembers.playerId, playerIds), lte(championships.occurs, now)))
      .groupBy(teamMembers.playerId),
    deps.db
      .select({
        playerId: teamMembers.playerId,
        wins: sql<number>`count(*) FILTER (WHERE ${won})`.mapWith(Number),
        games: sql<number>`count(*)`.mapWith(Number),
      })
      .from(teamMembers)
      .innerJoin(
        games,
        and(eq(games.championshipId, teamMembers.championshipId), or(eq(games.teamAId, teamMembers.teamId), eq(games.teamBId, teamMembers.teamId))),
      )
      .where(
        and(
          inArray(teamMembers.playerId, playerIds),
          eq(games.status, 'finalizado'),
          isNotNull(games.scoreA),
          isNotNull(games.scoreB),
          ne(games.scoreA, games.scoreB),
        ),
      )
      .groupBy(teamMembers.playerId),
  ]);
  for (const row of championshipRows) {
    const stats = result.get(row.playerId)!;
    stats.totalChampionships = row.total;
    stats.championshipsLast6Months = row.recent;
  }
  for (const row of gameRows) {
    const stats = result.get(row.playerId)!;
    stats.wins = row.wins;
    stats.losses = row.games - row.wins;
  }
  return result;
}
