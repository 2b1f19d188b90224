import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { DEVICE_TOKEN_PATTERN, LOGIN_DEVICE_INVALID, loginResponseSchema, registerResponseSchema } from '@areia/shared/core/schemas/auth';
import { CPF_INVALID } from '@areia/shared/core/validation/cpf';
import { EMAIL_INVALID } from '@areia/shared/core/validation/email';
import { NICKNAME_INVALID } from '@areia/shared/core/validation/nickname';
import { PASSWORD_INVALID } from '@areia/shared/core/validation/password';
import { configFromEnv } from '../../config';
import { deviceTokens, rateLimitCounters, sessions, users } from '../../platform/db/schema';
import { call, countUsers, createTestContext, uniqueCpf, uniqueSuffix, type TestContext } from '../../test/context';

/**
 * A context whose clock stands still at the start of the current hour: the limits count in 5- and 15-minute windows of
 * the request's clock, and a test that crossed a window's edge would see its count start again.
 */
async function oneWindowContext(options: Parameters<typeof createTestContext>[0] = {}): Promise<TestContext> {
  const context = await createTestContext(options);
  const hour = 60 * 60 * 1000;
  const instant = new Date(Math.floor(Date.now() / hour) * hour + 1000);
  context.deps.now = () => instant;
  return context;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await oneWindowContext();
});
afterAll(async () => {
  await ctx.close();
});

const userCount = () => countUsers(ctx.deps);

function newAccount() {
  const suffix = uniqueSuffix();
  return { email: `Atleta.${suffix}@Exemplo.com`, password: 'Senha@123', cpf: uniqueCpf(), nickname: `Atleta ${suffix}` };
}

