import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { canEnterCategory } from '@areia/shared/core/rules/category';
import { playerChoiceSchema, playerSchema } from '@areia/shared/core/schemas/player';
import { userProfileSchema } from '@areia/shared/core/schemas/user';
import { generateValidCpf } from '@areia/shared/core/validation/cpf';
import { rankingResults, teamMembers, teams, users } from '../../platform/db/schema';
import { ORGANIZER_ACCOUNT } from '../../seed/seed';
import { VOLEI, call, createChampionship, createTestContext, createUsers, loginDemo, type CallResult, type TestContext } from '../../test/context';

let ctx: TestContext;
let demo: { token: string; userId: string };
beforeAll(async () => {
  ctx = await createTestContext();
  demo = await loginDemo(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

const base = `/api/players/${VOLEI}`;

/** The private values stored for these users, read from the database exactly as kept (CPF as 11 bare digits). */
async function privateValues(ids: string[]): Promise<string[]> {
  const rows = await ctx.deps.db.select({ cpf: users.cpf, email: users.email, born: users.born }).from(users).where(inArray(users.id, ids));
  expect(rows).toHaveLength(ids.length);
  return rows.flatMap((row) => [row.cpf, row.email, row.born].filter((value): value is string => Boolean(value)));
}

function expectNoneIn(body: unknown, secrets: string[]) {
  const text = JSON.stringify(body);
  expect(secrets.length).toBeGreaterThan(0);
  for (const secret of secrets) expect(text, `leaks ${secret}`).not.toContain(secret);
}

describe('GET /api/players/:modalityId', () => {
  it('lists at least 40 players by ranking with public fields only', async () => {
    const response = await call(ctx.app, 'GET', base, { token: demo.token });
    expect(response.status).toBe(200);
    const players = z.array(playerSchema).parse(response.body);
    expect(players.length).toBeGreaterThanOrEqual(40);
    expect(players.map((player) => player.ranking)).toEqual(players.map((_, index) => index + 1));
    // The Ranking Geral: points first, the level breaking a tie on points.
    for (let index = 1; index < players.length; index += 1) {
      const [above, below] = [players[index - 1]!, players[index]!];
      expect(above.ranking_points).toBeGreaterThanOrEqual(below.ranking_points);
      if (above.ranking_points === below.ranking_points) expect(above.rating).toBeGreaterThanOrEqual(below.rating);
    }
    for (const raw of response.body as Record<string, unknown>[]) {
      expect(Object.keys(raw)).not.toEqual(expect.arrayContaining(['cpf']));
      expect(raw).not.toHaveProperty('email');
      expect(raw).not.toHaveProperty('born');
      expect(raw).not.toHaveProperty('password_hash');
    }
    expect(JSON.stringify(response.body)).not.toMatch(/@|\d{3}\.\d{3}\.\d{3}-\d{2}/);
    const secrets = await privateValues(players.map((player) => player.id));
    // The seed gives most players a birth date; the check must cover CPFs, emails and dates alike.
    expect(secrets.filter((value) => /^\d{11}$/.test(value)).length).toBe(players.length);
    expectNoneIn(response.body, secrets);
    expect(players.some((player) => player.statistics.wins > 0 && player.statistics.total_championships > 0)).toBe(true);
    expect(players[0]!.sports).toEqual(['Vôlei']);
  });

  it('404 unknown modality, 401 without a token', async () => {
    expect((await call(ctx.app, 'GET', '/api/players/00000000-0000-4000-8000-000000000000', { token: demo.token })).status).toBe(404);
    expect((await call(ctx.app, 'GET', base)).status).toBe(401);
  });
});

describe('GET /api/players/:modalityId?around= (the ranking opened at a player)', () => {
  const page = (query: string) => call<Record<string, unknown>[]>(ctx.app, 'GET', `${base}?${query}`, { token: demo.token });

  it('starts three places above the player, numbered as the whole ranking, and its cursor walks on without a gap', async () => {
    const whole = z.array(playerSchema).parse((await page('limit=100')).body);
    const target = whole[20]!;
    const opened = await page(`limit=5&around=${target.id}`);
    expect(opened.status).toBe(200);
    const rows = z.array(playerSchema).parse(opened.body);
    expect(rows.map((row) => row.id)).toEqual(whole.slice(17, 22).map((row) => row.id));
    expect(rows.map((row) => row.ranking)).toEqual([18, 19, 20, 21, 22]);
    const next = await page(`limit=5&around=${target.id}&cursor=${opened.headers.get('x-next-cursor')}`);
    expect(z.array(playerSchema).parse(next.body).map((row) => [row.id, row.ranking])).toEqual(whole.slice(22, 27).map((row) => [row.id, row.ranking]));
  });

  it('near the top it starts at the first place; an id that is not in the ranking opens it from the start; a bad id is a 400', async () => {
    const whole = z.array(playerSchema).parse((await page('limit=10')).body);
    expect((await page(`limit=4&around=${whole[1]!.id}`)).body.map((row) => row.id)).toEqual(whole.slice(0, 4).map((row) => row.id));
    const [organizer] = await ctx.deps.db.select({ id: users.id }).from(users).where(eq(users.email, ORGANIZER_ACCOUNT.email));
    for (const id of [organizer!.id, '00000000-0000-4000-8000-000000000000']) {
      const answer = await page(`limit=3&around=${id}`);
      expect(answer.body.map((row) => [row.id, row.ranking])).toEqual(whole.slice(0, 3).map((row) => [row.id, row.ranking]));
    }
    expect(await page('around=abc')).toMatchObject({ status: 400, body: { message: 'Jogador inválido' } });
  });

  it('a search ignores it: the page is the search\'s', async () => {
    const searched = await page('search=a&limit=5');
    const whole = z.array(playerSchema).parse((await page('limit=100')).body);
    expect((await page(`search=a&limit=5&around=${whole[30]!.id}`)).body).toEqual(searched.body);
  });
});

describe('list and detail agree', () => {
  it('every row of the ranking pages equals its detail (position, statistics, category)', async () => {
    const rows: Record<string, unknown>[] = [];
    let cursor: string | null = null;
    do {
      const response: CallResult<Record<string, unknown>[]> = await call(ctx.app, 'GET', `${base}?limit=7${cursor ? `&cursor=${cursor}` : ''}`, { token: demo.token });
      expect(response.status).toBe(200);
      rows.push(...response.body);
      cursor = response.headers.get('x-next-cursor');
    } while (cursor);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(rows.some((row) => (row.statistics as { wins: number }).wins > 0)).toBe(true);
    for (const row of rows) {
      const detail = await call(ctx.app, 'GET', `${base}/${row.id as string}`, { token: demo.token });
      expect(detail.status).toBe(200);
      expect(detail.body, row.nickname as string).toEqual(row);
    }
  });
});

describe('GET /api/players/:modalityId/:playerId', () => {
  it('answers one player whose statistics match the profile', async () => {
    const response = await call(ctx.app, 'GET', `${base}/${demo.userId}`, { token: demo.token });
    expect(response.status).toBe(200);
    const player = playerSchema.parse(response.body);
    const me = (await call(ctx.app, 'GET', '/api/user/me', { token: demo.token })).body;
    expect(player).toMatchObject({ id: demo.userId, nickname: 'Demo', name: 'Demo Areia', ranking: me.ranking, minCategory: me.min_category, minScore: me.min_score });
    expect(player.statistics).toEqual({
      total_championships: me.statistics.total_championships,
      total_championships_last_6_months: me.statistics.recent_championships,
      wins: me.statistics.victories,
      losses: me.statistics.defeats,
    });
    expect(response.body).not.toHaveProperty('cpf');
    expectNoneIn(response.body, await privateValues([demo.userId]));
  });

  it('404 for unknown or malformed player ids; 401 without a token', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'x']) {
      const response = await call(ctx.app, 'GET', `${base}/${id}`, { token: demo.token });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Jogador não encontrado' });
    }
    expect((await call(ctx.app, 'GET', `${base}/${demo.userId}`)).status).toBe(401);
  });
});

