import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import sharp from 'sharp';
import {
  organizerChampionshipDetailSchema,
  organizerChampionshipSchema,
  organizerGameSchema,
  type OrganizerChampionshipWithGames,
  type OrganizerGame,
} from '@areia/shared/core/schemas/organizer';
import { NEXT_CURSOR_HEADER } from '@areia/shared/core/schemas/paging';
import { gameSchema, groupRowSchema } from '@areia/shared/core/schemas/standings';
import { userProfileSchema } from '@areia/shared/core/schemas/user';
import { arenas, championships, games, scoreReports, teams, users } from '../../platform/db/schema';
import { ORGANIZER_ACCOUNT } from '../../seed/seed';
import { VOLEI, call, createChampionship, createChampionshipWithTeams, createTestContext, createUsers, loginDemo, type TestContext } from '../../test/context';

let ctx: TestContext;
let demo: { token: string; userId: string };
let organizer: { token: string; userId: string };
let arenaId: string;

type Player = Awaited<ReturnType<typeof createUsers>>[number];

beforeAll(async () => {
  ctx = await createTestContext();
  demo = await loginDemo(ctx.app);
  const login = await call(ctx.app, 'POST', '/api/auth/login', { json: { email: ORGANIZER_ACCOUNT.email, password: ORGANIZER_ACCOUNT.password } });
  expect(login.status).toBe(200);
  organizer = { token: login.body.token, userId: login.body.user.id };
  arenaId = (await call(ctx.app, 'GET', '/api/arenas', { token: demo.token })).body[0].id;
});

afterAll(async () => {
  await ctx.close();
});

const base = '/api/organizer/championships';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const input = (overrides: Record<string, unknown> = {}) => ({
  title: 'Copa Teste Organizador',
  category: 'Open',
  occurs: new Date(Date.now() + 10 * 86_400_000).toISOString(),
  arenaId,
  maxTeams: 12,
  playersPerTeam: 2,
  price: 80,
  contact: '21999998888',
  description: 'Campeonato de teste',
  ...overrides,
});

/** A championship of the seed organizer with `n` teams signed up (ratings descending by sign-up order). */
async function championshipWithTeams(n: number, owner = organizer.userId): Promise<{ id: string; teams: { id: string; players: Player[] }[] }> {
  // It starts when its games do, so its knockout rounds (scheduled from the start on) are due too.
  return createChampionshipWithTeams(ctx.deps, n, { organizerId: owner, occurs: new Date(schedule.startsAt) });
}

/** Every page of the championship's games (GET …/{id}/games, X-Next-Cursor followed). */
async function gamesOf(id: string): Promise<OrganizerGame[]> {
  const all: OrganizerGame[] = [];
  let cursor: string | null = null;
  do {
    const response = await ctx.app.request(`${base}/${id}/games${cursor ? `?cursor=${cursor}` : ''}`, { headers: { authorization: `Bearer ${organizer.token}` } });
    expect(response.status).toBe(200);
    all.push(...z.array(organizerGameSchema).parse(await response.json()));
    cursor = response.headers.get(NEXT_CURSOR_HEADER);
  } while (cursor);
  return all;
}

/** An answer of the detail (which no longer holds the games) with the games read apart, as the screens see it. */
async function withGames(id: string, body: unknown): Promise<OrganizerChampionshipWithGames> {
  expect(body).not.toHaveProperty('games');
  return { ...organizerChampionshipDetailSchema.parse(body), games: await gamesOf(id) };
}

const detailOf = async (id: string): Promise<OrganizerChampionshipWithGames> =>
  withGames(id, (await call(ctx.app, 'GET', `${base}/${id}`, { token: organizer.token })).body);

// Games already due: a score is taken from an hour before its game (the lifecycle test covers earlier ones).
const schedule = { startsAt: new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 2 * 86_400_000).toISOString(), courts: 2, minutesPerGame: 30 };

