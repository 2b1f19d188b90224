import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { organizerChampionshipDetailSchema } from '@areia/shared/core/schemas/organizer';
import { championshipDetailSchema } from '@areia/shared/core/schemas/championship';
import { resultRowSchema } from '@areia/shared/core/schemas/standings';
import { championships, games, teams, users } from '../../platform/db/schema';
import { ORGANIZER_ACCOUNT } from '../../seed/seed';
import { VOLEI, call, createTestContext, createUsers, type TestContext } from '../../test/context';
import { DAY, HOUR, ORGANIZER_BASE, organizerFlow } from '../../test/organizer-flow';

let ctx: TestContext;
let organizer: { token: string; userId: string };

beforeAll(async () => {
  ctx = await createTestContext();
  const login = await call(ctx.app, 'POST', '/api/auth/login', { json: { email: ORGANIZER_ACCOUNT.email, password: ORGANIZER_ACCOUNT.password } });
  organizer = { token: login.body.token, userId: login.body.user.id };
  flow = organizerFlow(ctx, organizer, startsAt);
});

afterAll(async () => {
  await ctx.close();
});

const base = ORGANIZER_BASE;
const athletes = `/api/championships/${VOLEI}`;
// Games already due, so their scores are taken.
const startsAt = new Date(Math.floor(Date.now() / HOUR) * HOUR - 2 * DAY);
let flow: ReturnType<typeof organizerFlow>;
const schedule = { startsAt: startsAt.toISOString(), courts: 2, minutesPerGame: 30 };
const championshipWithTeams = (n: number, occurs = startsAt) => flow.championshipWithTeams(n, occurs);
const post = (path: string, json?: unknown, token?: string) => flow.post(path, json, token);
const gamesOf = (id: string) => flow.gamesOf(id);
const saveScore = (gameId: string, sets: [number, number][], version: number) => flow.saveScore(gameId, sets, version);
const playAll = (id: string) => flow.playAll(id);

const row = async (id: string) => (await ctx.deps.db.select().from(championships).where(eq(championships.id, id)))[0]!;
const placements = async (id: string) => (await ctx.deps.db.select({ placement: teams.placement }).from(teams).where(eq(teams.championshipId, id))).map((team) => team.placement);
const athleteView = async (id: string, token: string) => championshipDetailSchema.parse((await call(ctx.app, 'GET', `${athletes}/${id}`, { token })).body);

describe('the draw starts the championship', () => {
  it('closes sign-ups in the same transaction: em_andamento everywhere, no sign-up or withdrawal after it (409), nothing written', async () => {
    const { id, teams: signedUp } = await championshipWithTeams(3, new Date(Date.now() + 5 * DAY));
    const [a, b] = await createUsers(ctx.deps, 2);
    expect((await athleteView(id, a!.token)).stage).toBe('inscricoes_abertas');
    const drawn = await post(`${base}/${id}/pools`, { mode: 'snake', poolSize: 3, ...schedule });
    expect(drawn.status).toBe(200);
    expect(drawn.body).toMatchObject({ stage: 'em_andamento', signupsClosed: true, finishedAt: null, cancelReason: null });
    expect(await athleteView(id, a!.token)).toMatchObject({ stage: 'em_andamento', status: 'Em andamento', signupsClosed: true });

    const signUp = await post(`${athletes}/${id}/teams`, { championship_id: id, team_members: [{ player_id: a!.id }, { player_id: b!.id }] }, a!.token);
    expect(signUp).toMatchObject({ status: 409, body: { message: 'Os grupos já foram sorteados: as inscrições estão encerradas' } });
    const member = signedUp[0]!.players[0]!;
    const withdraw = await call(ctx.app, 'DELETE', `${athletes}/${id}/teams/${signedUp[0]!.id}`, { token: member.token });
    expect(withdraw).toMatchObject({ status: 409, body: { message: 'Os grupos já foram sorteados: o time não pode mais ser retirado' } });
    expect((await ctx.deps.db.select().from(teams).where(eq(teams.championshipId, id))).length).toBe(3);
  });
});

