import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import { CATEGORY_ORDER, categoryForRating, minCategory } from '@areia/shared/core/rules/category';
import { championships, teamMembers, teams } from '../db/schema';
import type { AppDeps } from '../deps';
import { uuidArray } from './paging';

/** The rule lives in shared/src/core/rules/category.ts (one rule for the API and the screens). */
export { categoryForRating as minCategoryForRating, minCategory };

/** A championship's category as its rank in the order (0 = Estreante); null for Master and unknown names. */
export const categoryRankSql = (column: SQL | typeof championships.category): SQL<number | null> =>
  sql<number | null>`(CASE ${column} ${sql.join(
    CATEGORY_ORDER.map((name, rank) => sql`WHEN ${name} THEN ${sql.raw(String(rank))}`),
    sql` `,
  )} ELSE NULL END)`;

/**
 * Per player, the highest ranked category played in a championship that has already taken place, in a confirmed team
 * (the history half of the rule). Players with no such championship are absent from the map.
 */
export async function highestPlayedRanks(deps: AppDeps, playerIds: string[], now: Date): Promise<Map<string, number>> {
  if (playerIds.length === 0) return new Map();
  const rank = categoryRankSql(championships.category);
  const rows = await deps.db
    .select({ playerId: teamMembers.playerId, rank: sql<number | null>`max(${rank})`.mapWith((value) => (value === null ? null : Number(value))) })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(championships, eq(championships.id, teamMembers.championshipId))
    // One uuid[] parameter for the page's players, not one parameter each.
    .where(and(sql`${teamMembers.playerId} = ANY(${uuidArray(playerIds)}::uuid[])`, lt(championships.occurs, now), eq(teams.status, 'confirmed')))
    .groupBy(teamMembers.playerId);
  return new Map(rows.flatMap((row) => (row.rank === null ? [] : [[row.playerId, row.rank] as const])));
}

/** Minimum categories of players from their rating and history. */
export async function minCategories(
  deps: AppDeps,
  players: { id: string; rating: number }[],
  now: Date,
): Promise<Map<string, { category: string; minScore: number }>> {
  const played = await highestPlayedRanks(
    deps,
    players.map((player) => player.id),
    now,
  );
  return new Map(players.map((player) => [player.id, minCategory(player.rating, played.get(player.id) ?? null)]));
}
