import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { arenaSchema } from '@areia/shared/core/schemas/arena';
import { distanceKm } from '../../domain/arenas/geo';
import { call, createTestContext, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const COPACABANA = { latitude: -22.9711, longitude: -43.1822 };
const arenas = z.array(arenaSchema);

describe('GET /api/arenas', () => {
  it('lists at least 12 arenas with prices, contacts and absolute image URLs', async () => {
    const response = await call(ctx.app, 'GET', '/api/arenas');
    expect(response.status).toBe(200);
    const list = arenas.parse(response.body);
    expect(list.length).toBeGreaterThanOrEqual(12);
    for (const arena of list) {
      expect(arena.prices.length).toBeGreaterThan(0);
      expect(arena.instagram).toMatch(/^https:\/\/instagram\.com\//);
      expect(arena.main_image_url).toMatch(/^http:\/\/localhost\/media\/demo\/arena\//);
      expect(arena.distance).toBeUndefined();
    }
  });

  it('nearby: default 10 km around Copacabana, sorted ascending, distance filled', async () => {
    const response = await call(ctx.app, 'GET', `/api/arenas?latitude=${COPACABANA.latitude}&longitude=${COPACABANA.longitude}`);
    const list = arenas.parse(response.body);
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.map((arena) => arena.name)).toEqual(expect.arrayContaining(['Arena Copacabana Posto 4', 'Arena Ipanema Posto 9', 'Arena Leblon Vôlei de Praia']));
    const distances = list.map((arena) => arena.distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const arena of list) {
      expect(arena.distance!).toBeLessThanOrEqual(10);
      expect(arena.distance!).toBeCloseTo(distanceKm(COPACABANA, arena.coordinates), 2);
    }
    const wide = arenas.parse((await call(ctx.app, 'GET', `/api/arenas?latitude=${COPACABANA.latitude}&longitude=${COPACABANA.longitude}&maxDistance=50`)).body);
    expect(wide.length).toBeGreaterThan(list.length);
    expect(wide.every((arena) => arena.distance! <= 50)).toBe(true);
  });

  it('search: name or address, case- and accent-insensitive', async () => {
    const byAddress = arenas.parse((await call(ctx.app, 'GET', '/api/arenas?search=NITEROI')).body);
    expect(byAddress.map((arena) => arena.name)).toEqual(['Arena Icaraí']);
    const byName = arenas.parse((await call(ctx.app, 'GET', `/api/arenas?search=${encodeURIComponent('icarai')}`)).body);
    expect(byName).toHaveLength(1);
    const accented = arenas.parse((await call(ctx.app, 'GET', `/api/arenas?search=${encodeURIComponent('jurerê')}`)).body);
    expect(accented.map((arena) => arena.name)).toEqual(['Arena Jurerê Internacional']);
    expect((await call(ctx.app, 'GET', '/api/arenas?search=zzzz')).body).toEqual([]);
  });

  it.each([
    ['search=a', 'A busca deve ter pelo menos 2 caracteres'],
    ['search=%20a%20', 'A busca deve ter pelo menos 2 caracteres'],
    ['latitude=abc&longitude=1', 'Coordenadas inválidas'],
    ['latitude=91&longitude=1', 'Coordenadas inválidas'],
    ['latitude=-22.9', 'Coordenadas inválidas'],
    ['latitude=1&longitude=1&maxDistance=-3', 'Distância máxima inválida'],
  ])('400 for ?%s', async (query, message) => {
    const response = await call(ctx.app, 'GET', `/api/arenas?${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });
});

describe('GET /api/arenas/:id', () => {
  it('answers an array of one; 404 for unknown or malformed ids', async () => {
    const [first] = (await call(ctx.app, 'GET', '/api/arenas')).body;
    const response = await call(ctx.app, 'GET', `/api/arenas/${first.id}`);
    expect(response.status).toBe(200);
    expect(arenas.parse(response.body)).toEqual([first]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const missing = await call(ctx.app, 'GET', `/api/arenas/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Arena não encontrada' });
    }
  });
});
