import { createRoute } from '@hono/zod-openapi';
import { errorSchema } from '@areia/shared/core/schemas/errors';
import { markReadBodySchema, notificationSchema, unreadCountSchema } from '@areia/shared/core/schemas/notification';
import { pageQuerySchema } from '@areia/shared/core/schemas/paging';
import { arrayOf, jsonContent, pageContent } from '../../platform/http/router';
import { bearerSecurity, invalidParams } from '../../platform/http/openapi-common';

const common = { tags: ['Avisos'], security: bearerSecurity };
const unauthorized = jsonContent(errorSchema, 'Não autenticado');

export const listNotificationsRoute = createRoute({
  operationId: 'listNotifications',
  ...common,
  method: 'get',
  path: '/api/notifications',
  summary: 'Uma página dos avisos do usuário logado, do mais novo ao mais antigo',
  request: { query: pageQuerySchema },
  responses: {
    200: pageContent(arrayOf(notificationSchema), 'Avisos'),
    400: invalidParams,
    401: unauthorized,
  },
});

export const unreadNotificationsRoute = createRoute({
  operationId: 'countUnreadNotifications',
  ...common,
  method: 'get',
  path: '/api/notifications/unread',
  summary: 'Quantos avisos o usuário logado ainda não leu (o número do sino)',
  responses: {
    200: jsonContent(unreadCountSchema, 'Avisos não lidos'),
    401: unauthorized,
  },
});

export const markNotificationsReadRoute = createRoute({
  operationId: 'markNotificationsRead',
  ...common,
  method: 'post',
  path: '/api/notifications/read',
  summary: 'Marca como lidos alguns avisos do usuário logado ({ ids }) ou todos ({ all: true }); ids de outros usuários não mudam',
  request: { body: { ...jsonContent(markReadBodySchema, 'Os avisos lidos, ou todos'), required: true } },
  responses: {
    200: jsonContent(unreadCountSchema, 'Avisos ainda não lidos depois da marcação'),
    400: jsonContent(errorSchema, 'Corpo inválido'),
    401: unauthorized,
  },
});
