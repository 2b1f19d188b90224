import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '@areia/shared/schemas/errors';
import { playerSchema } from '@areia/shared/schemas/player';
import { jsonContent } from '../../lib/router';
import { bearerSecurity } from '../../lib/openapi-common';

const common = { tags: ['Jogadores'], security: bearerSecurity };

export const listPlayersRoute = createRoute({
  ...common,
  method: 'get',
  path: '/api/players/{modalityId}',
  summary: 'Jogadores da modalidade por ranking (só campos públicos)',
  request: { params: z.object({ modalityId: z.string() }) },
  responses: {
    200: jsonContent(z.array(playerSchema), 'Jogadores'),
    401: jsonContent(errorSchema, 'Não autenticado'),
    404: jsonContent(errorSchema, 'Modalidade não encontrada'),
  },
});

export const getPlayerRoute = createRoute({
  ...common,
  method: 'get',
  path: '/api/players/{modalityId}/{playerId}',
  summary: 'Um jogador (só campos públicos)',
  request: { params: z.object({ modalityId: z.string(), playerId: z.string() }) },
  responses: {
    200: jsonContent(playerSchema, 'Jogador'),
    401: jsonContent(errorSchema, 'Não autenticado'),
    404: jsonContent(errorSchema, 'Jogador não encontrado'),
  },
});
