import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { openGameSchema, type OpenGame } from '@areia/shared/core/schemas/open-game';
import { historyEntrySchema } from '@areia/shared/core/schemas/ranking-history';
import { arenas, notifications, openGamePlayers, openGames, users } from '../../platform/db/schema';
import { VOLEI, call, createTestContext, createUsers, loginDemo, type CallResult, type TestContext, type TestPlayer } from '../../test/context';
import { drainJobs } from '../../test/jobs';
import { openGamesQuery } from '../../domain/open-games/reads';

let ctx: TestContext;
let arena: { id: string; name: string };
const HOUR = 3_600_000;
const T0 = new Date('2031-05-10T12:00:00.000Z').getTime();
const clock = { now: T0 };

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.deps.now = () => new Date(clock.now);
  [arena] = (await ctx.deps.db.select({ id: arenas.id, name: arenas.name }).from(arenas).limit(1)) as [{ id: string; name: string }];
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => {
  clock.now = T0;
});

const at = (hours: number) => new Date(T0 + hours * HOUR).toISOString();
const create = (user: TestPlayer, json: Record<string, unknown>) => call(ctx.app, 'POST', '/api/open-games', { token: user.token, json: { arena_id: arena.id, starts_at: at(5), competitive: true, ...json } });
const act = (user: TestPlayer, method: string, path: string, json?: unknown) => call(ctx.app, method, `/api/open-games${path}`, { token: user.token, json });
const gameOf = (body: unknown): OpenGame => openGameSchema.parse(body);
const rowCount = async () => (await ctx.deps.db.select({ value: count() }).from(openGames))[0]!.value;
const levels = async (ids: string[]) =>
  new Map((await ctx.deps.db.select({ id: users.id, rating: users.rating, points: users.rankingPoints }).from(users).where(inArray(users.id, ids))).map((row) => [row.id, row]));

/** Ana opens a competitive game at 600 ± 150 in 5 h; Bia, Caio and Dani (all 600) join: full. */
async function fullGame(competitive = true) {
  const [ana, bia, caio, dani] = await createUsers(ctx.deps, 4, 600);
  const opened = await create(ana!, { competitive });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  const game = gameOf(opened.body);
  for (const user of [bia!, caio!, dani!]) expect((await act(user, 'POST', `/${game.id}/join`)).status).toBe(200);
  return { game, ana: ana!, bia: bia!, caio: caio!, dani: dani! };
}

describe('opening a game', () => {
  it('opens with the creator inside and the range their level ± 150 by default', async () => {
    const [ana] = await createUsers(ctx.deps, 1, 600);
    const opened = await create(ana!, {});
    expect(opened.status).toBe(201);
    expect(gameOf(opened.body)).toMatchObject({
      arena,
      level_min: 450,
      level_max: 750,
      competitive: true,
      stage: 'open',
      places_left: 3,
      players: [{ id: ana!.id, level: 600, side: null }],
      me: { in_game: true, can_join: false, can_leave: false, can_remove: false, can_report: false, can_confirm: false },
    });
  });

  it('refuses a game in the past, a range outside 0–1200 or inverted, an unknown arena and bad bodies, in pt-BR, writing nothing', async () => {
    const [ana] = await createUsers(ctx.deps, 1, 600);
    const before = await rowCount();
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ starts_at: at(-1) }, 422, 'Marque o jogo para um dia e hora que ainda não passaram'],
      [{ starts_at: at(0) }, 422, 'Marque o jogo para um dia e hora que ainda não passaram'],
      [{ level_min: -1, level_max: 700 }, 422, 'A faixa de nível deve ficar entre 0 e 1200'],
      [{ level_min: 500, level_max: 1201 }, 422, 'A faixa de nível deve ficar entre 0 e 1200'],
      [{ level_min: 700, level_max: 500 }, 422, 'O nível mínimo não pode ser maior que o máximo'],
      [{ level_min: 700, level_max: 900 }, 422, 'Seu nível (600) precisa estar dentro da faixa do jogo'],
      [{ arena_id: '00000000-0000-4000-8000-000000000000' }, 404, 'Arena não encontrada'],
      [{ arena_id: 'nada' }, 404, 'Arena não encontrada'],
      [{ starts_at: 'amanhã' }, 400, 'Informe o dia e a hora do jogo'],
      [{ level_min: 450.5 }, 400, 'O nível deve ser um número inteiro'],
      [{ competitive: 'sim' }, 400, 'Diga se o jogo vale nível (competitivo) ou é amistoso'],
    ];
    for (const [json, status, message] of refusals) expect(await create(ana!, json), JSON.stringify(json)).toMatchObject({ status, body: { message } });
    expect(await rowCount()).toBe(before);
  });
});

