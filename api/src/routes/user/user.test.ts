import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { updateProfileSchema, userProfileSchema } from '@areia/shared/core/schemas/user';
import { createApp } from '../../app';
import { users } from '../../platform/db/schema';
import { signSessionToken } from '../../platform/auth/auth';
import { ORGANIZER_ACCOUNT } from '../../seed/seed';
import { VOLEI, call, createTestContext, createUsers, loginDemo, type TestContext } from '../../test/context';

let ctx: TestContext;
let demo: { token: string; userId: string };
beforeAll(async () => {
  ctx = await createTestContext();
  demo = await loginDemo(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/user/me', () => {
  it('answers the profile shape with ranking, statistics and modalities', async () => {
    const response = await call(ctx.app, 'GET', '/api/user/me', { token: demo.token });
    expect(response.status).toBe(200);
    const profile = userProfileSchema.parse(response.body);
    // 44 players and the demo athlete: the organizer has not turned Vôlei on, so is not one of them.
    expect(profile).toMatchObject({ email: 'demo@areia.app', nickname: 'Demo', total_players: 45, isOrganizer: false });
    expect(profile.ranking).toBeGreaterThanOrEqual(1);
    expect(profile.modalities).toEqual([{ modality: VOLEI, status: 'active' }]);
    // The demo plays in two seeded championships that already happened, with finished games.
    expect(profile.statistics.total_championships).toBe(2);
    expect(profile.statistics.victories + profile.statistics.defeats).toBeGreaterThan(0);
    // Rating 520 is Intermediário, and its finished championships kept it there: playing an Open is not holding it.
    const [row] = await ctx.deps.db.select({ category: users.category }).from(users).where(eq(users.id, demo.userId));
    expect(row!.category).toBe('Intermediário');
    expect(profile.min_category).toBe('Intermediário');
  });

  it('an account that never played a rated game has reliability 0, whatever its static rating; a played one more', async () => {
    // The organizer's static rating (300) starts a σ of 50 (88 % before), but no game has confirmed it.
    const organizer = await call(ctx.app, 'POST', '/api/auth/login', { json: { email: ORGANIZER_ACCOUNT.email, password: ORGANIZER_ACCOUNT.password } });
    const [row] = await ctx.deps.db.select({ lastGameAt: users.lastGameAt, rating: users.rating }).from(users).where(eq(users.email, ORGANIZER_ACCOUNT.email));
    expect(row).toMatchObject({ lastGameAt: null, rating: 300 });
    const me = userProfileSchema.parse((await call(ctx.app, 'GET', '/api/user/me', { token: organizer.body.token })).body);
    expect(me.level_reliability).toBe(0);
    expect(me.min_category_reason).toContain('com 0 % de confiança');
    // The demo athlete played finished championships: their level has been seen.
    const demoMe = userProfileSchema.parse((await call(ctx.app, 'GET', '/api/user/me', { token: demo.token })).body);
    expect(demoMe.level_reliability).toBeGreaterThan(0);
  });

  it('401 without a token, with a garbage, tampered, expired or wrong-secret token', async () => {
    const [user] = await createUsers(ctx.deps, 1);
    const [, payload, signature] = user!.token.split('.');
    const decoded = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...decoded, sub: demo.userId })).toString('base64url');
    const tampered = `${user!.token.split('.')[0]}.${forgedPayload}.${signature}`;
    const expired = await signSessionToken(ctx.deps, {
      userId: user!.id,
      email: user!.email,
      sessionId: decoded.session_id,
      expiresAt: new Date(Date.now() - 60_000),
    });
    const otherSecret = await signSessionToken(
      { ...ctx.deps, jwtSecret: new TextEncoder().encode('another-secret-another-secret-000000') },
      { userId: user!.id, email: user!.email, sessionId: decoded.session_id, expiresAt: new Date(Date.now() + 60_000) },
    );
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer' },
      { authorization: 'Bearer abc.def.ghi' },
      { authorization: `Bearer ${tampered}` },
      { authorization: `Bearer ${expired}` },
      { authorization: `Bearer ${otherSecret}` },
      { authorization: `Basic ${user!.token}` },
    ]) {
      const response = await call(ctx.app, 'GET', '/api/user/me', { headers });
      expect(response.status, JSON.stringify(headers)).toBe(401);
      expect(response.body).toEqual({ message: 'Não autenticado. Faça login novamente.' });
    }
    expect((await call(ctx.app, 'GET', '/api/user/me', { token: user!.token })).status).toBe(200);
  });
});