describe('only accounts with Vôlei active are players', () => {
  /** Every page of the ranking (X-Next-Cursor followed), optionally searched. */
  async function allPlayers(token: string, search = '') {
    const all: z.infer<typeof playerSchema>[] = [];
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({ limit: '20', ...(search ? { search } : {}), ...(cursor ? { cursor } : {}) });
      const response = await ctx.app.request(`${base}?${query}`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      all.push(...z.array(playerSchema).parse(await response.json()));
      cursor = response.headers.get('X-Next-Cursor');
    } while (cursor);
    return all;
  }

  it('the organizer is neither listed, searched, opened nor counted until they turn Vôlei on; then "#N de M" and the home tile agree with the list', async () => {
    const login = await call(ctx.app, 'POST', '/api/auth/login', { json: { email: ORGANIZER_ACCOUNT.email, password: ORGANIZER_ACCOUNT.password } });
    const organizer = { token: login.body.token as string, id: login.body.user.id as string };
    const me = async () => userProfileSchema.parse((await call(ctx.app, 'GET', '/api/user/me', { token: organizer.token })).body);
    const tile = async () => (await call(ctx.app, 'GET', `/api/summary/${VOLEI}`, { token: demo.token })).body.players as number;

    let listed = await allPlayers(demo.token);
    expect(listed.map((player) => player.id)).not.toContain(organizer.id);
    expect((await allPlayers(demo.token, ORGANIZER_ACCOUNT.nickname)).map((player) => player.id)).not.toContain(organizer.id);
    expect((await call(ctx.app, 'GET', `${base}/${organizer.id}`, { token: demo.token })).status).toBe(404);
    const before = await me();
    expect(before).toMatchObject({ ranking: 0, total_players: listed.length });
    expect(await tile()).toBe(listed.length);

    const on = await call(ctx.app, 'PUT', '/api/user/me', { token: organizer.token, json: { modalities: [{ modality: VOLEI, status: 'active' }] } });
    expect(on.status).toBe(200);
    listed = await allPlayers(demo.token);
    const at = listed.findIndex((player) => player.id === organizer.id);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(listed.map((player) => player.ranking)).toEqual(listed.map((_, index) => index + 1));
    expect(await me()).toMatchObject({ ranking: at + 1, total_players: listed.length });
    expect(await tile()).toBe(listed.length);
    expect((await allPlayers(demo.token, ORGANIZER_ACCOUNT.nickname)).map((player) => player.id)).toContain(organizer.id);

    const off = await call(ctx.app, 'PUT', '/api/user/me', { token: organizer.token, json: { modalities: [] } });
    expect(off.status).toBe(200);
    expect((await allPlayers(demo.token)).map((player) => player.id)).not.toContain(organizer.id);
    expect(await tile()).toBe(listed.length - 1);
  });

  it('a new signup plays Vôlei from the start', async () => {
    const json = { email: 'estreante-volei@teste.areia.app', password: 'Senha@123', cpf: generateValidCpf(424242), nickname: 'EstreanteVolei' };
    const created = await call(ctx.app, 'POST', '/api/auth/register', { json });
    expect(created.status).toBe(201);
    const login = await call(ctx.app, 'POST', '/api/auth/login', { json: { email: json.email, password: json.password } });
    expect(login.body.user.modalities).toEqual([{ modality: VOLEI, status: 'active' }]);
    expect((await allPlayers(demo.token, 'EstreanteVolei')).map((player) => player.id)).toEqual([created.body.user.id]);
  });
});

