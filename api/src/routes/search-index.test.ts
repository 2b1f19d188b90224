import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, sql, type SQL } from 'drizzle-orm';
import { arenas, users } from '../db/schema';
import { foldedContainsAny } from '../lib/paging';
import { withinRadius } from './arenas/arenas.handlers';
import { createTestContext, type TestContext } from '../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // As autovacuum would: index-only scans need the visibility map.
  await ctx.deps.db.execute(sql`VACUUM ANALYZE arenas, users`);
});
afterAll(async () => {
  await ctx.close();
});

/** The plan of `query` when the table must be walked in the list's order (no sequential or bitmap scan). */
async function orderedPlan(query: { getSQL(): SQL }): Promise<string> {
  return ctx.deps.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
    const result = await tx.execute(sql`EXPLAIN ${query.getSQL()}`);
    return (result as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

// The inner (id-only) queries of the name-ordered arena search and the player search, as the handlers build them.
describe('text search in list order is index-only (0009_search.sql)', () => {
  it('arenas: the page ids come from arenas_name_search_idx, the folded name and address read from the index', async () => {
    for (const term of ['praia', 'rj']) {
      const plan = await orderedPlan(
        ctx.deps.db
          .select({ foundId: arenas.id })
          .from(arenas)
          .where(foldedContainsAny([arenas.name, arenas.address], term))
          .orderBy(asc(arenas.name), asc(arenas.id))
          .limit(51),
      );
      expect(plan).toContain('Index Only Scan using arenas_name_search_idx');
      // An index column prints in parentheses: the fold is read, not computed per row.
      expect(plan).toContain('(areia_fold(name))');
      expect(plan).toContain('(areia_fold(address))');
      // No parallel workers for a page of 51 (0010_ranking.sql: areia_bigrams is PARALLEL UNSAFE).
      expect(plan).not.toContain('Gather');
    }
  });

  it('players: the page ids come from users_ranking_search_idx, the folded names read from the index', async () => {
    for (const term of ['silva', 'jo']) {
      const plan = await orderedPlan(
        ctx.deps.db
          .select({ foundId: users.id })
          .from(users)
          .where(foldedContainsAny([users.nickname, users.fullName], term))
          .orderBy(sql`-${users.rating}`, asc(users.createdAt), asc(users.id))
          .limit(51),
      );
      expect(plan).toContain('Index Only Scan using users_ranking_search_idx');
      expect(plan).toContain('(areia_fold(nickname))');
      expect(plan).toContain('(areia_fold(full_name))');
      expect(plan).not.toContain('Gather');
    }
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