describe('finish', () => {
  it('is refused before the draw (409: the stage), with games left (422, counted), and for someone else (403); nothing is written', async () => {
    const { id } = await championshipWithTeams(3);
    expect(await post(`${base}/${id}/finish`)).toMatchObject({ status: 409, body: { message: 'Sorteie os grupos e jogue as partidas antes de finalizar o campeonato' } });
    expect(await post(`${base}/${id}/knockout`, { qualifiersPerPool: 2 })).toMatchObject({ status: 409, body: { message: 'Sorteie os grupos antes de publicar o mata-mata' } });
    expect((await post(`${base}/${id}/pools`, { mode: 'snake', poolSize: 3, ...schedule })).status).toBe(200);
    expect(await post(`${base}/${id}/finish`)).toMatchObject({ status: 422, body: { message: 'Ainda há 3 jogos sem resultado' } });
    const [first] = await gamesOf(id);
    expect((await saveScore(first!.id, [[21, 15], [21, 15]], 0)).status).toBe(200);
    expect(await post(`${base}/${id}/finish`)).toMatchObject({ status: 422, body: { message: 'Ainda há 2 jogos sem resultado' } });

    const [other] = await createUsers(ctx.deps, 1);
    await ctx.deps.db.update(users).set({ isOrganizer: true }).where(eq(users.id, other!.id));
    for (const step of ['finish', 'reopen', 'cancel']) {
      const response = await post(`${base}/${id}/${step}`, step === 'cancel' ? { reason: 'Chuva forte' } : undefined, other!.token);
      expect(response, step).toMatchObject({ status: 403, body: { message: 'Só o organizador deste campeonato pode alterá-lo' } });
    }
    expect(await row(id)).toMatchObject({ finishedAt: null, cancelledAt: null, cancelReason: null });
    expect(await placements(id)).toEqual([null, null, null]);
  });

  it('a 3-team pool: stores the pool order as places, answers the organizer detail as finalizado; a second finish is 409', async () => {
    const { id } = await championshipWithTeams(3);
    expect((await post(`${base}/${id}/pools`, { mode: 'snake', poolSize: 3, ...schedule })).status).toBe(200);
    await playAll(id);
    const finished = await post(`${base}/${id}/finish`);
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    const detail = organizerChampionshipDetailSchema.parse(finished.body);
    expect(detail.stage).toBe('finalizado');
    expect(detail.finishedAt).not.toBeNull();
    const results = z.array(resultRowSchema).parse((await call(ctx.app, 'GET', `${athletes}/${id}/results`, { token: organizer.token })).body);
    expect(results.map((line) => line.placement)).toEqual([1, 2, 3]);
    expect(results.map((line) => line.team_id)).toEqual(detail.pools[0]!.standings.map((line) => line.teamId));
    expect((await athleteView(id, organizer.token))).toMatchObject({ stage: 'finalizado', status: 'Encerrado' });

    const before = await row(id);
    expect(await post(`${base}/${id}/finish`)).toMatchObject({ status: 409, body: { message: 'Este campeonato já foi finalizado' } });
    expect(await row(id)).toEqual(before);
  });

  it('8 teams with a knockout: champion, runner-up, both semifinal losers 3rd, then the pools', async () => {
    const { id } = await championshipWithTeams(8);
    expect((await post(`${base}/${id}/pools`, { mode: 'snake', poolSize: 4, ...schedule })).status).toBe(200);
    await playAll(id);
    expect((await post(`${base}/${id}/knockout`, { qualifiersPerPool: 2 })).status).toBe(200);
    const knockoutNames = (await gamesOf(id)).filter((game) => game.phase > 1).map((game) => game.group);
    expect(knockoutNames).toEqual(['Semifinal 1', 'Semifinal 2']);
    await playAll(id);
    await playAll(id);
    const all = await gamesOf(id);
    const final = all.find((game) => game.group === 'Final')!;
    expect(final.phaseLabel).toBe('Final');
    expect((await post(`${base}/${id}/finish`)).status).toBe(200);
    const results = z.array(resultRowSchema).parse((await call(ctx.app, 'GET', `${athletes}/${id}/results`, { token: organizer.token })).body);
    expect(results.map((line) => line.placement)).toEqual([1, 2, 3, 3, 5, 5, 7, 7]);
    expect(results[0]!.team_id).toBe(final.teamAId);
    expect(results[1]!.team_id).toBe(final.teamBId);
    const semis = all.filter((game) => game.phase === 2);
    expect(new Set(results.slice(2, 4).map((line) => line.team_id))).toEqual(new Set(semis.map((game) => game.teamBId)));
    // Athletes see the knockout games named by round, once.
    const athleteGames = (await call(ctx.app, 'GET', `${athletes}/${id}/games`, { token: organizer.token })).body as { group: string; phase_label: string; phase: number }[];
    expect(athleteGames.filter((game) => game.phase > 1).map((game) => game.group)).toEqual(['Semifinal 1', 'Semifinal 2', 'Final']);
  });
});