async function closeAndDraw(id: string, body: Record<string, unknown> = { mode: 'snake', poolSize: 3, ...schedule }) {
  expect((await call(ctx.app, 'POST', `${base}/${id}/close-signups`, { token: organizer.token })).status).toBe(200);
  const response = await call(ctx.app, 'POST', `${base}/${id}/pools`, { token: organizer.token, json: body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return withGames(id, response.body);
}

const saveScore = (gameId: string, sets: [number, number][], version: number, token = organizer.token) =>
  call(ctx.app, 'PUT', `/api/organizer/games/${gameId}/score`, { token, json: { sets: sets.map(([a, b]) => ({ a, b })), version } });

const gameCount = async (championshipId: string) => (await ctx.deps.db.select({ value: count() }).from(games).where(eq(games.championshipId, championshipId)))[0]!.value;

describe('organizer account and ownership', () => {
  it('the seed organizer is flagged on /me and owns every demo championship; the demo athlete is not an organizer', async () => {
    const me = userProfileSchema.parse((await call(ctx.app, 'GET', '/api/user/me', { token: organizer.token })).body);
    expect(me.isOrganizer).toBe(true);
    expect(userProfileSchema.parse((await call(ctx.app, 'GET', '/api/user/me', { token: demo.token })).body).isOrganizer).toBe(false);
    const mine = z.array(organizerChampionshipSchema).parse((await call(ctx.app, 'GET', base, { token: organizer.token })).body);
    const seeded = mine.filter((item) => item.arenaName !== '');
    expect(seeded.length).toBeGreaterThanOrEqual(11);
    const leme = mine.find((item) => item.title === 'Rei da Praia Leme')!;
    expect(leme).toMatchObject({ signupsClosed: true, poolsDrawn: true, poolsFinished: false, knockoutPublished: false, teamsCount: 8 });
  });

  it('403 for an athlete on every organizer endpoint, 404 for unknown ids, and nothing is written', async () => {
    const { id, teams: signedUp } = await championshipWithTeams(3);
    const before = await ctx.deps.db.select().from(championships).where(eq(championships.id, id));
    const forbidden = [
      ['GET', base, undefined],
      ['POST', base, input()],
      ['GET', `${base}/${id}`, undefined],
      ['PUT', `${base}/${id}`, input({ title: 'Tomado' })],
      ['POST', `${base}/${id}/close-signups`, undefined],
      ['POST', `${base}/${id}/pools`, { mode: 'snake', poolSize: 3, ...schedule }],
      ['POST', `${base}/${id}/knockout`, { qualifiersPerPool: 1 }],
    ] as const;
    for (const [method, path, json] of forbidden) {
      const response = await call(ctx.app, method, path, { token: demo.token, json });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body.message).toMatch(/^(Sua conta não é de organizador|Só o organizador deste campeonato pode alterá-lo)$/);
    }
    // Another organizer is still not this championship's organizer.
    const [other] = await createUsers(ctx.deps, 1);
    await ctx.deps.db.update(users).set({ isOrganizer: true }).where(eq(users.id, other!.id));
    expect((await call(ctx.app, 'GET', base, { token: other!.token })).body).toEqual([]);
    const put = await call(ctx.app, 'PUT', `${base}/${id}`, { token: other!.token, json: input({ title: 'Tomado' }) });
    expect(put).toMatchObject({ status: 403, body: { message: 'Só o organizador deste campeonato pode alterá-lo' } });
    expect(await ctx.deps.db.select().from(championships).where(eq(championships.id, id))).toEqual(before);
    // A score on someone else's game.
    await closeAndDraw(id);
    const [game] = await ctx.deps.db.select().from(games).where(eq(games.championshipId, id));
    expect((await saveScore(game!.id, [[21, 10], [21, 10]], 0, other!.token)).status).toBe(403);
    expect((await saveScore(game!.id, [[21, 10], [21, 10]], 0, signedUp[0]!.players[0]!.token)).status).toBe(403);
    expect((await ctx.deps.db.select().from(games).where(eq(games.id, game!.id)))[0]!.status).toBe('agendado');
    for (const path of [`${base}/${UNKNOWN}`, `${base}/nao-e-uuid`, `${base}/${UNKNOWN}/pools`]) {
      const response = await call(ctx.app, path.endsWith('pools') ? 'POST' : 'GET', path, { token: organizer.token, json: path.endsWith('pools') ? { mode: 'snake', poolSize: 3, ...schedule } : undefined });
      expect(response).toMatchObject({ status: 404, body: { message: 'Campeonato não encontrado' } });
    }
    expect((await saveScore(UNKNOWN, [[21, 10], [21, 10]], 0)).body).toEqual({ message: 'Jogo não encontrado' });
    expect((await call(ctx.app, 'GET', base)).status).toBe(401);
  });
});

describe('create and edit', () => {
  it('creates (201, owned by the caller), edits, and refuses bad input in pt-BR without writing', async () => {
    const created = await call(ctx.app, 'POST', base, { token: organizer.token, json: input() });
    expect(created.status).toBe(201);
    const detail = await withGames((created.body as { id: string }).id, created.body);
    expect(detail).toMatchObject({ title: 'Copa Teste Organizador', category: 'Open', maxTeams: 12, price: 80, teamsCount: 0, signupsClosed: false, teams: [], games: [] });
    const [row] = await ctx.deps.db.select().from(championships).where(eq(championships.id, detail.id));
    expect(row).toMatchObject({ organizerId: organizer.userId, priceCents: 8000, modalityId: VOLEI });
    // Athletes see it in the ordinary list.
    expect((await call(ctx.app, 'GET', `/api/championships/${VOLEI}/${detail.id}`, { token: demo.token })).status).toBe(200);

    const edited = await call(ctx.app, 'PUT', `${base}/${detail.id}`, { token: organizer.token, json: input({ title: 'Copa Editada', price: 95.5 }) });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Copa Editada', price: 95.5 });

    const total = async () => (await ctx.deps.db.select({ value: count() }).from(championships))[0]!.value;
    const before = await total();
    const cases: [Record<string, unknown>, number, string][] = [
      [input({ title: '' }), 400, 'Informe o título do campeonato (até 120 caracteres)'],
      [input({ category: 'Profissional' }), 400, 'Categoria inválida'],
      [input({ occurs: 'amanhã' }), 400, 'Data e hora inválidas'],
      [input({ arenaId: 'x' }), 400, 'Arena inválida'],
      [input({ arenaId: UNKNOWN }), 404, 'Arena não encontrada'],
      [input({ maxTeams: 2 }), 400, 'O campeonato precisa de pelo menos 3 times'],
      [input({ price: -1 }), 400, 'Preço inválido'],
      [input({ contact: '+55 21 9999' }), 400, 'Telefone de contato inválido (DDD + número, só dígitos)'],
    ];
    for (const [json, status, message] of cases) {
      const response = await call(ctx.app, 'POST', base, { token: organizer.token, json });
      expect(response, JSON.stringify(json)).toMatchObject({ status, body: { message } });
    }
    expect(await total()).toBe(before);
  });

  it('keeps the organizer’s own rules (trimmed, blank = none), shows them on the athletes’ detail, and refuses more than 2000 characters', async () => {
    const rules = 'Duplas, grupos de 3 e mata-mata. Sets de 21, tie-break de 15.';
    const created = await call(ctx.app, 'POST', base, { token: organizer.token, json: input({ rules: `  ${rules}\n` }) });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    expect(created.body).toMatchObject({ rules });
    expect((await call(ctx.app, 'GET', `/api/championships/${VOLEI}/${id}`, { token: demo.token })).body).toMatchObject({ rules });
    // The list stays without them: its rows never carry 2 000 more characters each.
    const list = await call(ctx.app, 'GET', `${base}?limit=100`, { token: organizer.token });
    expect((list.body as Record<string, unknown>[]).find((row) => row.id === id)).not.toHaveProperty('rules');

    const tooLong = await call(ctx.app, 'PUT', `${base}/${id}`, { token: organizer.token, json: input({ rules: 'x'.repeat(2001) }) });
    expect(tooLong).toMatchObject({ status: 400, body: { message: 'As regras devem ter no máximo 2000 caracteres' } });
    expect((await call(ctx.app, 'PUT', `${base}/${id}`, { token: organizer.token, json: input({ rules: 7 }) })).status).toBe(400);
    const [kept] = await ctx.deps.db.select({ rules: championships.rules }).from(championships).where(eq(championships.id, id));
    expect(kept!.rules).toBe(rules);

    const cleared = await call(ctx.app, 'PUT', `${base}/${id}`, { token: organizer.token, json: input({ rules: '   ' }) });
    expect(cleared).toMatchObject({ status: 200, body: { rules: null } });
    expect((await call(ctx.app, 'GET', `/api/championships/${VOLEI}/${id}`, { token: demo.token })).body).toMatchObject({ rules: null });
  });

  it('keeps the hours to pay (48 unless told), an edit without them leaves them, and refuses hours out of range without writing', async () => {
    const standard = await call(ctx.app, 'POST', base, { token: organizer.token, json: input() });
    expect(standard).toMatchObject({ status: 201, body: { paymentHours: 48 } });
    const created = await call(ctx.app, 'POST', base, { token: organizer.token, json: input({ paymentHours: 24 }) });
    expect(created).toMatchObject({ status: 201, body: { paymentHours: 24 } });
    const id = (created.body as { id: string }).id;
    expect((await call(ctx.app, 'PUT', `${base}/${id}`, { token: organizer.token, json: input({ title: 'Copa Prazo Curto' }) })).body).toMatchObject({ paymentHours: 24 });
    for (const paymentHours of [0, 721, 1.5, '24']) {
      const refused = await call(ctx.app, 'PUT', `${base}/${id}`, { token: organizer.token, json: input({ paymentHours }) });
      expect(refused).toMatchObject({ status: 400, body: { message: 'Prazo para pagar inválido: de 1 a 720 horas' } });
    }
    const [kept] = await ctx.deps.db.select({ paymentHours: championships.paymentHours }).from(championships).where(eq(championships.id, id));
    expect(kept!.paymentHours).toBe(24);
  });

  it('refuses a date in the past in pt-BR (422) without writing; an edit may keep the date of one under way but not move it to the past', async () => {
    const before = (await ctx.deps.db.select({ value: count() }).from(championships))[0]!.value;
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    expect(await call(ctx.app, 'POST', base, { token: organizer.token, json: input({ occurs: yesterday }) })).toMatchObject({
      status: 422,
      body: { message: 'A data do campeonato já passou: escolha uma data e um horário futuros' },
    });
    expect((await ctx.deps.db.select({ value: count() }).from(championships))[0]!.value).toBe(before);

    const started = new Date(Date.now() - 3_600_000);
    const { id } = await createChampionshipWithTeams(ctx.deps, 0, { organizerId: organizer.userId, occurs: started });
    expect((await call(ctx.app, 'PUT', `${base}/${id}`, { token: organizer.token, json: input({ occurs: started.toISOString(), title: 'Copa em Andamento' }) })).status).toBe(200);
    expect(await call(ctx.app, 'PUT', `${base}/${id}`, { token: organizer.token, json: input({ occurs: yesterday }) })).toMatchObject({ status: 422 });
    expect((await ctx.deps.db.select().from(championships).where(eq(championships.id, id)))[0]!.occurs).toEqual(started);
  });

  it('an edit cannot put the maximum below the teams signed up, nor change players per team once teams exist', async () => {
    const { id } = await championshipWithTeams(4);
    expect(await call(ctx.app, 'PUT', `${base}/${id}`, { token: organizer.token, json: input({ maxTeams: 3 }) })).toMatchObject({
      status: 409,
      body: { message: 'Já há 4 times inscritos: o máximo não pode ser menor' },
    });
    expect((await call(ctx.app, 'PUT', `${base}/${id}`, { token: organizer.token, json: input({ playersPerTeam: 3 }) })).status).toBe(409);
    expect((await ctx.deps.db.select().from(championships).where(eq(championships.id, id)))[0]!.title).toBe('Campeonato de Teste');
  });

  it('banner: multipart field banner, re-encoded to WebP like avatars and served', async () => {
    const { id } = await championshipWithTeams(0);
    const png = await sharp({ create: { width: 1600, height: 600, channels: 3, background: '#0ea5e9' } }).png().toBuffer();
    const form = new FormData();
    form.append('banner', new File([new Uint8Array(png)], 'banner.png', { type: 'image/png' }));
    const response = await call(ctx.app, 'POST', `${base}/${id}/banner`, { token: organizer.token, body: form });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const url = new URL(response.body.bannerUrl);
    const image = await ctx.app.request(url.pathname);
    expect(image.status).toBe(200);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1024 });
    const junk = new FormData();
    junk.append('banner', new File([new TextEncoder().encode('not an image')], 'x.png'));
    expect((await call(ctx.app, 'POST', `${base}/${id}/banner`, { token: organizer.token, body: junk })).body).toEqual({ message: 'Arquivo de imagem inválido' });
    const other = new FormData();
    other.append('avatar', new File([new Uint8Array(png)], 'a.png'));
    expect((await call(ctx.app, 'POST', `${base}/${id}/banner`, { token: organizer.token, body: other })).body).toEqual({ message: 'Envie a imagem no campo banner' });
    expect((await call(ctx.app, 'POST', `${base}/${id}/banner`, { token: demo.token, body: form })).status).toBe(403);
  });
});

