import { sql, type SQL } from 'drizzle-orm';
import { CATEGORY_MIN_SCORES, CATEGORY_ORDER, HISTORY_STEPS_DOWN, categoryRank, canEnterCategory } from '@areia/shared/core/rules/category';
import { users } from '../../db/schema';
import { categoryRankSql } from '../../lib/category';
import { messages } from '../../lib/messages';
import { searchPageIdsSql, searchFoldContains, type SearchIndex } from '../../lib/search';

/**
 * The partner picker's list (GET /api/players/{modalityId}?eligibleFor={championshipId}): the players who may join a
 * team of the championship first, then the others, each part in ranking order. A player may not join when already in
 * one of its teams (pending or confirmed) or when their minimum category is above the championship's: by rating (one
 * index range: ratings from the band above the championship's) or by history (a confirmed team in a championship of
 * a category HISTORY_STEPS_DOWN or more above, already held — shared/src/core/rules/category.ts).
 *
 * No part is found by testing every player: the first is a walk of users_ranking_idx below the band, where the two
 * exclusions are anti-joins on team_members' indexes that reject few rows; the second is the union of three bounded
 * reads, each in ranking order with its own LIMIT — the band and above (the same index), the championship's own
 * members (team_members_championship_player_key, at most 64 teams of 6), and the low-rated who played too high
 * (from team_members of those championships, only for a championship low enough for that to matter).
 */
export type ChoiceRule = {
  /** The lowest rating above the championship's category; undefined when no rating is (Open, Master). */
  ratingBound: number | undefined;
  /** The lowest category rank whose history puts a player above the championship; undefined when none does. */
  historyRank: number | undefined;
};

export function choiceRule(category: string): ChoiceRule {
  const rank = categoryRank(category);
  // Master, and any category outside the order, restricts nobody by level.
  if (rank === null) return { ratingBound: undefined, historyRank: undefined };
  const historyRank = rank + HISTORY_STEPS_DOWN + 1;
  return {
    ratingBound: CATEGORY_MIN_SCORES[rank + 1],
    historyRank: historyRank < CATEGORY_ORDER.length ? historyRank : undefined,
  };
}

/** The cursor's part: 0 = may join, 1 = the others. */
export type ChoicePart = 0 | 1;

const championshipId = sql`${sql.placeholder('choiceChampionship')}::uuid`;
const now = sql`${sql.placeholder('now')}::timestamptz`;
const afterKey = sql`(${sql.placeholder('afterRating')}::int, ${sql.placeholder('afterCreated')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`;

const inTeam = (id: SQL) => sql`EXISTS (SELECT 1 FROM team_members tm WHERE tm.championship_id = ${championshipId} AND tm.player_id = ${id})`;

/** Played a championship already held, in a confirmed team, of a category at `historyRank` or above. */
const playedTooHigh = (id: SQL, historyRank: number) => sql`EXISTS (SELECT 1 FROM team_members hm
    JOIN championships hc ON hc.id = hm.championship_id
    JOIN teams ht ON ht.id = hm.team_id
    WHERE hm.player_id = ${id} AND ht.status = 'confirmed' AND hc.occurs < ${now}
      AND ${categoryRankSql(sql`hc.category`)} >= ${sql.raw(String(historyRank))})`;

/** Which rows of `users` (bare columns) may join. */
function mayJoin(rule: ChoiceRule): SQL {
  const parts = [sql`plays`, sql`NOT ${inTeam(sql`users.id`)}`];
  if (rule.ratingBound !== undefined) parts.push(sql`-rating > ${-rule.ratingBound}`);
  if (rule.historyRank !== undefined) parts.push(sql`NOT ${playedTooHigh(sql`users.id`, rule.historyRank)}`);
  return sql.join(parts, sql` AND `);
}

const ORDER = sql`-u.rating, u.created_at, u.id`;
const afterRow = (after: boolean) => (after ? sql`AND (-u.rating, u.created_at, u.id) > ${afterKey}` : sql``);

/** The ids of part 0 without a search, after the cursor when it is in this part. */
function mayJoinIds(rule: ChoiceRule, after: boolean, rows: number): SQL {
  return sql`SELECT u.id FROM users u WHERE u.plays ${afterRow(after)}
    ${rule.ratingBound !== undefined ? sql`AND -u.rating > ${-rule.ratingBound}` : sql``}
    AND NOT ${inTeam(sql`u.id`)}
    ${rule.historyRank !== undefined ? sql`AND NOT ${playedTooHigh(sql`u.id`, rule.historyRank)}` : sql``}
    ORDER BY ${ORDER} LIMIT ${sql.raw(String(rows))}`;
}

