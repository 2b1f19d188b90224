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
 * How many rows of a list's own order a search reads first. A term found in about 1 row in 39 or more fills the
 * screens' page (51 rows read for 50) within them, 1 in 20 the largest (101).
 */
export const SEARCH_WALK_ROWS = 2000;

/**
 * How many matches a search collects from the term's index (in the table's physical order, unsorted) before it stops:
 * fewer, and they are every match, sorted for the page; this many, and the term is common enough that its page lies
 * in a short stretch of the list's order (see `searchPageIdsSql`).
 */
export const SEARCH_CANDIDATE_ROWS = 1500;

/**
 * The most rows of a list's order the second walk reads (see `searchPageIdsSql`). At a million players an index-only
 * walk reads about 3 500 rows a millisecond and the term's index with its candidates costs 10–20 ms for a name found
 * once in 400–1 000 rows: past this many rows, the index is the cheaper way.
 */
export const SEARCH_FAR_WALK_ROWS = 50_000;
/** The matches the first walk must find for the second one to be tried: fewer say too little of how common the term is. */
export const SEARCH_FAR_WALK_MIN_MATCHES = 3;
/**
 * How many times the rows the first walk's matches predict for the page the second walk may read. Matches are not
 * spread evenly: a stretch of the partner picker held 7 in its first 2 000 rows, and only 36 in twice the rows they
 * predicted for 51.
 */
export const SEARCH_FAR_WALK_MARGIN = 3;

/**
 * How many rows of one word's postings (see `SearchPage.words`) a search reads in the list's order. At a million
 * players "araujo" begins a word of 83 000 of them, and "joão araujo" fills a page of 51 within its first 1 600.
 */
export const SEARCH_WORD_ROWS = 4000;
/** The most words a term's last word may begin for its postings to be read: past this, the other ways are cheaper. */
export const SEARCH_ANCHOR_WORDS = 8;

/** The players' postings (0038_user_words.sql), for a search of the players list or the partner picker. */
export const playerWords = { table: sql`user_words`, only: sql`plays` };

export type SearchPage = {
  /** The table (its bare column names are used below). */
  table: SQL;
  /** The list's order, as its ordered index holds it (with `search_fold` in the index, so the walk is index-only). */
  keys: SQL[];
  /** Rows after the cursor, on the same bare columns; absent on the first page. */
  after?: SQL | undefined;
  /** Which rows of the table the list holds at all, on bare columns (the ordered index's own predicate, if partial). */
  only?: SQL | undefined;
  /**
   * A further test of a row, asked only of rows that match the term (it may be dearer than the term: a subquery per
   * row), given the row's alias. Its columns must be among `walkColumns` (they are read from the walk's subquery).
   */
  keep?: ((row: string) => SQL) | undefined;
  /** The bare columns `keep` reads besides `id` (the ordered index should hold them, for the walks to stay index-only). */
  walkColumns?: SQL[] | undefined;
  index: SearchIndex;
  /**
   * The list's postings (user_words): one row per row of the table and distinct word of its search_fold, with every
   * column `keys`, `only`, `after` and `keep` read, under the same names; `word` compares bytewise. `only`: the
   * predicate of its indexes. `stretch`: where the list lies among them, as conditions an index on (word, the
   * stretch's equalities, keys) holding every column answers (`only` when absent): a word's rows of the list, read in
   * its order, index-only. The page's own `only` then filters them.
   */
  words?: { table: SQL; only: SQL; stretch?: SQL | undefined } | undefined;
  /** The page's row count (limit + 1). */
  rows: number;
  walkRows?: number;
  candidateRows?: number;
  farRows?: number;
  wordRows?: number;
};

/**
 * A pattern every row containing the whole term also matches, for the trigram index: of each of the folded term's
 * words that holds 3 letters or digits in a row, the first such run cut to 4 characters, joined by `%` in order (null
 * when none). The index's cost is the posting lists of the pattern's trigrams, and in names those are long: at a
 * million players "%conceicao%goncalves%" (14 trigrams) took 16 ms on the index, "%conc%gonc%" (4) 4.6 ms, for the
 * same rows; "%joao%araujo%" 3.8 ms, "%joao%arau%" 2.9. (At 100 000 arenas, "pôr do sol" whole took 1.8–2.0 ms,
 * "%por%sol%" 0.5.) The whole term then filters the candidates.
 */