describe('pools, scores and knockout', () => {
  it('refuses a draw with too few teams or impossible pools, and writes nothing (sign-ups stay as they were)', async () => {
    const few = await championshipWithTeams(2);
    const open = await call(ctx.app, 'POST', `${base}/${few.id}/pools`, { token: organizer.token, json: { mode: 'snake', poolSize: 3, ...schedule } });
    expect(open).toMatchObject({ status: 422, body: { message: 'São necessários pelo menos 3 times para sortear os grupos (há 2)' } });
    expect((await ctx.deps.db.select().from(championships).where(eq(championships.id, few.id)))[0]!.signupsClosed).toBe(false);
    await call(ctx.app, 'POST', `${base}/${few.id}/close-signups`, { token: organizer.token });
    const tooFew = await call(ctx.app, 'POST', `${base}/${few.id}/pools`, { token: organizer.token, json: { mode: 'snake', poolSize: 4, ...schedule } });
    expect(tooFew).toMatchObject({ status: 422, body: { message: 'São necessários pelo menos 3 times para sortear os grupos (há 2)' } });
    const five = await championshipWithTeams(5);
    await call(ctx.app, 'POST', `${base}/${five.id}/close-signups`, { token: organizer.token });
    const impossible = await call(ctx.app, 'POST', `${base}/${five.id}/pools`, { token: organizer.token, json: { mode: 'snake', poolSize: 3, ...schedule } });
    expect(impossible).toMatchObject({ status: 422, body: { message: 'Não é possível formar grupos de 3 ou 4 times com 5 times' } });
    const manual = await call(ctx.app, 'POST', `${base}/${five.id}/pools`, {
      token: organizer.token,
      json: { mode: 'manual', pools: [five.teams.slice(0, 3).map((team) => team.id)], ...schedule },
    });
    expect(manual).toMatchObject({ status: 422, body: { message: 'Todos os 5 times devem estar em um grupo (faltam 2)' } });
    expect((await call(ctx.app, 'POST', `${base}/${five.id}/pools`, { token: organizer.token, json: { mode: 'snake', poolSize: 5, ...schedule } })).status).toBe(400);
    expect(await gameCount(few.id)).toBe(0);
    expect(await gameCount(five.id)).toBe(0);
    expect((await ctx.deps.db.select().from(teams).where(eq(teams.championshipId, five.id))).every((team) => team.groupLabel === null)).toBe(true);
    // Sign-ups closed means closed for athletes too.
    const [a, b] = await createUsers(ctx.deps, 2);
    const signUp = await call(ctx.app, 'POST', `/api/championships/${VOLEI}/${five.id}/teams`, {
      token: a!.token,
      json: { championship_id: five.id, team_members: [{ player_id: a!.id }, { player_id: b!.id }] },
    });
    expect(signUp).toMatchObject({ status: 409, body: { message: 'As inscrições deste campeonato estão encerradas' } });
    expect((await call(ctx.app, 'GET', `/api/championships/${VOLEI}/${five.id}`, { token: a!.token })).body).toMatchObject({ status: 'Inscrições fechadas', isDisabled: false });
    expect((await call(ctx.app, 'GET', `/api/championships/${VOLEI}/${few.id}`, { token: a!.token })).body.status).toBe('Inscrições fechadas');
  });

  it('snake draw, impossible scores, concurrent entries, knockout only after the pools, then rounds that advance', async () => {
    const { id, teams: signedUp } = await championshipWithTeams(8);
    const drawn = await closeAndDraw(id, { mode: 'snake', poolSize: 4, ...schedule });
    // Ratings fall with sign-up order: snake gives A = 1, 4, 5, 8 and B = 2, 3, 6, 7.
    const poolOf = (index: number) => drawn.teams.find((team) => team.id === signedUp[index]!.id)!.pool;
    expect([0, 3, 4, 7].map(poolOf)).toEqual(['A', 'A', 'A', 'A']);
    expect([1, 2, 5, 6].map(poolOf)).toEqual(['B', 'B', 'B', 'B']);
    expect(drawn.games).toHaveLength(12);
    expect(new Set(drawn.games.map((game) => game.court))).toEqual(new Set(['Quadra 1', 'Quadra 2']));
    expect(drawn.games[0]).toMatchObject({ phase: 1, phaseLabel: 'Grupos', status: 'agendado', scheduledAt: schedule.startsAt, version: 0, sets: null, report: null });
    expect(drawn.pools.map((pool) => pool.label)).toEqual(['A', 'B']);

    const knockoutEarly = await call(ctx.app, 'POST', `${base}/${id}/knockout`, { token: organizer.token, json: { qualifiersPerPool: 2 } });
    expect(knockoutEarly).toMatchObject({ status: 422, body: { message: 'Os jogos dos grupos ainda não terminaram (faltam 12)' } });

    const first = drawn.games[0]!;
    for (const [sets, message] of [
      [[[21, 19], [21, 20]], 'Set 2: o set só termina com 2 pontos de diferença (21 a 20)'],
      [[[21, 19], [25, 20]], 'Set 2: passando de 21 pontos o set termina assim que alguém abre 2 de vantagem (25 a 20 é impossível)'],
      [[[21, 19], [19, 21]], 'Set 3: com 1 set para cada time, informe o placar do terceiro set (até 15)'],
      [[[21, 19], [21, 17], [15, 10]], 'Set 3: a partida já terminou 2 a 0 nos dois primeiros sets'],
    ] as [[number, number][], string][]) {
      expect(await saveScore(first.id, sets, 0)).toMatchObject({ status: 422, body: { message } });
    }
    expect((await saveScore(first.id, [[21, 19]], 0)).status).toBe(400);
    expect((await ctx.deps.db.select().from(games).where(eq(games.id, first.id)))[0]).toMatchObject({ status: 'agendado', version: 0, sets: null });

    // Ten organizers' devices save at once against version 0: exactly one wins.
    const concurrent = await Promise.all(Array.from({ length: 10 }, (_, index) => saveScore(first.id, [[21, 10 + (index % 8)], [21, 12]], 0)));
    expect(concurrent.filter((response) => response.status === 200)).toHaveLength(1);
    const conflicts = concurrent.filter((response) => response.status === 409);
    expect(conflicts).toHaveLength(9);
    const winner = organizerGameSchema.parse(concurrent.find((response) => response.status === 200)!.body);
    // Each refusal carries the score that won, so a device can show both and ask which stands.
    for (const response of conflicts) {
      expect(response.body).toEqual({
        message: 'O placar deste jogo foi alterado por outra pessoa. Recarregue e tente de novo.',
        current: { status: 'finalizado', version: 1, sets: winner.sets, report: null },
      });
    }
    expect(winner).toMatchObject({ status: 'finalizado', scoreA: 2, scoreB: 0, version: 1 });
    // The organizer may correct a final score (with the new version).
    const corrected = await saveScore(first.id, [[19, 21], [21, 15], [12, 15]], 1);
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({ scoreA: 1, scoreB: 2, version: 2, sets: [{ a: 19, b: 21 }, { a: 21, b: 15 }, { a: 12, b: 15 }] });

    // Finish the pools: team A of each game wins 21-15 21-15 except where corrected above.
    for (const game of drawn.games.slice(1)) expect((await saveScore(game.id, [[21, 15], [21, 15]], 0)).status).toBe(200);
    const athleteGames = z.array(gameSchema).parse((await call(ctx.app, 'GET', `/api/championships/${VOLEI}/${id}/games`, { token: demo.token })).body);
    expect(athleteGames.every((game) => game.status === 'finalizado' && game.phase_label === 'Grupos' && game.court !== null && game.sets !== null)).toBe(true);
    const groups = z.array(groupRowSchema).parse((await call(ctx.app, 'GET', `/api/championships/${VOLEI}/${id}/groups`, { token: demo.token })).body);
    expect(groups.map((row) => `${row.group_label}${row.position}`)).toEqual(['A1', 'A2', 'A3', 'A4', 'B1', 'B2', 'B3', 'B4']);
    expect(groups.every((row) => row.explanation.length > 0 && row.points === row.wins * 2 + row.defeats)).toBe(true);

    const bad = await call(ctx.app, 'POST', `${base}/${id}/knockout`, { token: organizer.token, json: { qualifiersPerPool: 2, bestThirds: 3 } });
    expect(bad).toMatchObject({ status: 422, body: { message: 'Só há 2 times na 3ª posição dos grupos' } });
    const published = await call(ctx.app, 'POST', `${base}/${id}/knockout`, { token: organizer.token, json: { qualifiersPerPool: 2 } });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const knockout = await withGames(id, published.body);
    expect(knockout.knockoutPublished).toBe(true);
    const semis = knockout.games.filter((game) => game.phase === 2);
    expect(semis.map((game) => game.group)).toEqual(['Semifinal 1', 'Semifinal 2']);
    expect(semis.every((game) => game.phaseLabel === 'Semifinal')).toBe(true);
    // 1st of one pool meets 2nd of the other.
    for (const semi of semis) expect(knockout.teams.find((team) => team.id === semi.teamAId)!.pool).not.toBe(knockout.teams.find((team) => team.id === semi.teamBId)!.pool);
    const lastPool = Math.max(...drawn.games.map((game) => Date.parse(game.scheduledAt!)));
    expect(Date.parse(semis[0]!.scheduledAt!)).toBe(lastPool + 30 * 60_000);
    expect((await call(ctx.app, 'POST', `${base}/${id}/knockout`, { token: organizer.token, json: { qualifiersPerPool: 2 } })).status).toBe(409);
    // Pools are frozen now.
    expect(await saveScore(first.id, [[21, 15], [21, 15]], 2)).toMatchObject({ status: 409, body: { message: 'O mata-mata já foi publicado: os placares dos grupos não podem mais mudar' } });

    expect((await saveScore(semis[0]!.id, [[21, 15], [21, 15]], 0)).status).toBe(200);
    expect((await detailOf(id)).games.filter((game) => game.phase === 3)).toHaveLength(0);
    expect((await saveScore(semis[1]!.id, [[15, 21], [15, 21]], 0)).status).toBe(200);
    const final = (await detailOf(id)).games.filter((game) => game.phase === 3);
    expect(final).toHaveLength(1);
    expect(final[0]).toMatchObject({ group: 'Final', phaseLabel: 'Final', teamAId: semis[0]!.teamAId, teamBId: semis[1]!.teamBId });
    // Correcting a semifinal winner moves the final's team while the final is not played…
    expect((await saveScore(semis[0]!.id, [[15, 21], [15, 21]], 1)).status).toBe(200);
    const moved = (await detailOf(id)).games.find((game) => game.phase === 3)!;
    expect(moved.teamAId).toBe(semis[0]!.teamBId);
    // …and is refused once the final is played.
    expect((await saveScore(moved.id, [[21, 15], [21, 15]], moved.version)).status).toBe(200);
    expect(await saveScore(semis[0]!.id, [[21, 15], [21, 15]], 2)).toMatchObject({ status: 409, body: { message: 'O jogo seguinte do mata-mata já terminou: corrija-o antes de mudar este vencedor' } });
    expect((await ctx.deps.db.select().from(games).where(eq(games.id, semis[0]!.id)))[0]!.version).toBe(2);
  });
});