describe('joining', () => {
  it('lets in whoever is within the range and refuses one outside it with the range', async () => {
    const [ana] = await createUsers(ctx.deps, 1, 600);
    const [low] = await createUsers(ctx.deps, 1, 449);
    const [edge] = await createUsers(ctx.deps, 1, 450);
    const game = gameOf((await create(ana!, {})).body);
    const refused = await act(low!, 'POST', `/${game.id}/join`);
    expect(refused).toMatchObject({ status: 422, body: { message: 'Este jogo é para nível 450 a 750; o seu é 449' } });
    expect(gameOf((await act(low!, 'GET', `/${game.id}`)).body).me).toMatchObject({ can_join: false, join_refusal: 'Este jogo é para nível 450 a 750; o seu é 449' });
    const joined = await act(edge!, 'POST', `/${game.id}/join`);
    expect(joined.status).toBe(200);
    expect(gameOf(joined.body)).toMatchObject({ places_left: 2, me: { in_game: true, can_leave: true } });
    expect(await act(edge!, 'POST', `/${game.id}/join`)).toMatchObject({ status: 409, body: { message: 'Você já está neste jogo' } });
  });

  it('tells all four when the game fills, and refuses a fifth', async () => {
    const { game, ana, bia, caio, dani } = await fullGame();
    const told = await ctx.deps.db
      .select({ userId: notifications.userId, link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.kind, 'open_game_full'), inArray(notifications.userId, [ana.id, bia.id, caio.id, dani.id])));
    expect(told.map((row) => row.userId).sort()).toEqual([ana.id, bia.id, caio.id, dani.id].sort());
    expect(told[0]!.link).toBe(`/jogos-abertos/${game.id}`);
    const [eva] = await createUsers(ctx.deps, 1, 600);
    expect(await act(eva!, 'POST', `/${game.id}/join`)).toMatchObject({ status: 409, body: { message: 'Este jogo já está completo' } });
    const avisos = await call(ctx.app, 'GET', '/api/notifications', { token: bia.token });
    expect(avisos.body[0]).toMatchObject({ kind: 'open_game_full', title: 'Jogo aberto completo' });
    expect(avisos.body[0].text).toContain(`jogo aberto na ${arena.name}`);
  });

  it('lets the creator remove a player and a player leave before the time, not after', async () => {
    const { game, ana, bia, caio } = await fullGame();
    expect(await act(bia, 'DELETE', `/${game.id}/players/${caio.id}`)).toMatchObject({ status: 403, body: { message: 'Só quem abriu o jogo pode remover jogadores' } });
    const removed = await act(ana, 'DELETE', `/${game.id}/players/${caio.id}`);
    expect(gameOf(removed.body)).toMatchObject({ stage: 'open', places_left: 1 });
    expect(await act(ana, 'POST', `/${game.id}/leave`)).toMatchObject({ status: 422, body: { message: 'Quem abriu o jogo não sai dele' } });
    expect(gameOf((await act(bia, 'POST', `/${game.id}/leave`)).body)).toMatchObject({ places_left: 2, me: { in_game: false, can_join: true } });
    clock.now = T0 + 5 * HOUR;
    expect(await act(caio, 'POST', `/${game.id}/join`)).toMatchObject({ status: 409, body: { message: 'O horário deste jogo já passou' } });
  });
});

