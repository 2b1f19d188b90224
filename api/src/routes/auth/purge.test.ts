import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { deviceTokens, passwordResetTokens, sessions, users } from '../../platform/db/schema';
import { DEVICE_TOKEN_TTL_MS } from '../../platform/auth/device-tokens';
import { hashSecretToken } from '../../platform/auth/secret-token';
import { call, createTestContext, createUsers, loginDemo, type TestContext } from '../../test/context';

const DAY = 24 * 60 * 60 * 1000;

let ctx: TestContext;
let demo: { token: string; userId: string };
let other: { id: string; email: string };
beforeAll(async () => {
  ctx = await createTestContext();
  demo = await loginDemo(ctx.app);
  other = (await createUsers(ctx.deps, 1))[0]!;
});
afterAll(async () => {
  await ctx.close();
});

let planted = 0;

/** Dead and live rows of each kind for one user; returns what must survive a sweep of that user. */
async function plant(userId: string) {
  planted += 1;
  const devices = { old: hashSecretToken(`old-${planted}-${userId}`), recent: hashSecretToken(`recent-${planted}-${userId}`) };
  const now = Date.now();
  const db = ctx.deps.db;
  const [expired, live, revokedLive] = await db
    .insert(sessions)
    .values([
      { userId, expiresAt: new Date(now - DAY) },
      { userId, expiresAt: new Date(now + DAY) },
      { userId, expiresAt: new Date(now + DAY), revokedAt: new Date(now - 1000) },
    ])
    .returning({ id: sessions.id });
  const hash = () => randomBytes(32).toString('hex');
  const tokens = { expired: hash(), used: hash(), live: hash() };
  await db.insert(passwordResetTokens).values([
    { tokenHash: tokens.expired, userId, expiresAt: new Date(now - 1000) },
    { tokenHash: tokens.used, userId, expiresAt: new Date(now + 30 * 60 * 1000), usedAt: new Date(now - 1000) },
    { tokenHash: tokens.live, userId, expiresAt: new Date(now + 30 * 60 * 1000) },
  ]);
  await db.insert(deviceTokens).values([
    { userId, tokenHash: devices.old, lastUsedAt: new Date(now - DEVICE_TOKEN_TTL_MS - DAY) },
    { userId, tokenHash: devices.recent, lastUsedAt: new Date(now - DAY) },
  ]);
  return { sessions: { expired: expired!.id, live: live!.id, revokedLive: revokedLive!.id }, tokens, devices };
}

async function rowsOf(userId: string) {
  const db = ctx.deps.db;
  const [sessionIds, tokenHashes, devices] = await Promise.all([
    db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId)),
    db.select({ hash: passwordResetTokens.tokenHash }).from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId)),
    db.select({ hash: deviceTokens.tokenHash }).from(deviceTokens).where(eq(deviceTokens.userId, userId)),
  ]);
  return { sessions: sessionIds.map((row) => row.id), tokens: tokenHashes.map((row) => row.hash), devices: devices.map((row) => row.hash).sort() };
}

describe('dead sessions, reset tokens and device tokens are swept per user', () => {
  it('a login deletes the user’s expired sessions, spent or expired reset tokens and device tokens unused past their retention; live rows and other users’ rows stay', async () => {
    const mine = await plant(demo.userId);
    const theirs = await plant(other.id);
    const theirsBefore = await rowsOf(other.id);
    const mineBefore = await rowsOf(demo.userId);

    const login = await call(ctx.app, 'POST', '/api/auth/login', { json: { email: 'demo@areia.app', password: 'Areia@2026' }, ip: '203.0.113.7' });
    expect(login.status).toBe(200);

    const after = await rowsOf(demo.userId);
    expect(after.sessions).not.toContain(mine.sessions.expired);
    expect(after.sessions).toEqual(expect.arrayContaining([mine.sessions.live, mine.sessions.revokedLive]));
    // The new session is there and works.
    expect((await call(ctx.app, 'GET', '/api/user/me', { token: login.body.token })).status).toBe(200);
    expect(after.tokens).toEqual([mine.tokens.live]);
    expect(after.devices).not.toContain(mine.devices.old);
    // The live devices kept, and the one this login made known.
    expect(mineBefore.devices).toContain(mine.devices.recent);
    expect(after.devices).toEqual([...mineBefore.devices.filter((hash) => hash !== mine.devices.old), hashSecretToken(login.body.device)].sort());
    expect(await ctx.deps.db.select().from(sessions).where(sql`${sessions.userId} = ${demo.userId} AND ${sessions.expiresAt} <= now()`)).toEqual([]);

    // Nobody else's rows were touched.
    expect(await rowsOf(other.id)).toEqual(theirsBefore);
    expect(theirsBefore.sessions).toContain(theirs.sessions.expired);
  });

  it('asking for a reset link sweeps that user’s spent and expired tokens too', async () => {
    const planted = await plant(other.id);
    const forgot = await call(ctx.app, 'POST', '/api/auth/forgot-password', { json: { email: other.email }, ip: '203.0.113.8' });
    expect(forgot.status).toBe(200);
    const tokens = (await rowsOf(other.id)).tokens;
    expect(tokens).not.toContain(planted.tokens.expired);
    expect(tokens).not.toContain(planted.tokens.used);
    expect(tokens).toContain(planted.tokens.live);
    // What is left can all still be used: the live ones planted (here and by the test above) and the new one.
    const left = await ctx.deps.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, other.id));
    expect(left).toHaveLength(3);
    for (const token of left) {
      expect(token.usedAt).toBeNull();
      expect(token.expiresAt.getTime()).toBeGreaterThan(Date.now());
    }
  });

  it('each sweep reads one user’s rows through an index on user_id, never the whole table', async () => {
    const plans = await ctx.deps.db.transaction(async (tx) => {
      // Tiny test tables make a sequential scan cheapest; off, the planner shows which index the statement can use.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const explain = async (statement: ReturnType<typeof sql>) => {
        const result = (await tx.execute(sql`EXPLAIN ${statement}`)) as unknown as { rows: Record<string, string>[] };
        return result.rows.map((row) => Object.values(row)[0]).join('\n');
      };
      const userId = sql`${demo.userId}::uuid`;
      return {
        sessions: await explain(sql`DELETE FROM sessions WHERE user_id = ${userId} AND expires_at <= now()`),
        tokens: await explain(sql`DELETE FROM password_reset_tokens WHERE user_id = ${userId} AND (expires_at <= now() OR used_at IS NOT NULL)`),
        devices: await explain(sql`DELETE FROM device_tokens WHERE user_id = ${userId} AND last_used_at <= now()`),
      };
    });
    expect(plans.sessions).toMatch(/sessions_user_idx/);
    expect(plans.tokens).toMatch(/password_reset_tokens_user_idx/);
    expect(plans.devices).toMatch(/device_tokens_user_idx/);
  });

  it('a user with nothing to sweep still logs in (the sweep and the new session are one statement)', async () => {
    const [fresh] = await createUsers(ctx.deps, 1);
    const before = await rowsOf(fresh!.id);
    expect(before.sessions).toHaveLength(1);
    await ctx.deps.db.update(users).set({ passwordHash: (await ctx.deps.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'demo@areia.app')))[0]!.hash }).where(eq(users.id, fresh!.id));
    const login = await call(ctx.app, 'POST', '/api/auth/login', { json: { email: fresh!.email, password: 'Areia@2026' }, ip: '203.0.113.9' });
    expect(login.status).toBe(200);
    expect((await rowsOf(fresh!.id)).sessions).toHaveLength(2);
  });
});
