import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { NEXT_CURSOR_HEADER } from '@areia/shared/core/schemas/paging';
import { playerSchema } from '@areia/shared/core/schemas/player';
import { historyEntrySchema } from '@areia/shared/core/schemas/ranking-history';
import { groupRowSchema } from '@areia/shared/core/schemas/standings';
import { userProfileSchema } from '@areia/shared/core/schemas/user';
import { levelOf } from '@areia/shared/core/rules/ranking/level';
import { championshipPoints } from '@areia/shared/core/rules/ranking/points';
import { rankingGameChanges, rankingResults, teams as teamsTable, users } from '../../platform/db/schema';
import { rankingStateColumns } from '../../domain/ranking/level';
import { expireRankingPoints, expiryDayBefore } from '../../domain/ranking/expiry';
import { rankingPointsAt } from '@areia/shared/core/rules/ranking/points-window';
import { ORGANIZER_ACCOUNT } from '../../seed/seed';
import { VOLEI, call, createTestContext, createUsers, loginDemo, type TestContext } from '../../test/context';
import { DAY, HOUR, ORGANIZER_BASE, organizerFlow, type FlowPlayer } from '../../test/organizer-flow';

let ctx: TestContext;
let flow: ReturnType<typeof organizerFlow>;
// Games already due, so their scores are taken.
const startsAt = new Date(Math.floor(Date.now() / HOUR) * HOUR - 2 * DAY);

beforeAll(async () => {
  ctx = await createTestContext();
  const login = await call(ctx.app, 'POST', '/api/auth/login', { json: { email: ORGANIZER_ACCOUNT.email, password: ORGANIZER_ACCOUNT.password } });
  flow = organizerFlow(ctx, { token: login.body.token, userId: login.body.user.id }, startsAt);
});

afterAll(async () => {
  await ctx.close();
});

/** What the earned ranking keeps per athlete. */
const stateOf = async (ids: string[]) =>
  ctx.deps.db
    .select({ id: users.id, ...rankingStateColumns })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.id));

const idsOf = (teams: { players: FlowPlayer[] }[]) => teams.flatMap((team) => team.players.map((player) => player.id));
const resultsOf = (championshipId: string) => ctx.deps.db.select().from(rankingResults).where(eq(rankingResults.championshipId, championshipId));
const changesOf = (championshipId: string) =>
  ctx.deps.db.select().from(rankingGameChanges).where(eq(rankingGameChanges.championshipId, championshipId)).orderBy(asc(rankingGameChanges.ratedOrder), asc(rankingGameChanges.athleteId));

describe('finishing a championship', () => {
  it('awards points by placement and rates every game, for its athletes only', async () => {
    const [outsider] = await createUsers(ctx.deps, 1, 700);
    const before = await stateOf([outsider!.id]);
    const { id, teams } = await flow.championshipWithTeams(3);
    await flow.drawPlayFinish(id, 3);

    const results = await resultsOf(id);
    expect(results).toHaveLength(6);
    for (const result of results) expect(result.points).toBe(championshipPoints('Iniciante', result.placement, 3));
    expect(new Set(results.map((result) => result.points))).toEqual(new Set([150, 120, 98]));

    const after = await stateOf(idsOf(teams));
    for (const athlete of after) {
      const result = results.find((item) => item.athleteId === athlete.id)!;
      // The static rating was the starting level.
      const seat = teams.findIndex((team) => team.players.some((player) => player.id === athlete.id));
      expect(result.levelBefore).toBe(900 - seat * 50);
      expect(athlete.rankingPoints).toBe(result.points);
      expect(athlete.rating).toBe(levelOf(athlete.levelMu!));
      expect(athlete.rating).toBe(result.levelAfter);
      expect(athlete.levelSigma).not.toBeNull();
      expect(athlete.lastGameAt).not.toBeNull();
    }

    // 3 games × 4 athletes; each side's chances add up to 1 and every row's level change is after − before.
    const changes = await changesOf(id);
    expect(changes).toHaveLength(12);
    for (const change of changes) {
      expect(change.levelChange).toBe(change.levelAfter - change.levelBefore);
      const opposite = changes.find((other) => other.gameId === change.gameId && change.opponentIds.includes(other.athleteId))!;
      expect(change.winChance + opposite.winChance).toBeCloseTo(1, 10);
      expect(change.setsWon).toBe(opposite.setsLost);
    }
    // Every winner gains, every loser loses.
    for (const change of changes) expect(Math.sign(change.levelChange)).toBe(change.setsWon > change.setsLost ? 1 : -1);

    expect(await stateOf([outsider!.id])).toEqual(before);
  });
});