describe('POST /api/auth/register', () => {
  it('creates an account with an argon2id hash and answers { user }', async () => {
    const account = newAccount();
    const masked = `${account.cpf.slice(0, 3)}.${account.cpf.slice(3, 6)}.${account.cpf.slice(6, 9)}-${account.cpf.slice(9)}`;
    const response = await call(ctx.app, 'POST', '/api/auth/register', { json: { ...account, cpf: masked } });
    expect(response.status).toBe(201);
    const body = registerResponseSchema.parse(response.body);
    expect(body.user.email).toBe(account.email.toLowerCase());
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row!.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row!.cpf).toBe(account.cpf);
  });

  it.each([
    ['email', { email: 'sem-arroba' }, EMAIL_INVALID],
    ['empty email', { email: '  ' }, 'Informe seu e-mail'],
    ['password', { password: 'curta1!' }, PASSWORD_INVALID],
    ['password without special', { password: 'semespecial1' }, PASSWORD_INVALID],
    ['cpf', { cpf: '123.456.789-00' }, CPF_INVALID],
    ['nickname', { nickname: ' a ' }, NICKNAME_INVALID],
  ])('400 with the pt-BR message for a bad %s, nothing written', async (_field, patch, message) => {
    const before = await userCount();
    const response = await call(ctx.app, 'POST', '/api/auth/register', { json: { ...newAccount(), ...patch } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await userCount()).toBe(before);
  });

  it('400 for a missing field, a non-object body and malformed JSON', async () => {
    const before = await userCount();
    const { nickname: _omit, ...withoutNickname } = newAccount();
    for (const response of [
      await call(ctx.app, 'POST', '/api/auth/register', { json: withoutNickname }),
      await call(ctx.app, 'POST', '/api/auth/register', { json: [1, 2] }),
      await call(ctx.app, 'POST', '/api/auth/register', { body: '{"email":', headers: { 'content-type': 'application/json' } }),
    ]) {
      expect(response.status).toBe(400);
      expect(typeof response.body.message).toBe('string');
    }
    expect(await userCount()).toBe(before);
  });

  it('409 with pt-BR messages for a taken email, CPF or nickname (case-insensitive)', async () => {
    const account = newAccount();
    expect((await call(ctx.app, 'POST', '/api/auth/register', { json: account })).status).toBe(201);
    const again = (patch: object) => call(ctx.app, 'POST', '/api/auth/register', { json: { ...newAccount(), ...patch } });
    expect((await again({ email: account.email.toUpperCase() })).body).toEqual({ message: 'Este email já está cadastrado' });
    expect((await again({ cpf: account.cpf })).body).toEqual({ message: 'Este CPF já está cadastrado' });
    const nickname = await again({ nickname: account.nickname.toUpperCase() });
    expect(nickname.status).toBe(409);
    expect(nickname.body).toEqual({ message: 'Este apelido já está em uso' });
  });

  it('two parallel sign-ups with the same email: one 201, one 409', async () => {
    const account = newAccount();
    const responses = await Promise.all([
      call(ctx.app, 'POST', '/api/auth/register', { json: account }),
      call(ctx.app, 'POST', '/api/auth/register', { json: { ...newAccount(), email: account.email } }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.status === 409)!.body).toEqual({ message: 'Este email já está cadastrado' });
  });

  it('413 for an oversized body', async () => {
    const response = await call(ctx.app, 'POST', '/api/auth/register', { json: { ...newAccount(), nickname: 'x'.repeat(100_000) } });
    expect(response.status).toBe(413);
    expect(response.body.message).toMatch(/grande/);
  });
});

describe('POST /api/auth/login and logout', () => {
  it('answers { token, user } with Supabase-compatible claims', async () => {
    const response = await call(ctx.app, 'POST', '/api/auth/login', { json: { email: 'DEMO@areia.app', password: 'Areia@2026' } });
    expect(response.status).toBe(200);
    const body = loginResponseSchema.parse(response.body);
    const claims = decodeJwt(body.token);
    expect(claims).toMatchObject({ sub: body.user.id, role: 'authenticated', aud: 'authenticated', email: 'demo@areia.app' });
    expect(typeof claims.session_id).toBe('string');
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('401 E-mail ou senha incorretos for a wrong password or an unknown email', async () => {
    for (const json of [
      { email: 'demo@areia.app', password: 'Errada@123' },
      { email: 'ninguem@areia.app', password: 'Areia@2026' },
    ]) {
      const response = await call(ctx.app, 'POST', '/api/auth/login', { json });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'E-mail ou senha incorretos' });
    }
  });

  it('400 for blank fields', async () => {
    const response = await call(ctx.app, 'POST', '/api/auth/login', { json: { email: ' ', password: '' } });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Informe seu e-mail e sua senha');
  });

  it('logout revokes the session: the same token then gets 401', async () => {
    const login = await call(ctx.app, 'POST', '/api/auth/login', { json: { email: 'demo@areia.app', password: 'Areia@2026' } });
    const token = login.body.token as string;
    expect((await call(ctx.app, 'GET', '/api/user/me', { token })).status).toBe(200);
    const logout = await call(ctx.app, 'POST', '/api/auth/logout', { token });
    expect(logout.status).toBe(200);
    expect(typeof logout.body.message).toBe('string');
    const after = await call(ctx.app, 'GET', '/api/user/me', { token });
    expect(after.status).toBe(401);
    expect(after.body.message).toMatch(/login/i);
    const [session] = await ctx.deps.db.select().from(sessions).where(eq(sessions.id, decodeJwt(token).session_id as string));
    expect(session!.revokedAt).not.toBeNull();
    expect((await call(ctx.app, 'POST', '/api/auth/logout', { token })).status).toBe(401);
    expect((await call(ctx.app, 'POST', '/api/auth/logout')).status).toBe(401);
  });

  it('successful logins do not use up the failure budget', async () => {
    const account = newAccount();
    expect((await call(ctx.app, 'POST', '/api/auth/register', { json: account })).status).toBe(201);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await call(ctx.app, 'POST', '/api/auth/login', { json: { email: account.email, password: account.password } })).status).toBe(200);
    }
  });
});

