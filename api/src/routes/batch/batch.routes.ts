import { createRoute } from '@hono/zod-openapi';
import { errorSchema } from '@areia/shared/core/schemas/errors';
import { batchAnswerSchema, batchQuerySchema } from '@areia/shared/core/schemas/batch';
import { BATCH_MAX_CALLS, BATCH_PATH } from '@areia/shared/core/batch';
import { arrayOf, jsonContent } from '../../platform/http/router';

export const batchRoute = createRoute({
  operationId: 'batchReads',
  tags: ['Lote'],
  // The batch itself needs no token: each path is authorized as if asked alone, with the batch's Authorization.
  security: [],
  method: 'get',
  path: BATCH_PATH,
  summary: `Até ${BATCH_MAX_CALLS} leituras da API em uma requisição (?get=/api/…, repetido): cada uma respondida como se pedida sozinha, com o mesmo Authorization`,
  description:
    'A API fica em outra origem e o token vai num cabeçalho, então cada GET do navegador custa também um preflight de CORS. ' +
    'A primeira tela pede as suas leituras juntas aqui: duas requisições em vez de duas por leitura. ' +
    'Só leituras com resposta JSON; uma resposta de outro tipo (um fluxo ao vivo, uma imagem) vem como 406.',
  request: { query: batchQuerySchema },
  responses: {
    200: jsonContent(arrayOf(batchAnswerSchema), 'Uma resposta por caminho, na ordem pedida: status, cabeçalhos content-type e x-*, corpo JSON'),
    400: jsonContent(errorSchema, 'Caminhos inválidos'),
  },
});
