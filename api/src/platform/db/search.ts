import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { foldText } from '@areia/shared/core/format/format';
import { limitSql } from './prepared';

/** `term` with LIKE's wildcards and escape character escaped. */
const likeEscaped = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * `column` folded (lower case, no accents) contains `term` folded the same way. From 3 characters on the trigram index
 * answers; a 2-character term also tests the bigram index (0003_scale.sql) as a clause of its own, which a bitmap scan
 * satisfies whole (no per-row bigrams, which are dear); a single character is left to the list's ordered index, where
 * matches are dense.
 */
export function foldedContains(column: AnyPgColumn, term: string): SQL {
  const like = sql`areia_fold(${column}) LIKE ('%' || areia_fold(${likeEscaped(term)}) || '%')`;
  if (foldText(term).length !== 2) return like;
  return and(like, sql`areia_bigrams(${column}) @> areia_bigrams(${term})`)!;
}

/**
 * A table's stored `search_fold` (its searched columns folded, joined by a line feed: 0012_search_fold.sql) contains
 * `term` folded — the same answer as `foldedContains` on either column, since a term holds no line feed (control
 * characters are refused), without folding any row. For a term no index of search_fold can find (`searchIndexFor`),
 * as a filter on the list's ordered walk; the others go through `searchPageIdsSql`.
 */
export function searchFoldContains(searchFold: AnyPgColumn, term: string): SQL {
  return sql`${searchFold} LIKE ('%' || areia_fold(${likeEscaped(term)}) || '%')`;
}

/** The index of search_fold a term's matches can be found on: none for one character or words of one or two. */
export type SearchIndex = 'trigram' | 'bigram';

export function searchIndexFor(term: string): SearchIndex | undefined {
  const folded = foldText(term);
  if (folded.length === 2) return 'bigram';
  return /[\p{L}\p{N}]{3}/u.test(folded) ? 'trigram' : undefined;
}

/** The values of `searchPageIdsSql`'s placeholders for `term`. */
export const searchValues = (term: string) => ({ searchLike: likeEscaped(term), searchTerm: term });

/**
 * How many rows of a list's own order a search reads before it turns to the term's index. A term found in about 1 row
 * in 39 or more fills the screens' page (51 rows read for 50) within them, 1 in 20 the largest (101); a rarer one has
 * few enough matches for its index to find them all.
 */
export const SEARCH_WALK_ROWS = 2000;

export type SearchPage = {
  /** The table (its bare column names are used below). */
  table: SQL;
  /** The list's order, as its ordered index holds it (with `search_fold` in the index, so the walk is index-only). */
  keys: SQL[];
  /** Rows after the cursor, on the same bare columns; absent on the first page. */
  after?: SQL | undefined;
  /** Which rows of the table the list holds at all, on bare columns (the ordered index's own predicate, if partial). */
  only?: SQL | undefined;
  index: SearchIndex;
  /** The page's row count (limit + 1). */
  rows: number;
  walkRows?: number;
};

/**
 * The folded term's words that hold 3 letters or digits in a row, LIKE-escaped and joined by `%`, in order (null when
 * none): a pattern every row containing the whole term also matches. On the trigram index it is much cheaper than the
 * whole term, whose short words bring long posting lists (at 100 000 arenas, the GIN scan for "pôr do sol" took
 * 1.8–2.0 ms warm, 5.9 cold, and 0.5 ms for "%por%sol%"); the whole term then filters the candidates.
 */
function looseWordsSql(term: SQL): SQL {
  return sql`SELECT string_agg(replace(replace(replace(word, '\\', '\\\\'), '%', '\\%'), '_', '\\_'), '%' ORDER BY at)
    FROM regexp_split_to_table(areia_fold(${term}), '\\s+') WITH ORDINALITY AS words(word, at)
    WHERE word ~ '[[:alnum:]]{3}'`;
}

/**
 * The ids of one page of a search (the `rows` first matches after the cursor, in the list's order), unordered, as a
 * subquery — in one plan for every term, which therefore does not hang on the planner's guess of how common the term
 * is. That guess swung: at 100 000 players, one ANALYZE put a term found in 238 rows at 619 and the planner walked
 * 20 000 index entries (25 ms) instead of using the trigram index (2 ms). Here both ways are in the plan, and the
 * second runs only when the first fell short:
 * - `walked`: the first `walkRows` rows of the list's order after the cursor, on its ordered index, keeping those that
 *   match — a common term fills the page here;
 * - `matches`: every match after the cursor, from the trigram (or bigram) index, then sorted — a rarer term has few.
 * Every value is a placeholder (`searchLike`, `searchTerm`: `searchValues`), so a named prepared statement holds it,
 * parsed and planned once per connection (before, each search was planned anew: 1.4 ms of its 5.6 in PostgreSQL). The
 * folded pattern is computed once per statement, not per row.
 */
export function searchPageIdsSql(page: SearchPage): SQL {
  const keys = sql.join(page.keys, sql`, `);
  const named = sql.join(page.keys.map((key, at) => sql`${key} AS ${sql.raw(`k${at}`)}`), sql`, `);
  const byKeys = sql.raw(page.keys.map((_, at) => `k${at}`).join(', '));
  const rows = limitSql(page.rows);
  const walkRows = page.walkRows ?? SEARCH_WALK_ROWS;
  if (!Number.isInteger(walkRows) || walkRows < 1) throw new Error(`walk of ${walkRows} rows`);
  const matching = sql`search_fold LIKE (SELECT pattern FROM term)`;
  const where = sql.join([page.only, page.after].filter((part): part is SQL => part !== undefined), sql` AND `);
  const filtered = page.only !== undefined || page.after !== undefined;
  const indexed =
    page.index === 'bigram'
      ? sql`${matching} AND areia_folded_bigrams(search_fold) @> areia_bigrams(${sql.placeholder('searchTerm')}::text)`
      : // The index is asked for the loose pattern only; the exact one filters its rows (`|| ''`: not on the index).
        sql`search_fold LIKE (SELECT loose FROM term) AND (search_fold || '') LIKE (SELECT pattern FROM term)`;
  return sql`(WITH term AS (
      SELECT pattern, coalesce('%' || (${looseWordsSql(sql`${sql.placeholder('searchTerm')}::text`)}) || '%', pattern) AS loose
      FROM (SELECT '%' || areia_fold(${sql.placeholder('searchLike')}::text) || '%' AS pattern) whole
    ),
    walked AS MATERIALIZED (
      SELECT id, ${byKeys} FROM (
        SELECT id, ${named}, search_fold FROM ${page.table} ${filtered ? sql`WHERE ${where}` : sql``}
        ORDER BY ${keys} LIMIT ${sql.raw(String(walkRows))}
      ) walk WHERE ${matching} ORDER BY ${byKeys} LIMIT ${rows}
    ),
    matches AS MATERIALIZED (
      SELECT id, ${named} FROM ${page.table}
      WHERE ${indexed} ${filtered ? sql`AND ${where}` : sql``} AND (SELECT count(*) FROM walked) < ${rows}
    )
    SELECT id FROM (
      SELECT id FROM walked WHERE (SELECT count(*) FROM walked) = ${rows}
      UNION ALL (SELECT id FROM matches ORDER BY ${byKeys} LIMIT ${rows})
    ) found LIMIT ${rows})`;
}