describe('official standings through the API', () => {
  it('a three-way tie in a pool of 3 ranks by the point ratio among the tied and says why, on the Grupos endpoint', async () => {
    const { id } = await championshipWithTeams(3);
    const drawn = await closeAndDraw(id);
    const name = (teamId: string) => drawn.teams.find((team) => team.id === teamId)!.name;
    // A circle (each team wins once), the three wins by different margins, so the point ratios differ.
    const margins: [number, number][][] = [[[21, 10], [21, 10]], [[21, 15], [21, 15]], [[21, 19], [21, 19]]];
    const winners: string[] = [];
    const appeared = new Set<string>();
    const scored = new Map<string, [number, number]>();
    const add = (teamId: string, pf: number, pa: number) => {
      const [f, a] = scored.get(teamId) ?? [0, 0];
      scored.set(teamId, [f + pf, a + pa]);
    };
    for (const [index, game] of drawn.games.entries()) {
      const candidates = [game.teamAId, game.teamBId].filter((teamId) => !winners.includes(teamId));
      const winner = candidates.find((teamId) => appeared.has(teamId)) ?? candidates[0]!;
      const aWins = winner === game.teamAId;
      const sets = margins[index]!.map(([w, l]) => (aWins ? [w, l] : [l, w]) as [number, number]);
      winners.push(winner);
      appeared.add(game.teamAId).add(game.teamBId);
      for (const [x, y] of sets) {
        add(game.teamAId, x, y);
        add(game.teamBId, y, x);
      }
      expect((await saveScore(game.id, sets, 0)).status).toBe(200);
    }
    expect(new Set(winners).size).toBe(3);
    const ratio = (teamId: string) => scored.get(teamId)![0] / scored.get(teamId)![1];
    const expected = [...scored.keys()].sort((x, y) => ratio(y) - ratio(x));
    expect(new Set(expected.map(ratio)).size).toBe(3);
    const groups = z.array(groupRowSchema).parse((await call(ctx.app, 'GET', `/api/championships/${VOLEI}/${id}/groups`, { token: demo.token })).body);
    expect(groups.map((row) => row.team_id)).toEqual(expected);
    expect(groups.every((row) => row.wins === 1 && row.points === 3)).toBe(true);
    const others = expected.slice(1).map(name);
    expect(groups[0]!.explanation).toMatch(new RegExp(`^3 pontos \\(1 vitória, 1 derrota\\); empate com (${others[0]} e ${others[1]}|${others[1]} e ${others[0]}): melhor razão de pontos entre os empatados`));
    expect(groups[2]!.explanation).toContain('pior razão de pontos entre os empatados');
    expect((await detailOf(id)).pools[0]!.standings.map((row) => row.teamId)).toEqual(expected);
  });
});

