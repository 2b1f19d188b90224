import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray, like, sql } from 'drizzle-orm';
import { rankingPointsAt } from '@areia/shared/core/rules/ranking/points-window';
import type { PgTable } from 'drizzle-orm/pg-core';
import { arenas, championships, games, openGamePlayers, openGames, partnerPosts, rankingResults, teamMembers, teams, userModalities, users } from '../platform/db/schema';
import { finishChampionship } from '../domain/championship/finish';
import { call, createTestContext, loginDemo, VOLEI, type TestContext } from '../test/context';
import { FINISHABLE_TEAMS, generateScaleData, RESULTS_PER_ATHLETE } from './generate';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const total = async (table: PgTable) =>
  (await ctx.deps.db.select({ n: count() }).from(table))[0]!.n;

describe('generateScaleData', () => {
  it('adds the asked rows in set-based statements, twice on one database, and the API reads them', async () => {
    const tables = [users, arenas, championships, teams, teamMembers, games, userModalities] as const;
    const before = await Promise.all(tables.map((table) => total(table)));
    const first = await generateScaleData(ctx.deps.db, { users: 40, arenas: 30, championships: 3 });
    const second = await generateScaleData(ctx.deps.db, { users: 20, arenas: 10, championships: 2 });
    expect(first.tag).not.toBe(second.tag);
    const after = await Promise.all(tables.map((table) => total(table)));
    expect(after.map((value, index) => value - before[index]!)).toEqual([60, 40, 5, 40, 80, 60, 60]);

    const [sample] = await ctx.deps.db.select().from(users).where(like(users.email, `escala-${first.tag}-%`)).limit(1);
    expect(sample!.fullName).toMatch(/^\p{L}+ \p{L}+ \p{L}+$/u);
    const [place] = await ctx.deps.db.select().from(arenas).where(like(arenas.website, `https://arena-${first.tag}-%`)).limit(1);
    // Somewhere on Brazil's coast.
    expect(place!.latitude).toBeGreaterThan(-31);
    expect(place!.latitude).toBeLessThan(0);
    expect(place!.longitude).toBeGreaterThan(-52);
    expect(place!.longitude).toBeLessThan(-34);

    const { token } = await loginDemo(ctx.app);
    const [generated] = await ctx.deps.db.select({ id: championships.id }).from(championships).where(like(championships.title, '% nº 1')).limit(1);
    const detail = await call(ctx.app, 'GET', `/api/championships/${VOLEI}/${generated!.id}`, { token });
    expect(detail.status).toBe(200);
    const teamList = await call(ctx.app, 'GET', `/api/championships/${VOLEI}/${generated!.id}/teams`, { token });
    expect(teamList.status).toBe(200);
    const gameRows = await ctx.deps.db.select().from(games).where(eq(games.championshipId, generated!.id));
    expect(gameRows).toHaveLength(12);
    const player = await call(ctx.app, 'GET', `/api/players/${VOLEI}/${sample!.id}`, { token });
    expect(player.status).toBe(200);
  });
});

describe('generateScaleData with results and a championship ready to finish', () => {
  it('stores each athlete’s ranking points as the sum of their best 5 within 365 days, and the championship finishes', async () => {
    const generated = await generateScaleData(ctx.deps.db, { users: 200, arenas: 2, championships: 10, results: 400, finishable: true });
    const rows = await ctx.deps.db
      .select({ athleteId: rankingResults.athleteId, points: rankingResults.points, finalizedAt: rankingResults.finalizedAt })
      .from(rankingResults)
      .innerJoin(users, eq(users.id, rankingResults.athleteId))
      .where(like(users.email, `escala-${generated.tag}-%`));
    expect(rows).toHaveLength(400);
    const byAthlete = new Map<string, typeof rows>();
    for (const row of rows) byAthlete.set(row.athleteId, [...(byAthlete.get(row.athleteId) ?? []), row]);
    expect(byAthlete.size).toBe(400 / RESULTS_PER_ATHLETE);
    const now = new Date();
    const stored = await ctx.deps.db.select({ id: users.id, points: users.rankingPoints }).from(users).where(inArray(users.id, [...byAthlete.keys()]));
    const expected = new Map([...byAthlete].map(([id, results]) => [id, rankingPointsAt(results.map((result) => ({ ...result, championshipId: id })), now)]));
    expect(new Map(stored.map((row) => [row.id, row.points]))).toEqual(expected);
    // Some results are outside the window and some athletes have more than 5 inside it: both rules are exercised.
    expect(rows.some((row) => now.getTime() - row.finalizedAt.getTime() > 365 * 86_400_000)).toBe(true);
    const inWindow = (results: typeof rows) => results.filter((row) => now.getTime() - row.finalizedAt.getTime() < 365 * 86_400_000).length;
    expect([...byAthlete.values()].some((results) => inWindow(results) > 5)).toBe(true);

    const [championship] = await ctx.deps.db.select().from(championships).where(eq(championships.id, generated.finishableId!));
    const placements = await ctx.deps.db.transaction((tx) => finishChampionship(tx, championship!.id, () => now));
    expect(placements).toHaveLength(FINISHABLE_TEAMS);
    const awarded = await ctx.deps.db.select({ n: count() }).from(rankingResults).where(eq(rankingResults.championshipId, championship!.id));
    expect(awarded[0]!.n).toBe(FINISHABLE_TEAMS * 2);
  });
});