function looseWordsSql(term: SQL): SQL {
  return sql`SELECT string_agg(substring(word from '[[:alnum:]]{3,4}'), '%' ORDER BY at)
    FROM regexp_split_to_table(areia_fold(${term}), '\\s+') WITH ORDINALITY AS words(word, at)
    WHERE word ~ '[[:alnum:]]{3}'`;
}

/**
 * The ids of one page of a search (the `rows` first matches after the cursor, in the list's order), unordered, as a
 * subquery — in one plan for every term, which therefore does not hang on the planner's guess of how common the term
 * is (at 100 000 players one ANALYZE put a term found in 238 rows at 619, and the planner walked 20 000 index entries
 * instead of using the trigram index). No step sorts more than `candidateRows` rows, however many match:
 * 0. `posted`, for a list with postings (`words`) and a term of several words: the rows of each word that begins with
 *    the term's last word (`anchor_words`, at most SEARCH_ANCHOR_WORDS), the first `wordRows` of each in the list's
 *    order after the cursor, keeping those that match. Every match holds such a word, so when each word either filled
 *    the page or was read to its end, the page is theirs, merged; otherwise the ways below go on as if it had not been
 *    tried;
 * 1. `walked`: the first `walkRows` rows of the list's order after the cursor, on its ordered index (index-only),
 *    keeping those that match — a common term fills the page here, and a list of fewer rows is read whole;
 * 2. `far`, only when that fell short of the page with rows left and found at least SEARCH_FAR_WALK_MIN_MATCHES: the
 *    same walk, as far as those matches predict the page lies (SEARCH_FAR_WALK_MARGIN times that, at most `farRows`). A
 *    name found once in 400 rows fills the page here in about 20 000 rows (5 ms at a million players), where reading the
 *    4 800 candidates its index hands over from the table took 12 ms;
 * 3. `candidates`, only when neither walk filled the page: matches after the cursor from the trigram (or bigram) index, in the
 *    table's physical order, at most `candidateRows` + 1 of them. Fewer: they are all the matches, and the page is
 *    their first `rows` (a top-N sort of at most `candidateRows`) — a rare term ends here;
 * 4. more: the `rows`-th smallest key among the candidates (`bound`) is at or after the page's last row (at least
 *    `rows` matches are at or before it), so the page is the first `rows` matches of the ordered index between the
 *    cursor and `bound` — a walk like the first, to a known end. Sorting every match instead cost 2.2 s at a million
 *    players for a name found in 1 row in 420: the walk reads about (`rows` / `candidateRows`) of the list.
 * Every value is a placeholder (`searchLike`, `searchTerm`: `searchValues`), so a named prepared statement holds it,
 * parsed and planned once per connection. The folded pattern is computed once per statement, not per row.
 */
