import { createRoute } from '@hono/zod-openapi';
import { errorSchema } from '@areia/shared/core/schemas/errors';
import { pushDeviceSchema, pushKeySchema, pushSubscriptionBodySchema, pushUnsubscribeBodySchema } from '@areia/shared/core/schemas/push';
import { arrayOf, jsonContent } from '../../platform/http/router';
import { bearerSecurity } from '../../platform/http/openapi-common';

const tags = ['Avisos no celular'];
const unauthorized = jsonContent(errorSchema, 'Não autenticado');

export const pushKeyRoute = createRoute({
  operationId: 'getPushKey',
  tags,
  // Public: the key is what every browser gets to subscribe.
  security: [],
  method: 'get',
  path: '/api/push/key',
  summary: 'A chave pública VAPID com que o app inscreve este aparelho (PushManager.subscribe)',
  responses: { 200: jsonContent(pushKeySchema, 'Chave pública e seu key_id') },
});

export const listPushSubscriptionsRoute = createRoute({
  operationId: 'listPushSubscriptions',
  tags,
  security: bearerSecurity,
  method: 'get',
  path: '/api/me/push-subscriptions',
  summary: 'Os aparelhos do usuário logado que recebem avisos no celular, com os grupos de cada um',
  responses: { 200: jsonContent(arrayOf(pushDeviceSchema), 'Aparelhos'), 401: unauthorized },
});

export const savePushSubscriptionRoute = createRoute({
  operationId: 'savePushSubscription',
  tags,
  security: bearerSecurity,
  method: 'post',
  path: '/api/me/push-subscriptions',
  summary: 'Inscreve (ou atualiza) este aparelho para receber avisos no celular; os grupos ligados deixam de ir por e-mail',
  description:
    'O corpo é o PushSubscription.toJSON() do navegador, com o key_id da chave usada (GET /api/push/key) e os grupos de avisos que o aparelho quer (todos, se omitido). O mesmo endpoint enviado de novo atualiza a inscrição. Sair da conta neste aparelho apaga a inscrição.',
  request: { body: { ...jsonContent(pushSubscriptionBodySchema, 'A inscrição deste aparelho'), required: true } },
  responses: {
    200: jsonContent(pushDeviceSchema, 'Aparelho inscrito'),
    400: jsonContent(errorSchema, 'Corpo inválido'),
    401: unauthorized,
    409: jsonContent(errorSchema, 'A chave do servidor mudou: inscreva de novo com a atual'),
    422: jsonContent(errorSchema, 'O endpoint não é de um serviço de push conhecido'),
  },
});

export const deletePushSubscriptionRoute = createRoute({
  operationId: 'deletePushSubscription',
  tags,
  security: bearerSecurity,
  method: 'delete',
  path: '/api/me/push-subscriptions',
  summary: 'Este aparelho deixa de receber avisos no celular (voltam por e-mail)',
  request: { body: { ...jsonContent(pushUnsubscribeBodySchema, 'O endpoint deste aparelho'), required: true } },
  responses: {
    200: jsonContent(errorSchema, 'Inscrição apagada (ou já não existia)'),
    400: jsonContent(errorSchema, 'Corpo inválido'),
    401: unauthorized,
  },
});
