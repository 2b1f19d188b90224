import type { GameStatus } from '@areia/shared/core/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { validateMatch } from '@areia/shared/core/rules/score';
import { games, teams } from '../../platform/db/schema';
import { createChampionship, createTestContext, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const migration = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle/0006_organizers.sql'), 'utf8');

describe('0006_organizers on a database seeded before it', () => {
  it('turns one-set rally scores of finished games into a 2-0 in sets with that set twice; leaves the rest alone', async () => {
    const championship = await createChampionship(ctx.deps);
    const [a, b] = await ctx.deps.db
      .insert(teams)
      .values([1, 2].map((slot) => ({ championshipId: championship.id, slot })))
      .returning({ id: teams.id });
    const old = (scoreA: number | null, scoreB: number | null, status: GameStatus) => ({
      championshipId: championship.id,
      phase: 1,
      groupLabel: 'A',
      teamAId: a!.id,
      teamBId: b!.id,
      scoreA,
      scoreB,
      status,
    });
    const [won, lost, scheduled, already] = await ctx.deps.db
      .insert(games)
      .values([old(21, 15, 'finalizado'), old(19, 21, 'finalizado'), old(null, null, 'agendado'), { ...old(2, 1, 'finalizado'), sets: [{ a: 21, b: 19 }, { a: 18, b: 21 }, { a: 15, b: 12 }] }])
      .returning({ id: games.id });
    const update = migration.slice(migration.lastIndexOf('UPDATE "games"'));
    await ctx.deps.db.execute(sql.raw(update));
    const row = async (id: string) => (await ctx.deps.db.select().from(games).where(eq(games.id, id)))[0]!;
    expect(await row(won!.id)).toMatchObject({ scoreA: 2, scoreB: 0, sets: [{ a: 21, b: 15 }, { a: 21, b: 15 }] });
    expect(await row(lost!.id)).toMatchObject({ scoreA: 0, scoreB: 2, sets: [{ a: 19, b: 21 }, { a: 19, b: 21 }] });
    expect(await row(scheduled!.id)).toMatchObject({ scoreA: null, sets: null, status: 'agendado' });
    expect(await row(already!.id)).toMatchObject({ scoreA: 2, scoreB: 1 });
    expect(validateMatch((await row(won!.id)).sets!)).toMatchObject({ ok: true, setsA: 2, setsB: 0 });
  });

  it('the seed itself is best of 3: every finished game has valid sets and score_a/score_b are sets won', async () => {
    const finished = await ctx.deps.db.select().from(games).where(eq(games.status, 'finalizado'));
    expect(finished.length).toBeGreaterThan(10);
    for (const game of finished) {
      const result = validateMatch(game.sets ?? []);
      expect(result, JSON.stringify(game.sets)).toMatchObject({ ok: true, setsA: game.scoreA, setsB: game.scoreB });
    }
    expect(finished.some((game) => game.sets!.length === 3)).toBe(true);
  });
});
