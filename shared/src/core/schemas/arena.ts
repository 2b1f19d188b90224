import { z } from 'zod';
import { DEFAULT_MAX_DISTANCE_KM } from '@areia/shared/core/constants';
import { pageCursorParam, pageLimitParam, searchParam } from '@areia/shared/core/schemas/paging';

export const arenaSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  logo: z.string().nullable(),
  main_image_url: z.string().nullable(),
  phone: z.string(),
  instagram: z.string(),
  website: z.string(),
  prices: z.array(z.object({ title: z.string(), value: z.number() })),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }),
  distance: z.number().optional().describe('km, só no modo perto de mim'),
});
export type Arena = z.infer<typeof arenaSchema>;

export const ARENA_SEARCH_TOO_SHORT = 'A busca deve ter pelo menos 2 caracteres';
export const ARENA_COORDINATES_INVALID = 'Coordenadas inválidas';
export const ARENA_DISTANCE_INVALID = 'Distância máxima inválida';
export { DEFAULT_MAX_DISTANCE_KM };

const coordinate = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, { error: ARENA_COORDINATES_INVALID })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { error: ARENA_COORDINATES_INVALID });

/** latitude, longitude and maxDistance (km) as query strings; also the players list's "Procurando jogo" near me. */
export const coordinatesShape = {
  latitude: coordinate(-90, 90).optional(),
  longitude: coordinate(-180, 180).optional(),
  maxDistance: z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, { error: ARENA_DISTANCE_INVALID })
    .transform(Number)
    .refine((value) => value > 0 && value <= 20_100, { error: ARENA_DISTANCE_INVALID })
    .optional(),
};

export const bothOrNeither = (query: { latitude?: number | undefined; longitude?: number | undefined }) =>
  (query.latitude === undefined) === (query.longitude === undefined);

/** latitude+longitude(+maxDistance km, default 10): a position and a radius; both coordinates or neither. */
export const arenaCoordinatesQuerySchema = z.object(coordinatesShape).refine(bothOrNeither, { error: ARENA_COORDINATES_INVALID });

/**
 * Query of GET /api/arenas, one page (limit, cursor): by name, or nearby by distance with latitude+longitude; search
 * (≥ 2 characters, blank = none) on name or address, within the radius when coordinates are given.
 */
export const arenaQuerySchema = z
  .object({
    ...coordinatesShape,
    search: searchParam(2, ARENA_SEARCH_TOO_SHORT),
    limit: pageLimitParam,
    cursor: pageCursorParam,
  })
  .refine(bothOrNeither, { error: ARENA_COORDINATES_INVALID });
export type ArenaQuery = z.input<typeof arenaQuerySchema>;