describe('PUT /api/user/me', () => {
  it('updates the profile and the active modalities', async () => {
    const [user] = await createUsers(ctx.deps, 1);
    const body = updateProfileSchema.parse({ full_name: 'Maria da Praia', nickname: 'Mari Areia', born: '1990-01-31', gender: 'feminino', modalities: [{ modality: VOLEI, status: 'active' }] });
    const response = await call(ctx.app, 'PUT', '/api/user/me', { token: user!.token, json: body });
    expect(response.status).toBe(200);
    const profile = userProfileSchema.parse(response.body);
    expect(profile).toMatchObject({ full_name: 'Maria da Praia', nickname: 'Mari Areia', born: '1990-01-31', gender: 'feminino' });
    expect(profile.modalities).toEqual([{ modality: VOLEI, status: 'active' }]);
    const off = await call(ctx.app, 'PUT', '/api/user/me', { token: user!.token, json: { modalities: [], born: null, gender: null, full_name: '' } });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ modalities: [{ modality: VOLEI, status: 'inactive' }], born: null, gender: null, full_name: null, nickname: 'Mari Areia' });
  });

  it.each([
    ['short nickname', { nickname: 'a' }],
    ['future birth date', { born: '2999-01-01' }],
    ['impossible date', { born: '2001-02-30' }],
    ['unknown gender', { gender: 'robô' }],
    ['unknown modality', { modalities: [{ modality: '00000000-0000-4000-8000-000000000000', status: 'active' }] }],
    ['bad modality status', { modalities: [{ modality: VOLEI, status: 'paused' }] }],
    ['long full name', { full_name: 'x'.repeat(121) }],
  ])('400 for a %s and nothing changes', async (_case, json) => {
    const [user] = await createUsers(ctx.deps, 1);
    const [before] = await ctx.deps.db.select().from(users).where(eq(users.id, user!.id));
    const response = await call(ctx.app, 'PUT', '/api/user/me', { token: user!.token, json });
    expect(response.status).toBe(400);
    expect(typeof response.body.message).toBe('string');
    const [after] = await ctx.deps.db.select().from(users).where(eq(users.id, user!.id));
    expect(after).toEqual(before);
  });

  it.each([
    ['36 dashes', '-'.repeat(36)],
    ['36 hex digits and dashes in the wrong places', 'abcdef12-abcdef12-abcd-abcd-abcdef12'],
    ['36 letters', 'g'.repeat(36)],
    ['uuid shape with non-hex letters', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz'],
    ['short', 'volei'],
  ])('400 Modalidade inválida (never 500) for a malformed modality id: %s', async (_case, modality) => {
    const [user] = await createUsers(ctx.deps, 1);
    const response = await call(ctx.app, 'PUT', '/api/user/me', { token: user!.token, json: { nickname: 'Nao Muda', modalities: [{ modality, status: 'active' }] } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Modalidade inválida' });
    const [after] = await ctx.deps.db.select().from(users).where(eq(users.id, user!.id));
    expect(after!.nickname).toBe(user!.nickname);
  });

  it('updateProfileSchema itself rejects a malformed modality id with the pt-BR message (the front end validates with it)', () => {
    const result = updateProfileSchema.safeParse({ modalities: [{ modality: '-'.repeat(36), status: 'active' }] });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe('Modalidade inválida');
    expect(updateProfileSchema.safeParse({ modalities: [{ modality: VOLEI, status: 'active' }] }).success).toBe(true);
  });

  it('two users taking the same new nickname at once: one 200, one 409 Este apelido já está em uso (never 500)', async () => {
    const [first, second] = await createUsers(ctx.deps, 2);
    const nickname = `Corrida ${first!.nickname}`;
    const responses = await Promise.all([first, second].map((user) => call(ctx.app, 'PUT', '/api/user/me', { token: user!.token, json: { nickname } })));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.status === 409)!.body).toEqual({ message: 'Este apelido já está em uso' });
  });

  it('409, not 500, when another user takes the nickname between the check and the save', async () => {
    const [user, rival] = await createUsers(ctx.deps, 2);
    const nickname = `Vencedor ${user!.nickname}`;
    // The rival's update lands right before this request's transaction starts: the pre-check has already passed.
    const db = new Proxy(ctx.deps.db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver);
        return async (...args: Parameters<typeof target.transaction>) => {
          await target.update(users).set({ nickname: nickname.toUpperCase() }).where(eq(users.id, rival!.id));
          return target.transaction(...args);
        };
      },
    });
    const racing = createApp({ ...ctx.deps, db });
    const response = await call(racing, 'PUT', '/api/user/me', { token: user!.token, json: { nickname } });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Este apelido já está em uso' });
  });

  it('409 when the nickname belongs to someone else; 401 without a token', async () => {
    const [user] = await createUsers(ctx.deps, 1);
    const response = await call(ctx.app, 'PUT', '/api/user/me', { token: user!.token, json: { nickname: 'demo' } });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Este apelido já está em uso' });
    expect((await call(ctx.app, 'PUT', '/api/user/me', { json: { nickname: 'Qualquer' } })).status).toBe(401);
  });
});

