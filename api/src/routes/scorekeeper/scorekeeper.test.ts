import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { organizerGameDaySchema } from '@areia/shared/core/schemas/gameday';
import { createdScorekeeperLinkSchema, scorekeeperLinkSchema, scorekeeperViewSchema } from '@areia/shared/core/schemas/scorekeeper';
import { championships, games, notifications, scoreReports, scorekeeperLinks } from '../../platform/db/schema';
import { hashSecretToken } from '../../platform/auth/secret-token';
import { messages } from '../../platform/http/messages';
import { SCOREKEEPER_LIMIT } from '../../domain/scorekeeper/links';
import { ORGANIZER_ACCOUNT } from '../../seed/seed';
import { call, createUsers, createTestContext, type TestContext } from '../../test/context';
import { HOUR, ORGANIZER_BASE, organizerFlow } from '../../test/organizer-flow';

let ctx: TestContext;
let flow: ReturnType<typeof organizerFlow>;
let organizer: { token: string; userId: string };
const startsAt = new Date(Math.floor(Date.now() / HOUR) * HOUR - HOUR / 2);

beforeAll(async () => {
  ctx = await createTestContext();
  const login = await call(ctx.app, 'POST', '/api/auth/login', { json: { email: ORGANIZER_ACCOUNT.email, password: ORGANIZER_ACCOUNT.password } });
  organizer = { token: login.body.token, userId: login.body.user.id };
  flow = organizerFlow(ctx, organizer, startsAt);
});

afterAll(async () => {
  await ctx.close();
});

/** A drawn championship of 4 teams in one pool on 2 courts; its games in queue order. */
async function drawnDay() {
  const championship = await flow.championshipWithTeams(4);
  expect((await flow.post(`${ORGANIZER_BASE}/${championship.id}/pools`, { mode: 'snake', poolSize: 4, ...flow.schedule })).status).toBe(200);
  const day = organizerGameDaySchema.parse((await call(ctx.app, 'GET', `${ORGANIZER_BASE}/${championship.id}/day`, { token: organizer.token })).body);
  const ordered = [...day.games].sort((a, b) => a.court.localeCompare(b.court) || a.position - b.position);
  return { championship, games: ordered };
}

const gameLink = async (gameId: string, token = organizer.token) => call(ctx.app, 'POST', `/api/organizer/games/${gameId}/scorekeeper-link`, { token });
const view = (token: string) => call(ctx.app, 'GET', `/api/scorekeeper/${token}`);
const live = (token: string, gameId: string, sets: unknown) => call(ctx.app, 'PUT', `/api/scorekeeper/${token}/games/${gameId}/live`, { json: { sets } });