describe('the score', () => {
  const sets = [
    { a: 21, b: 15 },
    { a: 21, b: 18 },
  ];

  it('is reported after the time, confirmed by the other side, and moves the four levels with the history explained, without ranking points', async () => {
    const { game, ana, bia, caio, dani } = await fullGame();
    expect(await act(ana, 'POST', `/${game.id}/score`, { partner_id: caio.id, sets })).toMatchObject({ status: 409 });
    clock.now = T0 + 7 * HOUR;
    expect(await act(ana, 'POST', `/${game.id}/score`, { partner_id: ana.id, sets })).toMatchObject({ status: 422, body: { message: 'Seu parceiro precisa ser outro jogador deste jogo' } });
    expect(await act(ana, 'POST', `/${game.id}/score`, { partner_id: caio.id, sets: [{ a: 21, b: 20 }, { a: 21, b: 3 }] })).toMatchObject({ status: 422 });
    const before = await levels([ana.id, bia.id, caio.id, dani.id]);
    const reported = await act(ana, 'POST', `/${game.id}/score`, { partner_id: caio.id, sets });
    expect(gameOf(reported.body)).toMatchObject({ stage: 'reported', score: { reported_by: ana.id, sets, stands_at: at(31), confirmed_at: null } });
    expect(await act(bia, 'POST', `/${game.id}/score`, { partner_id: dani.id, sets })).toMatchObject({ status: 409, body: { message: 'O placar deste jogo já foi informado' } });
    expect(await act(caio, 'POST', `/${game.id}/confirm`)).toMatchObject({ status: 422, body: { message: 'O placar é confirmado por um jogador do outro lado' } });
    const bias = gameOf((await act(bia, 'GET', `/${game.id}`)).body);
    expect(bias.me.can_confirm).toBe(true);
    const scoreAviso = await ctx.deps.db.select().from(notifications).where(and(eq(notifications.kind, 'open_game_score'), inArray(notifications.userId, [bia.id, dani.id])));
    expect(scoreAviso).toHaveLength(2);
    expect(await levels([ana.id])).toEqual(new Map([[ana.id, before.get(ana.id)]]));

    const confirmed = gameOf((await act(dani, 'POST', `/${game.id}/confirm`)).body);
    expect(confirmed.stage).toBe('confirmed');
    const after = await levels([ana.id, bia.id, caio.id, dani.id]);
    for (const winner of [ana, caio]) expect(after.get(winner.id)!.rating).toBeGreaterThan(before.get(winner.id)!.rating);
    for (const loser of [bia, dani]) expect(after.get(loser.id)!.rating).toBeLessThan(before.get(loser.id)!.rating);
    for (const id of after.keys()) expect(after.get(id)!.points).toBe(before.get(id)!.points);
    for (const player of confirmed.players) expect(player.level_change).toBe(after.get(player.id)!.rating - before.get(player.id)!.rating);
    expect(await act(bia, 'POST', `/${game.id}/confirm`)).toMatchObject({ status: 409, body: { message: 'O placar deste jogo já foi confirmado' } });

    const history = await call(ctx.app, 'GET', `/api/players/${VOLEI}/${caio.id}/history`, { token: ana.token });
    expect(history.status).toBe(200);
    const [entry] = z.array(historyEntrySchema).parse(history.body);
    expect(entry).toMatchObject({
      kind: 'open_game',
      championship_id: game.id,
      title: `Jogo aberto na ${arena.name}`,
      points: 0,
      counts: false,
      level_before: before.get(caio.id)!.rating,
      level_after: after.get(caio.id)!.rating,
      games: [{ partner: { id: ana.id }, sets: { won: 2, lost: 0, scores: [{ own: 21, other: 15 }, { own: 21, other: 18 }] } }],
    });
    expect(entry!.games[0]!.opponents.map((opponent) => opponent.id).sort()).toEqual([bia.id, dani.id].sort());
    const bHistory = z.array(historyEntrySchema).parse((await call(ctx.app, 'GET', `/api/players/${VOLEI}/${bia.id}/history`, { token: ana.token })).body);
    expect(bHistory[0]!.games[0]).toMatchObject({ sets: { won: 0, lost: 2, scores: [{ own: 15, other: 21 }, { own: 18, other: 21 }] } });
  });

  it('stands by itself 24 h after the report (the job, at the app clock), and a friendly game moves no level', async () => {
    const { game, ana, bia, caio, dani } = await fullGame(false);
    clock.now = T0 + 6 * HOUR;
    await act(bia, 'POST', `/${game.id}/score`, { partner_id: dani.id, sets });
    const before = await levels([ana.id, bia.id, caio.id, dani.id]);
    clock.now = T0 + 30 * HOUR - 1;
    await drainJobs(ctx.jobs, ctx.deps);
    expect(gameOf((await act(ana, 'GET', `/${game.id}`)).body).stage).toBe('reported');
    clock.now = T0 + 30 * HOUR;
    await drainJobs(ctx.jobs, ctx.deps);
    const stood = gameOf((await act(ana, 'GET', `/${game.id}`)).body);
    expect(stood).toMatchObject({ stage: 'confirmed', score: { confirmed_at: at(30) } });
    expect(await levels([ana.id, bia.id, caio.id, dani.id])).toEqual(before);
    const [row] = await ctx.deps.db.select().from(openGames).where(eq(openGames.id, game.id));
    expect(row!.confirmedBy).toBeNull();
    expect(await ctx.deps.db.select().from(openGamePlayers).where(and(eq(openGamePlayers.gameId, game.id), isNotNull(openGamePlayers.ratedAt)))).toHaveLength(0);
  });

  it('a competitive score standing by itself moves the levels too', async () => {
    const { game, ana, bia, caio, dani } = await fullGame(true);
    clock.now = T0 + 6 * HOUR;
    await act(bia, 'POST', `/${game.id}/score`, { partner_id: dani.id, sets });
    const before = await levels([ana.id, bia.id, caio.id, dani.id]);
    clock.now = T0 + 31 * HOUR;
    await drainJobs(ctx.jobs, ctx.deps);
    const after = await levels([ana.id, bia.id, caio.id, dani.id]);
    for (const winner of [bia, dani]) expect(after.get(winner.id)!.rating).toBeGreaterThan(before.get(winner.id)!.rating);
    for (const loser of [ana, caio]) expect(after.get(loser.id)!.rating).toBeLessThan(before.get(loser.id)!.rating);
  });
});

