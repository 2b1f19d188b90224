import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { scoreConflictSchema } from '@areia/shared/core/schemas/organizer';
import { gameSchema } from '@areia/shared/core/schemas/standings';
import { games, scoreReports } from '../../platform/db/schema';
import { ORGANIZER_ACCOUNT } from '../../seed/seed';
import { VOLEI, call, createChampionshipWithTeams, createTestContext, type TestContext, type TestPlayer } from '../../test/context';

// Scores sent late (queued on a phone without signal) carry the game's `version`: a game that moved on is a 409 with
// the score the server holds, so the phone can tell "already saved" from "someone saved another score first".

let ctx: TestContext;
let organizerToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const login = await call(ctx.app, 'POST', '/api/auth/login', { json: { email: ORGANIZER_ACCOUNT.email, password: ORGANIZER_ACCOUNT.password } });
  expect(login.status).toBe(200);
  organizerToken = login.body.token;
});

afterAll(async () => {
  await ctx.close();
});

const startsAt = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 2 * 86_400_000).toISOString();
const setsA = [{ a: 21, b: 15 }, { a: 21, b: 17 }];
const setsB = [{ a: 18, b: 21 }, { a: 21, b: 19 }, { a: 15, b: 12 }];

type Drawn = { championshipId: string; game: { id: string; teamA: TestPlayer[]; teamB: TestPlayer[] }; athlete: TestPlayer };

/** A drawn championship of the seed organizer (3 teams, one pool) and its first game with both teams' players. */
async function drawnGame(): Promise<Drawn> {
  const organizerId = (await call(ctx.app, 'GET', '/api/user/me', { token: organizerToken })).body.id as string;
  const { id, teams } = await createChampionshipWithTeams(ctx.deps, 3, { organizerId, occurs: new Date(startsAt) });
  expect((await call(ctx.app, 'POST', `/api/organizer/championships/${id}/close-signups`, { token: organizerToken })).status).toBe(200);
  const drawn = await call(ctx.app, 'POST', `/api/organizer/championships/${id}/pools`, {
    token: organizerToken,
    json: { mode: 'snake', poolSize: 3, startsAt, courts: 1, minutesPerGame: 30 },
  });
  expect(drawn.status).toBe(200);
  const [row] = await ctx.deps.db.select().from(games).where(eq(games.championshipId, id)).limit(1);
  const playersOf = (teamId: string) => teams.find((team) => team.id === teamId)!.players;
  return { championshipId: id, game: { id: row!.id, teamA: playersOf(row!.teamAId), teamB: playersOf(row!.teamBId) }, athlete: playersOf(row!.teamAId)[0]! };
}

const post = (gameId: string, action: 'report' | 'confirm', token: string, json?: unknown) => call(ctx.app, 'POST', `/api/games/${gameId}/${action}`, { token, json });
const save = (gameId: string, sets: unknown, version: number) => call(ctx.app, 'PUT', `/api/organizer/games/${gameId}/score`, { token: organizerToken, json: { sets, version } });
const storedGame = async (gameId: string) => (await ctx.deps.db.select().from(games).where(eq(games.id, gameId)))[0]!;
const reportsOf = (gameId: string) => ctx.deps.db.select().from(scoreReports).where(eq(scoreReports.gameId, gameId));