describe('generateScaleData with open posts and open games', () => {
  it('spreads the posts over the championships still taking teams and fills open games within their creators’ band, and the lists read them', async () => {
    const generated = await generateScaleData(ctx.deps.db, { users: 4000, arenas: 5, championships: 240, posts: 150, openGames: 30 });
    const posts = await ctx.deps.db
      .select({ championshipId: partnerPosts.championshipId, occurs: championships.occurs, userId: partnerPosts.userId })
      .from(partnerPosts)
      .innerJoin(championships, eq(championships.id, partnerPosts.championshipId))
      .innerJoin(users, eq(users.id, partnerPosts.userId))
      .where(like(users.email, `escala-${generated.tag}-%`));
    expect(posts).toHaveLength(150);
    expect(posts.every((post) => post.occurs.getTime() > Date.now())).toBe(true);
    expect(new Set(posts.map((post) => post.userId)).size).toBe(150);
    const placed = await ctx.deps.db.select({ id: teamMembers.playerId }).from(teamMembers).where(inArray(teamMembers.playerId, posts.map((post) => post.userId)));
    expect(placed).toEqual([]);

    const gamesMade = await ctx.deps.db.select().from(openGames).innerJoin(users, eq(users.id, openGames.creatorId)).where(like(users.email, `escala-${generated.tag}-%`));
    expect(gamesMade).toHaveLength(30);
    for (const { open_games: game, users: creator } of gamesMade) {
      expect(game.levelMin).toBe(Math.max(0, creator.rating - 150));
      expect(game.levelMax).toBe(Math.min(1200, creator.rating + 150));
      expect(game.startsAt.getTime()).toBeGreaterThan(Date.now());
      const places = await ctx.deps.db.select({ n: count() }).from(openGamePlayers).where(eq(openGamePlayers.gameId, game.id));
      expect(places[0]!.n).toBe(game.playerCount);
    }

    const { token } = await loginDemo(ctx.app);
    const fit = await call(ctx.app, 'GET', `/api/partners/${generated.postsChampionshipId}`, { token });
    expect(fit.status).toBe(200);
    expect((fit.body as unknown[]).length).toBe(posts.filter((post) => post.championshipId === generated.postsChampionshipId).length);
    const arena = (await ctx.deps.db.execute(sql`SELECT md5(${generated.tag} || 'a' || 1)::uuid AS id`)) as unknown as { rows: { id: string }[] };
    const [demo] = await ctx.deps.db.select({ level: users.rating }).from(users).where(eq(users.email, 'demo@areia.app'));
    // Games 0, 5, … 25 are at the first arena; the list shows those whose band holds the reader's level.
    const holding = gamesMade.filter(({ open_games: game }) => game.arenaId === arena.rows[0]!.id && game.levelMin <= demo!.level && demo!.level <= game.levelMax);
    expect(gamesMade.filter(({ open_games: game }) => game.arenaId === arena.rows[0]!.id)).toHaveLength(6);
    expect(holding.length).toBeGreaterThan(0);
    const listed = await call(ctx.app, 'GET', `/api/open-games?arena_id=${arena.rows[0]!.id}`, { token });
    expect(listed.status).toBe(200);
    expect((listed.body as { id: string }[]).map((game) => game.id).sort()).toEqual(holding.map(({ open_games: game }) => game.id).sort());
  });
});
