import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { foldText } from '@areia/shared/core/format/format';
import { arenaSchema } from '@areia/shared/core/schemas/arena';
import { championshipSchema } from '@areia/shared/core/schemas/championship';
import { CHAMPIONSHIP_SOON_DAYS, NEXT_CURSOR_HEADER } from '@areia/shared/core/schemas/paging';
import { playerSchema } from '@areia/shared/core/schemas/player';
import { summarySchema } from '@areia/shared/core/schemas/summary';
import { arenas, championships, users } from '../platform/db/schema';
import { distanceKm } from '../domain/arenas/geo';
import { encodeCursor } from '../platform/http/paging';
import { VOLEI, call, createTestContext, createUsers, loginDemo, type CallResult, type TestContext } from '../test/context';

let ctx: TestContext;
let demo: { token: string; userId: string };
beforeAll(async () => {
  ctx = await createTestContext();
  demo = await loginDemo(ctx.app);
  // Ties on rating and on created_at (one INSERT), so pages must break them by id.
  await createUsers(ctx.deps, 9, 300);
  await createUsers(ctx.deps, 4, 0);
});
afterAll(async () => {
  await ctx.close();
});

const COPACABANA = { latitude: -22.9711, longitude: -43.1822 };

/** Follows X-Next-Cursor from the first page to the last; every page must be a 200 of at most `limit` items. */
async function walk<T>(url: string, limit: number, schema: z.ZodType<T>, token?: string): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const separator = url.includes('?') ? '&' : '?';
    const response: CallResult = await call(ctx.app, 'GET', `${url}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, { token });
    expect(response.status).toBe(200);
    const page = z.array(schema).parse(response.body);
    expect(page.length).toBeLessThanOrEqual(limit);
    cursor = response.headers.get(NEXT_CURSOR_HEADER);
    if (cursor) expect(page).toHaveLength(limit);
    items.push(...page);
    pages += 1;
    expect(pages).toBeLessThan(100);
  } while (cursor);
  return { items, pages };
}

describe('GET /api/players/:modalityId pages', () => {
  const base = `/api/players/${VOLEI}`;

  it('a cursor walk lists every player once, by ranking points desc, level desc, created_at, id, with the global position', async () => {
    const expected = await ctx.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.plays, true))
      .orderBy(sql`${users.rankingPoints} desc`, sql`${users.rating} desc`, asc(users.createdAt), asc(users.id));
    const { items, pages } = await walk(base, 7, playerSchema, demo.token);
    expect(pages).toBe(Math.ceil(expected.length / 7) + (expected.length % 7 === 0 ? 1 : 0));
    expect(items.map((player) => player.id)).toEqual(expected.map((row) => row.id));
    expect(items.map((player) => player.ranking)).toEqual(items.map((_, index) => index + 1));
    const me = (await call(ctx.app, 'GET', '/api/user/me', { token: demo.token })).body;
    expect(me.ranking).toBe(items.findIndex((player) => player.id === demo.userId) + 1);
    expect(me.total_players).toBe(expected.length);
    // Detail answers the same position as the list.
    const last = items[items.length - 1]!;
    expect((await call(ctx.app, 'GET', `${base}/${last.id}`, { token: demo.token })).body.ranking).toBe(items.length);
  });

  it('default page is 50; the last page has no X-Next-Cursor', async () => {
    const first = await call(ctx.app, 'GET', base, { token: demo.token });
    const total = (await ctx.deps.db.select({ value: count() }).from(users).where(eq(users.plays, true)))[0]!.value;
    expect(first.body).toHaveLength(Math.min(50, total));
    const all = await call(ctx.app, 'GET', `${base}?limit=100`, { token: demo.token });
    expect(all.body).toHaveLength(total);
    expect(all.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
  });

  it('search: name or nickname, case- and accent-insensitive, ranking stays the global position', async () => {
    const everyone = z.array(playerSchema).parse((await call(ctx.app, 'GET', `${base}?limit=100`, { token: demo.token })).body);
    const joao = everyone.filter((player) => /jo[aã]o/i.test(player.name));
    expect(joao.length).toBeGreaterThan(0);
    for (const term of ['joao', 'JOÃO', 'João']) {
      const found = z.array(playerSchema).parse((await call(ctx.app, 'GET', `${base}?search=${encodeURIComponent(term)}`, { token: demo.token })).body);
      expect(found.map((player) => [player.id, player.ranking])).toEqual(joao.map((player) => [player.id, player.ranking]));
    }
    const byNickname = await call(ctx.app, 'GET', `${base}?search=demo`, { token: demo.token });
    expect(byNickname.body.map((player: { id: string }) => player.id)).toContain(demo.userId);
    // LIKE wildcards are searched literally.
    expect((await call(ctx.app, 'GET', `${base}?search=${encodeURIComponent('%_')}`, { token: demo.token })).body).toEqual([]);
    // Blank search is no filter.
    expect((await call(ctx.app, 'GET', `${base}?search=%20%20&limit=100`, { token: demo.token })).body).toHaveLength(everyone.length);
    // Paging through a search of 1, 2 (bigram index) and 3+ characters (trigram index).
    for (const term of ['a', 'JÚ', 'li', 'ssa']) {
      const paged = await walk(`${base}?search=${encodeURIComponent(term)}`, 4, playerSchema, demo.token);
      const matching = everyone.filter((player) => [player.full_name, player.nickname].some((text) => foldText(text).includes(foldText(term))));
      expect(matching.length, term).toBeGreaterThan(0);
      expect(paged.items.map((player) => player.id), term).toEqual(matching.map((player) => player.id));
    }
  });

  it.each([
    ['limit=0', 'O limite deve ser um número inteiro entre 1 e 100'],
    ['limit=101', 'O limite deve ser um número inteiro entre 1 e 100'],
    ['limit=abc', 'O limite deve ser um número inteiro entre 1 e 100'],
    ['limit=2.5', 'O limite deve ser um número inteiro entre 1 e 100'],
    ['cursor=%21%21', 'Cursor de paginação inválido'],
    [`cursor=${encodeCursor(['x'])}`, 'Cursor de paginação inválido'],
    [`cursor=${encodeCursor([1, 'not a time', '00000000-0000-4000-8000-000000000000'])}`, 'Cursor de paginação inválido'],
    [`cursor=${Buffer.from('not json').toString('base64url')}`, 'Cursor de paginação inválido'],
    [`search=${'a'.repeat(101)}`, 'A busca deve ter no máximo 100 caracteres'],
    ['search=%00', 'A busca contém caracteres inválidos'],
    ['search=ana%0Abia', 'A busca contém caracteres inválidos'],
  ])('400 for ?%s', async (query, message) => {
    const response = await call(ctx.app, 'GET', `${base}?${query}`, { token: demo.token });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });
});

describe('GET /api/arenas pages', () => {
  it('a cursor walk lists every arena once by name, id', async () => {
    const expected = await ctx.deps.db.select({ id: arenas.id }).from(arenas).orderBy(asc(arenas.name), asc(arenas.id));
    const { items } = await walk('/api/arenas', 5, arenaSchema);
    expect(items.map((arena) => arena.id)).toEqual(expected.map((row) => row.id));
  });

  it('nearby: within the radius, by distance, the same across pages; search narrows within the radius', async () => {
    const near = `/api/arenas?latitude=${COPACABANA.latitude}&longitude=${COPACABANA.longitude}&maxDistance=30`;
    const { items } = await walk(near, 2, arenaSchema);
    const all = z.array(arenaSchema).parse((await call(ctx.app, 'GET', '/api/arenas?limit=100')).body);
    const inside = all.filter((arena) => distanceKm(COPACABANA, arena.coordinates) <= 30);
    expect(items.map((arena) => arena.id).sort()).toEqual(inside.map((arena) => arena.id).sort());
    const distances = items.map((arena) => arena.distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const arena of items) expect(arena.distance!).toBeCloseTo(distanceKm(COPACABANA, arena.coordinates), 2);
    const searched = z.array(arenaSchema).parse((await call(ctx.app, 'GET', `${near}&search=${encodeURIComponent('IPANEMA')}`)).body);
    expect(searched.map((arena) => arena.name)).toEqual(['Arena Ipanema Posto 9']);
    // Jurerê matches the search but is far away.
    expect((await call(ctx.app, 'GET', `${near}&search=jurere`)).body).toEqual([]);
  });

  it('search pages by name; two characters still search; 400s for bad paging', async () => {
    const vo = await walk('/api/arenas?search=VO', 1, arenaSchema);
    expect(vo.items.map((arena) => arena.name)).toEqual(['Arena Leblon Vôlei de Praia', 'Arena Leme Beach Vôlei']);
    expect((await call(ctx.app, 'GET', '/api/arenas?search=')).status).toBe(200);
    expect((await call(ctx.app, 'GET', '/api/arenas?limit=500')).status).toBe(400);
    expect((await call(ctx.app, 'GET', '/api/arenas?search=ab%00')).body).toEqual({ message: 'A busca contém caracteres inválidos' });
    const wrongKind = await call(ctx.app, 'GET', `/api/arenas?latitude=1&longitude=1&cursor=${encodeCursor(['Arena', '00000000-0000-4000-8000-000000000000'])}`);
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body).toEqual({ message: 'Cursor de paginação inválido' });
  });
});

describe('GET /api/championships/:modalityId pages', () => {
  const base = `/api/championships/${VOLEI}`;

  it('a cursor walk lists every championship once by occurs, id', async () => {
    const expected = await ctx.deps.db
      .select({ id: championships.id })
      .from(championships)
      .where(eq(championships.modalityId, VOLEI))
      .orderBy(asc(championships.occurs), asc(championships.id));
    const { items } = await walk(base, 3, championshipSchema, demo.token);
    expect(items.map((item) => item.id)).toEqual(expected.map((row) => row.id));
  });

  it('filter soon / registered and search on the title, across pages', async () => {
    const all = (await walk(base, 100, championshipSchema, demo.token)).items;
    const now = Date.now();
    const soon = (await walk(`${base}?filter=soon`, 2, championshipSchema, demo.token)).items;
    // Seeded championships are days apart, so the few seconds since `now` cannot move one across the window.
    const window = CHAMPIONSHIP_SOON_DAYS * 24 * 60 * 60 * 1000;
    expect(soon.map((item) => item.id)).toEqual(all.filter((item) => Date.parse(item.occurs) >= now && Date.parse(item.occurs) <= now + window).map((item) => item.id));
    expect(soon.length).toBeGreaterThan(0);
    const registered = (await walk(`${base}?filter=registered`, 1, championshipSchema, demo.token)).items;
    expect(registered.map((item) => item.id)).toEqual(all.filter((item) => item.isRegistered).map((item) => item.id));
    expect(registered.length).toBeGreaterThanOrEqual(2);
    const found = (await call(ctx.app, 'GET', `${base}?search=niteroi`, { token: demo.token })).body;
    expect(found.map((item: { title: string }) => item.title)).toEqual(['Open Niterói']);
    const all2 = (await call(ctx.app, 'GET', `${base}?filter=all&search=`, { token: demo.token })).body;
    expect(all2).toHaveLength(all.length);
  });

  it('400 for an unknown filter or a bad cursor', async () => {
    const response = await call(ctx.app, 'GET', `${base}?filter=mine`, { token: demo.token });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Filtro de campeonatos inválido' });
    expect((await call(ctx.app, 'GET', `${base}?cursor=${encodeCursor([1, 2])}`, { token: demo.token })).status).toBe(400);
  });
});

describe('GET /api/summary/:modalityId', () => {
  const base = `/api/summary/${VOLEI}`;

  it('counts players, championships still to come (neither finished nor cancelled) and arenas within 10 km (null without a position)', async () => {
    const players = (await ctx.deps.db.select({ value: count() }).from(users).where(eq(users.plays, true)))[0]!.value;
    const upcoming = (
      await ctx.deps.db
        .select({ value: count() })
        .from(championships)
        .where(and(eq(championships.modalityId, VOLEI), isNull(championships.finishedAt), isNull(championships.cancelledAt)))
    )[0]!.value;
    const everyArena = z.array(arenaSchema).parse((await call(ctx.app, 'GET', '/api/arenas?limit=100')).body);
    const near = everyArena.filter((arena) => distanceKm(COPACABANA, arena.coordinates) <= 10).length;
    expect(near).toBeGreaterThanOrEqual(3);

    const without = await call(ctx.app, 'GET', base, { token: demo.token });
    expect(without.status).toBe(200);
    expect(summarySchema.parse(without.body)).toEqual({ players, upcomingChampionships: upcoming, nearbyArenas: null });
    const withPosition = await call(ctx.app, 'GET', `${base}?latitude=${COPACABANA.latitude}&longitude=${COPACABANA.longitude}`, { token: demo.token });
    expect(withPosition.body).toEqual({ players, upcomingChampionships: upcoming, nearbyArenas: near });
    const wide = await call(ctx.app, 'GET', `${base}?latitude=${COPACABANA.latitude}&longitude=${COPACABANA.longitude}&maxDistance=20100`, { token: demo.token });
    expect(wide.body.nearbyArenas).toBe(everyArena.length);
  });

  it('counts exactly the cards the list shows under "Todos" (filter=current), which the home\'s tile opens', async () => {
    const listed = async () => (await walk(`/api/championships/${VOLEI}?filter=current`, 3, championshipSchema, demo.token)).items;
    const counted = async () => summarySchema.parse((await call(ctx.app, 'GET', base, { token: demo.token })).body).upcomingChampionships;
    const seeded = await listed();
    // The seed holds every case: finished (Copa Verão), being played past its date (Rei da Praia Leme), ahead, disabled.
    expect(seeded.map((item) => item.stage)).toEqual(expect.arrayContaining(['em_andamento', 'inscricoes_abertas', 'inscricoes_encerradas']));
    expect(seeded.map((item) => item.stage)).not.toContain('finalizado');
    expect(seeded.map((item) => item.title)).toContain('Rei da Praia Leme');
    expect(await counted()).toBe(seeded.length);
    const past = (await walk(`/api/championships/${VOLEI}?filter=past`, 3, championshipSchema, demo.token)).items;
    expect(past.map((item) => item.title)).toContain('Copa Verão Copacabana');
    expect(past.every((item) => item.stage === 'finalizado' || item.stage === 'cancelado')).toBe(true);
    const every = (await walk(`/api/championships/${VOLEI}`, 100, championshipSchema, demo.token)).items;
    expect(seeded.length + past.length).toBe(every.length);

    // A cancellation moves one from "Todos" to "Encerrados", on both sides.
    const [future] = await ctx.deps.db
      .select({ id: championships.id })
      .from(championships)
      .where(and(gt(championships.occurs, new Date()), isNull(championships.cancelledAt)))
      .limit(1);
    await ctx.deps.db.update(championships).set({ cancelledAt: new Date(), cancelReason: 'Chuva' }).where(eq(championships.id, future!.id));
    try {
      const after = await listed();
      expect(after.map((item) => item.id)).not.toContain(future!.id);
      expect(await counted()).toBe(after.length);
      expect(after.length).toBe(seeded.length - 1);
    } finally {
      await ctx.deps.db.update(championships).set({ cancelledAt: null, cancelReason: null }).where(eq(championships.id, future!.id));
    }
  });

  it('does not count a cancelled championship among the available ones', async () => {
    const before = (await call(ctx.app, 'GET', base, { token: demo.token })).body.upcomingChampionships;
    const [future] = await ctx.deps.db
      .select({ id: championships.id })
      .from(championships)
      .where(and(gt(championships.occurs, new Date()), isNull(championships.cancelledAt)))
      .limit(1);
    await ctx.deps.db.update(championships).set({ cancelledAt: new Date(), cancelReason: 'Chuva' }).where(eq(championships.id, future!.id));
    try {
      expect((await call(ctx.app, 'GET', base, { token: demo.token })).body.upcomingChampionships).toBe(before - 1);
    } finally {
      await ctx.deps.db.update(championships).set({ cancelledAt: null, cancelReason: null }).where(eq(championships.id, future!.id));
    }
  });

  it('401 without a token, 404 for an unknown modality, 400 for half a position', async () => {
    expect((await call(ctx.app, 'GET', base)).status).toBe(401);
    expect((await call(ctx.app, 'GET', '/api/summary/00000000-0000-4000-8000-000000000000', { token: demo.token })).status).toBe(404);
    const half = await call(ctx.app, 'GET', `${base}?latitude=1`, { token: demo.token });
    expect(half.status).toBe(400);
    expect(half.body).toEqual({ message: 'Coordenadas inválidas' });
  });
});

describe('OpenAPI', () => {
  it('documents the summary route and the paging parameters', async () => {
    const doc = (await call(ctx.app, 'GET', '/api/openapi.json')).body;
    expect(Object.keys(doc.paths)).toContain('/api/summary/{modalityId}');
    const names = (path: string) => doc.paths[path].get.parameters.map((parameter: { name: string }) => parameter.name);
    expect(names('/api/players/{modalityId}')).toEqual(expect.arrayContaining(['limit', 'cursor', 'search']));
    expect(names('/api/championships/{modalityId}')).toEqual(expect.arrayContaining(['limit', 'cursor', 'search', 'filter']));
    expect(names('/api/arenas')).toEqual(expect.arrayContaining(['limit', 'cursor', 'search', 'latitude', 'longitude', 'maxDistance']));
    expect(doc.paths['/api/players/{modalityId}'].get.responses['200'].headers).toHaveProperty(NEXT_CURSOR_HEADER);
  });
});

describe('CORS', () => {
  it('exposes X-Next-Cursor and X-Request-Id to the screens', async () => {
    const origin = ctx.deps.config.corsOrigins[0]!;
    const response = await call(ctx.app, 'GET', '/api/arenas?limit=1', { headers: { origin } });
    expect(response.headers.get('access-control-expose-headers')?.toLowerCase().split(/,\s*/)).toEqual(
      expect.arrayContaining(['x-next-cursor', 'x-request-id']),
    );
    expect(response.headers.get(NEXT_CURSOR_HEADER)).toBeTruthy();
  });
});
