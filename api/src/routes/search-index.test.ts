import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { arenas, users } from '../platform/db/schema';
import { searchFoldContains } from '../platform/db/search';
import { withinRadius } from '../domain/arenas/nearby';
import { createVacuumedContext, type TestContext } from '../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createVacuumedContext();
});
afterAll(async () => {
  await ctx.close();
});

/** The plan of `query` with the scans named `off` disabled (`seqscan`, `bitmapscan`, `indexscan`, `indexonlyscan`). */
async function planWithout(off: string[], query: { getSQL(): SQL }): Promise<string> {
  return ctx.deps.db.transaction(async (tx) => {
    for (const scan of off) await tx.execute(sql.raw(`SET LOCAL enable_${scan} = off`));
    const result = await tx.execute(sql`EXPLAIN ${query.getSQL()}`);
    return (result as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

/** The plan of `query` when the table must be walked in the list's order (no sequential or bitmap scan). */
const orderedPlan = (query: { getSQL(): SQL }) => planWithout(['seqscan', 'bitmapscan'], query);

// The inner (id-only) queries of the name-ordered arena search and the player search as the handlers build them for
// a term no index of search_fold can find (one character, words of one or two); the others: lib/search.test.ts.
const arenaSearch = (term: string) =>
  ctx.deps.db.select({ foundId: arenas.id }).from(arenas).where(searchFoldContains(arenas.searchFold, term)).orderBy(asc(arenas.name), asc(arenas.id)).limit(51);
const playerSearch = (term: string) =>
  ctx.deps.db
    .select({ foundId: users.id })
    .from(users)
    .where(and(sql`${users.plays}`, searchFoldContains(users.searchFold, term)))
    .orderBy(sql`-${users.rankingPoints}`, sql`-${users.rating}`, asc(users.createdAt), asc(users.id))
    .limit(51);

describe('a search no index can answer walks the list in order, index-only (0009_search.sql, 0012_search_fold.sql)', () => {
  it('arenas: the page ids come from arenas_name_search_idx, search_fold read from the index, nothing folded per row', async () => {
    for (const term of ['a', 'r j']) {
      const plan = await orderedPlan(arenaSearch(term));
      expect(plan).toContain('Index Only Scan using arenas_name_search_idx');
      expect(plan).toContain('search_fold ~~');
      expect(plan).not.toMatch(/areia_fold\((name|address)\)/);
      // No parallel workers for a page of 51 (0010_ranking.sql: areia_bigrams is PARALLEL UNSAFE).
      expect(plan).not.toContain('Gather');
    }
  });

  it('players: the page ids come from users_ranking_search_idx, search_fold read from the index, nothing folded per row', async () => {
    for (const term of ['a', 'j o']) {
      const plan = await orderedPlan(playerSearch(term));
      expect(plan).toContain('Index Only Scan using users_ranking_search_idx');
      expect(plan).toContain('search_fold ~~');
      expect(plan).not.toMatch(/areia_fold\((nickname|full_name)\)/);
      expect(plan).not.toContain('Gather');
    }
  });
});

describe('the partner picker searches in level order on its own index (0022_points_order.sql)', () => {
  it('the page ids come from users_level_search_idx, search_fold read from the index', async () => {
    const pickerSearch = ctx.deps.db
      .select({ foundId: users.id })
      .from(users)
      .where(and(sql`${users.plays}`, searchFoldContains(users.searchFold, 'a')))
      .orderBy(sql`-${users.rating}`, asc(users.createdAt), asc(users.id))
      .limit(51);
    const plan = await orderedPlan(pickerSearch);
    expect(plan).toContain('Index Only Scan using users_level_search_idx');
    expect(plan).toContain('search_fold ~~');
    expect(plan).not.toMatch(/Sort/);
  });
});

describe('search_fold follows its columns (0012_search_fold.sql)', () => {
  const foldOf = async (table: 'users' | 'arenas', id: string) =>
    (
      (await ctx.deps.db.execute(sql`SELECT search_fold FROM ${sql.identifier(table)} WHERE id = ${id}`)) as unknown as {
        rows: { search_fold: string }[];
      }
    ).rows[0]!.search_fold;

  it('a player: folded nickname and full name, kept on update (a cleared full name leaves the nickname)', async () => {
    const [player] = await ctx.deps.db.insert(users).values({ email: 'fold@areia.test', passwordHash: 'x', cpf: '52998224725', nickname: 'Zé Fold', fullName: 'JOSÉ Conceição' }).returning({ id: users.id });
    expect(await foldOf('users', player!.id)).toBe('ze fold\njose conceicao');
    await ctx.deps.db.update(users).set({ nickname: 'Ícaro Fold', fullName: 'Lívia Açaí' }).where(eq(users.id, player!.id));
    expect(await foldOf('users', player!.id)).toBe('icaro fold\nlivia acai');
    await ctx.deps.db.update(users).set({ fullName: null }).where(eq(users.id, player!.id));
    expect(await foldOf('users', player!.id)).toBe('icaro fold\n');
    // No match across the two columns' boundary: "contains" stays "either column contains".
    await ctx.deps.db.update(users).set({ fullName: 'Dora' }).where(eq(users.id, player!.id));
    const found = async (term: string) =>
      (await ctx.deps.db.select({ id: users.id }).from(users).where(and(eq(users.id, player!.id), searchFoldContains(users.searchFold, term)))).length;
    expect([await found('fold'), await found('DÓR'), await found('do'), await found('dd'), await found('fold dora'), await found('ldd')]).toEqual([1, 1, 1, 0, 0, 0]);
    await ctx.deps.db.delete(users).where(eq(users.id, player!.id));
  });

  it('an arena: folded name and address, kept on update', async () => {
    const [arena] = await ctx.deps.db
      .insert(arenas)
      .values({ name: 'Arena Pôr do Sol', address: 'Av. Atlântica, Rio', phone: '21', instagram: '', website: '', latitude: -22.97, longitude: -43.18 })
      .returning({ id: arenas.id });
    expect(await foldOf('arenas', arena!.id)).toBe('arena por do sol\nav. atlantica, rio');
    await ctx.deps.db.update(arenas).set({ address: 'Rua São João' }).where(eq(arenas.id, arena!.id));
    expect(await foldOf('arenas', arena!.id)).toBe('arena por do sol\nrua sao joao');
    await ctx.deps.db.delete(arenas).where(eq(arenas.id, arena!.id));
  });
});

describe('nearby without a search is index-only (0010_ranking.sql)', () => {
  it('the page ids and distances come from arenas_location_idx (latitude, longitude, id), no arena read to measure it', async () => {
    const radius = withinRadius({ latitude: -22.9711, longitude: -43.1822 }, 10);
    const plan = await orderedPlan(
      ctx.deps.db
        .select({ foundId: arenas.id, foundDistance: sql<number>`${radius.distance}`.as('found_distance') })
        .from(arenas)
        .where(radius.where)
        .orderBy(radius.distance, asc(arenas.id))
        .limit(51),
    );
    expect(plan).toContain('Index Only Scan using arenas_location_idx');
  });
});

describe('2-character searches stay in one process (0010_ranking.sql)', () => {
  it('areia_bigrams is PARALLEL UNSAFE: no Gather Merge of parallel workers for a page of 51', async () => {
    const result = await ctx.deps.db.execute(sql`SELECT proparallel FROM pg_proc WHERE proname = 'areia_bigrams'`);
    expect((result as unknown as { rows: { proparallel: string }[] }).rows.map((row) => row.proparallel)).toEqual(['u']);
  });
});
