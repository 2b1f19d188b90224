import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '@areia/shared/core/schemas/errors';
import { summaryQuerySchema, summarySchema } from '@areia/shared/core/schemas/summary';
import { jsonContent } from '../../platform/http/router';
import { bearerSecurity, invalidParams } from '../../platform/http/openapi-common';

export const getSummaryRoute = createRoute({
  operationId: 'getSummary',
  tags: ['Início'],
  security: bearerSecurity,
  method: 'get',
  path: '/api/summary/{modalityId}',
  summary:
    'O que a tela inicial conta: jogadores no ranking, campeonatos futuros e arenas a até maxDistance km (padrão 10; no máximo 999; null sem coordenadas)',
  request: { params: z.object({ modalityId: z.string() }), query: summaryQuerySchema },
  responses: {
    200: jsonContent(summarySchema, 'Totais'),
    400: invalidParams,
    401: jsonContent(errorSchema, 'Não autenticado'),
    404: jsonContent(errorSchema, 'Modalidade não encontrada'),
  },
});
