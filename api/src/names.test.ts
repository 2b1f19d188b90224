import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NICKNAME_CHARACTERS_INVALID, NICKNAME_INVALID } from '@areia/shared/core/validation/nickname';
import { users } from './platform/db/schema';
import { call, countUsers, createTestContext, createUsers, uniqueCpf, uniqueSuffix, type TestContext } from './test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const userCount = () => countUsers(ctx.deps);
const account = (nickname: string) => ({ email: `nome.${uniqueSuffix()}@exemplo.com`, password: 'Senha@123', cpf: uniqueCpf(), nickname });
const TAKEN = 'Este apelido já está em uso';

describe('nicknames: visible, NFC, unique by folded form', () => {
  it('sign-up refuses invisible, control and bidi characters and blank names with the form\'s pt-BR messages', async () => {
    const before = await userCount();
    const cases: [string, string][] = [
      ['\u200b\u200b', NICKNAME_CHARACTERS_INVALID],
      ['\u3164\u3164', NICKNAME_CHARACTERS_INVALID],
      ['\u2800\u2800', NICKNAME_CHARACTERS_INVALID],
      ['Ana\u202Eevil', NICKNAME_CHARACTERS_INVALID],
      ['Ana\nBeta', NICKNAME_CHARACTERS_INVALID],
      ['Demo\u200b', NICKNAME_CHARACTERS_INVALID],
      ['    ', NICKNAME_INVALID],
    ];
    for (const [nickname, message] of cases) {
      const response = await call(ctx.app, 'POST', '/api/auth/register', { json: account(nickname) });
      expect(response.status, JSON.stringify(nickname)).toBe(400);
      expect(response.body).toEqual({ message });
    }
    expect(await userCount()).toBe(before);
  });

  it('409 for a look-alike of an existing nickname (case, accents, Cyrillic/Greek letters, inner spaces, full-width)', async () => {
    const before = await userCount();
    for (const nickname of ['DEMO', 'Démo', 'Dеmo', 'Dεmo', 'D e m o', 'Ｄｅｍｏ']) {
      const response = await call(ctx.app, 'POST', '/api/auth/register', { json: account(nickname) });
      expect(response.status, nickname).toBe(409);
      expect(response.body).toEqual({ message: TAKEN });
    }
    expect(await userCount()).toBe(before);
  });

  it('stores the nickname NFC-normalized and trimmed, and its folded form', async () => {
    const nickname = `Jose\u0301 ${uniqueSuffix()}`;
    const response = await call(ctx.app, 'POST', '/api/auth/register', { json: account(`  ${nickname} `) });
    expect(response.status).toBe(201);
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, response.body.user.id));
    expect(row!.nickname).toBe(nickname.normalize('NFC'));
    expect(row!.nicknameFolded).toBe(`jose${nickname.split(' ')[1]}`);
  });

  it('profile editing applies the same rules: 400 for invisible characters, 409 for a look-alike, own nickname re-saved is fine', async () => {
    const [user] = await createUsers(ctx.deps, 1);
    const put = (nickname: string) => call(ctx.app, 'PUT', '/api/user/me', { token: user!.token, json: { nickname } });
    expect((await put('Ana\u200b')).body).toEqual({ message: NICKNAME_CHARACTERS_INVALID });
    const lookalike = await put('Dеmo');
    expect(lookalike.status).toBe(409);
    expect(lookalike.body).toEqual({ message: TAKEN });
    const own = `Própria ${uniqueSuffix()}`;
    expect((await put(own)).status).toBe(200);
    expect((await put(own.toUpperCase())).status).toBe(200);
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, user!.id));
    expect(row!.nicknameFolded).toBe(`propria${own.split(' ')[1]}`);
  });

  it('full names refuse control and bidi characters too', async () => {
    const [user] = await createUsers(ctx.deps, 1);
    const response = await call(ctx.app, 'PUT', '/api/user/me', { token: user!.token, json: { full_name: 'Ana\u202ESilva' } });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/invisíveis/);
  });
});

describe('invalid UTF-8 in a JSON body', () => {
  it('is a 400 with a pt-BR message, never stored as U+FFFD', async () => {
    const before = await userCount();
    const json = JSON.stringify(account('Nome XX'));
    const bytes = new TextEncoder().encode(json);
    const at = json.indexOf('XX');
    bytes[at] = 0xc3; // a lead byte followed by an ASCII byte: not UTF-8
    const response = await call(ctx.app, 'POST', '/api/auth/register', { body: bytes, headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'O corpo da requisição não é um texto UTF-8 válido' });
    expect(await userCount()).toBe(before);
    const lone = new Uint8Array([...new TextEncoder().encode('{"email":"'), 0xff, 0xfe, ...new TextEncoder().encode('"}')]);
    expect((await call(ctx.app, 'POST', '/api/auth/login', { body: lone, headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });

  it('a lone surrogate written as an escape ("\\ud800") is the same 400: no text holds it, and nothing is stored', async () => {
    const [user] = await createUsers(ctx.deps, 1);
    const [before] = await ctx.deps.db.select().from(users).where(eq(users.id, user!.id));
    for (const full_name of ['Ana \ud800', 'Ana \udfff Silva', 'Ana\u200b\ud800']) {
      const response = await call(ctx.app, 'PUT', '/api/user/me', { token: user!.token, json: { full_name } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'O corpo da requisição não é um texto UTF-8 válido' });
    }
    const [after] = await ctx.deps.db.select().from(users).where(eq(users.id, user!.id));
    expect(after!.fullName).toBe(before!.fullName);
    // A pair is text: an emoji written as two escapes is stored as the emoji.
    const pair = new TextEncoder().encode('{"full_name":"Ana \\ud83c\\udfd0"}');
    expect((await call(ctx.app, 'PUT', '/api/user/me', { token: user!.token, body: pair, headers: { 'content-type': 'application/json' } })).status).toBe(200);
    const [paired] = await ctx.deps.db.select().from(users).where(eq(users.id, user!.id));
    expect(paired!.fullName).toBe('Ana 🏐');
  });
});
