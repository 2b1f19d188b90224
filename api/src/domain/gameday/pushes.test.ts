import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { organizerGameDaySchema, type OrganizerGameDay } from '@areia/shared/core/schemas/gameday';
import { noticeWords } from '@areia/shared/core/rules/notices';
import type { Notice } from '@areia/shared/core/schemas/notification';
import { notifications } from '../../platform/db/schema';
import { call, createTestContext, type TestContext } from '../../test/context';
import { drainJobs } from '../../test/jobs';
import { HOUR, ORGANIZER_BASE, loginOrganizer, organizerFlow } from '../../test/organizer-flow';
import { startLocalPushService, type LocalPushService } from '../../test/push-service';
import { tellNextGames } from './pushes';

let ctx: TestContext;
let service: LocalPushService;
let flow: ReturnType<typeof organizerFlow>;
let organizer: { token: string; userId: string };
// The first games were due half an hour ago: the day is being played, each court's first game predicted for now.
const startsAt = new Date(Math.floor(Date.now() / HOUR) * HOUR - HOUR / 2);

beforeAll(async () => {
  service = await startLocalPushService();
  ctx = await createTestContext({ config: { pushHosts: ['127.0.0.1'], pushSubject: 'mailto:operacao@areia.app' } });
  ctx.deps.pushAgent = service.agent;
  ctx.deps.mailer = { send: async () => {} };
  organizer = await loginOrganizer(ctx);
  flow = organizerFlow(ctx, organizer, startsAt);
});
afterAll(async () => {
  await ctx.close();
  await service.close();
});
beforeEach(() => {
  ctx.deps.now = undefined;
});

async function drawnDay() {
  const championship = await flow.championshipWithTeams(4);
  expect((await flow.post(`${ORGANIZER_BASE}/${championship.id}/pools`, { mode: 'snake', poolSize: 4, ...flow.schedule })).status).toBe(200);
  const day = organizerGameDaySchema.parse((await call(ctx.app, 'GET', `${ORGANIZER_BASE}/${championship.id}/day`, { token: organizer.token })).body);
  return { championship, day };
}
const firstOn = (day: OrganizerGameDay, court: string) => day.courts.find((item) => item.court === court)!.next[0]!;
const playersOf = (championship: Awaited<ReturnType<typeof drawnDay>>['championship'], teamIds: string[]) =>
  championship.teams.filter((team) => teamIds.includes(team.id)).flatMap((team) => team.players);
const avisos = (kind: 'game_next' | 'game_called', championshipId: string) =>
  ctx.deps.db
    .select()
    .from(notifications)
    .where(eq(notifications.kind, kind))
    .then((rows) => rows.filter((row) => (row.params as { championshipId: string }).championshipId === championshipId));

describe('game-day avisos', () => {
  it('tells each court’s next game’s players about 15 minutes ahead, once, however the prediction moves', async () => {
    const { championship, day } = await drawnDay();
    const start = new Date();
    ctx.deps.now = () => start;
    await tellNextGames(ctx.deps);
    const told = await avisos('game_next', championship.id);
    const firsts = ['Quadra 1', 'Quadra 2'].map((court) => firstOn(day, court));
    const expected = playersOf(championship, firsts.flatMap((game) => [game.teamA.id, game.teamB.id])).map((player) => player.id);
    expect(told.map((row) => row.userId).sort()).toEqual([...expected].sort());
    const sample = told.find((row) => (row.params as { gameId: string }).gameId === firsts[0]!.id)!;
    expect(noticeWords({ kind: sample.kind, params: sample.params } as Notice).text).toMatch(/^Seu jogo é o próximo na Quadra 1 \(previsto \d\d:\d\d\) no campeonato /);

    // Predictions move by a few minutes (nobody called yet): nobody is told twice.
    ctx.deps.now = () => new Date(start.getTime() + 4 * 60_000);
    await tellNextGames(ctx.deps);
    expect(await avisos('game_next', championship.id)).toHaveLength(told.length);
  });

  it('a game further than 15 minutes off waits: the court’s second game is told once its predicted start is 15 minutes away', async () => {
    const { championship, day } = await drawnDay();
    const first = firstOn(day, 'Quadra 1');
    const second = day.courts.find((item) => item.court === 'Quadra 1')!.next[1]!;
    // Both courts' first games go on court: the second game's teams are all playing, its time now fixed by their ends.
    for (const game of [first, firstOn(day, 'Quadra 2')]) expect((await call(ctx.app, 'POST', `/api/organizer/games/${game.id}/call`, { token: organizer.token })).status).toBe(200);
    await tellNextGames(ctx.deps);
    const gameIdsTold = async () => (await avisos('game_next', championship.id)).map((row) => (row.params as { gameId: string }).gameId);
    expect(await gameIdsTold()).not.toContain(second.id);
    const after = organizerGameDaySchema.parse((await call(ctx.app, 'GET', `${ORGANIZER_BASE}/${championship.id}/day`, { token: organizer.token })).body);
    const predicted = new Date(after.games.find((game) => game.id === second.id)!.predictedStart);
    ctx.deps.now = () => new Date(predicted.getTime() - 16 * 60_000);
    await tellNextGames(ctx.deps);
    expect(await gameIdsTold()).not.toContain(second.id);
    ctx.deps.now = () => new Date(predicted.getTime() - 14 * 60_000);
    await tellNextGames(ctx.deps);
    expect((await gameIdsTold()).filter((id) => id === second.id)).toHaveLength(playersOf(championship, [second.teamA.id, second.teamB.id]).length);
  });

  it('“Chamado agora — Quadra N” reaches both teams at the call, as an urgent push on a subscribed phone', async () => {
    const { championship, day } = await drawnDay();
    const game = firstOn(day, 'Quadra 2');
    const [athlete] = playersOf(championship, [game.teamA.id]);
    const subscription = service.subscription();
    const key = (await call(ctx.app, 'GET', '/api/push/key')).body as { key_id: string };
    expect((await call(ctx.app, 'POST', '/api/me/push-subscriptions', { token: athlete!.token, json: { endpoint: subscription.endpoint, keys: subscription.keys, key_id: key.key_id, groups: ['games'] } })).status).toBe(200);
    await drainJobs(ctx.jobs, ctx.deps);
    service.received.length = 0;

    expect((await call(ctx.app, 'POST', `/api/organizer/games/${game.id}/call`, { token: organizer.token })).status).toBe(200);
    const called = await avisos('game_called', championship.id);
    expect(called.map((row) => row.userId).sort()).toEqual(playersOf(championship, [game.teamA.id, game.teamB.id]).map((player) => player.id).sort());
    await drainJobs(ctx.jobs, ctx.deps);
    const [push] = service.received.filter((request) => request.path === new URL(subscription.endpoint).pathname);
    expect(push!.headers).toMatchObject({ urgency: 'high', ttl: '600' });
    expect(JSON.parse(subscription.decrypt(push!.body))).toMatchObject({ title: 'Chamado agora — Quadra 2', path: `/championship/${championship.id}`, tag: `championship-${championship.id}` });
  });
});