describe('reopening a championship', () => {
  it('undoes exactly its points and level changes', async () => {
    const { id, teams } = await flow.championshipWithTeams(3, startsAt, { topRating: 600 });
    const before = await stateOf(idsOf(teams));
    await flow.drawPlayFinish(id, 3);
    expect(await stateOf(idsOf(teams))).not.toEqual(before);

    expect((await flow.post(`${ORGANIZER_BASE}/${id}/reopen`)).status).toBe(200);
    expect(await stateOf(idsOf(teams))).toEqual(before);
    expect(await resultsOf(id)).toEqual([]);
    expect(await changesOf(id)).toEqual([]);
  });

  it('then correcting a score and finishing again equals finishing right the first time', async () => {
    const wrong = await flow.championshipWithTeams(3, startsAt, { topRating: 500 });
    const right = await flow.championshipWithTeams(3, startsAt, { topRating: 500 });
    expect((await flow.post(`${ORGANIZER_BASE}/${wrong.id}/pools`, { mode: 'snake', poolSize: 3, ...flow.schedule })).status).toBe(200);
    const [first] = await flow.gamesOf(wrong.id);
    expect((await flow.saveScore(first!.id, [[15, 21], [15, 21]], first!.version)).status).toBe(200);
    await flow.playAll(wrong.id);
    expect((await flow.post(`${ORGANIZER_BASE}/${wrong.id}/finish`)).status).toBe(200);
    expect((await flow.post(`${ORGANIZER_BASE}/${wrong.id}/reopen`)).status).toBe(200);
    const [reopened] = await flow.gamesOf(wrong.id);
    expect((await flow.saveScore(reopened!.id, [[21, 15], [21, 15]], reopened!.version)).status).toBe(200);
    expect((await flow.post(`${ORGANIZER_BASE}/${wrong.id}/finish`)).status).toBe(200);
    await flow.drawPlayFinish(right.id, 3);

    // Athlete by athlete in the same seat (team, position): the same points, level, σ and category.
    const seats = async (teams: { players: FlowPlayer[] }[]) => {
      const rows = await stateOf(idsOf(teams));
      return idsOf(teams).map((athleteId) => {
        const { rating, rankingPoints, levelMu, levelSigma, category } = rows.find((row) => row.id === athleteId)!;
        return { rating, rankingPoints, levelMu, levelSigma, category };
      });
    };
    expect(await seats(wrong.teams)).toEqual(await seats(right.teams));
    const explained = async (championshipId: string) =>
      (await changesOf(championshipId)).map(({ ratedOrder, setsWon, setsLost, winChance, levelBefore, levelAfter }) => ({ ratedOrder, setsWon, setsLost, winChance, levelBefore, levelAfter }));
    expect((await explained(wrong.id)).sort((x, y) => x.ratedOrder - y.ratedOrder || x.winChance - y.winChance)).toEqual(
      (await explained(right.id)).sort((x, y) => x.ratedOrder - y.ratedOrder || x.winChance - y.winChance),
    );
  });

  it('is refused (422) while one of its athletes has a later finished championship, and writes nothing', async () => {
    const earlier = await flow.championshipWithTeams(3, startsAt, { topRating: 400 });
    await flow.drawPlayFinish(earlier.id, 3);
    const [again] = earlier.teams;
    const later = await flow.championshipWithTeams(3, startsAt, { topRating: 400, players: [again!.players] });
    await flow.drawPlayFinish(later.id, 3);

    const athletes = idsOf([...earlier.teams, ...later.teams]);
    const before = await stateOf(athletes);
    const refused = await flow.post(`${ORGANIZER_BASE}/${earlier.id}/reopen`);
    expect(refused).toMatchObject({
      status: 422,
      body: { message: 'Não é possível reabrir: um atleta deste campeonato já tem um campeonato finalizado depois dele, cujo ranking partiu deste resultado' },
    });
    expect(await stateOf(athletes)).toEqual(before);
    expect(await resultsOf(earlier.id)).toHaveLength(6);

    // The later one first, then this one: each undoes its own.
    expect((await flow.post(`${ORGANIZER_BASE}/${later.id}/reopen`)).status).toBe(200);
    expect((await flow.post(`${ORGANIZER_BASE}/${earlier.id}/reopen`)).status).toBe(200);
    expect((await stateOf(again!.players.map((player) => player.id))).map((row) => row.rankingPoints)).toEqual([0, 0]);
  });
});

