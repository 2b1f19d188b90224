import { sql, type SQL } from 'drizzle-orm';
import {
  CATEGORY_MIN_SCORES,
  CATEGORY_ORDER,
  categoryFloor,
  oneYearBefore,
  TITLE_FIELD_MIN_TEAMS,
  type CategoryFloor,
  type Title,
} from '@areia/shared/core/rules/category';
import type { championships} from '../../platform/db/schema';
import { users } from '../../platform/db/schema';
import type { Tx } from '../../platform/db/tx';
import { uuidArray } from '../../platform/http/paging';

/** The rule lives in shared/src/core/rules/category.ts (one rule for the API and the screens); here, what it reads. */

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
 * The titles of the athlete whose id is `athleteId` that may raise their floor at `now` (categoryFloor in core): won
 * (placement 1) within the 12 months before `now`, in a ranked category, in a field of TITLE_FIELD_MIN_TEAMS confirmed
 * teams or more. `rank` is the category's. One range of ranking_results_athlete_idx, a count per title won.
 */
const titleRowsSql = (athleteId: SQL, now: SQL, yearAgo: SQL) => sql`SELECT ch.category, ch.title AS championship, field.teams, rr.finalized_at AS at,
      ${categoryRankSql(sql`ch.category`)} AS rank
    FROM ranking_results rr JOIN championships ch ON ch.id = rr.championship_id
    CROSS JOIN LATERAL (SELECT count(*)::int AS teams FROM teams t WHERE t.championship_id = ch.id AND t.status = 'confirmed') field
    WHERE rr.athlete_id = ${athleteId} AND rr.placement = 1 AND rr.finalized_at > ${yearAgo}::timestamptz AND rr.finalized_at <= ${now}::timestamptz
      AND field.teams >= ${sql.raw(String(TITLE_FIELD_MIN_TEAMS))} AND ${categoryRankSql(sql`ch.category`)} IS NOT NULL`;

/** `titleRowsSql` as one JSON array of `TitleJson` (empty when none). */
export const titlesJsonSql = (athleteId: SQL, now: SQL, yearAgo: SQL): SQL<TitleJson[]> =>
  sql<TitleJson[]>`(SELECT coalesce(json_agg(json_build_object('category', w.category, 'championship', w.championship, 'teams', w.teams, 'at', w.at)), '[]'::json)
    FROM (${titleRowsSql(athleteId, now, yearAgo)}) w)`;

/** Whether the athlete holds a title above category `rank` at `now`: their floor is above it. */
export const titleAboveSql = (athleteId: SQL, now: SQL, yearAgo: SQL, rank: number): SQL<boolean> =>
  sql<boolean>`EXISTS (SELECT 1 FROM (${titleRowsSql(athleteId, now, yearAgo)}) w WHERE w.rank > ${sql.raw(String(rank))})`;

/** A title as JSON gives it (the instant as text). */
export type TitleJson = { category: string; championship: string; teams: number | string; at: string };

export const titleOf = (row: TitleJson): Title => ({ category: row.category, championship: row.championship, teams: Number(row.teams), at: new Date(row.at) });

/** Per player, their titles that may count at `now` (`titlesJsonSql`). */
export async function titlesOf(db: Tx, playerIds: string[], now: Date): Promise<Map<string, Title[]>> {
  if (playerIds.length === 0) return new Map();
  const rows = await db
    .select({ playerId: users.id, titles: titlesJsonSql(sql`${users.id}`, sql`${now.toISOString()}`, sql`${oneYearBefore(now).toISOString()}`) })
    .from(users)
    // One uuid[] parameter for the page's players, not one parameter each.
    .where(sql`${users.id} = ANY(${uuidArray(playerIds)}::uuid[])`);
  return new Map(rows.map((row) => [row.playerId, (row.titles ?? []).map(titleOf)]));
}

/** The floors (minimum categories, with their reasons) of players at `now`: the category they earned and their titles. */
export async function categoryFloors(
  db: Tx,
  players: { id: string; rating: number; category: string | null }[],
  now: Date,
): Promise<Map<string, CategoryFloor>> {
  const titles = await titlesOf(
    db,
    players.map((player) => player.id),
    now,
  );
  return new Map(players.map((player) => [player.id, categoryFloor(player, titles.get(player.id) ?? [], now)]));
}