export function searchPageIdsSql(page: SearchPage): SQL {
  const keys = sql.join(page.keys, sql`, `);
  const named = sql.join(page.keys.map((key, at) => sql`${key} AS ${sql.raw(`k${at}`)}`), sql`, `);
  const byKeys = sql.raw(page.keys.map((_, at) => `k${at}`).join(', '));
  const rows = limitSql(page.rows);
  const walkRows = page.walkRows ?? SEARCH_WALK_ROWS;
  const candidateRows = page.candidateRows ?? SEARCH_CANDIDATE_ROWS;
  const farRows = page.farRows ?? SEARCH_FAR_WALK_ROWS;
  const wordRows = page.wordRows ?? SEARCH_WORD_ROWS;
  for (const [what, value] of [['walk', walkRows], ['candidates', candidateRows], ['far walk', farRows], ['word walk', wordRows]] as const) {
    if (!Number.isInteger(value) || value < 1) throw new Error(`${what} of ${value} rows`);
  }
  if (candidateRows < page.rows) throw new Error(`candidates of ${candidateRows} rows for a page of ${page.rows}`);
  const candidateLimit = sql.raw(String(candidateRows + 1));
  // The candidates are the term's index's alone (OFFSET 0: the list's own conditions filter them after it): the planner
  // would otherwise AND the term's bitmap with a b-tree range of the list (a level band: 333 000 entries, 25 ms).
  // The walks test the term on the ordered index's own rows: `|| ''` keeps the planner from answering it on the
  // trigram index instead (and sorting what that finds). A 2-character term's candidates test it the same way: it
  // holds no trigram, so the trigram index would hand over every row of the table (327 ms at a million players).
  const offIndexMatching = sql`(search_fold || '') LIKE (SELECT pattern FROM term)`;
  const where = sql.join([page.only, page.after].filter((part): part is SQL => part !== undefined), sql` AND `);
  const filtered = page.only !== undefined || page.after !== undefined;
  const kept = (row: string) => (page.keep ? sql` AND ${page.keep(row)}` : sql``);
  const walkLimit = sql.raw(String(walkRows));
  const walkColumns = page.walkColumns?.length ? sql`, ${sql.join(page.walkColumns, sql`, `)}` : sql``;
  const listWhere = filtered ? sql`WHERE ${where}` : sql``;
  const posted = page.words ? postedSql(page.words, { keys, named, byKeys, rows, after: page.after, only: page.only, matching: offIndexMatching, kept, wordRows }) : undefined;
  // With postings, the walks start only when those did not hold the page.
  const walkWhere = posted ? sql`WHERE ${filtered ? sql`${where} AND ` : sql``}NOT (SELECT page FROM posted_ends)` : listWhere;
  /** The first `rows` matches among the first `limit` rows of the list's order after the cursor (the two walks). */
  const matchesWithin = (limit: SQL) => sql`SELECT id, ${byKeys} FROM (
        SELECT id, ${named}, search_fold${walkColumns} FROM ${page.table} ${walkWhere}
        ORDER BY ${keys} LIMIT ${limit}
      ) walk WHERE ${offIndexMatching}${kept('walk')} ORDER BY ${byKeys} LIMIT ${rows}`;
  const indexed =
    page.index === 'bigram'
      ? sql`${offIndexMatching} AND areia_folded_bigrams(search_fold) @> areia_bigrams(${sql.placeholder('searchTerm')}::text)`
      : // The index is asked for the loose pattern only; the exact one filters its rows (`|| ''`: not on the index).
        sql`search_fold LIKE (SELECT loose FROM term) AND (search_fold || '') LIKE (SELECT pattern FROM term)`;
  const toBound = sql`(${keys}) <= (${sql.join(page.keys.map((_, at) => sql`(SELECT ${sql.raw(`k${at}`)} FROM bound)`), sql`, `)})`;
  const many = sql`(SELECT count(*) FROM candidates) > ${sql.raw(String(candidateRows))}`;
  return sql`(WITH term AS (
      SELECT pattern, coalesce('%' || (${looseWordsSql(sql`${sql.placeholder('searchTerm')}::text`)}) || '%', pattern) AS loose
      FROM (SELECT '%' || areia_fold(${sql.placeholder('searchLike')}::text) || '%' AS pattern) whole
    ),${posted ? sql`${posted.ctes},` : sql``}
    walked AS MATERIALIZED (${matchesWithin(walkLimit)}),
    -- The page, or the whole list when it holds fewer rows than the walk read (counted only when the page fell short).
    walk_ends AS MATERIALIZED (
      SELECT ${posted ? sql`(SELECT page FROM posted_ends) OR ` : sql``}(SELECT count(*) FROM walked) = ${rows} OR (SELECT count(*) FROM (
        SELECT 1 FROM ${page.table} ${listWhere} ORDER BY ${keys} LIMIT ${walkLimit}
      ) listed) < ${walkLimit} AS page
    ),
    far AS MATERIALIZED (${matchesWithin(sql`(SELECT CASE WHEN ends.page OR found.n < ${sql.raw(String(SEARCH_FAR_WALK_MIN_MATCHES))} THEN 0
        ELSE least(${sql.raw(String(farRows))}, ${sql.raw(String(SEARCH_FAR_WALK_MARGIN * page.rows * walkRows))} / found.n) END
        FROM walk_ends ends, (SELECT count(*) AS n FROM walked) found)`)}),
    far_ends AS MATERIALIZED (SELECT (SELECT count(*) FROM far) = ${rows} AS page),
    candidates AS MATERIALIZED (
      SELECT id, ${named} FROM (
        SELECT * FROM ${page.table} candidate WHERE ${indexed} AND NOT (SELECT page FROM walk_ends) AND NOT (SELECT page FROM far_ends) OFFSET 0
      ) candidate
      WHERE true${filtered ? sql` AND ${where}` : sql``}${kept('candidate')}
      LIMIT ${candidateLimit}
    ),
    bound AS MATERIALIZED (
      SELECT ${byKeys} FROM candidates WHERE ${many} ORDER BY ${byKeys} OFFSET ${sql.raw(String(page.rows - 1))} LIMIT 1
    )
    SELECT id FROM (${posted ? sql`
      ${posted.page} UNION ALL` : sql``}
      SELECT id FROM walked WHERE (SELECT page FROM walk_ends)
      UNION ALL SELECT id FROM far WHERE (SELECT page FROM far_ends)
      UNION ALL (SELECT id FROM candidates WHERE NOT ${many} ORDER BY ${byKeys} LIMIT ${rows})
      UNION ALL (SELECT id FROM (
          SELECT id, ${named}, search_fold${walkColumns} FROM ${page.table}
          WHERE ${filtered ? sql`${where} AND ` : sql``}${toBound} AND ${offIndexMatching} ORDER BY ${keys}
        ) walk WHERE ${many}${kept('walk')} ORDER BY ${byKeys} LIMIT ${rows})
    ) found LIMIT ${rows})`;
}