describe('the lists', () => {
  it('lists games with a place that fit my level, soonest first, a page at a time, and my own games', async () => {
    const [ana, bia, me] = await createUsers(ctx.deps, 3, 1000);
    const [far] = await createUsers(ctx.deps, 1, 300);
    const ids: string[] = [];
    for (const hours of [9, 3, 6]) ids.push(gameOf((await create(ana!, { starts_at: at(hours) })).body).id);
    const other = gameOf((await create(far!, { starts_at: at(2) })).body);
    await act(bia!, 'POST', `/${ids[1]}/join`);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: CallResult = await call(ctx.app, 'GET', `/api/open-games?arena_id=${arena.id}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token: me!.token });
      expect(page.status).toBe(200);
      seen.push(...z.array(openGameSchema).parse(page.body).map((game) => game.id));
      cursor = page.headers.get('X-Next-Cursor');
    } while (cursor);
    const mine = seen.filter((id) => ids.includes(id));
    expect(mine).toEqual([ids[1], ids[2], ids[0]]);
    expect(seen).not.toContain(other.id);
    const [leme] = await ctx.deps.db.select().from(arenas).where(eq(arenas.id, arena.id));
    const near = await call(ctx.app, 'GET', `/api/open-games?latitude=${leme!.latitude}&longitude=${leme!.longitude}&maxDistance=1`, { token: me!.token });
    const nearGames = z.array(openGameSchema).parse(near.body);
    expect(nearGames.filter((game) => ids.includes(game.id)).map((game) => game.distance)).toEqual([0, 0, 0]);
    const own = z.array(openGameSchema).parse((await call(ctx.app, 'GET', '/api/open-games?mine=1', { token: bia!.token })).body);
    expect(own.map((game) => game.id)).toEqual([ids[1]]);
    expect(await call(ctx.app, 'GET', '/api/open-games?arena_id=nada', { token: me!.token })).toMatchObject({ status: 404, body: { message: 'Arena não encontrada' } });
  });
});

describe('the demo data', () => {
  it('has a game at the Arena Leme the demo athlete may join, two places left', async () => {
    clock.now = Date.now();
    const demo = await loginDemo(ctx.app);
    const [leme] = await ctx.deps.db.select({ id: arenas.id }).from(arenas).where(eq(arenas.name, 'Arena Leme Beach Vôlei'));
    const answer = await call(ctx.app, 'GET', `/api/open-games?arena_id=${leme!.id}`, { token: demo.token });
    const seeded = z.array(openGameSchema).parse(answer.body).filter((game) => game.starts_at < at(0));
    expect(seeded).toHaveLength(1);
    expect(seeded[0]).toMatchObject({ competitive: true, places_left: 2, stage: 'open', me: { in_game: false, can_join: true, join_refusal: null } });
  });
});

describe('the lists\' plans', () => {
  const planOf = (query: ReturnType<typeof openGamesQuery>) =>
    ctx.deps.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const result = await tx.execute(sql`EXPLAIN ${query}`);
      return (result as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
    });

  it('reads open games by arena, time and level band on the partial indexes, not the whole table', async () => {
    const now = new Date(T0);
    expect(await planOf(openGamesQuery(ctx.deps, 600, { arenaId: arena.id }, [at(1), arena.id], 20, now))).toContain('open_games_open_arena_idx');
    expect(await planOf(openGamesQuery(ctx.deps, 600, {}, undefined, 20, now))).toContain('open_games_open_time_idx');
  });
});