describe('athletes report, confirm and dispute', () => {
  it('a player reports, the same team cannot confirm, the other team confirms: finalizado with sets won', async () => {
    const { id, teams: signedUp } = await championshipWithTeams(3);
    const drawn = await closeAndDraw(id);
    const game = drawn.games[0]!;
    const team = (teamId: string) => signedUp.find((item) => item.id === teamId)!;
    const [a1, a2] = team(game.teamAId).players;
    const [b1] = team(game.teamBId).players;
    const outsider = signedUp.find((item) => item.id !== game.teamAId && item.id !== game.teamBId)!.players[0]!;
    const post = (action: string, token: string, json?: unknown) => call(ctx.app, 'POST', `/api/games/${game.id}/${action}`, { token, json });
    const sets = [{ a: 21, b: 18 }, { a: 17, b: 21 }, { a: 15, b: 11 }];

    expect(await post('confirm', b1!.token)).toMatchObject({ status: 409, body: { message: 'Não há placar aguardando confirmação neste jogo' } });
    expect(await post('report', outsider.token, { sets })).toMatchObject({ status: 403, body: { message: 'Só jogadores deste jogo podem informar, confirmar ou contestar o placar' } });
    expect(await post('report', a1!.token, { sets: [{ a: 21, b: 18 }, { a: 21, b: 20 }] })).toMatchObject({ status: 422, body: { message: 'Set 2: o set só termina com 2 pontos de diferença (21 a 20)' } });
    const reported = await post('report', a1!.token, { sets });
    expect(reported.status).toBe(201);
    expect(gameSchema.parse(reported.body)).toMatchObject({ status: 'agendado', team_score: null, report: { status: 'pending', team_id: game.teamAId, sets } });
    expect(await post('report', b1!.token, { sets })).toMatchObject({ status: 409, body: { message: 'Já há um placar informado para este jogo, aguardando o outro time' } });
    expect(await post('confirm', a2!.token)).toMatchObject({ status: 422, body: { message: 'O placar deve ser confirmado por um jogador do outro time' } });
    expect(await post('confirm', a1!.token)).toMatchObject({ status: 422 });
    expect((await ctx.deps.db.select().from(games).where(eq(games.id, game.id)))[0]!.status).toBe('agendado');
    // The organizer sees the pending report.
    expect((await detailOf(id)).games.find((item) => item.id === game.id)!.report).toMatchObject({ status: 'pending', reportedBy: a1!.id, sets });

    const confirmed = await post('confirm', b1!.token);
    expect(confirmed.status).toBe(200);
    expect(gameSchema.parse(confirmed.body)).toMatchObject({ status: 'finalizado', team_score: 2, opponent_team_score: 1, sets, report: null });
    expect(await post('confirm', b1!.token)).toMatchObject({ status: 409 });
    expect(await post('report', b1!.token, { sets })).toMatchObject({ status: 409, body: { message: 'Este jogo já está finalizado' } });
    const [stored] = await ctx.deps.db.select().from(scoreReports).where(eq(scoreReports.gameId, game.id));
    expect(stored).toMatchObject({ status: 'confirmed', decidedBy: b1!.id });
    const groups = z.array(groupRowSchema).parse((await call(ctx.app, 'GET', `/api/championships/${VOLEI}/${id}/groups`, { token: b1!.token })).body);
    expect(groups.find((row) => row.team_id === game.teamAId)).toMatchObject({ wins: 1, points: 2, total: 53 - 50 });
  });

  it('two players of the other team confirming at once: one 200, one 409; a dispute goes to the organizer', async () => {
    const { id, teams: signedUp } = await championshipWithTeams(3);
    const drawn = await closeAndDraw(id);
    const [first, second] = drawn.games;
    const team = (teamId: string) => signedUp.find((item) => item.id === teamId)!;
    const sets = [{ a: 21, b: 12 }, { a: 21, b: 14 }];
    expect((await call(ctx.app, 'POST', `/api/games/${first!.id}/report`, { token: team(first!.teamAId).players[0]!.token, json: { sets } })).status).toBe(201);
    const both = await Promise.all(team(first!.teamBId).players.map((player) => call(ctx.app, 'POST', `/api/games/${first!.id}/confirm`, { token: player.token })));
    expect(both.map((response) => response.status).sort()).toEqual([200, 409]);
    expect((await ctx.deps.db.select().from(games).where(eq(games.id, first!.id)))[0]).toMatchObject({ status: 'finalizado', version: 1 });

    const reporter = team(second!.teamBId).players[0]!;
    const disputer = team(second!.teamAId).players[1]!;
    expect((await call(ctx.app, 'POST', `/api/games/${second!.id}/report`, { token: reporter.token, json: { sets } })).status).toBe(201);
    expect((await call(ctx.app, 'POST', `/api/games/${second!.id}/dispute`, { token: team(second!.teamBId).players[1]!.token, json: {} })).status).toBe(422);
    const disputed = await call(ctx.app, 'POST', `/api/games/${second!.id}/dispute`, { token: disputer.token, json: { reason: 'O segundo set foi 21 a 19' } });
    expect(disputed.status).toBe(200);
    expect(disputed.body.report).toMatchObject({ status: 'disputed' });
    expect(await call(ctx.app, 'POST', `/api/games/${second!.id}/report`, { token: disputer.token, json: { sets } })).toMatchObject({ status: 409, body: { message: 'O placar deste jogo está em disputa: o organizador decide' } });
    const seen = (await detailOf(id)).games.find((game) => game.id === second!.id)!;
    expect(seen.report).toMatchObject({ status: 'disputed', reason: 'O segundo set foi 21 a 19' });
    expect((await saveScore(second!.id, [[21, 12], [21, 19]], seen.version)).status).toBe(200);
    const after = (await detailOf(id)).games.find((game) => game.id === second!.id)!;
    expect(after).toMatchObject({ status: 'finalizado', report: null, sets: [{ a: 21, b: 12 }, { a: 21, b: 19 }] });
    expect((await ctx.deps.db.select().from(scoreReports).where(eq(scoreReports.gameId, second!.id)))[0]).toMatchObject({ status: 'superseded', decidedBy: organizer.userId });
  });
});

