import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { arenas, notifications, openGamePlayers, openGames } from '../../platform/db/schema';
import { call, createTestContext, createUsers, type TestContext } from '../../test/context';

// On a PostgreSQL server the app's pool runs the contenders on separate connections: the game's row lock and
// player_count decide who takes a place, not the order of arrival.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function openGame(places: number) {
  const [arena] = await ctx.deps.db.select({ id: arenas.id }).from(arenas).limit(1);
  const players = await createUsers(ctx.deps, places, 600);
  const opened = await call(ctx.app, 'POST', '/api/open-games', {
    token: players[0]!.token,
    json: { arena_id: arena!.id, starts_at: new Date(Date.now() + 86_400_000).toISOString(), competitive: true },
  });
  expect(opened.status).toBe(201);
  for (const player of players.slice(1)) expect((await call(ctx.app, 'POST', `/api/open-games/${opened.body.id}/join`, { token: player.token })).status).toBe(200);
  return opened.body.id as string;
}

describe('open game races', () => {
  it('two athletes taking the last place at once: one is in, the other refused in pt-BR, and four are told once', async () => {
    const gameId = await openGame(3);
    const contenders = await createUsers(ctx.deps, 2, 600);
    const answers = await Promise.all(contenders.map((user) => call(ctx.app, 'POST', `/api/open-games/${gameId}/join`, { token: user.token })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({ message: 'Este jogo já está completo' });
    expect(await ctx.deps.db.select().from(openGamePlayers).where(eq(openGamePlayers.gameId, gameId))).toHaveLength(4);
    expect((await ctx.deps.db.select().from(openGames).where(eq(openGames.id, gameId)))[0]!.playerCount).toBe(4);
    const told = (await ctx.deps.db.select({ params: notifications.params }).from(notifications).where(eq(notifications.kind, 'open_game_full'))).filter(
      (row) => (row.params as { gameId: string }).gameId === gameId,
    );
    expect(told).toHaveLength(4);
  });

  it('eight athletes racing for the last two places: two are in, six refused, never a fifth player', async () => {
    const gameId = await openGame(2);
    const contenders = await createUsers(ctx.deps, 8, 600);
    const answers = await Promise.all(contenders.map((user) => call(ctx.app, 'POST', `/api/open-games/${gameId}/join`, { token: user.token })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    for (const answer of answers.filter((item) => item.status !== 200)) expect(answer).toMatchObject({ status: 409, body: { message: 'Este jogo já está completo' } });
    expect(await ctx.deps.db.select().from(openGamePlayers).where(eq(openGamePlayers.gameId, gameId))).toHaveLength(4);
  });
});