describe('scorekeeper links', () => {
  it('creates a game link whose token opens the game without a session, keeps only its hash, and lists it', async () => {
    const { championship, games: dayGames } = await drawnDay();
    const game = dayGames[0]!;
    const response = await gameLink(game.id);
    expect(response.status).toBe(201);
    const link = createdScorekeeperLinkSchema.parse(response.body);
    expect(link.url).toMatch(new RegExp(`/placar/${link.token.replace(/[.-]/g, '\\$&')}$`));
    const [row] = await ctx.deps.db.select().from(scorekeeperLinks).where(eq(scorekeeperLinks.id, link.id));
    expect(row!.tokenHash).toBe(hashSecretToken(link.token));
    expect(JSON.stringify(row)).not.toContain(link.token);

    const opened = await view(link.token);
    expect(opened.status).toBe(200);
    const screen = scorekeeperViewSchema.parse(opened.body);
    const [stored] = await ctx.deps.db.select({ title: championships.title }).from(championships).where(eq(championships.id, championship.id));
    expect(screen.championshipTitle).toBe(stored!.title);
    expect(screen.championshipId).toBe(championship.id);
    expect(screen.games.map((g) => g.id)).toEqual([game.id]);
    expect(screen.games[0]!.teamA).toMatch(/ \/ /);

    const list = await call(ctx.app, 'GET', `${ORGANIZER_BASE}/${championship.id}/scorekeeper-links`, { token: organizer.token });
    expect(list.status).toBe(200);
    expect(list.body.map((l: { id: string }) => l.id)).toEqual([link.id]);
    expect(JSON.stringify(list.body)).not.toContain(link.token);
  });

  it('writes the live set score and bumps the live version; refuses bad sets, another game and a final game', async () => {
    const { championship, games: dayGames } = await drawnDay();
    const [game, other] = [dayGames[0]!, dayGames.find((g) => g.court !== dayGames[0]!.court)!];
    const { token } = (await gameLink(game.id)).body;
    const [before] = await ctx.deps.db.select({ v: championships.liveVersion }).from(championships).where(eq(championships.id, championship.id));

    const saved = await live(token, game.id, [{ a: 21, b: 18 }, { a: 3, b: 5 }]);
    expect(saved.status).toBe(200);
    expect(scorekeeperViewSchema.parse(saved.body).games[0]!.liveSets).toEqual([{ a: 21, b: 18 }, { a: 3, b: 5 }]);
    const [row] = await ctx.deps.db.select().from(games).where(eq(games.id, game.id));
    expect(row!.liveSets).toEqual([{ a: 21, b: 18 }, { a: 3, b: 5 }]);
    const [after] = await ctx.deps.db.select({ v: championships.liveVersion }).from(championships).where(eq(championships.id, championship.id));
    expect(after!.v).toBeGreaterThan(before!.v);

    for (const sets of [[{ a: 100, b: 0 }], [{ a: -1, b: 0 }], [{ a: 1.5, b: 0 }], [{ a: 0, b: 0 }, { a: 0, b: 0 }, { a: 0, b: 0 }, { a: 0, b: 0 }], 'x']) {
      const refused = await live(token, game.id, sets);
      expect(refused.status).toBe(400);
    }
    const notBound = await live(token, other.id, [{ a: 1, b: 0 }]);
    expect(notBound.status).toBe(403);
    expect(notBound.body.message).toBe(messages.scorekeeperGameNotBound);

    await ctx.deps.db.update(games).set({ status: 'finalizado' }).where(eq(games.id, game.id));
    const final = await live(token, game.id, [{ a: 21, b: 0 }]);
    expect(final.status).toBe(409);
    const [kept] = await ctx.deps.db.select().from(games).where(eq(games.id, game.id));
    expect(kept!.liveSets).toEqual([{ a: 21, b: 18 }, { a: 3, b: 5 }]);
  });

  it('sends the result as a pending report of no team, shown as "Mesário"; a player of either team confirms it and the game is final', async () => {
    const { championship, games: dayGames } = await drawnDay();
    const [game, second] = [dayGames[0]!, dayGames[1]!];
    const { token, id: linkId } = (await gameLink(game.id)).body;
    const report = (gameId: string, sets: unknown) => call(ctx.app, 'POST', `/api/scorekeeper/${token}/games/${gameId}/report`, { json: { sets } });

    const impossible = await report(game.id, [{ a: 21, b: 20 }, { a: 21, b: 10 }]);
    expect(impossible.status).toBe(422);
    expect((await report(game.id, [{ a: 21 }])).status).toBe(400);
    expect((await report(second.id, [{ a: 21, b: 10 }, { a: 21, b: 10 }])).status).toBe(403);
    expect(await ctx.deps.db.select().from(scoreReports).where(eq(scoreReports.gameId, game.id))).toEqual([]);

    const sent = await report(game.id, [{ a: 21, b: 15 }, { a: 19, b: 21 }, { a: 15, b: 12 }]);
    expect(sent.status).toBe(201);
    const [row] = await ctx.deps.db.select().from(scoreReports).where(eq(scoreReports.gameId, game.id));
    expect(row).toMatchObject({ teamId: null, reportedBy: null, scorekeeperLinkId: linkId, status: 'pending' });
    expect((await report(game.id, [{ a: 21, b: 15 }, { a: 21, b: 15 }])).status).toBe(409);

    const teamAPlayers = championship.teams.find((team) => team.id === game.teamA.id)!.players;
    const teamBPlayers = championship.teams.find((team) => team.id === game.teamB.id)!.players;
    const told = await ctx.deps.db.select({ userId: notifications.userId }).from(notifications).where(eq(notifications.kind, 'score_to_confirm'));
    for (const player of [...teamAPlayers, ...teamBPlayers]) expect(told.map((n) => n.userId)).toContain(player.id);

    const seen = await call(ctx.app, 'GET', `${ORGANIZER_BASE}/${championship.id}/games?limit=100`, { token: organizer.token });
    const listed = seen.body.find((g: { id: string }) => g.id === game.id);
    expect(listed.report).toMatchObject({ teamId: null, reportedBy: null, reportedByName: 'Mesário', status: 'pending' });

    const confirmed = await call(ctx.app, 'POST', `/api/games/${game.id}/confirm`, { token: teamAPlayers[0]!.token, json: {} });
    expect(confirmed.status).toBe(200);
    const [final] = await ctx.deps.db.select().from(games).where(eq(games.id, game.id));
    expect(final!.status).toBe('finalizado');
    expect(final!.sets).toEqual([{ a: 21, b: 15 }, { a: 19, b: 21 }, { a: 15, b: 12 }]);
    expect((await live(token, game.id, [{ a: 1, b: 0 }])).status).toBe(409);
  });

  it('a court link scores the court game on court and the next one, not another court', async () => {
    const { championship, games: dayGames } = await drawnDay();
    const court = dayGames[0]!.court;
    const response = await call(ctx.app, 'POST', `${ORGANIZER_BASE}/${championship.id}/courts/${encodeURIComponent(court)}/scorekeeper-link`, { token: organizer.token });
    expect(response.status).toBe(201);
    const screen = scorekeeperViewSchema.parse((await view(response.body.token)).body);
    const onCourt = dayGames.filter((g) => g.court === court).map((g) => g.id);
    expect(screen.court).toBe(court);
    expect(screen.games.map((g) => g.id)).toEqual(onCourt.slice(0, 2));
    const elsewhere = dayGames.find((g) => g.court !== court)!;
    expect((await live(response.body.token, elsewhere.id, [{ a: 1, b: 0 }])).status).toBe(403);
    const unknownCourt = await call(ctx.app, 'POST', `${ORGANIZER_BASE}/${championship.id}/courts/Quadra%2099/scorekeeper-link`, { token: organizer.token });
    expect(unknownCourt.status).toBe(404);
  });

  it('refuses a revoked link, and every link once the championship finished, in Portuguese', async () => {
    const { championship, games: dayGames } = await drawnDay();
    const game = dayGames[0]!;
    const first = (await gameLink(game.id)).body;
    const second = (await gameLink(game.id)).body;
    const revoked = await call(ctx.app, 'DELETE', `/api/organizer/scorekeeper-links/${first.id}`, { token: organizer.token });
    expect(revoked.status).toBe(200);
    expect(scorekeeperLinkSchema.parse(revoked.body).revokedAt).not.toBeNull();
    for (const response of [await view(first.token), await live(first.token, game.id, [{ a: 1, b: 0 }])]) {
      expect(response.status).toBe(410);
      expect(response.body.message).toBe('Este link de mesário foi revogado pelo organizador.');
    }
    expect((await view(second.token)).status).toBe(200);

    await ctx.deps.db.update(championships).set({ finishedAt: new Date() }).where(eq(championships.id, championship.id));
    const expired = await view(second.token);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe('Este link de mesário expirou: o campeonato terminou.');
  });

  it('refuses a link made before its championship was cancelled, saying it was cancelled (not that it finished)', async () => {
    const { championship, games: dayGames } = await drawnDay();
    const game = dayGames[0]!;
    const link = (await gameLink(game.id)).body;
    expect((await view(link.token)).status).toBe(200);
    const cancelled = await call(ctx.app, 'POST', `${ORGANIZER_BASE}/${championship.id}/cancel`, { token: organizer.token, json: { reason: 'Chuva forte na arena.' } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    for (const response of [await view(link.token), await live(link.token, game.id, [{ a: 1, b: 0 }])]) {
      expect(response.status).toBe(410);
      expect(response.body.message).toBe('Este campeonato foi cancelado; o link de mesário não marca mais placares.');
    }
  });

  it('refuses a new link of a finished or cancelled championship saying which, and writes none', async () => {
    const courtLink = (championshipId: string, court: string) =>
      call(ctx.app, 'POST', `${ORGANIZER_BASE}/${championshipId}/courts/${encodeURIComponent(court)}/scorekeeper-link`, { token: organizer.token });
    const linksOf = async (championshipId: string) => (await ctx.deps.db.select().from(scorekeeperLinks).where(eq(scorekeeperLinks.championshipId, championshipId))).length;

    const finished = await drawnDay();
    await ctx.deps.db.update(championships).set({ finishedAt: new Date() }).where(eq(championships.id, finished.championship.id));
    for (const response of [await gameLink(finished.games[0]!.id), await courtLink(finished.championship.id, finished.games[0]!.court)]) {
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('Este campeonato já terminou: não há mais placar a marcar, nem link de mesário a criar.');
    }
    expect(await linksOf(finished.championship.id)).toBe(0);

    const cancelled = await drawnDay();
    await ctx.deps.db.update(championships).set({ cancelledAt: new Date() }).where(eq(championships.id, cancelled.championship.id));
    for (const response of [await gameLink(cancelled.games[0]!.id), await courtLink(cancelled.championship.id, cancelled.games[0]!.court)]) {
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('Este campeonato foi cancelado: não há placar a marcar, nem link de mesário a criar.');
    }
    expect(await linksOf(cancelled.championship.id)).toBe(0);
  });

  it('the set score in progress is cleared once the game has its final score, by the organizer or by W.O.', async () => {
    const { championship, games: dayGames } = await drawnDay();
    const [scored, forfeited] = [dayGames[0]!, dayGames.find((g) => g.court !== dayGames[0]!.court)!];
    for (const game of [scored, forfeited]) {
      const { token } = (await gameLink(game.id)).body;
      expect((await live(token, game.id, [{ a: 21, b: 19 }, { a: 20, b: 18 }])).status).toBe(200);
    }
    const saved = await call(ctx.app, 'PUT', `/api/organizer/games/${scored.id}/score`, { token: organizer.token, json: { sets: [{ a: 21, b: 19 }, { a: 22, b: 20 }], version: scored.version } });
    expect(saved.status).toBe(200);
    const forfeit = await call(ctx.app, 'POST', `/api/organizer/games/${forfeited.id}/forfeit`, { token: organizer.token, json: { teamId: forfeited.teamB.id } });
    expect(forfeit.status).toBe(200);

    for (const game of [scored, forfeited]) {
      const [row] = await ctx.deps.db.select().from(games).where(eq(games.id, game.id));
      expect(row!.status).toBe('finalizado');
      expect(row!.liveSets).toBeNull();
    }
    const day = organizerGameDaySchema.parse((await call(ctx.app, 'GET', `${ORGANIZER_BASE}/${championship.id}/day`, { token: organizer.token })).body);
    for (const game of day.games.filter((g) => g.id === scored.id || g.id === forfeited.id)) {
      expect(game.state).toBe('encerrado');
      expect(game.liveSets).toBeNull();
    }
  });

  it('answers 404 to an unknown or forged token, and 429 past the limit', async () => {
    const { games: dayGames } = await drawnDay();
    const { token } = (await gameLink(dayGames[0]!.id)).body;
    const [random, kid] = token.split('.');
    for (const bad of ['nope', `${random}.${kid}.AAAA`, `${'A'.repeat(43)}.${kid}.${token.split('.')[2]}`]) {
      const response = await view(bad);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(messages.scorekeeperLinkNotFound);
    }
    let last = 200;
    for (let i = 0; i <= SCOREKEEPER_LIMIT && last === 200; i += 1) last = (await view(token)).status;
    expect(last).toBe(429);
  });

  it('only the owner manages links, and the token is no session', async () => {
    const { championship, games: dayGames } = await drawnDay();
    const [stranger] = await createUsers(ctx.deps, 1);
    expect((await gameLink(dayGames[0]!.id, stranger!.token)).status).toBe(403);
    expect((await call(ctx.app, 'GET', `${ORGANIZER_BASE}/${championship.id}/scorekeeper-links`, { token: stranger!.token })).status).toBe(403);
    const link = (await gameLink(dayGames[0]!.id)).body;
    expect((await call(ctx.app, 'DELETE', `/api/organizer/scorekeeper-links/${link.id}`, { token: stranger!.token })).status).toBe(403);
    expect((await call(ctx.app, 'POST', `/api/organizer/games/${dayGames[0]!.id}/scorekeeper-link`)).status).toBe(401);
    for (const path of [`${ORGANIZER_BASE}/${championship.id}/day`, `${ORGANIZER_BASE}/${championship.id}/scorekeeper-links`, '/api/user/me']) {
      expect((await call(ctx.app, 'GET', path, { token: link.token })).status).toBe(401);
    }
  });
});