describe('after the finish', () => {
  it('scores are refused (409: the stage) and nothing changes; reopen within 7 days returns to em_andamento and clears the places', async () => {
    const { id } = await championshipWithTeams(3);
    expect((await post(`${base}/${id}/pools`, { mode: 'snake', poolSize: 3, ...schedule })).status).toBe(200);
    await playAll(id);
    expect((await post(`${base}/${id}/finish`)).status).toBe(200);
    const [game] = await gamesOf(id);
    expect(await saveScore(game!.id, [[15, 21], [15, 21]], game!.version)).toMatchObject({
      status: 409,
      body: { message: 'O campeonato já foi finalizado: os placares não podem mais mudar (reabra-o para corrigir)' },
    });
    const [stored] = await ctx.deps.db.select().from(games).where(eq(games.id, game!.id));
    expect(stored!.version).toBe(game!.version);

    const reopened = await post(`${base}/${id}/reopen`);
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ stage: 'em_andamento', finishedAt: null });
    expect(await placements(id)).toEqual([null, null, null]);
    expect((await saveScore(game!.id, [[15, 21], [15, 21]], game!.version)).status).toBe(200);
    expect(await post(`${base}/${id}/reopen`)).toMatchObject({ status: 409, body: { message: 'Este campeonato não está finalizado' } });
  });

  it('reopen past 7 days is 422 and writes nothing', async () => {
    const { id } = await championshipWithTeams(3);
    expect((await post(`${base}/${id}/pools`, { mode: 'snake', poolSize: 3, ...schedule })).status).toBe(200);
    await playAll(id);
    expect((await post(`${base}/${id}/finish`)).status).toBe(200);
    const longAgo = new Date(Date.now() - 8 * DAY);
    await ctx.deps.db.update(championships).set({ finishedAt: longAgo }).where(eq(championships.id, id));
    expect(await post(`${base}/${id}/reopen`)).toMatchObject({ status: 422, body: { message: 'Um campeonato só pode ser reaberto até 7 dias depois de finalizado' } });
    expect((await row(id)).finishedAt).toEqual(longAgo);
    expect(await placements(id)).not.toContain(null);
  });
});

describe('cancel', () => {
  it('needs a reason of 3 to 500 characters, shows it to athletes, and is 409 once cancelled or finished', async () => {
    const { id } = await championshipWithTeams(3, new Date(Date.now() + 5 * DAY));
    for (const json of [{}, { reason: 'ab' }, { reason: '  a ' }, { reason: 'x'.repeat(501) }]) {
      expect((await post(`${base}/${id}/cancel`, json)).status, JSON.stringify(json)).toBe(400);
    }
    expect((await row(id)).cancelledAt).toBeNull();
    const cancelled = await post(`${base}/${id}/cancel`, { reason: '  Previsão de ressaca no fim de semana  ' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ stage: 'cancelado', cancelReason: 'Previsão de ressaca no fim de semana' });
    expect(await athleteView(id, organizer.token)).toMatchObject({ stage: 'cancelado', status: 'Cancelado', cancel_reason: 'Previsão de ressaca no fim de semana' });
    const [a, b] = await createUsers(ctx.deps, 2);
    expect(await post(`${athletes}/${id}/teams`, { championship_id: id, team_members: [{ player_id: a!.id }, { player_id: b!.id }] }, a!.token)).toMatchObject({
      status: 409,
      body: { message: 'Este campeonato foi cancelado' },
    });
    const before = await row(id);
    expect(await post(`${base}/${id}/cancel`, { reason: 'De novo' })).toMatchObject({ status: 409, body: { message: 'Este campeonato foi cancelado' } });
    expect(await post(`${base}/${id}/finish`)).toMatchObject({ status: 409, body: { message: 'Este campeonato foi cancelado' } });
    expect(await post(`${base}/${id}/close-signups`)).toMatchObject({ status: 409, body: { message: 'Este campeonato foi cancelado' } });
    expect(await row(id)).toEqual(before);

    const done = await championshipWithTeams(3);
    expect((await post(`${base}/${done.id}/pools`, { mode: 'snake', poolSize: 3, ...schedule })).status).toBe(200);
    expect(await post(`${base}/${done.id}/close-signups`)).toMatchObject({
      status: 409,
      body: { message: 'Os grupos já foram sorteados: as inscrições já estão encerradas' },
    });
    await playAll(done.id);
    expect((await post(`${base}/${done.id}/finish`)).status).toBe(200);
    expect(await post(`${base}/${done.id}/cancel`, { reason: 'Tarde demais' })).toMatchObject({ status: 409, body: { message: 'Este campeonato já foi finalizado' } });
    expect((await row(done.id)).cancelledAt).toBeNull();
  });
});

