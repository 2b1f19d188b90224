import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { playerSchema } from '@areia/shared/schemas/player';
import { VOLEI, call, createTestContext, loginDemo, type TestContext } from '../../test/context';

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
    expect(players.some((player) => player.statistics.wins > 0 && player.statistics.total_championships > 0)).toBe(true);
    expect(players[0]!.sports).toEqual(['Vôlei']);
  });

  it('404 unknown modality, 401 without a token', async () => {
    expect((await call(ctx.app, 'GET', '/api/players/00000000-0000-4000-8000-000000000000', { token: demo.token })).status).toBe(404);
    expect((await call(ctx.app, 'GET', base)).status).toBe(401);
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