describe('scores sent with the version the sender saw', () => {
  it('the athletes’ Jogos list carries each game’s version', async () => {
    const { championshipId, game, athlete } = await drawnGame();
    const listed = z.array(gameSchema).parse((await call(ctx.app, 'GET', `/api/championships/${VOLEI}/${championshipId}/games`, { token: athlete.token })).body);
    expect(listed.find((item) => item.id === game.id)).toMatchObject({ version: 0 });
  });

  it('organizer: a stale version is a 409 with the score saved first; resending the same sets shows them equal', async () => {
    const { game } = await drawnGame();
    expect((await save(game.id, setsA, 0)).status).toBe(200);
    const stale = await save(game.id, setsB, 0);
    expect(stale.status).toBe(409);
    expect(scoreConflictSchema.parse(stale.body)).toEqual({
      message: 'O placar deste jogo foi alterado por outra pessoa. Recarregue e tente de novo.',
      current: { status: 'finalizado', version: 1, sets: setsA, report: null },
    });
    expect(await storedGame(game.id)).toMatchObject({ version: 1, sets: setsA });
    // "Mine stands": sent again with the version the conflict carried.
    expect((await save(game.id, setsB, stale.body.current.version)).body).toMatchObject({ version: 2, sets: setsB });
  });

  it('report: a stale version is refused (409, current score, nothing written); the right one reports; a resend finds its own report', async () => {
    const { game } = await drawnGame();
    const reporter = game.teamA[0]!;
    expect(await post(game.id, 'report', reporter.token, { sets: setsA, version: 3 })).toMatchObject({
      status: 409,
      body: { current: { status: 'agendado', version: 0, sets: null, report: null } },
    });
    expect(await reportsOf(game.id)).toHaveLength(0);
    const reported = await post(game.id, 'report', reporter.token, { sets: setsA, version: 0 });
    expect(reported.status).toBe(201);
    expect(gameSchema.parse(reported.body)).toMatchObject({ version: 0, report: { sets: setsA, status: 'pending' } });
    // The same report sent twice (the phone never saw the first answer): 409 carrying that very report.
    const again = await post(game.id, 'report', reporter.token, { sets: setsA, version: 0 });
    expect(again.status).toBe(409);
    expect(scoreConflictSchema.parse(again.body).current).toEqual({ status: 'agendado', version: 0, sets: null, report: { teamId: expect.any(String), sets: setsA, status: 'pending' } });
    expect(await reportsOf(game.id)).toHaveLength(1);
    // Without a version, as before.
    expect((await post(game.id, 'report', game.teamB[0]!.token, { sets: setsB })).status).toBe(409);
  });

  it('confirm: a game the organizer scored since is a 409 with that score; the right version confirms; a resend sees the final score', async () => {
    const first = await drawnGame();
    expect((await post(first.game.id, 'report', first.game.teamA[0]!.token, { sets: setsA, version: 0 })).status).toBe(201);
    // The organizer settles it with another score while the confirmation waits on a phone without signal.
    expect((await save(first.game.id, setsB, 0)).status).toBe(200);
    const late = await post(first.game.id, 'confirm', first.game.teamB[0]!.token, { version: 0 });
    expect(late.status).toBe(409);
    expect(scoreConflictSchema.parse(late.body).current).toMatchObject({ status: 'finalizado', version: 1, sets: setsB, report: null });

    const second = await drawnGame();
    expect((await post(second.game.id, 'report', second.game.teamA[0]!.token, { sets: setsA })).status).toBe(201);
    expect(await post(second.game.id, 'confirm', second.game.teamB[0]!.token, { version: 7 })).toMatchObject({ status: 409, body: { current: { version: 0, report: { sets: setsA } } } });
    expect(await storedGame(second.game.id)).toMatchObject({ status: 'agendado', version: 0 });
    const confirmed = await post(second.game.id, 'confirm', second.game.teamB[0]!.token, { version: 0 });
    expect(confirmed.status).toBe(200);
    expect(gameSchema.parse(confirmed.body)).toMatchObject({ status: 'finalizado', version: 1, sets: setsA });
    const again = await post(second.game.id, 'confirm', second.game.teamB[0]!.token, { version: 0 });
    expect(again.status).toBe(409);
    expect(scoreConflictSchema.parse(again.body).current).toMatchObject({ status: 'finalizado', sets: setsA });
    // Without a body at all, as before.
    expect((await post(second.game.id, 'confirm', second.game.teamB[1]!.token)).status).toBe(409);
  });

  it('refuses a bad version in pt-BR and writes nothing', async () => {
    const { game } = await drawnGame();
    for (const version of [-1, 1.5, 'zero']) {
      expect(await post(game.id, 'report', game.teamA[0]!.token, { sets: setsA, version })).toMatchObject({ status: 400, body: { message: 'Versão do jogo inválida' } });
      expect(await post(game.id, 'confirm', game.teamB[0]!.token, { version })).toMatchObject({ status: 400, body: { message: 'Versão do jogo inválida' } });
    }
    expect(await reportsOf(game.id)).toHaveLength(0);
    expect(await storedGame(game.id)).toMatchObject({ status: 'agendado', version: 0 });
  });
});
