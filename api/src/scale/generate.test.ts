import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, like } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { arenas, championships, games, teamMembers, teams, userModalities, users } from '../db/schema';
import { call, createTestContext, loginDemo, VOLEI, type TestContext } from '../test/context';
import { generateScaleData } from './generate';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const total = async (table: PgTable) =>
  (await ctx.deps.db.select({ n: count() }).from(table))[0]!.n;

describe('generateScaleData', () => {
  it('adds the asked rows in set-based statements, twice on one database, and the API reads them', async () => {
    const tables = [users, arenas, championships, teams, teamMembers, games, userModalities] as const;
    const before = await Promise.all(tables.map((table) => total(table)));
    const first = await generateScaleData(ctx.deps.db, { users: 40, arenas: 30, championships: 3 });
    const second = await generateScaleData(ctx.deps.db, { users: 20, arenas: 10, championships: 2 });
    expect(first.tag).not.toBe(second.tag);
    const after = await Promise.all(tables.map((table) => total(table)));
    expect(after.map((value, index) => value - before[index]!)).toEqual([60, 40, 5, 40, 80, 60, 60]);

    const [sample] = await ctx.deps.db.select().from(users).where(like(users.email, `escala-${first.tag}-%`)).limit(1);
    expect(sample!.fullName).toMatch(/^\p{L}+ \p{L}+ \p{L}+$/u);
    const [place] = await ctx.deps.db.select().from(arenas).where(like(arenas.website, `https://arena-${first.tag}-%`)).limit(1);
    // Somewhere on Brazil's coast.
    expect(place!.latitude).toBeGreaterThan(-31);
    expect(place!.latitude).toBeLessThan(0);
    expect(place!.longitude).toBeGreaterThan(-52);
    expect(place!.longitude).toBeLessThan(-34);

    const { token } = await loginDemo(ctx.app);
    const [generated] = await ctx.deps.db.select({ id: championships.id }).from(championships).where(like(championships.title, '% nº 1')).limit(1);
    const detail = await call(ctx.app, 'GET', `/api/championships/${VOLEI}/${generated!.id}`, { token });
    expect(detail.status).toBe(200);
    const teamList = await call(ctx.app, 'GET', `/api/championships/${VOLEI}/${generated!.id}/teams`, { token });
    expect(teamList.status).toBe(200);
    const gameRows = await ctx.deps.db.select().from(games).where(eq(games.championshipId, generated!.id));
    expect(gameRows).toHaveLength(12);
    const player = await call(ctx.app, 'GET', `/api/players/${VOLEI}/${sample!.id}`, { token });
    expect(player.status).toBe(200);
  });
});
