import { createRoute } from '@hono/zod-openapi';
import { errorSchema } from '@areia/shared/core/schemas/errors';
import { playQuerySchema, playSchema } from '@areia/shared/core/schemas/play';
import { jsonContent } from '../../platform/http/router';
import { bearerSecurity, invalidParams } from '../../platform/http/openapi-common';

export const getPlayRoute = createRoute({
  operationId: 'getPlay',
  tags: ['Início'],
  security: bearerSecurity,
  method: 'get',
  path: '/api/user/play',
  summary:
    'O "Jogar" da tela inicial: jogos abertos perto (latitude/longitude; sem elas, em qualquer lugar) que cabem no nível do usuário, e campeonatos em que alguém que combina com ele procura dupla; cada contagem até 20',
  request: { query: playQuerySchema },
  responses: {
    200: jsonContent(playSchema, 'Contagens'),
    400: invalidParams,
    401: jsonContent(errorSchema, 'Não autenticado'),
  },
});
