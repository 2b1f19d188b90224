import { sql, type SQL } from 'drizzle-orm';
import { CATEGORY_MIN_SCORES, CATEGORY_ORDER, categoryRank, canEnterCategory } from '@areia/shared/core/rules/category';
import { users } from '../../platform/db/schema';
import { titleAboveSql } from '../ranking/category';
import { messages } from '../../platform/http/messages';
import { playerWords, searchPageIdsSql, searchFoldContains, type SearchIndex } from '../../platform/db/search';

/**
 * The partner picker's list (GET /api/players/{modalityId}?eligibleFor={championshipId}): the players who may join a
 * team of the championship first, then the others, each part in ranking order. A player may not join when already in
 * one of its teams (pending or confirmed) or when their minimum category is above the championship's
 * (shared/src/core/rules/category.ts): the category they earned — the band of their rating until a finish decides one —
 * or a title above it won in the last 12 months in a field of 6 teams or more.
 *
 * No part is found by testing every player: the first is the union of a walk of users_ranking_idx below the band
 * (players no finish has placed yet) and one range of users_category_ranking_idx per decided category at or below
 * the championship's, each rejecting few rows by anti-joins on team_members' and ranking_results' indexes; the second
 * is the union of bounded reads, each in ranking order with its own LIMIT — the band and above (the same index), the
 * decided categories above (the category index), the championship's own members (team_members_championship_player_key,
 * at most 64 teams of 6), and the champions of the year (ranking_results_finalized_idx).
 */
export type ChoiceRule = {
  /** The championship's category rank; undefined for Master (and anything outside the order): nobody is restricted by level. */
  rank: number | undefined;
  /** The lowest rating above the championship's band; undefined when none is (Open). */
  ratingBound: number | undefined;
};

export function choiceRule(category: string): ChoiceRule {
  const rank = categoryRank(category);
  if (rank === null) return { rank: undefined, ratingBound: undefined };
  return { rank, ratingBound: CATEGORY_MIN_SCORES[rank + 1] };
}

/** The cursor's part: 0 = may join, 1 = the others. */
export type ChoicePart = 0 | 1;

const championshipId = sql`${sql.placeholder('choiceChampionship')}::uuid`;
const now = sql`${sql.placeholder('now')}::timestamptz`;
const yearAgo = sql`${sql.placeholder('yearAgo')}::timestamptz`;
const afterKey = sql`(${sql.placeholder('afterRating')}::int, ${sql.placeholder('afterCreated')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`;

const inTeam = (id: SQL) => sql`EXISTS (SELECT 1 FROM team_members tm WHERE tm.championship_id = ${championshipId} AND tm.player_id = ${id})`;

const categoriesWhere = (keep: (rank: number) => boolean) => CATEGORY_ORDER.filter((_, rank) => keep(rank));

/** The row `t` (bare columns or an alias) holds a category above `rank`. */
function holdsAbove(t: string, rank: number): SQL {
  const column = (name: string) => sql.raw(t ? `${t}.${name}` : name);
  const above = categoriesWhere((other) => other > rank);
  const byBand = rank + 1 < CATEGORY_MIN_SCORES.length ? sql`${column('rating')} >= ${CATEGORY_MIN_SCORES[rank + 1]!}` : sql`false`;
  const decided = above.length > 0 ? sql`${column('category')} IN (${sql.join(above.map((name) => sql`${name}`), sql`, `)})` : sql`false`;
  return sql`(CASE WHEN ${column('category')} IS NULL THEN ${byBand} ELSE ${decided} END)`;
}

/** Holds a title above `rank`: their floor is above it. */
const heldAboveLately = (t: string, rank: number): SQL => titleAboveSql(sql.raw(t ? `${t}.id` : 'users.id'), now, yearAgo, rank);

/** Which players may join, as a test of the row `t` (an alias of users, or a subquery of its columns). */
function mayJoin(rule: ChoiceRule, t: string): SQL {
  const parts = [sql`NOT ${inTeam(sql.raw(`${t}.id`))}`];
  if (rule.rank !== undefined) parts.push(sql`NOT ${holdsAbove(t, rule.rank)}`, sql`NOT coalesce(${heldAboveLately(t, rule.rank)}, false)`);
  return sql.join(parts, sql` AND `);
}

