import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { generateScaleData } from '../../scale/generate';
import { createVacuumedContext, type TestContext } from '../../test/context';
import { SEARCH_ANCHOR_WORDS, SEARCH_CANDIDATE_ROWS, SEARCH_FAR_WALK_MARGIN, SEARCH_FAR_WALK_MIN_MATCHES, SEARCH_FAR_WALK_ROWS, SEARCH_WALK_ROWS, SEARCH_WORD_ROWS, playerWords, searchIndexFor, searchPageIdsSql, searchValues, type SearchIndex } from './search';
import { executedGenericPlan, planNodes, sortInputs } from '../../test/plan';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createVacuumedContext();
});
afterAll(async () => {
  await ctx.close();
});

const rowsOf = async <T>(query: SQL) => (await ctx.deps.db.execute(query)) as unknown as { rows: T[] };

/** The two lists searched, as the handlers order them (their ordered indexes' keys, bare columns). */
type List = { table: SQL; keys: SQL[]; keyNames: string; only?: SQL };
const lists: Record<'players' | 'arenas', List> = {
  players: {
    table: sql`users`,
    keys: [sql`-ranking_points`, sql`-rating`, sql`created_at`, sql`id`],
    keyNames: 'array[(-ranking_points)::text, (-rating)::text, created_at::text, id::text]',
    only: sql`plays`,
  },
  arenas: { table: sql`arenas`, keys: [sql`name`, sql`id`], keyNames: 'array[name, id::text]' },
};

/** The first `rows` matches after `after` (a key as text), by the plain ordered filter: what a page must hold. */
async function expected(list: keyof typeof lists, term: string, rows: number, after?: string[]) {
  const { table, keys } = lists[list];
  const keyRow = sql.join(keys, sql`, `);
  const afterSql = after ? sql`AND (${keyRow}) > (${sql.join(after.map((value, at) => (list === 'players' && at < 2 ? sql`${Number(value)}::int` : at === after.length - 1 ? sql`${value}::uuid` : list === 'players' ? sql`${value}::timestamptz` : sql`${value}`)), sql`, `)})` : sql``;
  const { rows: found } = await rowsOf<{ id: string; key: string[] }>(
    sql`SELECT id, ${sql.raw(lists[list].keyNames)} AS key FROM ${table}
        WHERE search_fold LIKE ('%' || areia_fold(${searchValues(term).searchLike}::text) || '%') ${lists[list].only ? sql`AND ${lists[list].only}` : sql``} ${afterSql}
        ORDER BY ${keyRow} LIMIT ${rows}`,
  );
  return found;
}

/** The ids `searchPageIdsSql` finds, its placeholders filled as a prepared statement would. */
async function searched(list: keyof typeof lists, term: string, index: SearchIndex, rows: number, walkRows: number, after?: string[], candidateRows?: number, farRows?: number, wordRows?: number) {
  const { table, keys } = lists[list];
  const values: Record<string, unknown> = { ...searchValues(term) };
  let afterSql: SQL | undefined;
  if (after) {
    afterSql =
      list === 'players'
        ? sql`(-ranking_points, -rating, created_at, id) > (${sql.placeholder('k0')}::int, ${sql.placeholder('k1')}::int, ${sql.placeholder('k2')}::timestamptz, ${sql.placeholder('k3')}::uuid)`
        : sql`(name, id) > (${sql.placeholder('k0')}, ${sql.placeholder('k1')}::uuid)`;
    after.forEach((value, at) => (values[`k${at}`] = list === 'players' && at < 2 ? Number(value) : value));
  }
  // The players' postings only when a test gives their walk a length: the other tests prove the ways after it.
  const words = list === 'players' && wordRows !== undefined ? playerWords : undefined;
  const found = searchPageIdsSql({ table, keys, only: lists[list].only, after: afterSql, index, rows, walkRows, candidateRows, farRows, words, wordRows });
  const result = await ctx.deps.db.select({ id: sql<string>`found.id` }).from(sql`${found} found`).prepare('').execute(values);
  return result.map((row) => row.id).sort();
}

