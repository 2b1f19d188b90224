import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gameDaySchema, myGameDaySchema, organizerGameDaySchema, type OrganizerGameDay } from '@areia/shared/core/schemas/gameday';
import { arenas, championships, checkIns, games } from '../../platform/db/schema';
import { VOLEI, call, createTestContext, type TestContext } from '../../test/context';
import { HOUR, ORGANIZER_BASE, loginOrganizer, organizerFlow } from '../../test/organizer-flow';

let ctx: TestContext;
let flow: ReturnType<typeof organizerFlow>;
let organizer: { token: string; userId: string };
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

/** A drawn championship of 4 teams in one pool on 2 courts, its games due from `startsAt`. */
async function drawnDay() {
  const championship = await flow.championshipWithTeams(4);
  expect((await flow.post(`${ORGANIZER_BASE}/${championship.id}/pools`, { mode: 'snake', poolSize: 4, ...flow.schedule })).status).toBe(200);
  return championship;
}

const organizerDay = async (id: string) => organizerGameDaySchema.parse((await call(ctx.app, 'GET', `${ORGANIZER_BASE}/${id}/day`, { token: organizer.token })).body);
const step = (method: string, path: string, json?: unknown, token = organizer.token) => call(ctx.app, method, path, { token, ...(json === undefined ? {} : { json }) });
const firstOn = (day: OrganizerGameDay, court: string) => day.games.filter((game) => game.court === court).sort((a, b) => a.position - b.position)[0]!;

describe('the public game day', () => {
  it('answers without a session: courts, queues with predicted times, standings, nicknames only', async () => {
    const championship = await drawnDay();
    const response = await call(ctx.app, 'GET', `/api/live/championships/${championship.id}/day`);
    expect(response.status).toBe(200);
    const day = gameDaySchema.parse(response.body);
    expect(day.courts.map((court) => court.court)).toEqual(['Quadra 1', 'Quadra 2']);
    expect(day.games).toHaveLength(6);
    expect(day.standings).toHaveLength(4);
    const nicknames = championship.teams.flatMap((team) => team.players.map((player) => player.nickname));
    expect(day.games[0]!.teamA.name).toMatch(/ \/ /);
    const text = JSON.stringify(response.body);
    for (const team of championship.teams) for (const player of team.players) expect(text).not.toContain(player.email);
    expect(nicknames.some((nickname) => text.includes(nickname))).toBe(true);
    // Nobody called a game due half an hour ago: the queues are predicted from now, behind the draw's times.
    const first = day.courts[0]!.next[0]!;
    expect(first.state).toBe('aguardando');
    expect(new Date(first.predictedStart).getTime()).toBeGreaterThanOrEqual(Date.now() - 5_000);
    expect(first.delayMinutes).toBeGreaterThanOrEqual(29);
  });

  it('answers 404 in Portuguese for an unknown championship', async () => {
    const response = await call(ctx.app, 'GET', '/api/live/championships/6f1c2b1e-0000-4000-8000-000000000000/day');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Campeonato não encontrado');
  });
});

