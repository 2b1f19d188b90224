import { sql, type SQL } from 'drizzle-orm';
import { CATEGORY_MIN_SCORES, CATEGORY_ORDER, categoryForRating, minCategory } from '@areia/shared/core/rules/category';
import { oneYearBefore } from '@areia/shared/core/rules/ranking/category-hysteresis';
import type { championships} from '../../platform/db/schema';
import { users } from '../../platform/db/schema';
import type { AppDeps } from '../../deps';
import { uuidArray } from '../../platform/http/paging';

/** The rule lives in shared/src/core/rules/category.ts (one rule for the API and the screens). */
export { categoryForRating as minCategoryForRating, minCategory };

/** A championship's category as its rank in the order (0 = Estreante); null for Master and unknown names. */
export const categoryRankSql = (column: SQL | typeof championships.category): SQL<number | null> =>
  sql<number | null>`(CASE ${column} ${sql.join(
    CATEGORY_ORDER.map((name, rank) => sql`WHEN ${name} THEN ${sql.raw(String(rank))}`),
    sql` `,
  )} ELSE NULL END)`;

/** The rank of the category a rating's band gives (0 = Estreante), as categoryForRating decides it. */
export const bandRankSql = (rating: SQL): SQL<number> =>
  sql<number>`(CASE ${sql.join(
    CATEGORY_MIN_SCORES.map((floor, rank) => ({ floor, rank }))
      .reverse()
      .map(({ floor, rank }) => sql`WHEN ${rating} >= ${sql.raw(String(floor))} THEN ${sql.raw(String(rank))}`),
    sql` `,
  )} ELSE 0 END)`;

/** The rank of the category held: the decided one, or the band of the rating (heldCategory in core). */
export const heldRankSql = (category: SQL, rating: SQL): SQL<number> => sql<number>`coalesce(${categoryRankSql(category)}, ${bandRankSql(rating)})`;

/**
 * The highest category the athlete whose id is `athleteId` held in the 12 months before `now`, besides the one held
 * now: a category changes only at a finish, so every one held since `yearAgo` is the category some finish since then
 * started from (ranking_results.before_category, or the band of before_rating before any). One range of
 * ranking_results_athlete_idx. Null when no finish since then.
 */
export const highestHeldBeforeSql = (athleteId: SQL, now: SQL, yearAgo: SQL): SQL<number | null> =>
  sql<number | null>`(SELECT max(${heldRankSql(sql`rr.before_category`, sql`rr.before_rating`)}) FROM ranking_results rr
    WHERE rr.athlete_id = ${athleteId} AND rr.finalized_at > ${yearAgo}::timestamptz AND rr.finalized_at <= ${now}::timestamptz)`;

/** Per player, `highestHeldBeforeSql` at `now`; players with no finish in the last 12 months are absent. */
export async function highestHeldRanks(deps: Pick<AppDeps, 'db'>, playerIds: string[], now: Date): Promise<Map<string, number>> {
  if (playerIds.length === 0) return new Map();
  const rows = await deps.db
    .select({
      playerId: users.id,
      rank: highestHeldBeforeSql(sql`${users.id}`, sql`${now.toISOString()}`, sql`${oneYearBefore(now).toISOString()}`).mapWith((value) =>
        value === null ? null : Number(value),
      ),
    })
    .from(users)
    // One uuid[] parameter for the page's players, not one parameter each.
    .where(sql`${users.id} = ANY(${uuidArray(playerIds)}::uuid[])`);
  return new Map(rows.flatMap((row) => (row.rank === null ? [] : [[row.playerId, row.rank] as const])));
}

/** Minimum categories of players from the category they hold and those they held in the last 12 months. */
export async function minCategories(
  deps: Pick<AppDeps, 'db'>,
  players: { id: string; rating: number; category: string | null }[],
  now: Date,
): Promise<Map<string, { category: string; minScore: number }>> {
  const held = await highestHeldRanks(
    deps,
    players.map((player) => player.id),
    now,
  );
  return new Map(players.map((player) => [player.id, minCategory(player, held.get(player.id) ?? null)]));
}