const TOO_MANY_LOGINS = 'Muitas tentativas de login. Tente novamente em alguns minutos.';

/** A new account that has signed in once on the owner's device: its device token. */
async function accountWithDevice(app = ctx.app, ip = HOME) {
  const account = newAccount();
  expect((await call(app, 'POST', '/api/auth/register', { json: account, ip })).status).toBe(201);
  const first = await call(app, 'POST', '/api/auth/login', { json: account, ip });
  expect(first.status).toBe(200);
  return { account, device: loginResponseSchema.parse(first.body).device };
}

const HOME = '198.51.100.20';
const login = (json: object, ip = HOME, app = ctx.app) => call(app, 'POST', '/api/auth/login', { json, ip });
async function guesses(email: string, n: number, ip = HOME, app = ctx.app) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < n; attempt += 1) statuses.push((await login({ email, password: 'Errada@123' }, ip, app)).status);
  return statuses;
}

describe('device tokens: a device that signed in before is never locked out by others’ guesses', () => {
  it('a login answers a device token and keeps only its SHA-256', async () => {
    const { account, device } = await accountWithDevice();
    expect(device).toMatch(DEVICE_TOKEN_PATTERN);
    const [user] = await ctx.deps.db.select({ id: users.id }).from(users).where(eq(users.email, account.email.toLowerCase()));
    const rows = await ctx.deps.db.select().from(deviceTokens).where(eq(deviceTokens.userId, user!.id));
    expect(rows.map((row) => row.tokenHash)).toEqual([createHash('sha256').update(device).digest('hex')]);
    // Sent back, the same token is answered again: the device stays the one it was.
    const again = await login({ ...account, device });
    expect(again.body.device).toBe(device);
    expect(await ctx.deps.db.select().from(deviceTokens).where(eq(deviceTokens.userId, user!.id))).toHaveLength(1);
  });

  it('attacker and owner behind one address: after 12 wrong passwords from it, the owner’s known device gets in; a new device from it is slowed (429)', async () => {
    const { account, device } = await accountWithDevice();
    expect(await guesses(account.email, 12)).toEqual([...Array(10).fill(401), 429, 429]);
    // The attacker is throttled even with the right password (it is never checked)…
    const newDevice = await login(account);
    expect(newDevice.status).toBe(429);
    expect(newDevice.body).toEqual({ message: TOO_MANY_LOGINS });
    // …while the owner's device, on the same address, gets in at once.
    const owner = await login({ ...account, device });
    expect(owner.status).toBe(200);
    expect(loginResponseSchema.parse(owner.body).user.email).toBe(account.email.toLowerCase());
  });

  it('a known device is exempt from the per-IP limit on login; new devices on that address are held to it', async () => {
    const limited = await oneWindowContext({ config: { authIpLimit: 5 } });
    try {
      const { account, device } = await accountWithDevice(limited.app, '192.0.2.50');
      expect(await guesses(account.email, 12, HOME, limited.app)).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
      const newDevice = await login(account, HOME, limited.app);
      expect(newDevice.status).toBe(429);
      expect(newDevice.body.message).toMatch(/Muitas requisições/);
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await login({ ...account, device }, HOME, limited.app)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('a known device has its own budget: wrong guesses from it are limited too, and use none of the others’', async () => {
    const { account, device } = await accountWithDevice();
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await login({ email: account.email, password: 'Errada@123', device })).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expect((await login(account, '203.0.113.70')).status).toBe(200);
  });

  it('25 parallel wrong guesses: at most 10 are checked (401), the rest 429; the owner’s known device still gets in', async () => {
    const { account, device } = await accountWithDevice();
    const parallel = await Promise.all(
      Array.from({ length: 25 }, (_, index) => login({ email: account.email, password: `Errada@${index}` }, `203.0.113.${index}`)),
    );
    const statuses = parallel.map((response) => response.status);
    expect(statuses.every((status) => status === 401 || status === 429), statuses.join(',')).toBe(true);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect((await login(account, '203.0.113.200')).status).toBe(429);
    expect((await login({ ...account, device }, '203.0.113.200')).status).toBe(200);
  });

  it('the device token survives sign-out', async () => {
    const { account, device } = await accountWithDevice();
    const session = await login({ ...account, device });
    expect((await call(ctx.app, 'POST', '/api/auth/logout', { token: session.body.token })).status).toBe(200);
    await guesses(account.email, 11, '203.0.113.71');
    expect((await login(account)).status).toBe(429);
    const back = await login({ ...account, device });
    expect(back.status).toBe(200);
    expect(back.body.device).toBe(device);
  });

  it('a forged token, or another account’s, counts as a new device: slowed like one, and given a token of its own', async () => {
    const { account } = await accountWithDevice();
    const other = await accountWithDevice();
    const forged = randomBytes(32).toString('base64url');
    const fresh = await login({ ...account, device: forged });
    expect(fresh.status).toBe(200);
    expect(fresh.body.device).not.toBe(forged);
    await guesses(account.email, 11, '203.0.113.72');
    for (const device of [forged, other.device]) {
      const response = await login({ ...account, device });
      expect(response.status).toBe(429);
      expect(response.body).toEqual({ message: TOO_MANY_LOGINS });
    }
  });

  it.each([
    ['a number', 12345, 400],
    ['an object', { token: 'x' }, 400],
    ['null', null, 400],
    ['a string too long', 'a'.repeat(300), 400],
    ['a string of another shape', 'not a device token', 200],
    ['an empty string', '', 200],
  ] as const)('a device value that is %s: %i, never a 5xx, and no device is trusted for it', async (_kind, device, status) => {
    const account = newAccount();
    expect((await call(ctx.app, 'POST', '/api/auth/register', { json: account })).status).toBe(201);
    const response = await login({ ...account, device });
    expect(response.status).toBe(status);
    if (status === 400) expect(response.body).toEqual({ message: LOGIN_DEVICE_INVALID });
    else expect(response.body.device).toMatch(DEVICE_TOKEN_PATTERN);
  });
});

describe('per-IP limit behind trusted proxies (AREIA_TRUSTED_PROXIES)', () => {
  it('counts the right-most untrusted X-Forwarded-For hop when the peer is a trusted proxy, the peer otherwise', async () => {
    const limited = await oneWindowContext({ config: { authIpLimit: 2, trustedProxies: ['10.0.0.5', '10.0.0.6'] } });
    try {
      const login = (ip: string, forwardedFor?: string) =>
        call(limited.app, 'POST', '/api/auth/login', {
          json: { email: 'x@y.com', password: 'a' },
          ip,
          headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
        });
      // Two clients behind the same load balancer each get their own budget.
      for (let index = 0; index < 2; index += 1) expect((await login('10.0.0.5', '198.51.100.1')).status).toBe(401);
      expect((await login('10.0.0.5', '198.51.100.1')).status).toBe(429);
      expect((await login('10.0.0.5', '198.51.100.2')).status).toBe(401);
      // Chained trusted proxies are skipped, and an IPv4-mapped peer address counts as the same proxy.
      expect((await login('::ffff:10.0.0.5', '198.51.100.2, 10.0.0.6')).status).toBe(401);
      expect((await login('10.0.0.5', '198.51.100.2')).status).toBe(429);
      // A spoofed left-most hop does not buy a new budget: the proxy appended the real address on the right.
      expect((await login('10.0.0.5', '203.0.113.99, 198.51.100.1')).status).toBe(429);
      // From an untrusted peer the header is ignored.
      expect((await login('192.0.2.9', '198.51.100.50')).status).toBe(401);
      expect((await login('192.0.2.9', '198.51.100.51')).status).toBe(401);
      expect((await login('192.0.2.9', '198.51.100.52')).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('reads AREIA_TRUSTED_PROXIES as a comma list, none by default', () => {
    expect(configFromEnv({}).trustedProxies).toEqual([]);
    expect(configFromEnv({ AREIA_TRUSTED_PROXIES: ' 10.0.0.5, ::ffff:10.0.0.6 ,' }).trustedProxies).toEqual(['10.0.0.5', '10.0.0.6']);
  });
});

describe('per-IP limit on /api/auth/*', () => {
  it('counts calls per client IP in the database and answers 429 past the limit', async () => {
    const limited = await oneWindowContext({ config: { authIpLimit: 3 } });
    try {
      const login = () => call(limited.app, 'POST', '/api/auth/login', { json: { email: 'x@y.com', password: 'a' }, ip: '203.0.113.7' });
      for (let index = 0; index < 3; index += 1) expect((await login()).status).toBe(401);
      const blocked = await login();
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/Muitas requisições/);
      const otherIp = await call(limited.app, 'POST', '/api/auth/login', { json: { email: 'x@y.com', password: 'a' }, ip: '203.0.113.8' });
      expect(otherIp.status).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('a flood of 400 refused requests leaves a bounded number of rate-limit rows (one counter per key and window)', async () => {
    const limited = await oneWindowContext({ config: { authIpLimit: 3 } });
    try {
      const statuses = await Promise.all(
        Array.from({ length: 400 }, () => call(limited.app, 'POST', '/api/auth/login', { json: { email: 'flood@y.com', password: 'a' }, ip: '203.0.113.9' })),
      );
      expect(statuses.filter((response) => response.status === 429).length).toBeGreaterThanOrEqual(397);
      expect(statuses.every((response) => response.status === 401 || response.status === 429)).toBe(true);
      const [{ value: rows }] = (await limited.deps.db.select({ value: count() }).from(rateLimitCounters)) as [{ value: number }];
      // auth-ip:203.0.113.9 and login-failed:flood@y.com, each in at most two windows (the flood may cross a boundary).
      expect(rows).toBeLessThanOrEqual(4);
      const counters = await limited.deps.db.select().from(rateLimitCounters);
      expect(counters.filter((row) => row.key === 'auth-ip:203.0.113.9').reduce((sum, row) => sum + row.count, 0)).toBe(400);
    } finally {
      await limited.close();
    }
  });
});

describe('per-IP sign-up limit', () => {
  it('answers 429 with a pt-BR message past AREIA_SIGNUP_IP_LIMIT sign-ups from one IP, other IPs unaffected', async () => {
    const limited = await oneWindowContext({ config: { signupIpLimit: 2 } });
    try {
      const register = (ip: string) => call(limited.app, 'POST', '/api/auth/register', { json: newAccount(), ip });
      expect((await register('203.0.113.30')).status).toBe(201);
      expect((await register('203.0.113.30')).status).toBe(201);
      const before = await countUsers(limited.deps);
      const refused = await register('203.0.113.30');
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: 'Muitos cadastros a partir desta rede. Tente novamente mais tarde.' });
      expect(await countUsers(limited.deps)).toBe(before);
      expect((await register('203.0.113.31')).status).toBe(201);
      expect(configFromEnv({}).signupIpLimit).toBe(10);
    } finally {
      await limited.close();
    }
  });
});

describe('tokens with ids that cannot exist', () => {
  it('a validly signed token whose session_id or sub is not a uuid is 401, not 500', async () => {
    const { SignJWT } = await import('jose');
    for (const [sub, sessionId] of [['not-a-uuid', 'not-a-uuid'], ['00000000-0000-4000-8000-000000000000', "'; select 1; --"], ['x', '00000000-0000-4000-8000-000000000000']]) {
      const forged = await new SignJWT({ role: 'authenticated', email: 'demo@areia.app', session_id: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub!)
        .setAudience('authenticated')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(ctx.deps.jwtSecret!);
      const response = await call(ctx.app, 'GET', '/api/user/me', { token: forged });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Não autenticado. Faça login novamente.' });
    }
  });
});