describe('the organizer\'s steps', () => {
  it('calls a game to its court, and the court\'s next game waits for it at the day\'s pace', async () => {
    const championship = await drawnDay();
    const before = await organizerDay(championship.id);
    const first = firstOn(before, 'Quadra 1');
    const called = await step('POST', `/api/organizer/games/${first.id}/call`);
    expect(called.status).toBe(200);
    const day = organizerGameDaySchema.parse(called.body);
    const court = day.courts.find((item) => item.court === 'Quadra 1')!;
    expect(court.current?.id).toBe(first.id);
    expect(court.current?.state).toBe('em_quadra');
    const next = court.next[0]!;
    expect(new Date(next.predictedStart).getTime()).toBeGreaterThanOrEqual(new Date(court.current!.calledAt!).getTime() + 30 * 60_000 - 1000);

    const again = await step('POST', `/api/organizer/games/${first.id}/call`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Este jogo já foi chamado para a quadra');
    const busy = await step('POST', `/api/organizer/games/${next.id}/call`);
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe('Quadra 1 ainda tem um jogo em andamento: encerre-o pelo placar antes de chamar o próximo');

    // "Encerrar" is the score: the game ends, and the next one may be called.
    expect((await flow.saveScore(first.id, [[21, 15], [21, 17]], first.version)).status).toBe(200);
    const [ended] = await ctx.deps.db.select().from(games).where(eq(games.id, first.id));
    expect(ended!.endedAt).not.toBeNull();
    expect((await step('POST', `/api/organizer/games/${next.id}/call`)).status).toBe(200);
  });

  it('moves a waiting game to another court and place, renumbering both queues', async () => {
    const championship = await drawnDay();
    const before = await organizerDay(championship.id);
    const moving = before.games.filter((game) => game.court === 'Quadra 2').sort((a, b) => a.position - b.position).at(-1)!;
    const moved = await step('POST', `/api/organizer/games/${moving.id}/move`, { court: 'Quadra 1', position: 1 });
    expect(moved.status).toBe(200);
    const rows = await ctx.deps.db.select().from(games).where(eq(games.championshipId, championship.id));
    for (const court of ['Quadra 1', 'Quadra 2']) {
      const positions = rows.filter((row) => row.court === court).map((row) => row.queuePosition).sort((a, b) => a! - b!);
      expect(positions).toEqual(positions.map((_, index) => index + 1));
    }
    expect(rows.find((row) => row.id === moving.id)).toMatchObject({ court: 'Quadra 1', queuePosition: 1 });
    const later = new Date(Date.now() + 3 * HOUR);
    const postponed = organizerGameDaySchema.parse((await step('POST', `/api/organizer/games/${moving.id}/move`, { notBefore: later.toISOString() })).body);
    expect(new Date(postponed.games.find((game) => game.id === moving.id)!.predictedStart).getTime()).toBeGreaterThanOrEqual(later.getTime());
    // The day says the "não antes de" it holds, so the organizer's form shows it and can take it back.
    expect(postponed.games.find((game) => game.id === moving.id)!.notBefore).toBe(later.toISOString());
    const cleared = organizerGameDaySchema.parse((await step('POST', `/api/organizer/games/${moving.id}/move`, { notBefore: null })).body);
    expect(cleared.games.find((game) => game.id === moving.id)!.notBefore).toBeNull();
    expect(new Date(cleared.games.find((game) => game.id === moving.id)!.predictedStart).getTime()).toBeLessThan(later.getTime());

    expect((await step('POST', `/api/organizer/games/${moving.id}/move`, { court: 'Quadra 9' })).status).toBe(422);
    expect((await step('POST', `/api/organizer/games/${moving.id}/move`, {})).status).toBe(400);
    expect((await step('POST', `/api/organizer/games/${moving.id}/move`, { position: 0 })).status).toBe(400);
    await step('POST', `/api/organizer/games/${moving.id}/call`);
    const refused = await step('POST', `/api/organizer/games/${moving.id}/move`, { court: 'Quadra 2' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Só um jogo que ainda não foi chamado pode mudar de quadra ou de horário');
  });

  it('pauses a court until a time, which its queue waits for, and frees it', async () => {
    const championship = await drawnDay();
    const until = new Date(Date.now() + 45 * 60_000);
    const paused = organizerGameDaySchema.parse((await step('PUT', `${ORGANIZER_BASE}/${championship.id}/courts/Quadra%202/pause`, { until: until.toISOString() })).body);
    const court = paused.courts.find((item) => item.court === 'Quadra 2')!;
    expect(court.unavailableUntil).toBe(until.toISOString());
    expect(new Date(court.next[0]!.predictedStart).getTime()).toBeGreaterThanOrEqual(until.getTime());
    const freed = organizerGameDaySchema.parse((await step('DELETE', `${ORGANIZER_BASE}/${championship.id}/courts/Quadra%202/pause`)).body);
    expect(freed.courts.find((item) => item.court === 'Quadra 2')!.unavailableUntil).toBeNull();
    expect((await step('PUT', `${ORGANIZER_BASE}/${championship.id}/courts/Quadra%202/pause`, { until: new Date(Date.now() - 60_000).toISOString() })).status).toBe(422);
    expect((await step('PUT', `${ORGANIZER_BASE}/${championship.id}/courts/Quadra%207/pause`, { until: until.toISOString() })).status).toBe(422);
    expect((await step('PUT', `${ORGANIZER_BASE}/${championship.id}/courts/Quadra%202/pause`, { until: 'amanhã' })).status).toBe(400);
  });

  it('gives W.O.: the present team wins 21–0 21–0 and the absent one scores no match point', async () => {
    const championship = await drawnDay();
    const day = await organizerDay(championship.id);
    const game = day.games[0]!;
    const absent = game.teamB.id;
    expect((await step('POST', `/api/organizer/games/${game.id}/forfeit`, { teamId: championship.id })).status).toBe(422);
    const done = organizerGameDaySchema.parse((await step('POST', `/api/organizer/games/${game.id}/forfeit`, { teamId: absent })).body);
    const after = done.games.find((item) => item.id === game.id)!;
    expect(after).toMatchObject({ state: 'encerrado', forfeitTeamId: absent, scoreA: 2, scoreB: 0, sets: [{ a: 21, b: 0 }, { a: 21, b: 0 }] });
    const rows = done.standings;
    expect(rows.find((row) => row.team_id === absent)).toMatchObject({ games: 1, defeats: 1, points: 0 });
    expect(rows.find((row) => row.team_id === game.teamA.id)).toMatchObject({ games: 1, wins: 1, points: 2 });
    expect((await step('POST', `/api/organizer/games/${game.id}/forfeit`, { teamId: absent })).status).toBe(409);
  });

  it('checks athletes in and out, and lists who has not', async () => {
    const championship = await drawnDay();
    const player = championship.teams[0]!.players[0]!;
    const checked = organizerGameDaySchema.parse((await step('POST', `${ORGANIZER_BASE}/${championship.id}/check-ins`, { playerId: player.id })).body);
    const team = checked.checkIns.find((entry) => entry.teamId === championship.teams[0]!.id)!;
    expect(team.players.find((item) => item.id === player.id)!.checkedInAt).not.toBeNull();
    expect(team.players.filter((item) => item.checkedInAt === null)).toHaveLength(1);
    const undone = organizerGameDaySchema.parse((await step('DELETE', `${ORGANIZER_BASE}/${championship.id}/check-ins/${player.id}`)).body);
    expect(undone.checkIns.flatMap((entry) => entry.players).every((item) => item.checkedInAt === null)).toBe(true);
    expect((await step('POST', `${ORGANIZER_BASE}/${championship.id}/check-ins`, { playerId: organizer.userId })).status).toBe(422);
    expect((await step('POST', `${ORGANIZER_BASE}/${championship.id}/check-ins`, { playerId: 'x' })).status).toBe(400);
  });

  it('refuses every step to an athlete and to another championship\'s organizer', async () => {
    const championship = await drawnDay();
    const athlete = championship.teams[0]!.players[0]!;
    const game = (await organizerDay(championship.id)).games[0]!;
    for (const [method, path, json] of [
      ['POST', `/api/organizer/games/${game.id}/call`],
      ['POST', `/api/organizer/games/${game.id}/move`, { position: 2 }],
      ['POST', `/api/organizer/games/${game.id}/forfeit`, { teamId: game.teamA.id }],
      ['PUT', `${ORGANIZER_BASE}/${championship.id}/courts/Quadra%201/pause`, { until: new Date(Date.now() + HOUR).toISOString() }],
      ['POST', `${ORGANIZER_BASE}/${championship.id}/check-ins`, { playerId: athlete.id }],
      ['GET', `${ORGANIZER_BASE}/${championship.id}/day`],
    ] as [string, string, unknown?][]) {
      expect((await step(method, path, json, athlete.token)).status, `${method} ${path}`).toBe(403);
    }
    const [row] = await ctx.deps.db.select().from(games).where(eq(games.id, game.id));
    expect(row!.calledAt).toBeNull();
  });

  it('refuses the steps before the draw and after the finish', async () => {
    const championship = await flow.championshipWithTeams(4);
    const refused = await step('PUT', `${ORGANIZER_BASE}/${championship.id}/courts/Quadra%201/pause`, { until: new Date(Date.now() + HOUR).toISOString() });
    expect(refused.status).toBe(409);
  });
});

describe('the athlete\'s day and check-in', () => {
  it('says the next game with its prediction, and checks in near the arena once it opens', async () => {
    const championship = await drawnDay();
    const athlete = championship.teams[0]!.players[0]!;
    const mine = myGameDaySchema.parse((await call(ctx.app, 'GET', `/api/live/championships/${championship.id}/me`, { token: athlete.token })).body);
    expect(mine.teamId).toBe(championship.teams[0]!.id);
    expect(mine.nextGame).not.toBeNull();
    expect(mine.checkInOpen).toBe(true);

    const [row] = await ctx.deps.db.select({ arenaId: championships.arenaId }).from(championships).where(eq(championships.id, championship.id));
    const [arena] = await ctx.deps.db.select().from(arenas).where(eq(arenas.id, row!.arenaId));
    const far = await call(ctx.app, 'POST', `/api/live/championships/${championship.id}/check-in`, { token: athlete.token, json: { latitude: arena!.latitude + 0.05, longitude: arena!.longitude } });
    expect(far.status).toBe(422);
    expect(far.body.message).toMatch(/^Você precisa estar na arena para fazer check-in \(está a 5,6 km\)$/);
    expect(await ctx.deps.db.select().from(checkIns).where(eq(checkIns.championshipId, championship.id))).toHaveLength(0);
    const near = await call(ctx.app, 'POST', `/api/live/championships/${championship.id}/check-in`, { token: athlete.token, json: { latitude: arena!.latitude + 0.001, longitude: arena!.longitude } });
    expect(near.status).toBe(200);
    expect(myGameDaySchema.parse(near.body)).toMatchObject({ checkInOpen: false });
    expect(myGameDaySchema.parse(near.body).checkedInAt).not.toBeNull();
    expect((await call(ctx.app, 'POST', `/api/live/championships/${championship.id}/check-in`, { token: athlete.token, json: { latitude: 91, longitude: 0 } })).status).toBe(400);
  });

  it('refuses a check-in before it opens, with the time it opens, and to someone not playing', async () => {
    const later = await flow.championshipWithTeams(4, new Date(startsAt.getTime() + 5 * HOUR));
    expect((await flow.post(`${ORGANIZER_BASE}/${later.id}/pools`, { mode: 'snake', poolSize: 4, ...flow.schedule, startsAt: new Date(startsAt.getTime() + 5 * HOUR).toISOString() })).status).toBe(200);
    const athlete = later.teams[0]!.players[0]!;
    const early = await call(ctx.app, 'POST', `/api/live/championships/${later.id}/check-in`, { token: athlete.token, json: { latitude: 0, longitude: 0 } });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/^O check-in abre às \d\d:\d\d, 60 minutos antes do seu primeiro jogo previsto$/);
    const outsider = (await drawnDay()).teams[0]!.players[0]!;
    expect((await call(ctx.app, 'POST', `/api/live/championships/${later.id}/check-in`, { token: outsider.token, json: { latitude: 0, longitude: 0 } })).status).toBe(403);
    expect((await call(ctx.app, 'POST', `/api/live/championships/${later.id}/check-in`, { json: { latitude: 0, longitude: 0 } })).status).toBe(401);
  });
});

describe('the stage on a game day', () => {
  it('lists a championship with games today under "Ao vivo", and tells when a drawn one starts', async () => {
    const today = await drawnDay();
    const inThreeDays = new Date(startsAt.getTime() + 3 * 24 * HOUR);
    const later = await flow.championshipWithTeams(4, inThreeDays);
    expect((await flow.post(`${ORGANIZER_BASE}/${later.id}/pools`, { mode: 'snake', poolSize: 4, ...flow.schedule, startsAt: inThreeDays.toISOString() })).status).toBe(200);
    const list = await call(ctx.app, 'GET', `/api/championships/${VOLEI}?filter=live&limit=50`, { token: organizer.token });
    expect(list.status).toBe(200);
    const ids = (list.body as { id: string }[]).map((item) => item.id);
    expect(ids).toContain(today.id);
    expect(ids).not.toContain(later.id);
    const detail = await call(ctx.app, 'GET', `/api/championships/${VOLEI}/${later.id}`, { token: organizer.token });
    expect(detail.body).toMatchObject({ stage: 'em_andamento', games_today: false, first_game_at: inThreeDays.toISOString() });
    expect((await call(ctx.app, 'GET', `/api/championships/${VOLEI}?filter=ao-vivo`, { token: organizer.token })).status).toBe(400);
  });
});
