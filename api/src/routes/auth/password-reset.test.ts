import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { RESET_TOKEN_INVALID } from '@areia/shared/core/schemas/auth';
import { EMAIL_INVALID_FOR_RESET } from '@areia/shared/core/validation/email';
import { PASSWORD_INVALID } from '@areia/shared/core/validation/password';
import { deviceTokens, passwordResetTokens, users } from '../../platform/db/schema';
import type { MailMessage } from '../../platform/mail/mailer';
import { FORGOT_PASSWORD_MIN_MS, hashResetToken } from '../../platform/auth/password-reset';
import { FORGOT_PASSWORD_LIMIT, RESET_FAILED_LIMIT } from '../../platform/http/rate-limit';
import { call, createTestContext, uniqueCpf, uniqueSuffix, type TestContext } from '../../test/context';

let ctx: TestContext;
let outbox: MailMessage[];
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => {
  outbox = [];
  ctx.deps.mailer = { send: async (message) => void outbox.push(message) };
});

const REQUESTED = 'Sua solicitação de redefinição de senha foi feita com sucesso, em breve você receberá um email. Até mais!';
const OLD_PASSWORD = 'Senha@123';
const NEW_PASSWORD = 'Nova#Senha9';

async function newAthlete() {
  const suffix = uniqueSuffix();
  const account = { email: `reset.${suffix}@exemplo.com`, password: OLD_PASSWORD, cpf: uniqueCpf(), nickname: `Reset ${suffix}` };
  expect((await call(ctx.app, 'POST', '/api/auth/register', { json: account })).status).toBe(201);
  return account;
}

const forgot = (email: string, options: { ip?: string; origin?: string } = {}) =>
  call(ctx.app, 'POST', '/api/auth/forgot-password', {
    json: { email },
    ip: options.ip,
    headers: options.origin ? { origin: options.origin } : undefined,
  });
const reset = (token: string, password: string, ip?: string) => call(ctx.app, 'POST', '/api/auth/reset-password', { json: { token, password }, ip });
const login = (email: string, password: string) => call(ctx.app, 'POST', '/api/auth/login', { json: { email, password } });

/** The token of the link in the last e-mail sent. */
function tokenFromOutbox(): string {
  const match = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(outbox.at(-1)!.text);
  return match![1]!;
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
}

