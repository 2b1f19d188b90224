import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PLAY_COUNT_CAP, playSchema, type Play } from '@areia/shared/core/schemas/play';
import { arenas, openGames, teamMembers, teams } from '../../platform/db/schema';
import { call, createChampionship, createTestContext, createUsers, type TestContext, type TestPlayer } from '../../test/context';
import { playPostsQuery } from '../../domain/play/counts';

let ctx: TestContext;
let leme: string;
let jurere: string;
/** Praia de Copacabana: the Arena Leme is 1.5 km away, the Arena Jurerê (Florianópolis) some 750 km. */
const COPACABANA = { latitude: -22.9714, longitude: -43.1823 };
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestContext();
  const arenaId = async (name: string) => (await ctx.deps.db.select({ id: arenas.id }).from(arenas).where(eq(arenas.name, name)))[0]!.id;
  leme = await arenaId('Arena Leme Beach Vôlei');
  jurere = await arenaId('Arena Jurerê Internacional');
});
afterAll(async () => {
  await ctx.close();
});

async function play(user: TestPlayer, near: { latitude: number; longitude: number } | null = COPACABANA): Promise<Play> {
  const query = near ? `?latitude=${near.latitude}&longitude=${near.longitude}` : '';
  const answer = await call(ctx.app, 'GET', `/api/user/play${query}`, { token: user.token });
  expect(answer.status).toBe(200);
  return playSchema.parse(answer.body);
}
const openGame = (user: TestPlayer, arenaId: string, range: [number, number]) =>
  call(ctx.app, 'POST', '/api/open-games', {
    token: user.token,
    json: { arena_id: arenaId, starts_at: new Date(Date.now() + 2 * DAY).toISOString(), level_min: range[0], level_max: range[1], competitive: false },
  });
const lookFor = (championshipId: string, user: TestPlayer) => call(ctx.app, 'POST', `/api/partners/${championshipId}`, { token: user.token, json: {} });

describe('GET /api/user/play', () => {
  it('counts the open games near the athlete that hold their level, as the "Jogos abertos" list shows them', async () => {
    const [me, host, stranger] = await createUsers(ctx.deps, 3, 300);
    const before = await play(me!);
    const beforeAnywhere = await play(me!, null);
    expect((await openGame(host!, leme, [200, 400])).status).toBe(201);
    // Out of my range, and far away: neither counts near Copacabana; the far one counts without a position.
    const outOfRange = await call(ctx.app, 'POST', '/api/open-games', {
      token: stranger!.token,
      json: { arena_id: leme, starts_at: new Date(Date.now() + DAY).toISOString(), level_min: 0, level_max: 300, competitive: false },
    });
    expect(outOfRange.status).toBe(201);
    await ctx.deps.db.update(openGames).set({ levelMin: 700, levelMax: 900 }).where(eq(openGames.id, outOfRange.body.id));
    expect((await openGame(host!, jurere, [200, 400])).status).toBe(201);

    const after = await play(me!);
    expect(after.open_games).toEqual({ count: before.open_games.count + 1, more: false });
    expect((await play(me!, null)).open_games.count).toBe(beforeAnywhere.open_games.count + 2);
    const list = await call(ctx.app, 'GET', `/api/open-games?latitude=${COPACABANA.latitude}&longitude=${COPACABANA.longitude}&maxDistance=30&limit=50`, { token: me!.token });
    expect(list.body).toHaveLength(after.open_games.count);
  });

  it('stops at the cap and says there are more', async () => {
    const [me, host] = await createUsers(ctx.deps, 2, 300);
    for (let index = 0; index <= PLAY_COUNT_CAP; index += 1) expect((await openGame(host!, leme, [250, 350])).status).toBe(201);
    expect((await play(me!)).open_games).toEqual({ count: PLAY_COUNT_CAP, more: true });
  });

  it('counts the championships near the athlete where someone who fits is looking for a partner, while the athlete has no team there', async () => {
    const [me, fits, far, strong] = await createUsers(ctx.deps, 4, 300);
    const [tooStrong] = await createUsers(ctx.deps, 1, 900);
    const before = await play(me!);
    const beforeAnywhere = await play(me!, null);
    const near = await createChampionship(ctx.deps, { arenaId: leme, category: 'Iniciante', title: 'Dupla perto' });
    const away = await createChampionship(ctx.deps, { arenaId: jurere, category: 'Iniciante', title: 'Dupla longe' });
    const open = await createChampionship(ctx.deps, { arenaId: leme, category: 'Open', title: 'Dupla forte' });
    expect((await lookFor(near.id, fits!)).status).toBe(201);
    // A second post in the same championship counts it once.
    expect((await lookFor(near.id, strong!)).status).toBe(201);
    expect((await lookFor(away.id, far!)).status).toBe(201);
    // Someone looking in an Open the athlete may enter, whose pair would sit far below the Open band: no good fit.
    expect((await lookFor(open.id, tooStrong!)).status).toBe(201);

    expect((await play(me!)).partner_championships).toEqual({ count: before.partner_championships.count + 1, more: false });
    expect((await play(me!, null)).partner_championships.count).toBe(beforeAnywhere.partner_championships.count + 2);
    // The one looking is not told about their own post; the athlete too strong for Iniciante is told of neither.
    expect((await play(fits!)).partner_championships.count).toBe(before.partner_championships.count + 1);
    expect((await play(tooStrong!)).partner_championships.count).toBe(0);

    // In a team of the championship, the athlete needs no partner there.
    const [team] = await ctx.deps.db.insert(teams).values({ championshipId: near.id, slot: 1, createdBy: me!.id }).returning();
    await ctx.deps.db.insert(teamMembers).values({ teamId: team!.id, championshipId: near.id, playerId: me!.id, position: 1 });
    expect((await play(me!)).partner_championships.count).toBe(before.partner_championships.count);
  });

  it('refuses half a position in Portuguese, and anyone signed out', async () => {
    const [me] = await createUsers(ctx.deps, 1);
    expect(await call(ctx.app, 'GET', '/api/user/play?latitude=-22.9', { token: me!.token })).toMatchObject({ status: 400, body: { message: 'Coordenadas inválidas' } });
    expect(await call(ctx.app, 'GET', '/api/user/play?latitude=-91&longitude=0', { token: me!.token })).toMatchObject({ status: 400, body: { message: 'Coordenadas inválidas' } });
    expect((await call(ctx.app, 'GET', '/api/user/play')).status).toBe(401);
  });

  it('reads only open posts, on one of their partial indexes, never the whole table', async () => {
    const [me] = await createUsers(ctx.deps, 1);
    const plan = await ctx.deps.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const result = await tx.execute(sql`EXPLAIN ${playPostsQuery(ctx.deps, me!.id, COPACABANA, new Date())}`);
      return (result as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
    });
    // On a seed this small the planner may take the open posts by athlete and sort them; at scale, the newest first.
    expect(plan).toMatch(/partner_posts_(open_recent|user_open|open)_idx/);
    expect(plan).not.toMatch(/Seq Scan on partner_posts/);
  });
});
