import { createRoute, z } from '@hono/zod-openapi';
import { arenaQuerySchema, arenaSchema } from '@areia/shared/core/schemas/arena';
import { errorSchema } from '@areia/shared/core/schemas/errors';
import { invalidParams } from '../../platform/http/openapi-common';
import { arrayOf, jsonContent, pageContent } from '../../platform/http/router';

export const listArenasRoute = createRoute({
  operationId: 'listArenas',
  // Public: no token needed.
  security: [],
  method: 'get',
  path: '/api/arenas',
  tags: ['Arenas'],
  summary:
    'Uma página de arenas por nome; com latitude/longitude(/maxDistance km, padrão 10) as próximas por distância; com search (≥ 2 letras) por nome ou endereço (dentro do raio, se houver)',
  request: { query: arenaQuerySchema },
  responses: {
    200: pageContent(arrayOf(arenaSchema), 'Arenas'),
    400: invalidParams,
  },
});

export const getArenaRoute = createRoute({
  operationId: 'getArena',
  // Public: no token needed.
  security: [],
  method: 'get',
  path: '/api/arenas/{id}',
  tags: ['Arenas'],
  summary: 'Uma arena (numa lista de um item, como o cliente espera)',
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: jsonContent(arrayOf(arenaSchema), 'Lista com a arena'),
    404: jsonContent(errorSchema, 'Arena não encontrada'),
  },
});
