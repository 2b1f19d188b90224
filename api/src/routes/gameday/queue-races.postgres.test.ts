import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { games } from '../../platform/db/schema';
import { messages } from '../../platform/http/messages';
import { call, createTestContext, type TestContext } from '../../test/context';
import { HOUR, ORGANIZER_BASE, loginOrganizer, organizerFlow } from '../../test/organizer-flow';

// Game-day steps racing on a PostgreSQL server: the app's pool runs them on separate connections, and the
// championship's row lock (domain/gameday/steps.ts) orders them.
let ctx: TestContext;
let organizer: { token: string; userId: string };
let flow: ReturnType<typeof organizerFlow>;
// The first games were due half an hour ago: the day is being played.
const startsAt = new Date(Math.floor(Date.now() / HOUR) * HOUR - HOUR / 2);

beforeAll(async () => {
  ctx = await createTestContext();
  organizer = await loginOrganizer(ctx);
  flow = organizerFlow(ctx, organizer, startsAt);
});
afterAll(async () => {
  await ctx.close();
});

/** A drawn championship of `teams` teams in pools of 4 on 2 courts, its games due from `startsAt`. */
async function drawnDay(teams: number): Promise<string> {
  const championship = await flow.championshipWithTeams(teams);
  expect((await flow.post(`${ORGANIZER_BASE}/${championship.id}/pools`, { mode: 'snake', poolSize: 4, ...flow.schedule })).status).toBe(200);
  return championship.id;
}

const rowsOf = (championshipId: string) =>
  ctx.deps.db.select({ id: games.id, court: games.court, position: games.queuePosition }).from(games).where(eq(games.championshipId, championshipId));

/** Each court's queue positions, sorted. */
async function queues(championshipId: string): Promise<Map<string, number[]>> {
  const byCourt = new Map<string, number[]>();
  for (const row of await rowsOf(championshipId)) byCourt.set(row.court!, [...(byCourt.get(row.court!) ?? []), row.position!]);
  for (const positions of byCourt.values()) positions.sort((a, b) => a - b);
  return byCourt;
}
const oneToN = (n: number) => Array.from({ length: n }, (_, index) => index + 1);

describe('game-day races that end in one state (PostgreSQL)', () => {
  it('concurrent moves of different games across the same courts leave each court numbered exactly 1..n', async () => {
    const championshipId = await drawnDay(8);
    const ids = (await rowsOf(championshipId)).map((row) => row.id).sort();
    expect(ids).toHaveLength(12);
    for (const [court, positions] of await queues(championshipId)) expect(positions, court).toEqual(oneToN(positions.length));
    for (let round = 0; round < 4; round += 1) {
      // Six games at once, each to the other court or within its own, to the front, the middle or past the end.
      const moves = ids.slice(round, round + 6).map((id, index) => ({ id, court: (index + round) % 2 === 0 ? 'Quadra 1' : 'Quadra 2', position: [1, 2, 4, 9][(index + round) % 4]! }));
      const answers = await Promise.all(moves.map((move) => call(ctx.app, 'POST', `/api/organizer/games/${move.id}/move`, { token: organizer.token, json: { court: move.court, position: move.position } })));
      for (const answer of answers) expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
      const after = await queues(championshipId);
      expect([...after.values()].flat()).toHaveLength(12);
      for (const [court, positions] of after) expect(positions, `round ${round}, ${court}`).toEqual(oneToN(positions.length));
      const placed = new Map((await rowsOf(championshipId)).map((row) => [row.id, row.court]));
      for (const move of moves) expect(placed.get(move.id)).toBe(move.court);
    }
  });

  it('two games called at once on the same court: exactly one goes on court, the other is refused 409 (court busy)', async () => {
    for (let round = 0; round < 3; round += 1) {
      const championshipId = await drawnDay(4);
      const onCourt = (await rowsOf(championshipId)).filter((row) => row.court === 'Quadra 1').sort((a, b) => a.position! - b.position!);
      expect(onCourt.length).toBeGreaterThanOrEqual(2);
      const [first, second] = [onCourt[0]!, onCourt[1]!];
      const answers = await Promise.all([first, second].map((game) => call(ctx.app, 'POST', `/api/organizer/games/${game.id}/call`, { token: organizer.token })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)!.body).toEqual({ message: messages.courtBusy('Quadra 1') });
      const called = await ctx.deps.db
        .select({ id: games.id })
        .from(games)
        .where(and(eq(games.championshipId, championshipId), eq(games.court, 'Quadra 1'), isNotNull(games.calledAt)));
      expect(called).toHaveLength(1);
      expect(called[0]!.id).toBe([first, second][answers.findIndex((answer) => answer.status === 200)]!.id);
    }
  });
});
