import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '@areia/shared/core/schemas/errors';
import { athleteResultSchema } from '@areia/shared/core/schemas/result';
import { jsonContent } from '../../platform/http/router';
import { bearerSecurity } from '../../platform/http/openapi-common';

const resultParams = z.object({ championshipId: z.string(), athleteId: z.string() });
const notFound = jsonContent(errorSchema, 'Resultado não encontrado (campeonato não finalizado, atleta fora dele ou id inválido)');
// No login: a result is shared with people who have no account; its ids are its address.
const shared = { tags: ['Resultados'], security: [], method: 'get' as const, request: { params: resultParams } };

export const getResultRoute = createRoute({
  operationId: 'getResult',
  ...shared,
  path: '/api/results/{championshipId}/{athleteId}',
  summary: 'O resultado de um atleta num campeonato finalizado: lugar, pontos, nível antes e depois, e os links do cartão',
  responses: { 200: jsonContent(athleteResultSchema, 'Resultado'), 404: notFound },
});

export const getResultCardRoute = createRoute({
  operationId: 'getResultCard',
  ...shared,
  path: '/api/results/{championshipId}/{athleteId}/card.png',
  summary: 'O cartão do resultado: imagem PNG de 1200×630 (pódio ou lugar, campeonato, pontos e mudança de nível)',
  responses: {
    200: { content: { 'image/png': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } }, description: 'Cartão' },
    304: { description: 'O cartão não mudou desde o ETag enviado' },
    404: notFound,
  },
});

export const getResultPageRoute = createRoute({
  operationId: 'getResultPage',
  ...shared,
  path: '/api/results/{championshipId}/{athleteId}/share',
  summary: 'A página do resultado para compartilhar: HTML com as tags Open Graph do cartão e um link para o app',
  responses: {
    200: { content: { 'text/html': { schema: z.string().openapi({ type: 'string' }) } }, description: 'Página' },
    404: {
      content: { ...notFound.content, 'text/html': { schema: z.string().openapi({ type: 'string' }) } },
      description: 'Resultado não encontrado: uma página para quem pede text/html (um navegador), { message } para os demais',
    },
  },
});

export const getLastResultRoute = createRoute({
  operationId: 'getLastResult',
  tags: ['Usuário'],
  security: bearerSecurity,
  method: 'get',
  path: '/api/user/last-result',
  summary: 'O último resultado do usuário logado, nas 24 horas depois do fim do campeonato (a home o mostra)',
  responses: {
    200: jsonContent(athleteResultSchema, 'Último resultado'),
    204: { description: 'Nenhum resultado nas últimas 24 horas' },
    401: jsonContent(errorSchema, 'Não autenticado'),
  },
});