describe('GET /api/players/:modalityId?eligibleFor= (the partner picker)', () => {
  /** Every page of a list (X-Next-Cursor followed), as the picker reads it. */
  async function walkChoices(query: Record<string, string>, limit: number) {
    const all: z.infer<typeof playerChoiceSchema>[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const params = new URLSearchParams({ ...query, limit: String(limit), ...(cursor ? { cursor } : {}) });
      const response = await ctx.app.request(`${base}?${params}`, { headers: { authorization: `Bearer ${demo.token}` } });
      expect(response.status).toBe(200);
      all.push(...z.array(playerChoiceSchema).parse(await response.json()));
      cursor = response.headers.get('X-Next-Cursor');
      pages += 1;
    } while (cursor && pages < 200);
    return all;
  }

  /**
   * What the picker must show: who may join, then the others, each in level order (level desc, the older account,
   * id: partners are picked by level and category, not by points), with the reason and the Ranking Geral position.
   */
  async function expectedChoices(ranking: z.infer<typeof playerSchema>[], inTeam: Set<string>, category: string) {
    const reasonOf = (player: z.infer<typeof playerSchema>) =>
      inTeam.has(player.id) ? 'Já está em um time deste campeonato' : canEnterCategory(player.minCategory, category) ? null : `Categoria ${player.minCategory}: acima de ${category}`;
    const byLevel = await ctx.deps.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, ranking.map((player) => player.id)))
      .orderBy(desc(users.rating), asc(users.createdAt), asc(users.id));
    const listed = new Map(ranking.map((player) => [player.id, player]));
    const rows = byLevel.map(({ id }) => listed.get(id)!).map((player) => ({ id: player.id, ranking: player.ranking, reason: reasonOf(player) }));
    return [...rows.filter((row) => row.reason === null), ...rows.filter((row) => row.reason !== null)];
  }

  it('lists who may join first, then the others with their reason, paged across the two parts with nothing skipped or repeated', async () => {
    const championship = await createChampionship(ctx.deps, { category: 'Intermediário' });
    const [low, high] = [await createUsers(ctx.deps, 3, 450), await createUsers(ctx.deps, 2, 700)];
    // Won an Intermediário Plus of 6 teams 20 days ago: that category is their floor for a year, whatever their level.
    const [down] = await createUsers(ctx.deps, 1, 450);
    const wonAt = new Date(Date.now() - 20 * 24 * 3_600_000);
    const past = await createChampionship(ctx.deps, { category: 'Intermediário Plus', occurs: new Date(wonAt.getTime() - 24 * 3_600_000) });
    await ctx.deps.db.update(users).set({ category: 'Intermediário' }).where(eq(users.id, down!.id));
    // The field: six confirmed teams (their members do not matter here).
    await ctx.deps.db.insert(teams).values([1, 2, 3, 4, 5, 6].map((slot) => ({ championshipId: past.id, slot, createdBy: down!.id })));
    await ctx.deps.db.insert(rankingResults).values({ athleteId: down!.id, championshipId: past.id, placement: 1, points: 0, finalizedAt: wonAt, levelBefore: 610, levelAfter: 450, beforeRating: 610, beforeRankingPoints: 0, beforeCategory: 'Intermediário' });
    const members = [low[0]!, high[0]!];
    const [team] = await ctx.deps.db.insert(teams).values({ championshipId: championship.id, slot: 1, createdBy: members[0]!.id }).returning({ id: teams.id });
    await ctx.deps.db.insert(teamMembers).values(members.map((player, at) => ({ teamId: team!.id, championshipId: championship.id, playerId: player.id, position: at + 1 })));

    const ranking = z.array(playerSchema).parse((await call(ctx.app, 'GET', `${base}?limit=100`, { token: demo.token })).body);
    const expected = await expectedChoices(ranking, new Set(members.map((member) => member.id)), 'Intermediário');
    // Each kind of refusal is there: in a team, above by rating, and above by a title of the year.
    expect(expected.find((row) => row.id === low[0]!.id)?.reason).toBe('Já está em um time deste campeonato');
    expect(expected.find((row) => row.id === high[1]!.id)?.reason).toBe('Categoria Intermediário Plus: acima de Intermediário');
    expect(expected.find((row) => row.id === down!.id)?.reason).toBe('Categoria Intermediário Plus: acima de Intermediário');
    expect(expected.filter((row) => row.reason === null).length).toBeGreaterThan(5);

    for (const limit of [100, 7, 1]) {
      const found = await walkChoices({ eligibleFor: championship.id }, limit);
      expect(found.map((row) => ({ id: row.id, ranking: row.ranking, reason: row.reason }))).toEqual(expected);
    }
    // A search keeps the same order within its matches.
    const term = low[1]!.nickname.slice(0, 7);
    const searched = await walkChoices({ eligibleFor: championship.id, search: term }, 2);
    expect(searched.map((row) => [row.id, row.reason])).toEqual(
      expected.filter((row) => ranking.find((player) => player.id === row.id)!.nickname!.includes(term)).map((row) => [row.id, row.reason]),
    );
  });

  it('restricts nobody by level in a Master championship, only its own teams', async () => {
    const championship = await createChampionship(ctx.deps, { category: 'Master' });
    const found = await walkChoices({ eligibleFor: championship.id }, 100);
    expect(found.every((row) => row.reason === null)).toBe(true);
  });

  it('refuses an id that is not a championship’s with a pt-BR message, and an unknown championship with a 404', async () => {
    expect(await call(ctx.app, 'GET', `${base}?eligibleFor=abc`, { token: demo.token })).toMatchObject({ status: 400, body: { message: 'Campeonato inválido' } });
    expect(await call(ctx.app, 'GET', `${base}?eligibleFor=00000000-0000-4000-8000-000000000000`, { token: demo.token })).toMatchObject({
      status: 404,
      body: { message: 'Campeonato não encontrado' },
    });
    const championship = await createChampionship(ctx.deps, { category: 'Iniciante' });
    // A real championship asked under a modality that does not exist: the modality's 404.
    expect(await call(ctx.app, 'GET', `/api/players/00000000-0000-4000-8000-000000000000?eligibleFor=${championship.id}`, { token: demo.token })).toMatchObject({
      status: 404,
      body: { message: 'Modalidade não encontrada' },
    });
    expect((await call(ctx.app, 'GET', `${base}?eligibleFor=${championship.id}&cursor=${Buffer.from('[2,1,"x","y"]').toString('base64url')}`, { token: demo.token })).status).toBe(400);
    // Without eligibleFor, rows carry no reason.
    expect((await call(ctx.app, 'GET', `${base}?limit=1`, { token: demo.token })).body[0]).not.toHaveProperty('reason');
  });
});
