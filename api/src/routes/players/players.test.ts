import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { playerSchema } from '@areia/shared/core/schemas/player';
import { users } from '../../db/schema';
import { VOLEI, call, createTestContext, loginDemo, type CallResult, type TestContext } from '../../test/context';

let ctx: TestContext;
let demo: { token: string; userId: string };
beforeAll(async () => {
  ctx = await createTestContext();
  demo = await loginDemo(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

const base = `/api/players/${VOLEI}`;

/** The private values stored for these users, read from the database exactly as kept (CPF as 11 bare digits). */
async function privateValues(ids: string[]): Promise<string[]> {
  const rows = await ctx.deps.db.select({ cpf: users.cpf, email: users.email, born: users.born }).from(users).where(inArray(users.id, ids));
  expect(rows).toHaveLength(ids.length);
  return rows.flatMap((row) => [row.cpf, row.email, row.born].filter((value): value is string => Boolean(value)));
}

function expectNoneIn(body: unknown, secrets: string[]) {
  const text = JSON.stringify(body);
  expect(secrets.length).toBeGreaterThan(0);
  for (const secret of secrets) expect(text, `leaks ${secret}`).not.toContain(secret);
}

describe('GET /api/players/:modalityId', () => {
  it('lists at least 40 players by ranking with public fields only', async () => {
    const response = await call(ctx.app, 'GET', base, { token: demo.token });
    expect(response.status).toBe(200);
    const players = z.array(playerSchema).parse(response.body);
    expect(players.length).toBeGreaterThanOrEqual(40);
    expect(players.map((player) => player.ranking)).toEqual(players.map((_, index) => index + 1));
    for (let index = 1; index < players.length; index += 1) expect(players[index - 1]!.rating).toBeGreaterThanOrEqual(players[index]!.rating);
    for (const raw of response.body as Record<string, unknown>[]) {
      expect(Object.keys(raw)).not.toEqual(expect.arrayContaining(['cpf']));
      expect(raw).not.toHaveProperty('email');
      expect(raw).not.toHaveProperty('born');
      expect(raw).not.toHaveProperty('password_hash');
    }
    expect(JSON.stringify(response.body)).not.toMatch(/@|\d{3}\.\d{3}\.\d{3}-\d{2}/);
    const secrets = await privateValues(players.map((player) => player.id));
    // The seed gives most players a birth date; the check must cover CPFs, emails and dates alike.
    expect(secrets.filter((value) => /^\d{11}$/.test(value)).length).toBe(players.length);
    expectNoneIn(response.body, secrets);
    expect(players.some((player) => player.statistics.wins > 0 && player.statistics.total_championships > 0)).toBe(true);
    expect(players[0]!.sports).toEqual(['Vôlei']);
  });

  it('404 unknown modality, 401 without a token', async () => {
    expect((await call(ctx.app, 'GET', '/api/players/00000000-0000-4000-8000-000000000000', { token: demo.token })).status).toBe(404);
    expect((await call(ctx.app, 'GET', base)).status).toBe(401);
  });
});

describe('list and detail agree', () => {
  it('every row of the ranking pages equals its detail (position, statistics, category)', async () => {
    const rows: Record<string, unknown>[] = [];
    let cursor: string | null = null;
    do {
      const response: CallResult<Record<string, unknown>[]> = await call(ctx.app, 'GET', `${base}?limit=7${cursor ? `&cursor=${cursor}` : ''}`, { token: demo.token });
      expect(response.status).toBe(200);
      rows.push(...response.body);
      cursor = response.headers.get('x-next-cursor');
    } while (cursor);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(rows.some((row) => (row.statistics as { wins: number }).wins > 0)).toBe(true);
    for (const row of rows) {
      const detail = await call(ctx.app, 'GET', `${base}/${row.id as string}`, { token: demo.token });
      expect(detail.status).toBe(200);
      expect(detail.body, row.nickname as string).toEqual(row);
    }
  });
});

describe('GET /api/players/:modalityId/:playerId', () => {
  it('answers one player whose statistics match the profile', async () => {
    const response = await call(ctx.app, 'GET', `${base}/${demo.userId}`, { token: demo.token });
    expect(response.status).toBe(200);
    const player = playerSchema.parse(response.body);
    const me = (await call(ctx.app, 'GET', '/api/user/me', { token: demo.token })).body;
    expect(player).toMatchObject({ id: demo.userId, nickname: 'Demo', name: 'Demo Areia', ranking: me.ranking, minCategory: me.min_category, minScore: me.min_score });
    expect(player.statistics).toEqual({
      total_championships: me.statistics.total_championships,
      total_championships_last_6_months: me.statistics.recent_championships,
      wins: me.statistics.victories,
      losses: me.statistics.defeats,
    });
    expect(response.body).not.toHaveProperty('cpf');
    expectNoneIn(response.body, await privateValues([demo.userId]));
  });

  it('404 for unknown or malformed player ids; 401 without a token', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'x']) {
      const response = await call(ctx.app, 'GET', `${base}/${id}`, { token: demo.token });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Jogador não encontrado' });
    }
    expect((await call(ctx.app, 'GET', `${base}/${demo.userId}`)).status).toBe(401);
  });
});