type PostedParts = {
  keys: SQL;
  named: SQL;
  byKeys: SQL;
  rows: number;
  after: SQL | undefined;
  only: SQL | undefined;
  matching: SQL;
  kept: (row: string) => SQL;
  wordRows: number;
};

/**
 * Step 0 of `searchPageIdsSql`: its CTEs (`anchor_words`, `posted`, `posted_ends`, after `term`), and the page's ids
 * when `posted_ends` says they hold it.
 */
function postedSql(words: NonNullable<SearchPage['words']>, parts: PostedParts): { ctes: SQL; page: SQL } {
  const { keys, named, byKeys, rows, after, only, matching, kept } = parts;
  const wordRows = sql.raw(String(parts.wordRows));
  const anchorWords = sql.raw(String(SEARCH_ANCHOR_WORDS));
  const afterWord = after ? sql` AND ${after}` : sql``;
  const stretch = words.stretch ?? words.only;
  // The term's last word after whitespace (none for a single word: it may begin inside a word of the row), and the
  // distinct words it begins, each found by one probe of the index past the one before (at most one more than allowed).
  const ctes = sql`
    anchor_words AS MATERIALIZED (
      WITH RECURSIVE anchor AS (
        SELECT substring(areia_fold(${sql.placeholder('searchTerm')}::text) from '\\s(\\S+)\\s*$') COLLATE "C" AS prefix
      ), found (word, n) AS (
        SELECT (SELECT min(word) FROM ${words.table} WHERE ${words.only} AND word >= anchor.prefix), 1 FROM anchor WHERE anchor.prefix IS NOT NULL
        UNION ALL
        SELECT (SELECT min(word) FROM ${words.table} WHERE ${words.only} AND word > found.word), found.n + 1
        FROM found, anchor WHERE starts_with(found.word, anchor.prefix) AND found.n <= ${anchorWords}
      )
      SELECT found.word FROM found, anchor WHERE starts_with(found.word, anchor.prefix)
    ),
    -- Each word's first matches among its first rows of the stretch after the cursor, in the list's order (an index
    -- range; the list's own conditions after that cut, so rows the stretch holds and the list does not still count).
    posted AS MATERIALIZED (
      SELECT anchor_words.word, walked.* FROM anchor_words CROSS JOIN LATERAL (
        SELECT id, ${byKeys} FROM (
          SELECT *, ${named} FROM ${words.table} WHERE ${stretch} AND word = anchor_words.word${afterWord}
          ORDER BY ${keys} LIMIT ${wordRows}
        ) walk WHERE ${only ?? sql`true`} AND ${matching}${kept('walk')} ORDER BY ${byKeys} LIMIT ${rows}
      ) walked
      WHERE (SELECT count(*) FROM anchor_words) <= ${anchorWords}
    ),
    -- The page: every word filled it or was read to its end (counted only for a word that fell short).
    posted_ends AS MATERIALIZED (
      SELECT (SELECT count(*) FROM anchor_words) BETWEEN 1 AND ${anchorWords} AND NOT EXISTS (
        SELECT 1 FROM anchor_words
        WHERE (SELECT count(*) FROM posted WHERE posted.word = anchor_words.word) < ${rows}
          AND (SELECT count(*) FROM (
            SELECT 1 FROM ${words.table} WHERE ${stretch} AND word = anchor_words.word${afterWord} LIMIT ${wordRows}
          ) word_rows) = ${wordRows}
      ) AS page
    )`;
  const page = sql`(SELECT id FROM (SELECT DISTINCT id, ${byKeys} FROM posted ORDER BY ${byKeys} LIMIT ${rows}) page WHERE (SELECT page FROM posted_ends))`;
  return { ctes, page };
}