/**
 * The pages a comparison asks for, of a list's rows in its order (whether each matches): 1, 4 and 51 rows, from the
 * start and after the 1st and the 31st match; with the matches after the cursor and the page they begin.
 */
function* pagesOf<T extends { id: string; key: string[]; hit: boolean }>(all: T[]) {
  const hits = all.map((row, position) => ({ ...row, position })).filter((row) => row.hit);
  for (const rows of [1, 4, 51]) {
    for (const at of [-1, 0, 30]) {
      if (at >= hits.length) continue;
      const after = at < 0 ? undefined : hits[at]!.key;
      const start = at < 0 ? 0 : hits[at]!.position + 1;
      const rest = hits.filter((row) => row.position >= start);
      yield { rows, at, after, start, rest, want: rest.slice(0, rows).map((row) => row.id).sort() };
    }
  }
}

/** A cursor after the `at`-th match (its key as text), or none. */
const cursorAt = async (list: keyof typeof lists, term: string, at: number) => (at < 0 ? undefined : (await expected(list, term, at + 1))[at]?.key);

describe('searchPageIdsSql: the same page as the plain ordered filter, whichever way finds it', () => {
  // Walks of 1 and 5 rows fall short on the seed (the matches are then found on the index), 2000 never does.
  const walks = [1, 5, 2000];
  const cases: [keyof typeof lists, string][] = [
    ['players', 'ar'],
    ['players', 'an'],
    ['players', 'ana'],
    ['players', 'silva'],
    ['players', 'zzz'],
    // Several words: the index is asked for the long ones in order ("%ana%silva%"), the whole term filters.
    ['players', 'ana silva'],
    ['players', 'silva ana'],
    ['players', 'mariana s'],
    ['arenas', 'arena'],
    ['arenas', 'av'],
    ['arenas', 'rio'],
    ['arenas', 'qqq'],
    ['arenas', 'vôlei de praia'],
    ['arenas', 'praia de'],
  ];
  /** How many comparisons the walk filled, and how many it left to the index: both ways must be proven. */
  const ways = { walked: 0, indexed: 0 };

  /** Whether the first `walkRows` rows after the cursor hold the page (the walk fills it), by the plain filter. */
  async function walkFills(list: keyof typeof lists, term: string, rows: number, walkRows: number, after?: string[]) {
    const { table, keys } = lists[list];
    const keyRow = sql.join(keys, sql`, `);
    const all = await rowsOf<{ id: string; key: string[] }>(sql`SELECT id, ${sql.raw(lists[list].keyNames)} AS key FROM ${table} ORDER BY ${keyRow}`);
    const start = after ? all.rows.findIndex((row) => row.key.join() === after.join()) + 1 : 0;
    const matches = new Set((await expected(list, term, 1000)).map((row) => row.id));
    return all.rows.slice(start, start + walkRows).filter((row) => matches.has(row.id)).length >= rows;
  }

  it.each(cases)('%s, "%s": first page and pages after a cursor, of 1, 4 and 51 rows', async (list, term) => {
    const index = searchIndexFor(term)!;
    for (const rows of [1, 4, 51]) {
      for (const at of [-1, 0, 2]) {
        const after = await cursorAt(list, term, at);
        if (at >= 0 && !after) continue;
        const want = (await expected(list, term, rows, after)).map((row) => row.id).sort();
        for (const walkRows of walks) {
          expect(await searched(list, term, index, rows, walkRows, after), `${rows} rows after #${at}, walk ${walkRows}`).toEqual(want);
          ways[(await walkFills(list, term, rows, walkRows, after)) ? 'walked' : 'indexed'] += 1;
        }
      }
    }
  });

  it('LIKE wildcards and the escape character are searched literally, whichever way finds them', async () => {
    const inserted = await rowsOf<{ id: string; name: string }>(sql`INSERT INTO arenas (name, address, phone, instagram, website, latitude, longitude)
      VALUES ('Quadra 100% Areia_Fina\\Sul', 'Rua A', '', '', '', -22.9, -43.1), ('Quadra 1000 AreiaXFina Sul', 'Rua B', '', '', '', -22.9, -43.1)
      RETURNING id, name`);
    try {
      // What a page must hold, by JavaScript alone: the names that contain the term as written.
      const holding = (term: string) => inserted.rows.filter((row) => row.name.toLowerCase().includes(term)).map((row) => row.id).sort();
      for (const term of ['100%', 'areia_fina', 'fina\\sul', 'areia%fina']) {
        for (const walkRows of [1, 2000]) expect(await searched('arenas', term, searchIndexFor(term)!, 51, walkRows), `${term}, walk ${walkRows}`).toEqual(holding(term));
      }
      expect(holding('100%')).toHaveLength(1);
      expect(holding('areia%fina')).toHaveLength(0);
    } finally {
      await ctx.deps.db.execute(sql`DELETE FROM arenas WHERE id IN (${sql.join(inserted.rows.map((row) => sql`${row.id}::uuid`), sql`, `)})`);
    }
  });

  it('both ways were compared, on pages that are not all empty', async () => {
    expect(ways.walked).toBeGreaterThan(10);
    expect(ways.indexed).toBeGreaterThan(10);
    expect((await expected('players', 'ar', 51)).length).toBeGreaterThan(10);
    expect((await expected('arenas', 'arena', 51)).length).toBeGreaterThan(10);
  });
});