describe('GET /api/organizer/championships is a page (docs/architecture.md, "Data and scale")', () => {
  /** An organizer of their own, with championships whose dates tie in pairs (the id breaks the tie); `past` of them a year ago. */
  async function organizerWith(n: number, past = 0) {
    const [owner] = await createUsers(ctx.deps, 1);
    await ctx.deps.db.update(users).set({ isOrganizer: true }).where(eq(users.id, owner!.id));
    const ids: string[] = [];
    for (let index = 0; index < n; index += 1) {
      const occurs = new Date(Date.UTC(index < past ? new Date().getUTCFullYear() - 1 : new Date().getUTCFullYear() + 1, 0, 1 + Math.floor(index / 2), 11));
      const row = await createChampionship(ctx.deps, { organizerId: owner!.id, occurs, title: `Copa Página ${index}`, description: 'x'.repeat(2000) });
      ids.push(row.id);
    }
    return { owner: owner!, ids };
  }

  const page = (token: string, query: string) => call(ctx.app, 'GET', `${base}${query}`, { token });

  it('walks every championship once, the coming ones soonest first, then the past ones latest first (the id breaks a tie), with X-Next-Cursor until the last page', async () => {
    const { owner, ids } = await organizerWith(7, 3);
    const [arena] = await ctx.deps.db.select({ name: arenas.name }).from(arenas).innerJoin(championships, eq(championships.arenaId, arenas.id)).where(eq(championships.id, ids[0]!));
    const rows = await ctx.deps.db.select({ id: championships.id, occurs: championships.occurs }).from(championships).where(eq(championships.organizerId, owner.id));
    const now = Date.now();
    const coming = rows.filter((row) => row.occurs.getTime() > now).sort((a, b) => a.occurs.getTime() - b.occurs.getTime() || (a.id < b.id ? -1 : 1));
    const past = rows.filter((row) => row.occurs.getTime() < now).sort((a, b) => b.occurs.getTime() - a.occurs.getTime() || (a.id < b.id ? 1 : -1));
    expect([coming.length, past.length]).toEqual([4, 3]);
    const expected = [...coming, ...past].map((row) => row.id);

    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const answer = await page(owner.token, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(answer.status).toBe(200);
      const items = z.array(organizerChampionshipSchema.strict()).parse(answer.body);
      sizes.push(items.length);
      seen.push(...items.map((item) => item.id));
      for (const item of items) expect(item).toMatchObject({ arenaName: arena!.name, teamsCount: 0, poolsDrawn: false, poolsFinished: false });
      cursor = answer.headers.get('X-Next-Cursor');
    } while (cursor);
    expect(sizes).toEqual([3, 3, 1]);
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(7);

    // A limit that ends exactly on the last row sends no cursor; without ?limit= a page holds up to 50.
    expect((await page(owner.token, '?limit=7')).headers.get('X-Next-Cursor')).toBeNull();
    const whole = await page(owner.token, '');
    expect(whole.body.map((item: { id: string }) => item.id)).toEqual(expected);
    expect(whole.headers.get('X-Next-Cursor')).toBeNull();
  });

  it('answers 60 championships with 2 000-character descriptions in pages of at most 100, each well under 100 KB', async () => {
    const { owner } = await organizerWith(60);
    const first = await page(owner.token, '?limit=100');
    expect(first.body).toHaveLength(60);
    expect(first.body[0]).not.toHaveProperty('description');
    expect(JSON.stringify(first.body).length).toBeLessThan(100 * 1024);
    const paged = await page(owner.token, '');
    expect(paged.body).toHaveLength(50);
    const rest = await page(owner.token, `?cursor=${paged.headers.get('X-Next-Cursor')}`);
    expect(rest.body).toHaveLength(10);
    expect(new Set([...paged.body, ...rest.body].map((item: { id: string }) => item.id)).size).toBe(60);
  });

  it('counts teams and tells pool progress per row, only for the caller’s championships', async () => {
    const [owner] = await createUsers(ctx.deps, 1);
    await ctx.deps.db.update(users).set({ isOrganizer: true }).where(eq(users.id, owner!.id));
    const none = await championshipWithTeams(0, owner!.id);
    const signedUp = await championshipWithTeams(3, owner!.id);
    const playing = await championshipWithTeams(4, owner!.id);
    const done = await championshipWithTeams(3, owner!.id);
    const poolGame = (championshipId: string, [a, b]: { id: string }[], status: 'agendado' | 'finalizado') =>
      ({ championshipId, phase: 1, groupLabel: 'A', teamAId: a!.id, teamBId: b!.id, status });
    await ctx.deps.db.insert(games).values([
      poolGame(playing.id, playing.teams.slice(0, 2), 'finalizado'),
      poolGame(playing.id, playing.teams.slice(2, 4), 'agendado'),
      poolGame(done.id, done.teams.slice(0, 2), 'finalizado'),
      poolGame(done.id, done.teams.slice(1, 3), 'finalizado'),
      // A knockout game still to play does not reopen finished pools.
      { ...poolGame(done.id, done.teams.slice(0, 2), 'agendado'), phase: 2 },
    ]);
    // Someone else's championship with teams never shows in this list.
    await championshipWithTeams(2);

    const answer = await page(owner!.token, '?limit=2');
    expect(answer.body).toHaveLength(2);
    const next = await page(owner!.token, `?limit=2&cursor=${answer.headers.get('X-Next-Cursor')}`);
    expect(next.headers.get('X-Next-Cursor')).toBeNull();
    const byId = new Map([...answer.body, ...next.body].map((item: { id: string }) => [item.id, item]));
    expect(byId.size).toBe(4);
    expect(byId.get(none.id)).toMatchObject({ teamsCount: 0, poolsDrawn: false, poolsFinished: false });
    expect(byId.get(signedUp.id)).toMatchObject({ teamsCount: 3, poolsDrawn: false, poolsFinished: false });
    expect(byId.get(playing.id)).toMatchObject({ teamsCount: 4, poolsDrawn: true, poolsFinished: false });
    expect(byId.get(done.id)).toMatchObject({ teamsCount: 3, poolsDrawn: true, poolsFinished: true });
    // The detail keeps the description the edit form reads.
    await ctx.deps.db.update(championships).set({ description: 'Regulamento na arena' }).where(eq(championships.id, none.id));
    const detail = await call(ctx.app, 'GET', `${base}/${none.id}`, { token: owner!.token });
    expect(organizerChampionshipDetailSchema.parse(detail.body)).toMatchObject({ description: 'Regulamento na arena', teamsCount: 0 });
  });

  it('reads a page as one backward range of championships_organizer_idx, no sort of the organizer’s championships', async () => {
    const text = await ctx.deps.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const result = await tx.execute(sql`EXPLAIN SELECT c.id,
          (SELECT count(*) FROM teams t WHERE t.championship_id = c.id),
          EXISTS (SELECT 1 FROM games g WHERE g.championship_id = c.id AND g.phase = 1)
        FROM championships c
        WHERE c.organizer_id = ${UNKNOWN}::uuid AND (c.occurs, c.id) < (now(), ${UNKNOWN}::uuid)
        ORDER BY c.occurs DESC, c.id DESC LIMIT 51`);
      return (result as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(text).toMatch(/Index (Only )?Scan Backward using championships_organizer_idx/);
    expect(text).not.toContain('Sort');
    expect(text).toContain('teams_championship_slot_key');
    expect(text).toContain('games_championship_idx');
  });

  it('refuses a bad limit or cursor with a pt-BR message', async () => {
    const foreignCursor = Buffer.from(JSON.stringify([1, 'x'])).toString('base64url');
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?limit=2.5', '?cursor=nao-e-um-cursor!', '?cursor=bmFvLWpzb24', `?cursor=${foreignCursor}`]) {
      const answer = await page(organizer.token, query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message).toMatch(/^(O limite deve ser um número inteiro entre 1 e 100|Cursor de paginação inválido)$/);
    }
    // A non-organizer still gets the 403.
    expect((await page(demo.token, '?limit=5')).status).toBe(403);
  });
});
