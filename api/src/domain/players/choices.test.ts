import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { oneYearBefore } from '@areia/shared/core/rules/ranking/category-hysteresis';
import { generateScaleData } from '../../scale/generate';
import { createVacuumedContext, type TestContext } from '../../test/context';
import { searchIndexFor, searchValues } from '../../platform/db/search';
import { executedGenericPlan, planNodes, sortInputs } from '../../test/plan';
import { CATEGORIES } from '@areia/shared/core/rules/category';
import { PgDialect } from 'drizzle-orm/pg-core';
import { choiceRowsSql, choiceRule, choiceStatementName, type ChoiceShape } from './choices';

/**
 * The partner picker's search (choiceRowsSql with a term) gives, page after page, the picker's own list without a
 * search (its category and team reads, domain/players/choices.ts) kept to the rows that contain the term — whichever
 * of the search's three ways (platform/db/search.ts) finds each page, in either part.
 */
let ctx: TestContext;
let championshipId: string;
const now = new Date();
beforeAll(async () => {
  ctx = await createVacuumedContext();
  const generated = await generateScaleData(ctx.deps.db, { users: 3_000, arenas: 1, championships: 10, results: 1_600 });
  championshipId = (
    (await ctx.deps.db.execute(sql`SELECT id FROM championships WHERE id = md5(${generated.tag} || 'c' || 1)::uuid`)) as unknown as { rows: { id: string }[] }
  ).rows[0]!.id;
  // Intermediário: players of higher bands (and decided categories above, and those moved down lately) go to part 1.
  await ctx.deps.db.execute(sql`UPDATE championships SET category = 'Intermediário' WHERE id = ${championshipId}`);
  await ctx.deps.db.execute(sql`UPDATE users SET category = (ARRAY['Estreante', 'Iniciante', 'Intermediário', 'Intermediário Plus', 'Avançado', 'Open'])[1 + abs(hashtext(id::text)) % 6]
    WHERE plays AND abs(hashtext(id::text)) % 5 = 0`);
  await ctx.deps.db.execute(sql`UPDATE users SET category_down_at = ${new Date(now.getTime() - 20 * 86_400_000).toISOString()}::timestamptz
    WHERE id IN (SELECT athlete_id FROM ranking_results) AND abs(hashtext(id::text)) % 4 = 0`);
  await ctx.deps.db.execute(sql`VACUUM ANALYZE users`);
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

type Row = { id: string; part: number; rating: number; created: string };

/** Every page of the picker (rows per page `rows`), cursors followed as the handler makes them. */
async function pages(search: ChoiceShape['search'], term: string | undefined, rows: number, most = Infinity): Promise<Row[]> {
  const found: Row[] = [];
  let after: Row | undefined;
  for (let page = 0; page < most; page += 1) {
    const shape: ChoiceShape = { rule: choiceRule('Intermediário'), part: (after?.part ?? 0) as 0 | 1, after: after !== undefined, search, rows: rows + 1 };
    const values = {
      choiceChampionship: championshipId,
      now: now.toISOString(),
      yearAgo: oneYearBefore(now).toISOString(),
      ...(after ? { afterRating: -after.rating, afterCreated: after.created, afterId: after.id } : {}),
      ...(term ? searchValues(term) : {}),
    };
    const result = await ctx.deps.db
      .select({ id: sql<string>`x.id`, part: sql<number>`x.part`, rating: sql<number>`x.rating`, created: sql<string>`x.created_at::text` })
      .from(sql`(${choiceRowsSql(shape)}) x`)
      .orderBy(sql`x.n`)
      .prepare('')
      .execute(values);
    found.push(...result.slice(0, rows).map((row) => ({ ...row, part: Number(row.part), rating: Number(row.rating) })));
    if (result.length <= rows) break;
    after = found[found.length - 1];
  }
  return found;
}

describe('the partner picker searched, against its list without a search', () => {
  it('the same rows in the same order, parts and cursors included, whichever way the search finds each page', async () => {
    const everyone = await pages(undefined, undefined, 1000);
    const folds = new Map(
      ((await ctx.deps.db.execute(sql`SELECT id, search_fold FROM users WHERE plays`)) as unknown as { rows: { id: string; search_fold: string }[] }).rows.map((row) => [
        row.id,
        row.search_fold,
      ]),
    );
    expect(everyone.length).toBe(folds.size);
    expect(new Set(everyone.map((row) => row.part))).toEqual(new Set([0, 1]));
    const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
    let compared = 0;
    for (const term of ['joão araujo', 'luíza s', 'Conceição', 'silva', 'jo', 'qqq']) {
      const want = everyone.filter((row) => folds.get(row.id)!.includes(fold(term))).map((row) => [row.id, row.part]);
      const index = searchIndexFor(term)!;
      for (const rows of [4, 50]) {
        // Word walks of 1 and 40 rows fall short of most pages of a term of several words (the walks below then page it).
        for (const [walkRows, candidateRows, wordRows] of [[1, rows + 1, 1], [40, rows + 1, 40], [40, 100, undefined], [2000, 1500, undefined]] as const) {
          const got = await pages({ index, walkRows, candidateRows, wordRows }, term, rows, 4);
          expect(got.map((row) => [row.id, row.part]), `"${term}", ${rows} a page, walk ${walkRows}, candidates ${candidateRows}, word walk ${wordRows}`).toEqual(want.slice(0, got.length));
          expect(got.length).toBe(Math.min(want.length, rows * 4));
          compared += got.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  }, 300_000);
});

describe('the partner picker searched: plans', () => {
  it('no sort is given more than the candidates bound, and the walks read the level indexes alone (index-only), part 0 from its stretches\' starts', async () => {
    // A term in more than 100 players of part 0's band (no category, below Intermediário's 600), none of its first 50,
    // and in up to 1 000 of part 1, none of its first 300: in either part the word walk and the first walk (50 rows
    // each) fall short, the index finds more than 100, and the bounded walk finds the page. Chosen from the lists as
    // the picker orders them: the generated levels are random.
    const everyone = await pages(undefined, undefined, 1000);
    const band = (await ctx.deps.db.execute(sql`SELECT id FROM users WHERE plays AND category IS NULL AND rating < 600
      ORDER BY -rating, created_at, id OFFSET 50`)) as unknown as { rows: { id: string }[] };
    const chosen = [band.rows.map((row) => row.id), everyone.filter((row) => row.part === 1).slice(300, 1300).map((row) => row.id)];
    for (const ids of chosen) expect(ids.length).toBeGreaterThan(120);
    const renamed = (await ctx.deps.db.execute(sql`UPDATE users u SET full_name = 'Zuleica Quaresma Tavares'
      FROM (SELECT id, full_name FROM users WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(chosen.flat())}::jsonb)::uuid)) old
      WHERE u.id = old.id RETURNING u.id, old.full_name`)) as unknown as { rows: { id: string; full_name: string | null }[] };
    try {
      // All pages visible again, as autovacuum leaves a table that is mostly read: the first pass removes the old
      // versions, the second can then mark their pages (one plain VACUUM left a quarter of them unmarked here).
      await ctx.deps.db.execute(sql`VACUUM (INDEX_CLEANUP ON) users`);
      await ctx.deps.db.execute(sql`VACUUM ANALYZE users`);
      const term = 'zuleica quaresma';
      for (const part of [0, 1] as const) {
        const shape: ChoiceShape = { rule: choiceRule('Intermediário'), part, after: false, search: { index: 'trigram', walkRows: 50, candidateRows: 100, wordRows: 50 }, rows: 51 };
        const values = { choiceChampionship: championshipId, now: now.toISOString(), yearAgo: oneYearBefore(now).toISOString(), ...searchValues(term) };
        // 3 000 rows fit in a few pages, where PostgreSQL 15 finds a sequential read of the table, or a bitmap read of a
        // third of it sorted, about as cheap as walking the index; at 100 000 players it walks the index (the plans
        // bench:scale prints). The check asks for the plan a large table gets: no scan of the whole table, no sort the
        // statement can avoid. A sort it cannot avoid (every match sorted) still counts against the bound.
        const plan = await executedGenericPlan(ctx.deps.db, choiceRowsSql(shape), values, { enable_seqscan: 'off', enable_sort: 'off' });
        // The candidates' sorts hold at most candidateRows + 1 rows; the one merging part 0's stretches (the band and
        // the categories Estreante to Intermediário) a page of each.
        const sorts = planNodes(plan).filter((node) => node['Node Type'] === 'Sort' || node['Node Type'] === 'Incremental Sort');
        const ofCandidates = sorts.filter((node) => String(node['Sort Key']).includes('candidates'));
        expect(ofCandidates.length, `part ${part}`).toBeGreaterThan(0);
        expect(Math.max(0, ...sortInputs({ 'Node Type': 'Result', Plans: ofCandidates })), `part ${part}`).toBeLessThanOrEqual(101);
        expect(Math.max(0, ...sortInputs({ 'Node Type': 'Result', Plans: sorts })), `part ${part}`).toBeLessThanOrEqual(51 * 4);
        const walks = planNodes(plan).filter((node) => node['Relation Name'] === 'users' && node['Node Type'] !== 'Bitmap Heap Scan' && node['Index Name'] !== 'users_pkey');
        expect(walks.length, `part ${part}`).toBeGreaterThan(0);
        for (const walk of walks) {
          expect(walk['Node Type'], `part ${part}`).toBe('Index Only Scan');
          expect(['users_level_search_idx', 'users_category_ranking_idx'], `part ${part}`).toContain(walk['Index Name']);
          // Part 0's walks start at its stretches: the band below Intermediário's (-rating above -600), or a category
          // (part 1's, after them, runs only when part 0 falls short of a page).
          if (part === 0 && (walk['Actual Loops'] ?? 0) > 0) expect(String(walk['Index Cond']), `part ${part}`).toMatch(/^\(*- rating\)+ > |category = /);
        }
        // The bounded walk ran, up to the bound.
        expect(walks.some((walk) => String(walk['Index Cond'] ?? '').includes('<=') && (walk['Actual Rows'] ?? 0) > 0), `part ${part}`).toBe(true);
      }
    } finally {
      await ctx.deps.db.execute(sql`UPDATE users u SET full_name = r.full_name
        FROM jsonb_to_recordset(${JSON.stringify(renamed.rows)}::jsonb) AS r(id uuid, full_name text) WHERE u.id = r.id`);
    }
  }, 120_000);
});

describe('choiceStatementName: a prepared statement per text', () => {
  it('one name for each text the picker builds, and one text for each name (the values are placeholders)', () => {
    const texts = new Map<string, string>();
    const dialect = new PgDialect();
    for (const category of CATEGORIES) {
      for (const part of [0, 1] as const) {
        for (const after of [false, true]) {
          for (const search of [undefined, { index: 'trigram' as const }, { index: 'bigram' as const }]) {
            for (const rows of [11, 51]) {
              const shape: ChoiceShape = { rule: choiceRule(category), part, after, search, rows };
              const name = choiceStatementName(shape)!;
              const { sql: text, params } = dialect.sqlToQuery(choiceRowsSql(shape));
              const built = `${text} ${JSON.stringify(params)}`;
              expect(texts.get(name) ?? built, `${name}: ${category}`).toBe(built);
              texts.set(name, built);
            }
          }
        }
      }
    }
    // Categories of one level share their statements; different levels, parts, cursors, indexes and sizes do not.
    expect(new Set(texts.values()).size).toBe(texts.size);
    expect(texts.size).toBe(7 * 2 * 2 * 3 * 2);
    // A term no index finds is written into the text: no name.
    expect(choiceStatementName({ rule: choiceRule('Open'), part: 0, after: false, search: { index: undefined, term: 'a' }, rows: 51 })).toBeUndefined();
  });
});