describe('searchPageIdsSql on generated tables: one plan for every term, and never a sort of every match', () => {
  // Tables big enough that neither is worth reading whole (as the seed's are), for the planner's choice to show.
  beforeAll(async () => {
    // One tag every run: nicknames and ids carry it, so it decides where some matches fall and which way pages them.
    await generateScaleData(ctx.deps.db, { users: 5_000, arenas: 5_000, championships: 10 }, { tag: 'abc123' });
    // Points for a third of the players, so the ranking order is not the level order; chosen by e-mail, not by the
    // seed's random ids, so every run ranks the same rows the same way.
    await ctx.deps.db.execute(sql`UPDATE users SET ranking_points = abs(hashtext(email)) % 700 WHERE plays AND abs(hashtext(email)) % 3 = 0`);
    // The planner's choice then rests on statistics of these rows, not on whether autovacuum has come by yet.
    await ctx.deps.db.execute(sql`VACUUM ANALYZE arenas, users`);
  }, 120_000);

  /** The generic plan (the one a named statement keeps) of a search page of 51, the term unknown. */
  async function genericPlan(list: keyof typeof lists, index: SearchIndex): Promise<string> {
    const { table, keys, only } = lists[list];
    const found = searchPageIdsSql({ table, keys, only, index, rows: 51 });
    const { sql: text, params } = new PgDialect().sqlToQuery(sql`SELECT id FROM ${found} found`);
    const name = `areia_search_plan_${list}_${index}`;
    return ctx.deps.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`PREPARE ${name} AS ${text}`));
      // Every parameter is the term, LIKE-escaped or as typed (searchValues), once per place it is used.
      const term = index === 'bigram' ? "'xx'" : "'xyz'";
      const plan = await tx.execute(sql.raw(`EXPLAIN EXECUTE ${name}(${params.map(() => term).join(', ')})`));
      await tx.execute(sql.raw(`DEALLOCATE ${name}`));
      return (plan as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
    });
  }

  it('players: the walk in ranking order and the trigram (bigram) index, the pattern folded once', async () => {
    const trigram = await genericPlan('players', 'trigram');
    // In ranking order on its index (index-only once the visibility map is set, as after autovacuum).
    expect(trigram).toMatch(/Index (Only )?Scan using users_ranking(_search)?_idx on users/);
    expect(trigram).toContain('Bitmap Index Scan on users_search_trgm_idx');
    expect(trigram).toMatch(/One-Time Filter/);
    expect(trigram).not.toContain('Seq Scan on users');
    // One index over search_fold, neither column folded per row.
    expect(trigram).not.toContain('BitmapOr');
    expect(trigram).not.toMatch(/areia_fold\((nickname|full_name)\)/);
    expect(trigram).not.toMatch(/Filter: .*areia_fold/);
    const bigram = await genericPlan('players', 'bigram');
    expect(bigram).toContain('Bitmap Index Scan on users_search_bigram_idx');
    // Two characters hold no trigram: the trigram index would hand over every row.
    expect(bigram).not.toContain('users_search_trgm_idx');
  });

  it('arenas: the walk on arenas_name_search_idx and the trigram (bigram) index', async () => {
    const trigram = await genericPlan('arenas', 'trigram');
    expect(trigram).toMatch(/Index (Only )?Scan using arenas_name_search_idx on arenas/);
    expect(trigram).not.toContain('Seq Scan on arenas');
    expect(trigram).not.toContain('BitmapOr');
    expect(trigram).not.toMatch(/areia_fold\((name|address)\)/);
    expect(trigram).toContain('Bitmap Index Scan on arenas_search_trgm_idx');
    expect(await genericPlan('arenas', 'bigram')).toContain('Bitmap Index Scan on arenas_search_bigram_idx');
  });

  it('a list the first walk reads whole is searched by it alone: the term\'s index is not asked', async () => {
    // The players below level 100: a few percent of them, fewer than SEARCH_WALK_ROWS and more than 50.
    const only = sql`plays AND rating < 100`;
    const { rows: [few] } = await rowsOf<{ count: number }>(sql`SELECT count(*)::int AS count FROM users WHERE ${only}`);
    expect(few!.count).toBeGreaterThan(50);
    expect(few!.count).toBeLessThan(SEARCH_WALK_ROWS);
    const { table, keys } = lists.players;
    const trigramScans = async (walkRows: number) => {
      const statement = sql`SELECT id FROM ${searchPageIdsSql({ table, keys, only, index: 'trigram', rows: 51, walkRows })} found`;
      const plan = await executedGenericPlan(ctx.deps.db, statement, searchValues('qqq'));
      return planNodes(plan)
        .filter((node) => node['Index Name'] === 'users_search_trgm_idx')
        .reduce((sum, node) => sum + (node['Actual Loops'] ?? 0), 0);
    };
    expect(await trigramScans(SEARCH_WALK_ROWS)).toBe(0);
    // A walk shorter than the list leaves it unread: the index is asked.
    expect(await trigramScans(50)).toBeGreaterThan(0);
  });

  it('a term the first walk finds a few times is paged by the second walk: the term\'s index is not asked', async () => {
    const { table, keys, keyNames, only } = lists.players;
    const term = 'silva';
    const { rows: all } = await rowsOf<{ hit: boolean }>(sql`SELECT search_fold LIKE ${`%${term}%`} AS hit, ${sql.raw(keyNames)} AS key
      FROM ${table} WHERE ${only} ORDER BY ${sql.join(keys, sql`, `)}`);
    // A first walk that ends at the 20th match: it falls short of a page of 51, and 3 times its prediction holds the page.
    const hits = all.flatMap((row, position) => (row.hit ? [position] : []));
    const walkRows = hits[19]! + 1;
    const found = all.slice(0, walkRows).filter((row) => row.hit).length;
    expect(found).toBe(20);
    expect(all.slice(0, Math.floor((SEARCH_FAR_WALK_MARGIN * 51 * walkRows) / found)).filter((row) => row.hit).length).toBeGreaterThanOrEqual(51);
    const indexScans = async (farRows: number) => {
      const statement = sql`SELECT id FROM ${searchPageIdsSql({ table, keys, only, index: 'trigram', rows: 51, walkRows, farRows })} found`;
      // Whenever the candidates are read, they come from the term's index: a small table could otherwise be read whole.
      const plan = await executedGenericPlan(ctx.deps.db, statement, searchValues(term), { enable_seqscan: 'off' });
      return planNodes(plan)
        .filter((node) => node['Index Name'] === 'users_search_trgm_idx')
        .reduce((sum, node) => sum + (node['Actual Loops'] ?? 0), 0);
    };
    expect(await indexScans(SEARCH_FAR_WALK_ROWS)).toBe(0);
    // A second walk too short for the page leaves it to the index.
    expect(await indexScans(walkRows)).toBeGreaterThan(0);
  });

  describe('each of its four ways gives the plain ordered filter\'s page', () => {
    /** Every row of a list in its order, with whether it matches `term` by the plain filter. */
    async function ordered(list: keyof typeof lists, term: string) {
      const { table, keys, keyNames, only } = lists[list];
      const { rows } = await rowsOf<{ id: string; key: string[]; hit: boolean }>(
        sql`SELECT id, ${sql.raw(keyNames)} AS key, search_fold LIKE ('%' || areia_fold(${searchValues(term).searchLike}::text) || '%') AS hit
          FROM ${table} ${only ? sql`WHERE ${only}` : sql``} ORDER BY ${sql.join(keys, sql`, `)}`,
      );
      return rows;
    }

    const cases: [keyof typeof lists, string][] = [
      ['players', 'joão araujo'],
      ['players', 'Conceição'],
      ['players', 'silva'],
      ['players', 'jo'],
      ['players', 'lívia nóbrega'],
      ['players', 'qqq'],
      ['arenas', 'pôr do sol'],
      ['arenas', 'rj'],
    ];
    const ways = { walked: 0, far: 0, candidates: 0, bounded: 0 };

    /** Which way pages `rest` (the matches after the cursor at `start`, with their places in the list). */
    function wayOf(rest: { position: number }[], start: number, rows: number, walkRows: number, candidateRows: number, farRows: number) {
      const within = (walk: number) => rest.filter((row) => row.position < start + walk).length;
      const found = Math.min(within(walkRows), rows);
      if (found >= rows) return 'walked';
      // As the statement reckons the second walk's length: enough matches, a margin over their prediction.
      if (found >= SEARCH_FAR_WALK_MIN_MATCHES && within(Math.min(farRows, Math.floor((SEARCH_FAR_WALK_MARGIN * rows * walkRows) / found))) >= rows) return 'far';
      return rest.length <= candidateRows ? 'candidates' : 'bounded';
    }

    it.each(cases)('%s, "%s": first pages and pages after a cursor, whichever way finds them', async (list, term) => {
      const all = await ordered(list, term);
      const index = searchIndexFor(term)!;
      for (const { rows, at, after, start, rest, want } of pagesOf(all)) {
        for (const walkRows of [1, 40, 2000]) {
          for (const candidateRows of [rows, 100, 1500]) {
            // A second walk of its full length, and one too short for most pages (the index then finds them).
            const farRows = candidateRows === 100 ? 60 : SEARCH_FAR_WALK_ROWS;
            const got = await searched(list, term, index, rows, walkRows, after, candidateRows, farRows);
            expect(got, `${rows} rows after #${at}, walk ${walkRows}, candidates ${candidateRows}, far walk ${farRows}`).toEqual(want);
            ways[wayOf(rest, start, rows, walkRows, candidateRows, farRows)] += 1;
          }
        }
      }
    });

    it('each way was compared, many times', () => {
      expect(ways.walked).toBeGreaterThan(20);
      expect(ways.far).toBeGreaterThan(20);
      expect(ways.candidates).toBeGreaterThan(20);
      expect(ways.bounded).toBeGreaterThan(20);
    });

    it('a term with more matches than SEARCH_CANDIDATE_ROWS, none near the top: no sort is given more than SEARCH_CANDIDATE_ROWS + 1 rows', async () => {
      // Every player below the first 2 100 of the ranking gets the name: the first walk finds none, the index finds them all.
      const renamed = await rowsOf<{ id: string; full_name: string | null }>(sql`UPDATE users u SET full_name = 'Zuleica Quaresma Tavares'
        FROM (SELECT id, full_name FROM users WHERE plays ORDER BY -ranking_points, -rating, created_at, id OFFSET 2100) old
        WHERE u.id = old.id RETURNING u.id, old.full_name`);
      try {
        expect(renamed.rows.length).toBeGreaterThan(SEARCH_CANDIDATE_ROWS + 500);
        await ctx.deps.db.execute(sql`VACUUM ANALYZE users`);
        const term = 'zuleica quaresma';
        const { table, keys, only } = lists.players;
        const statement = sql`SELECT id FROM ${searchPageIdsSql({ table, keys, only, index: 'trigram', rows: 51 })} found`;
        // At a few thousand rows a bitmap read plus a sort costs about what the ordered walk does, and the planner's
        // pick flipped between runs: sorts it can avoid are turned off, so a sort it cannot avoid still shows here.
        const plan = await executedGenericPlan(ctx.deps.db, statement, searchValues(term), { enable_seqscan: 'off', enable_sort: 'off' });
        const sorted = sortInputs(plan);
        expect(Math.max(0, ...sorted)).toBeLessThanOrEqual(SEARCH_CANDIDATE_ROWS + 1);
        // The page is still the first 51 of them, from the ordered index between the top and the bound.
        const nodes = planNodes(plan);
        expect(nodes.some((node) => node['Index Name'] === 'users_search_trgm_idx')).toBe(true);
        expect(nodes.some((node) => node['Index Name'] === 'users_ranking_search_idx' && String(node['Index Cond'] ?? '').includes('<='))).toBe(true);
        const all = await ordered('players', term);
        expect(await searched('players', term, 'trigram', 51, SEARCH_WALK_ROWS)).toEqual(all.filter((row) => row.hit).slice(0, 51).map((row) => row.id).sort());
      } finally {
        await ctx.deps.db.execute(sql`UPDATE users u SET full_name = r.full_name
          FROM jsonb_to_recordset(${JSON.stringify(renamed.rows)}::jsonb) AS r(id uuid, full_name text) WHERE u.id = r.id`);
      }
    }, 120_000);
  });

  describe('a term of several words, from the postings of its last word', () => {
    /** Every player in ranking order, with whether it matches `term` by the plain filter. */
    async function ranked(term: string) {
      const { table, keys, keyNames, only } = lists.players;
      const { rows } = await rowsOf<{ id: string; key: string[]; hit: boolean; fold: string }>(
        sql`SELECT id, ${sql.raw(keyNames)} AS key, search_fold AS fold, search_fold LIKE ('%' || areia_fold(${searchValues(term).searchLike}::text) || '%') AS hit
          FROM ${table} WHERE ${only} ORDER BY ${sql.join(keys, sql`, `)}`,
      );
      return rows;
    }

    // From a last word that begins one word ("araujo") to one that begins many ("s": more than SEARCH_ANCHOR_WORDS), and
    // a last word that only ends a word ("joão raujo" matches nothing: "raujo" begins no word).
    const cases = ['joão araujo', 'conceição gonçalves', 'Luíza S', 'luiza si', 'joão raujo', 'silva silva', 'thaís  sá', 'zzz qqq', 'gustavo barbosa '];
    const ways = { posted: 0, fellBack: 0 };

    it.each(cases)('"%s": first pages and pages after a cursor, the word walk filling them or falling short', async (term) => {
      const all = await ranked(term);
      const prefix = /\s(\S+)\s*$/u.exec(term.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase())?.[1];
      expect(prefix, term).toBeDefined();
      // The words of the players the last word begins, as the postings hold them.
      const begun = new Set(all.flatMap((row) => row.fold.split(/\s+/).filter((word) => word.startsWith(prefix!))));
      for (const { rows, at, after, start, want } of pagesOf(all)) {
        for (const wordRows of [1, 40, SEARCH_WORD_ROWS]) {
          // A first walk of 1 row and few candidates: what the word walk leaves is paged by the bounded walk.
          const got = await searched('players', term, searchIndexFor(term)!, rows, 1, after, Math.max(rows, 60), 60, wordRows);
          expect(got, `${rows} rows after #${at}, word walk ${wordRows}`).toEqual(want);
          // The statement's own rule, from the plain rows: each word begun fills the page within its walk or ends there.
          const filled = [...begun].every((word) => {
            const rowsOfWord = all.filter((row, position) => position >= start && row.fold.split(/\s+/).includes(word));
            return rowsOfWord.length < wordRows || rowsOfWord.slice(0, wordRows).filter((row) => row.hit).length >= rows;
          });
          ways[begun.size >= 1 && begun.size <= SEARCH_ANCHOR_WORDS && filled ? 'posted' : 'fellBack'] += 1;
        }
      }
    });

    it('both ways were compared, many times', () => {
      expect(ways.posted).toBeGreaterThan(20);
      expect(ways.fellBack).toBeGreaterThan(20);
    });

    it('the page comes from the postings index alone: neither the ranking walk nor the trigram index is asked, no sort of more than a page', async () => {
      // Every tenth player of the ranking gets the name: several pages of matches, spread as a common name's are.
      const renamed = await rowsOf<{ id: string; full_name: string | null }>(sql`UPDATE users u SET full_name = 'Zuleica Quaresma Tavares'
        FROM (SELECT id, full_name FROM (SELECT id, full_name, row_number() OVER (ORDER BY -ranking_points, -rating, created_at, id) AS n FROM users WHERE plays) r
          WHERE n % 10 = 0) old
        WHERE u.id = old.id RETURNING u.id, old.full_name`);
      try {
        expect(renamed.rows.length).toBeGreaterThan(200);
        await ctx.deps.db.execute(sql`VACUUM ANALYZE users, user_words`);
        const { table, keys, only } = lists.players;
        const term = 'zuleica quaresma';
        const statement = sql`SELECT id FROM ${searchPageIdsSql({ table, keys, only, index: 'trigram', rows: 51, words: playerWords })} found`;
        const plan = await executedGenericPlan(ctx.deps.db, statement, searchValues(term));
        const nodes = planNodes(plan);
        const ran = (node: (typeof nodes)[number]) => (node['Actual Loops'] ?? 0) > 0;
        const postings = nodes.filter((node) => node['Index Name'] === 'user_words_ranking_idx' && ran(node));
        expect(postings.length).toBeGreaterThan(0);
        for (const node of postings) expect(node['Node Type']).toBe('Index Only Scan');
        // The walk read the word's first rows only: a page of 51, found in the first 510 or so.
        expect(Math.max(...postings.map((node) => node['Actual Rows'] ?? 0))).toBeLessThan(600);
        expect(nodes.filter((node) => node['Relation Name'] === 'users' && ran(node)).map((node) => node['Index Name'])).toEqual([]);
        expect(Math.max(0, ...sortInputs(plan))).toBeLessThanOrEqual(51);
        expect(await searched('players', term, 'trigram', 51, SEARCH_WALK_ROWS, undefined, undefined, undefined, SEARCH_WORD_ROWS)).toEqual(
          (await ranked(term)).filter((row) => row.hit).slice(0, 51).map((row) => row.id).sort(),
        );
      } finally {
        await ctx.deps.db.execute(sql`UPDATE users u SET full_name = r.full_name
          FROM jsonb_to_recordset(${JSON.stringify(renamed.rows)}::jsonb) AS r(id uuid, full_name text) WHERE u.id = r.id`);
      }
    }, 120_000);
  });
});

describe('searchIndexFor', () => {
  it('two characters: bigram; a run of three letters or digits: trigram; else none', () => {
    expect(['jo', 'JÓ', 'a b', 'ana', 'rua 7', 'x y z', 'a', '777'].map(searchIndexFor)).toEqual(['bigram', 'bigram', undefined, 'trigram', 'trigram', undefined, undefined, 'trigram']);
  });
});
