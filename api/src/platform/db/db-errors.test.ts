import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './schema';
import { createTestContext, createUsers, type TestContext } from '../../test/context';
import { uniqueViolation } from './db-errors';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('uniqueViolation', () => {
  it('names the unique index from a real driver error (PGlite or node-postgres)', async () => {
    const [user] = await createUsers(ctx.deps, 1);
    const error = await ctx.deps.db
      .insert(users)
      .values({ email: `outro-${user!.email}`, passwordHash: 'x', cpf: '52998224725', nickname: user!.nickname.toLowerCase() })
      .then(() => null, (caught: unknown) => caught);
    expect(uniqueViolation(error)?.constraint).toContain('users_nickname_lower_key');
    expect(uniqueViolation(new Error('other'))).toBeNull();
  });
});