describe('PUT /api/user/avatar', () => {
  const form = (bytes: Uint8Array, name = 'foto.png', type = 'image/png') => {
    const data = new FormData();
    data.append('avatar', new File([bytes], name, { type }));
    return data;
  };

  it('re-encodes to at most 1024 px without metadata, stores it and serves it', async () => {
    const [user] = await createUsers(ctx.deps, 1);
    const jpeg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#3a8' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'segredo', Artist: 'GPS na foto' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await call(ctx.app, 'PUT', '/api/user/avatar', { token: user!.token, body: form(jpeg, 'foto.jpg', 'image/jpeg') });
    expect(response.status).toBe(200);
    expect(response.body.avatar_url).toMatch(/^http:\/\/localhost\/media\/avatars\/.+\.webp$/);
    const served = await ctx.app.request(new URL(response.body.avatar_url).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(Math.max(metadata.width!, metadata.height!)).toBe(1024);
    expect(metadata.exif).toBeUndefined();
    const me = await call(ctx.app, 'GET', '/api/user/me', { token: user!.token });
    expect(me.body.avatar_url).toBe(response.body.avatar_url);
  });

  it('400 Arquivo de imagem inválido for bytes that are not an image, even named .png', async () => {
    const [user] = await createUsers(ctx.deps, 1);
    const fake = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const response = await call(ctx.app, 'PUT', '/api/user/avatar', { token: user!.token, body: form(fake) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Arquivo de imagem inválido' });
    const truncatedPng = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]);
    expect((await call(ctx.app, 'PUT', '/api/user/avatar', { token: user!.token, body: form(truncatedPng) })).body).toEqual({ message: 'Arquivo de imagem inválido' });
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, user!.id));
    expect(row!.avatarPath).toBeNull();
  });

  it('400 without the avatar field, 413 above 5 MB, 401 without a token', async () => {
    const [user] = await createUsers(ctx.deps, 1);
    const empty = new FormData();
    empty.append('other', 'x');
    expect((await call(ctx.app, 'PUT', '/api/user/avatar', { token: user!.token, body: empty })).status).toBe(400);
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooBig = await call(ctx.app, 'PUT', '/api/user/avatar', { token: user!.token, body: form(big) });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({ message: 'A imagem deve ter no máximo 5 MB' });
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await call(ctx.app, 'PUT', '/api/user/avatar', { body: form(png) })).status).toBe(401);
  });
});