/** The ids of part 1 without a search: up to three bounded reads in ranking order, merged (UNION: a row found twice once). */
function othersIds(rule: ChoiceRule, after: boolean, rows: number): SQL {
  const limit = sql.raw(String(rows));
  const below = rule.ratingBound !== undefined ? sql`AND -u.rating > ${-rule.ratingBound}` : sql``;
  const reads: SQL[] = [
    // Members of its teams below the band (those above it come with the band).
    sql`(SELECT u.id, u.rating, u.created_at FROM team_members tm JOIN users u ON u.id = tm.player_id
      WHERE tm.championship_id = ${championshipId} AND u.plays ${below} ${afterRow(after)} ORDER BY ${ORDER} LIMIT ${limit})`,
  ];
  if (rule.ratingBound !== undefined) {
    reads.push(sql`(SELECT u.id, u.rating, u.created_at FROM users u
      WHERE u.plays AND -u.rating <= ${-rule.ratingBound} ${afterRow(after)} ORDER BY ${ORDER} LIMIT ${limit})`);
  }
  if (rule.historyRank !== undefined) {
    // Driven from those championships' members (materialized first), never from a walk of the ranking.
    reads.push(sql`(WITH high AS MATERIALIZED (
        SELECT DISTINCT hm.player_id FROM championships hc
        JOIN team_members hm ON hm.championship_id = hc.id
        JOIN teams ht ON ht.id = hm.team_id
        WHERE hc.occurs < ${now} AND ${categoryRankSql(sql`hc.category`)} >= ${sql.raw(String(rule.historyRank))} AND ht.status = 'confirmed'
      )
      SELECT u.id, u.rating, u.created_at FROM high
      -- One users_pkey lookup per such player (OFFSET 0 keeps it per row): never a walk of the ranking to match them.
      CROSS JOIN LATERAL (SELECT u.id, u.rating, u.created_at FROM users u
        WHERE u.id = high.player_id AND u.plays ${below} ${afterRow(after)} OFFSET 0) u
      ORDER BY ${ORDER} LIMIT ${limit})`);
  }
  return sql`SELECT o.id FROM (${sql.join(reads, sql` UNION `)}) o ORDER BY -o.rating, o.created_at, o.id LIMIT ${limit}`;
}

/** A search within one part: the search's own walk and index, kept to the part's rows. */
function searchIds(rule: ChoiceRule, part: ChoicePart, after: boolean, rows: number, search: { index: SearchIndex } | { index: undefined; term: string }): SQL {
  const only = part === 0 ? mayJoin(rule) : sql`plays AND NOT (${mayJoin(rule)})`;
  const afterBare = after ? sql`(-rating, created_at, id) > ${afterKey}` : undefined;
  if (search.index) {
    return searchPageIdsSql({ table: sql`users`, keys: [sql`-rating`, sql`created_at`, sql`id`], only, after: afterBare, index: search.index, rows });
  }
  return sql`SELECT id FROM users WHERE ${only} ${afterBare ? sql`AND ${afterBare}` : sql``} AND ${searchFoldContains(users.searchFold, search.term)}
    ORDER BY -rating, created_at, id LIMIT ${sql.raw(String(rows))}`;
}

export type ChoiceShape = {
  rule: ChoiceRule;
  /** The part and whether a cursor is in it (no cursor: part 0 from its start). */
  part: ChoicePart;
  after: boolean;
  search: { index: SearchIndex } | { index: undefined; term: string } | undefined;
  rows: number;
};

/**
 * The page's rows as pageSql's `page` CTE wants them (public columns, `n` in list order) plus `part`: the rows of the
 * cursor's part, then — only when they fall short of a page — the first rows of part 1.
 */
export function choiceRowsSql(shape: ChoiceShape): SQL {
  const { rule, rows } = shape;
  const partIds = (part: ChoicePart, after: boolean) =>
    shape.search ? searchIds(rule, part, after, rows, shape.search) : part === 0 ? mayJoinIds(rule, after, rows) : othersIds(rule, after, rows);
  const first = partIds(shape.part, shape.after);
  const candidates =
    shape.part === 0
      ? sql`WITH first AS MATERIALIZED (${first})
        SELECT id, 0 AS part FROM first
        UNION ALL SELECT id, 1 AS part FROM (${partIds(1, false)}) rest WHERE (SELECT count(*) FROM first) < ${sql.raw(String(rows))}`
      : sql`SELECT id, 1 AS part FROM (${first}) rest`;
  return sql`SELECT u.id, u.nickname, u.full_name, u.avatar_path, u.rating, u.whatsapp, u.created_at, c.part,
      u.ranking_points, u.level_mu, u.level_sigma, u.last_game_at,
      ${inTeam(sql`u.id`)} AS in_team,
      row_number() OVER (ORDER BY c.part, -u.rating, u.created_at, u.id) AS n
    FROM (${candidates}) c JOIN users u ON u.id = c.id
    ORDER BY n LIMIT ${sql.raw(String(rows))}`;
}

/** Why a player of part 1 may not join (pt-BR); null for part 0. */
export function choiceReason(row: { part: number; inTeam: boolean }, minCategory: string, category: string): string | null {
  if (row.part === 0) return null;
  if (row.inTeam) return messages.choiceInTeam;
  if (!canEnterCategory(minCategory, category)) return messages.choiceCategoryAbove(minCategory, category);
  return null;
}
