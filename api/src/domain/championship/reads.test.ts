import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { createApp } from '../../app';
import { games, scoreReports, sessions } from '../../platform/db/schema';
import { championshipGames, openReports, toAthleteGame } from './games';
import { VOLEI, call, createTestContext, loginDemo, type TestContext } from '../../test/context';
import { loadTeams, teamName, toTeam } from './data';

let ctx: TestContext;
let demo: { token: string; userId: string };
const base = `/api/championships/${VOLEI}`;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
let withGames: string;

beforeAll(async () => {
  ctx = await createTestContext();
  demo = await loginDemo(ctx.app);
  const [game] = await ctx.deps.db.select({ championshipId: games.championshipId }).from(games).limit(1);
  withGames = game!.championshipId;
});
afterAll(async () => {
  await ctx.close();
});

/** The reads that test their session inside their own statement (platform/auth/auth.ts foldReads). */
const foldedReads = () => [
  '/api/user/me',
  `/api/players/${VOLEI}`,
  `/api/players/${VOLEI}?limit=1`,
  `/api/players/${VOLEI}?limit=1&search=de`,
  `/api/players/${VOLEI}/${demo.userId}`,
  `/api/summary/${VOLEI}`,
  `/api/summary/${VOLEI}?latitude=-22.98&longitude=-43.2`,
  base,
  `${base}?limit=1`,
  `${base}/${withGames}`,
  `${base}/${withGames}/teams`,
  `${base}/${withGames}/groups`,
  `${base}/${withGames}/games`,
  `${base}/${withGames}/results`,
];

describe('championship reads in one statement', () => {
  it('games and teams answer exactly what the separate loaders give, open score report included', async () => {
    const [game] = await ctx.deps.db.select().from(games).where(eq(games.championshipId, withGames)).limit(1);
    await ctx.deps.db.insert(scoreReports).values({ gameId: game!.id, teamId: game!.teamAId, reportedBy: demo.userId, sets: [{ a: 21, b: 15 }, { a: 21, b: 18 }] });
    const loaded = await loadTeams(ctx.deps, withGames);
    const gameRows = await championshipGames(ctx.deps.db, withGames);
    const reports = await openReports(ctx.deps.db, gameRows.map((row) => row.id));
    expect(reports.size).toBe(1);
    const names = new Map(loaded.map((team) => [team.id, teamName(team)]));
    const expected = gameRows.map((row) => toAthleteGame(row, names, reports.get(row.id), null));
    const answer = await call(ctx.app, 'GET', `${base}/${withGames}/games`, { token: demo.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(answer.body.find((row: { id: string }) => row.id === game!.id).report).toMatchObject({ status: 'pending', reported_by: expect.any(String) });

    const teams = await call(ctx.app, 'GET', `${base}/${withGames}/teams`, { token: demo.token });
    expect(teams.status).toBe(200);
    const fakeContext = { req: { url: 'http://localhost/' } } as Parameters<typeof toTeam>[0];
    expect(teams.body).toEqual(JSON.parse(JSON.stringify(loaded.map((team) => toTeam(fakeContext, ctx.deps, team)))));
  });

  it('a logged-out token gets 401 at once on every read, from this instance and from another one on the same database', async () => {
    const { token } = await loginDemo(ctx.app);
    const other = createApp(ctx.deps);
    for (const url of foldedReads()) {
      expect((await call(ctx.app, 'GET', url, { token })).status, url).toBe(200);
      expect((await call(other, 'GET', url, { token })).status, url).toBe(200);
    }
    expect((await call(other, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    for (const url of [...foldedReads(), `${base}/${UNKNOWN}`, `/api/summary/${UNKNOWN}`, `/api/championships/${UNKNOWN}`, `${base}/nao-e-uuid/games`, `${base}?limit=0`,
      `/api/players/${UNKNOWN}`, `/api/players/${VOLEI}/${UNKNOWN}`, `/api/players/${VOLEI}?cursor=zz`]) {
      for (const app of [ctx.app, other]) {
        const answer = await call(app, 'GET', url, { token });
        expect(answer.status, url).toBe(401);
        expect(answer.body.message).toMatch(/login/i);
        // Nothing of the thrown-away read leaks into the 401.
        expect(answer.headers.get('x-next-cursor'), url).toBeNull();
      }
    }
  });

  it('an expired session is refused even though its token is still within its own expiry', async () => {
    const { token } = await loginDemo(ctx.app);
    await ctx.deps.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, decodeJwt(token).session_id as string));
    for (const url of foldedReads()) expect((await call(ctx.app, 'GET', url, { token })).status, url).toBe(401);
  });

  it('an open session still gets the 404s: unknown modality, unknown championship', async () => {
    for (const url of [`${base}/${UNKNOWN}`, `${base}/${UNKNOWN}/games`, `/api/championships/${UNKNOWN}`, `/api/summary/${UNKNOWN}`]) {
      expect((await call(ctx.app, 'GET', url, { token: demo.token })).status, url).toBe(404);
    }
  });
});