describe('reopening after an open game', () => {
  it('is refused (422) while one of its athletes has a competitive open game rated since, and writes nothing', async () => {
    const finished = await flow.championshipWithTeams(3, startsAt, { topRating: 400 });
    await flow.drawPlayFinish(finished.id, 3);
    const [ana, bia] = finished.teams[0]!.players;
    const [caio, dani] = await createUsers(ctx.deps, 2, 400);
    const [arena] = (await call(ctx.app, 'GET', '/api/arenas', { token: ana!.token })).body as { id: string }[];
    const opened = await call(ctx.app, 'POST', '/api/open-games', {
      token: ana!.token,
      json: { arena_id: arena!.id, starts_at: new Date(Date.now() + 60_000).toISOString(), level_min: 0, level_max: 1200, competitive: true },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const game = `/api/open-games/${opened.body.id}`;
    for (const player of [bia!, caio!, dani!]) expect((await call(ctx.app, 'POST', `${game}/join`, { token: player.token })).status).toBe(200);
    ctx.deps.now = () => new Date(Date.now() + 2 * HOUR);
    try {
      const sets = [
        { a: 21, b: 12 },
        { a: 21, b: 14 },
      ];
      expect((await call(ctx.app, 'POST', `${game}/score`, { token: ana!.token, json: { partner_id: bia!.id, sets } })).status).toBe(200);
      expect((await call(ctx.app, 'POST', `${game}/confirm`, { token: caio!.token })).status).toBe(200);
    } finally {
      ctx.deps.now = undefined;
    }
    const athletes = idsOf(finished.teams);
    const before = await stateOf(athletes);
    const refused = await flow.post(`${ORGANIZER_BASE}/${finished.id}/reopen`);
    expect(refused).toMatchObject({
      status: 422,
      body: { message: 'Um atleta deste campeonato já jogou um jogo aberto competitivo depois da finalização: não é possível reabrir' },
    });
    expect(await stateOf(athletes)).toEqual(before);
    expect(await resultsOf(finished.id)).toHaveLength(6);
  });
});

describe('reopening after the daily expiry', () => {
  it('recomputes the points at the reopen from the results still in the window: an expired result adds nothing back', async () => {
    const real = Date.now();
    const finishedA = new Date(real - 364 * DAY);
    const a = await flow.championshipWithTeams(3, startsAt, { topRating: 450 });
    const b = await flow.championshipWithTeams(3, startsAt, { topRating: 450, players: a.teams.map((team) => team.players) });
    const athletes = idsOf(a.teams);
    const at = async <T>(instant: Date, step: () => Promise<T>): Promise<T> => {
      ctx.deps.now = () => instant;
      try {
        return await step();
      } finally {
        delete ctx.deps.now;
      }
    };
    expect((await flow.post(`${ORGANIZER_BASE}/${a.id}/pools`, { mode: 'snake', poolSize: 3, ...flow.schedule })).status).toBe(200);
    await flow.playAll(a.id);
    expect((await at(finishedA, () => flow.post(`${ORGANIZER_BASE}/${a.id}/finish`))).status).toBe(200);
    const pointsOfA = (await stateOf(athletes)).map((row) => row.rankingPoints);
    expect(pointsOfA.every((points) => points > 0)).toBe(true);
    await flow.drawPlayFinish(b.id, 3);

    // A's 365 days end; the daily job drops it; then B (finished a day ago) is reopened.
    const reopenAt = new Date(finishedA.getTime() + 365 * DAY + HOUR);
    expect((await expireRankingPoints(ctx.deps.db, expiryDayBefore(reopenAt))).sort()).toEqual([...athletes].sort());
    expect((await at(reopenAt, () => flow.post(`${ORGANIZER_BASE}/${b.id}/reopen`))).status).toBe(200);

    const remaining = await ctx.deps.db.select().from(rankingResults).where(inArray(rankingResults.athleteId, athletes));
    expect(remaining.map((result) => result.championshipId)).toEqual(athletes.map(() => a.id));
    const recomputed = (await stateOf(athletes)).map((row) => ({ id: row.id, points: rankingPointsAt(remaining.filter((result) => result.athleteId === row.id), reopenAt) }));
    expect(recomputed.every((row) => row.points === 0)).toBe(true);
    expect((await stateOf(athletes)).map((row) => ({ id: row.id, points: row.rankingPoints }))).toEqual(recomputed);
  });
});

describe('what athletes read', () => {
  it('the profile and the player page show points, level and reliability; the history pages newest first and explains each game', async () => {
    const first = await flow.championshipWithTeams(3, startsAt, { topRating: 300 });
    await flow.drawPlayFinish(first.id, 3);
    const [team] = first.teams;
    const second = await flow.championshipWithTeams(3, startsAt, { topRating: 300, players: [team!.players] });
    await flow.drawPlayFinish(second.id, 3);
    const athlete = team!.players[0]!;
    const [state] = await stateOf([athlete.id]);

    const me = userProfileSchema.parse((await call(ctx.app, 'GET', '/api/user/me', { token: athlete.token })).body);
    expect(me).toMatchObject({ ranking_points: state!.rankingPoints, level: state!.rating, rating: state!.rating });
    expect(me.level_reliability).toBeGreaterThan(0);
    const player = playerSchema.parse((await call(ctx.app, 'GET', `/api/players/${VOLEI}/${athlete.id}`, { token: athlete.token })).body);
    expect(player).toMatchObject({ ranking_points: me.ranking_points, level: me.level, rating: me.level, level_reliability: me.level_reliability, ranking_change: expect.any(Number) });

    const path = `/api/players/${VOLEI}/${athlete.id}/history`;
    const page1 = await call(ctx.app, 'GET', `${path}?limit=1`, { token: athlete.token });
    expect(page1.status).toBe(200);
    const [newest] = z.array(historyEntrySchema).parse(page1.body);
    expect(newest!.championship_id).toBe(second.id);
    const cursor = page1.headers.get(NEXT_CURSOR_HEADER);
    expect(cursor).toBeTruthy();
    const page2 = await call(ctx.app, 'GET', `${path}?limit=1&cursor=${cursor}`, { token: athlete.token });
    const [older] = z.array(historyEntrySchema).parse(page2.body);
    expect(older!.championship_id).toBe(first.id);
    expect(page2.headers.get(NEXT_CURSOR_HEADER)).toBeNull();

    for (const entry of [newest!, older!]) {
      const stored = (await resultsOf(entry.championship_id)).find((result) => result.athleteId === athlete.id)!;
      expect(entry).toMatchObject({ finalized_at: stored.finalizedAt.toISOString(), placement: stored.placement, points: stored.points, counts: true, level_before: stored.levelBefore, level_after: stored.levelAfter });
      expect(entry.games).toHaveLength(2);
      for (const game of entry.games) {
        expect(game.partner.id).toBe(team!.players[1]!.id);
        expect(game.opponents).toHaveLength(2);
        expect(game.sets.scores).toHaveLength(game.sets.won + game.sets.lost);
        expect(game.win_chance).toBeGreaterThan(0);
        expect(game.win_chance).toBeLessThan(1);
      }
      expect(entry.level_after - entry.level_before).toBe(entry.games.reduce((sum, game) => sum + game.level_change, 0));
    }
    expect(newest!.level_before).toBe(older!.level_after);

    const unknown = await call(ctx.app, 'GET', `/api/players/${VOLEI}/00000000-0000-4000-8000-000000000000/history`, { token: athlete.token });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Jogador não encontrado' } });
    expect((await call(ctx.app, 'GET', `${path}?cursor=nope`, { token: athlete.token })).status).toBe(400);
  });
});

describe('the demo', () => {
  it('earns its ranking: the seed finishes its past championships through the same code, so the demo athlete has a history', async () => {
    const demo = await loginDemo(ctx.app);
    const history = z.array(historyEntrySchema).parse((await call(ctx.app, 'GET', `/api/players/${VOLEI}/${demo.userId}/history`, { token: demo.token })).body);
    expect(history.map((entry) => entry.title)).toEqual(['Copa Verão Copacabana']);
    expect(history[0]!.games.length).toBeGreaterThan(0);
    const me = userProfileSchema.parse((await call(ctx.app, 'GET', '/api/user/me', { token: demo.token })).body);
    expect(me.ranking_points).toBe(history[0]!.points);
    expect(me.level).toBe(history[0]!.level_after);
  });
});

describe('the draw', () => {
  it('seeds the teams by summed points, then summed level, and keeps the seeds: later points change no tie-break', async () => {
    const { id, teams: drawn } = await flow.championshipWithTeams(4);
    // Levels fall by team (900, 850, 800, 750 each); points put the third team first and the last one second.
    const pointsOf = [0, 0, 600, 300];
    for (const [index, team] of drawn.entries()) {
      await ctx.deps.db.update(users).set({ rankingPoints: pointsOf[index]! }).where(inArray(users.id, team.players.map((player) => player.id)));
    }
    expect((await flow.post(`${ORGANIZER_BASE}/${id}/pools`, { mode: 'snake', poolSize: 4, ...flow.schedule })).status).toBe(200);
    const seedOf = async () => new Map((await ctx.deps.db.select({ id: teamsTable.id, seed: teamsTable.seed }).from(teamsTable).where(eq(teamsTable.championshipId, id))).map((row) => [row.id, row.seed]));
    const seeds = await seedOf();
    expect(drawn.map((team) => seeds.get(team.id))).toEqual([3, 4, 1, 2]);
    // Nothing played: the pool's table is in seed order, its last tie-break.
    const table = async () =>
      z
        .array(groupRowSchema)
        .parse((await call(ctx.app, 'GET', `/api/championships/${VOLEI}/${id}/groups`, { token: drawn[0]!.players[0]!.token })).body)
        .map((row) => row.team_id);
    const bySeed = [drawn[2]!.id, drawn[3]!.id, drawn[0]!.id, drawn[1]!.id];
    expect(await table()).toEqual(bySeed);
    // Points earned after the draw move neither the seeds nor the table.
    await ctx.deps.db.update(users).set({ rankingPoints: 5000 }).where(inArray(users.id, drawn[1]!.players.map((player) => player.id)));
    expect(await seedOf()).toEqual(seeds);
    expect(await table()).toEqual(bySeed);
  });
});