/** The columns `mayJoin` reads besides id: users_level_search_idx holds them, so a search's walks stay index-only. */
const MAY_JOIN_COLUMNS = [sql`rating`, sql`category`, sql`category_down_at`];

const ORDER = sql`-u.rating, u.created_at, u.id`;
const afterRow = (after: boolean) => (after ? sql`AND (-u.rating, u.created_at, u.id) > ${afterKey}` : sql``);
const read = (where: SQL, after: boolean, limit: SQL) =>
  sql`(SELECT u.id, u.rating, u.created_at FROM users u WHERE u.plays ${where} ${afterRow(after)} ORDER BY ${ORDER} LIMIT ${limit})`;
const merged = (reads: SQL[], limit: SQL) => sql`SELECT o.id FROM (${sql.join(reads, sql` UNION `)}) o ORDER BY -o.rating, o.created_at, o.id LIMIT ${limit}`;

/** The ids of part 0 without a search, after the cursor when it is in this part. */
function mayJoinIds(rule: ChoiceRule, after: boolean, rows: number): SQL {
  const limit = sql.raw(String(rows));
  const free = sql`AND NOT ${inTeam(sql`u.id`)}`;
  if (rule.rank === undefined) return merged([read(free, after, limit)], limit);
  const rank = rule.rank;
  const lately = sql`AND NOT coalesce(${heldAboveLately('u', rank)}, false)`;
  const reads = [
    // Players no finish has placed: their band, one walk of the ranking below the championship's band (a title of the
    // year above it still keeps them out).
    read(sql`AND u.category IS NULL ${rule.ratingBound !== undefined ? sql`AND -u.rating > ${-rule.ratingBound}` : sql``} ${free} ${lately}`, after, limit),
    ...categoriesWhere((other) => other <= rank).map((name) => read(sql`AND u.category = ${name} ${free} ${lately}`, after, limit)),
  ];
  return merged(reads, limit);
}

/** The ids of part 1 without a search: bounded reads in ranking order, merged (UNION: a row found twice once). */
function othersIds(rule: ChoiceRule, after: boolean, rows: number): SQL {
  const limit = sql.raw(String(rows));
  const reads: SQL[] = [
    // Members of its teams.
    sql`(SELECT u.id, u.rating, u.created_at FROM team_members tm JOIN users u ON u.id = tm.player_id
      WHERE tm.championship_id = ${championshipId} AND u.plays ${afterRow(after)} ORDER BY ${ORDER} LIMIT ${limit})`,
  ];
  if (rule.rank !== undefined) {
    const rank = rule.rank;
    if (rule.ratingBound !== undefined) reads.push(read(sql`AND u.category IS NULL AND -u.rating <= ${-rule.ratingBound}`, after, limit));
    for (const name of categoriesWhere((other) => other > rank)) reads.push(read(sql`AND u.category = ${name}`, after, limit));
    // Champions of the year: few, found by ranking_results_finalized_idx (placement 1), each tested on its own titles.
    reads.push(sql`(SELECT u.id, u.rating, u.created_at FROM users u
      WHERE u.id IN (SELECT rr.athlete_id FROM ranking_results rr WHERE rr.finalized_at > ${yearAgo} AND rr.placement = 1)
        AND u.plays AND ${heldAboveLately('u', rank)} ${afterRow(after)} ORDER BY ${ORDER} LIMIT ${limit})`);
  }
  return merged(reads, limit);
}

/**
 * Where part 0's players lie in ranking order, as the list's own reads find them (mayJoinIds): players no finish has
 * placed below the championship's band, and one stretch per decided category at or below it — on bare columns. A
 * search walks each from its start: from the top of the ranking, it would read every player above the band first
 * (at a million players, half of them for an Intermediário: 80 ms).
 */
