import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { users } from './schema';
import { createTestContext, uniqueSuffix, type TestContext } from '../../test/context';
import { backfillFoldedNicknames } from './nickname-fold';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('backfillFoldedNicknames', () => {
  it('folds a bulk import in batches and keeps both of two old nicknames that fold alike', async () => {
    const tag = uniqueSuffix();
    // 2 500 imported rows (three batches), two of which fold alike: "Zé<tag>" and "ZE<tag>".
    await ctx.deps.db.execute(sql`
      INSERT INTO users (email, password_hash, cpf, nickname, rating)
      SELECT 'lote' || ${tag} || g || '@areia.app', 'x', lpad(g::text, 6, '0') || ${tag.slice(0, 5)}, 'Lote' || ${tag} || g, 10
      FROM generate_series(1, 2500) AS g`);
    await ctx.deps.db.execute(sql`
      INSERT INTO users (email, password_hash, cpf, nickname, rating)
      VALUES (${`ze1${tag}@areia.app`}, 'x', ${`8${tag.slice(0, 5)}00001`}, ${`Zé${tag}`}, 10),
             (${`ze2${tag}@areia.app`}, 'x', ${`8${tag.slice(0, 5)}00002`}, ${`ZE${tag}`}, 10)`);

    expect(await backfillFoldedNicknames(ctx.deps.db)).toBeGreaterThanOrEqual(2502);

    const twins = await ctx.deps.db
      .select({ nickname: users.nickname, folded: users.nicknameFolded })
      .from(users)
      .where(inArray(users.nickname, [`Zé${tag}`, `ZE${tag}`]));
    expect(twins.map((row) => row.folded?.startsWith(`ze${tag}`))).toEqual([true, true]);
    expect(twins.filter((row) => row.folded === `ze${tag}`)).toHaveLength(1);
    const [left] = await ctx.deps.db.select({ value: sql<number>`count(*)::int` }).from(users).where(sql`${users.nicknameFolded} IS NULL`);
    expect(left?.value).toBe(0);
    const [sample] = await ctx.deps.db.select({ folded: users.nicknameFolded }).from(users).where(sql`${users.nickname} = ${`Lote${tag}2500`}`);
    expect(sample?.folded).toBe(`lote${tag}2500`);
  });
});