describe('a championship cancelled after its draw', () => {
  it('publishes no knockout and takes no score or report (409: the stage); nothing is written', async () => {
    const { id } = await championshipWithTeams(6);
    expect((await post(`${base}/${id}/pools`, { mode: 'snake', poolSize: 3, ...schedule })).status).toBe(200);
    const [first, ...rest] = await gamesOf(id);
    for (const game of rest) expect((await saveScore(game.id, [[21, 15], [21, 15]], game.version)).status).toBe(200);
    expect((await post(`${base}/${id}/cancel`, { reason: 'Chuva forte' })).status).toBe(200);
    const cancelled = { status: 409, body: { message: 'Este campeonato foi cancelado' } };
    expect(await post(`${base}/${id}/knockout`, { qualifiersPerPool: 2 })).toMatchObject(cancelled);
    expect(await saveScore(first!.id, [[21, 15], [21, 15]], first!.version)).toMatchObject(cancelled);
    expect((await row(id)).knockoutBracket).toBeNull();
    const [stored] = await ctx.deps.db.select().from(games).where(eq(games.id, first!.id));
    expect(stored).toMatchObject({ status: 'agendado', version: first!.version });
  });
});

describe('scores before their time', () => {
  it('refuses a score more than an hour before its game (422), for the organizer and for a player', async () => {
    const later = new Date(Math.floor(Date.now() / HOUR) * HOUR + 3 * HOUR);
    const { id, teams: signedUp } = await championshipWithTeams(3, later);
    expect((await post(`${base}/${id}/pools`, { mode: 'snake', poolSize: 3, ...schedule, startsAt: later.toISOString() })).status).toBe(200);
    const [game] = await gamesOf(id);
    const message = 'Este jogo ainda não começou: o placar pode ser lançado a partir de 1 hora antes do horário marcado';
    expect(await saveScore(game!.id, [[21, 15], [21, 15]], 0)).toMatchObject({ status: 422, body: { message } });
    const player = signedUp.find((team) => team.id === game!.teamAId)!.players[0]!;
    expect(await post(`/api/games/${game!.id}/report`, { sets: [{ a: 21, b: 15 }, { a: 21, b: 15 }] }, player.token)).toMatchObject({ status: 422, body: { message } });
    const [stored] = await ctx.deps.db.select().from(games).where(eq(games.id, game!.id));
    expect(stored).toMatchObject({ status: 'agendado', version: 0, sets: null });
  });
});

describe('the demo seed', () => {
  it('finished its played championships through the finish, kept the one with games left in progress, and the drawn one closed', async () => {
    const list = (await call(ctx.app, 'GET', `${athletes}?limit=100`, { token: organizer.token })).body as { id: string; title: string; stage: string }[];
    const byTitle = (title: string) => list.find((item) => item.title === title)!;
    for (const title of ['Copa Verão Copacabana', 'Torneio Ipanema Iniciante']) {
      expect(byTitle(title).stage).toBe('finalizado');
      const results = z.array(resultRowSchema).parse((await call(ctx.app, 'GET', `${athletes}/${byTitle(title).id}/results`, { token: organizer.token })).body);
      expect(results[0]!.placement).toBe(1);
      expect(results.every((row) => row.placement !== null)).toBe(true);
    }
    expect(byTitle('Rei da Praia Leme').stage).toBe('em_andamento');
    expect(await placements(byTitle('Rei da Praia Leme').id)).not.toContain(1);
    expect(await athleteView(byTitle('Desafio Leblon Intermediário').id, organizer.token)).toMatchObject({ stage: 'em_andamento', signupsClosed: true });
  });
});