function mayJoinStretches(rule: ChoiceRule): Stretch[] {
  if (rule.rank === undefined) return [everyone];
  const band = rule.ratingBound !== undefined ? sql` AND -rating > ${-rule.ratingBound}` : sql``;
  return [
    { only: sql`plays AND category IS NULL${band}`, words: sql`plays AND coalesce(category, '') = ''${band}` },
    ...categoriesWhere((other) => other <= rule.rank!).map((name) => ({ only: sql`plays AND category = ${name}`, words: sql`plays AND coalesce(category, '') = ${name}` })),
  ];
}

/**
 * A stretch of the picker's level order: the players it holds (bare columns of users), and the same on user_words as
 * its category index answers them (0038_user_words.sql), for a search's word walk; none: its level index.
 */
type Stretch = { only: SQL; words?: SQL };
const everyone: Stretch = { only: sql`plays` };

/**
 * A search within one part: the search's own walks and index (platform/db/search.ts) on each stretch of the part, the
 * part's test asked only of the rows that match the term (it reads team_members and ranking_results per row); the
 * stretches' pages merged in ranking order.
 */
function searchIds(rule: ChoiceRule, part: ChoicePart, after: boolean, rows: number, search: NonNullable<ChoiceShape['search']>): SQL {
  const inPart = (t: string) => (part === 0 ? mayJoin(rule, t) : sql`NOT (${mayJoin(rule, t)})`);
  const afterBare = after ? sql`(-rating, created_at, id) > ${afterKey}` : undefined;
  const stretchIds = ({ only, words }: Stretch): SQL =>
    search.index
      ? searchPageIdsSql({
          table: sql`users`,
          keys: [sql`-rating`, sql`created_at`, sql`id`],
          only,
          keep: inPart,
          walkColumns: MAY_JOIN_COLUMNS,
          after: afterBare,
          index: search.index,
          words: { ...playerWords, stretch: words },
          rows,
          walkRows: search.walkRows,
          candidateRows: search.candidateRows,
          wordRows: search.wordRows,
        })
      : sql`(SELECT id FROM (
          SELECT id, -rating AS k0, created_at AS k1, id AS k2, ${sql.join(MAY_JOIN_COLUMNS, sql`, `)} FROM users
          WHERE ${only} ${afterBare ? sql`AND ${afterBare}` : sql``} AND ${searchFoldContains(users.searchFold, search.term)} ORDER BY -rating, created_at, id
        ) walk WHERE ${inPart('walk')} ORDER BY k0, k1, k2 LIMIT ${sql.raw(String(rows))})`;
  const stretches = part === 0 ? mayJoinStretches(rule) : [everyone];
  if (stretches.length === 1) return stretchIds(stretches[0]!);
  return sql`SELECT u.id FROM users u WHERE u.id IN (${sql.join(stretches.map(stretchIds), sql` UNION ALL `)})
    ORDER BY ${ORDER} LIMIT ${sql.raw(String(rows))}`;
}

export type ChoiceShape = {
  rule: ChoiceRule;
  /** The part and whether a cursor is in it (no cursor: part 0 from its start). */
  part: ChoicePart;
  after: boolean;
  /** `walkRows`, `candidateRows` and `wordRows`: searchPageIdsSql's, for tests (its defaults otherwise). */
  search: { index: SearchIndex; walkRows?: number; candidateRows?: number; wordRows?: number } | { index: undefined; term: string } | undefined;
  rows: number;
};

/**
 * The name of a shape's prepared statement: its text depends on the rule's rank (the band and categories derive from
 * it), the part, the cursor, the search's index and the row count — the championship, the term and the cursor's
 * values are placeholders. None for a term no index can find (it is written into the text). Planning the text costs
 * 15–20 ms at a million players: a named statement is planned once per connection.
 */
export function choiceStatementName(shape: ChoiceShape): string | undefined {
  if (shape.search && !shape.search.index) return undefined;
  if (shape.search?.walkRows !== undefined || shape.search?.candidateRows !== undefined || shape.search?.wordRows !== undefined) return undefined;
  const search = shape.search ? `_search_${shape.search.index}` : '';
  return `areia_picker_${shape.rule.rank ?? 'any'}_${shape.part}${shape.after ? '_after' : ''}${search}_${shape.rows}`;
}

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
      u.category, u.ranking_points, u.level_mu, u.level_sigma, u.last_game_at,
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