describe('POST /api/auth/forgot-password', () => {
  it('answers the same status and body, never sooner than the fixed minimum, for a known and an unknown address', async () => {
    const athlete = await newAthlete();
    const [known, knownMs] = await timed(() => forgot(athlete.email.toUpperCase()));
    const [unknown, unknownMs] = await timed(() => forgot(`ninguem.${uniqueSuffix()}@exemplo.com`));
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: REQUESTED });
    expect(unknown.body).toEqual(known.body);
    expect(knownMs).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MIN_MS - 5);
    expect(unknownMs).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MIN_MS - 5);
    // Only the known address gets an e-mail, with a link to the web app's reset screen.
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.to).toBe(athlete.email);
    expect(outbox[0]!.subject).toBe('Redefinição de senha do Areia');
    expect(outbox[0]!.text).toMatch(/^http:\/\/localhost:3000\/reset-password\/[A-Za-z0-9_-]{43}$/m);
    expect(outbox[0]!.html).toContain(`/reset-password/${tokenFromOutbox()}`);
  });

  it('answers a known address without waiting for its e-mail, so a slow mail server shows in no timing', async () => {
    const athlete = await newAthlete();
    const sent: MailMessage[] = [];
    // A mail server that never answers: the request must still end once the fixed minimum has passed.
    ctx.deps.mailer = { send: (message) => (sent.push(message), new Promise<void>(() => {})) };
    const [known] = await timed(() => forgot(athlete.email));
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ message: REQUESTED });
    expect(sent).toHaveLength(1);
  });

  it('stores only the hash of the token, valid for one hour', async () => {
    const athlete = await newAthlete();
    await forgot(athlete.email);
    const token = tokenFromOutbox();
    const rows = await ctx.deps.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, hashResetToken(token)));
    expect(rows).toHaveLength(1);
    const lifetime = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(Math.abs(lifetime - 60 * 60 * 1000)).toBeLessThan(5_000);
    const all = await ctx.deps.db.select({ tokenHash: passwordResetTokens.tokenHash }).from(passwordResetTokens);
    expect(all.some((row) => row.tokenHash === token)).toBe(false);
  });

  it('links to the calling origin when it is one of the app origins, never to a foreign one', async () => {
    const athlete = await newAthlete();
    await forgot(athlete.email, { origin: 'http://127.0.0.1:3000' });
    expect(outbox.at(-1)!.text).toContain('http://127.0.0.1:3000/reset-password/');
    await forgot(athlete.email, { origin: 'https://evil.example' });
    expect(outbox.at(-1)!.text).toContain('http://localhost:3000/reset-password/');
  });

  it('400 with the screen\'s message for an invalid email', async () => {
    const response = await forgot('sem-arroba');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: EMAIL_INVALID_FOR_RESET });
    expect(outbox).toHaveLength(0);
  });

  it(`429 after ${FORGOT_PASSWORD_LIMIT} requests for one address, known or not alike`, async () => {
    const athlete = await newAthlete();
    const stranger = `ninguem.${uniqueSuffix()}@exemplo.com`;
    for (let i = 0; i < FORGOT_PASSWORD_LIMIT; i += 1) {
      expect((await forgot(athlete.email)).status).toBe(200);
      expect((await forgot(stranger)).status).toBe(200);
    }
    const [known, unknown] = [await forgot(athlete.email), await forgot(stranger)];
    expect(known.status).toBe(429);
    expect(unknown.status).toBe(429);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toBe('Muitos pedidos de redefinição de senha. Tente novamente mais tarde.');
    expect(outbox).toHaveLength(FORGOT_PASSWORD_LIMIT);
  });

  it('writes the e-mail as an .eml file in the dev outbox when no SMTP server is configured', async () => {
    delete ctx.deps.mailer;
    const athlete = await newAthlete();
    await forgot(athlete.email);
    const dir = ctx.deps.config.outboxDir;
    expect(dir).toBe(path.join(ctx.dataDir, 'outbox'));
    let files: string[] = [];
    for (let i = 0; i < 50 && files.length === 0; i += 1) {
      files = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.eml'));
      if (files.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(dir, files[0]!), 'utf8');
    expect(eml).toMatch(new RegExp(`^To: ${athlete.email.replace('.', '\\.')}$`, 'm'));
    expect(eml).toContain('Subject: =?UTF-8?');
    // Quoted-printable wraps long lines with "=\n": unwrapped, the link is whole.
    expect(eml.replace(/=\n/g, '')).toMatch(/http:\/\/localhost:3000\/reset-password\/[A-Za-z0-9_-]{43}/);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, revokes every session, and the token works only once', async () => {
    const athlete = await newAthlete();
    const sessions = [await login(athlete.email, OLD_PASSWORD), await login(athlete.email, OLD_PASSWORD)];
    for (const session of sessions) expect((await call(ctx.app, 'GET', '/api/user/me', { token: session.body.token })).status).toBe(200);
    await forgot(athlete.email);
    const token = tokenFromOutbox();

    const done = await reset(token, NEW_PASSWORD);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: 'Senha redefinida com sucesso! Entre com a nova senha.' });

    for (const session of sessions) expect((await call(ctx.app, 'GET', '/api/user/me', { token: session.body.token })).status).toBe(401);
    expect((await login(athlete.email, OLD_PASSWORD)).status).toBe(401);
    expect((await login(athlete.email, NEW_PASSWORD)).status).toBe(200);

    const again = await reset(token, 'Outra#Senha1');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: RESET_TOKEN_INVALID });
    expect((await login(athlete.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('a reset lifts the failed-login limit that guesses from elsewhere put on the account', async () => {
    const athlete = await newAthlete();
    const guesser = '198.51.100.23';
    for (let i = 0; i < 11; i += 1) {
      await call(ctx.app, 'POST', '/api/auth/login', { json: { email: athlete.email, password: `Errada#${i}x` }, ip: guesser });
    }
    const refused = await call(ctx.app, 'POST', '/api/auth/login', { json: { email: athlete.email, password: OLD_PASSWORD }, ip: '198.51.100.99' });
    expect(refused.status).toBe(429);
    await forgot(athlete.email);
    expect((await reset(tokenFromOutbox(), NEW_PASSWORD)).status).toBe(200);
    const after = await call(ctx.app, 'POST', '/api/auth/login', { json: { email: athlete.email, password: NEW_PASSWORD }, ip: '198.51.100.99' });
    expect(after.status).toBe(200);
  });

  it('a reset revokes the account’s device tokens: a device that signed in before counts as new again', async () => {
    const athlete = await newAthlete();
    const { device } = (await call(ctx.app, 'POST', '/api/auth/login', { json: { email: athlete.email, password: OLD_PASSWORD } })).body as { device: string };
    const [user] = await ctx.deps.db.select({ id: users.id }).from(users).where(eq(users.email, athlete.email));
    expect(await ctx.deps.db.select().from(deviceTokens).where(eq(deviceTokens.userId, user!.id))).toHaveLength(1);
    await forgot(athlete.email);
    expect((await reset(tokenFromOutbox(), NEW_PASSWORD)).status).toBe(200);
    expect(await ctx.deps.db.select().from(deviceTokens).where(eq(deviceTokens.userId, user!.id))).toEqual([]);
    for (let i = 0; i < 11; i += 1) {
      await call(ctx.app, 'POST', '/api/auth/login', { json: { email: athlete.email, password: `Errada#${i}x` }, ip: '198.51.100.24' });
    }
    const revoked = await call(ctx.app, 'POST', '/api/auth/login', { json: { email: athlete.email, password: NEW_PASSWORD, device } });
    expect(revoked.status).toBe(429);
  });

  it('a reset also spends the other links the account had asked for', async () => {
    const athlete = await newAthlete();
    await forgot(athlete.email);
    const first = tokenFromOutbox();
    await forgot(athlete.email);
    const second = tokenFromOutbox();
    expect(second).not.toBe(first);
    expect((await reset(second, NEW_PASSWORD)).status).toBe(200);
    expect((await reset(first, 'Outra#Senha1')).body).toEqual({ message: RESET_TOKEN_INVALID });
  });

  it('refuses an expired token (past one hour)', async () => {
    const athlete = await newAthlete();
    await forgot(athlete.email);
    const token = tokenFromOutbox();
    await ctx.deps.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)));
    const response = await reset(token, NEW_PASSWORD);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: RESET_TOKEN_INVALID });
    expect((await login(athlete.email, OLD_PASSWORD)).status).toBe(200);
  });

  it('400 with the sign-up message for a weak password, and the token still works afterwards', async () => {
    const athlete = await newAthlete();
    await forgot(athlete.email);
    const token = tokenFromOutbox();
    for (const weak of ['curta1!', 'semespecial1', 'sem-numero!!', 'espaço 1!abc']) {
      const response = await reset(token, weak);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: PASSWORD_INVALID });
    }
    expect((await login(athlete.email, OLD_PASSWORD)).status).toBe(200);
    expect((await reset(token, NEW_PASSWORD)).status).toBe(200);
  });

  it('400 for an unknown, empty or missing token', async () => {
    for (const body of [{ token: 'x'.repeat(43), password: NEW_PASSWORD }, { token: '', password: NEW_PASSWORD }, { password: NEW_PASSWORD }]) {
      const response = await call(ctx.app, 'POST', '/api/auth/reset-password', { json: body });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: RESET_TOKEN_INVALID });
    }
  });

  it(`429 after ${RESET_FAILED_LIMIT} bad tokens from one network; other networks are unaffected`, async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < RESET_FAILED_LIMIT; i += 1) expect((await reset(`errado${i}`, NEW_PASSWORD, ip)).status).toBe(400);
    const refused = await reset('errado', NEW_PASSWORD, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Muitas tentativas de redefinição de senha. Tente novamente em alguns minutos.' });
    expect((await reset('errado', NEW_PASSWORD, '203.0.113.78')).status).toBe(400);
  });
});
