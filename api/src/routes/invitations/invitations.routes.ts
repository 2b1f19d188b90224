import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '@areia/shared/core/schemas/errors';
import { invitationSchema } from '@areia/shared/core/schemas/invitation';
import { pageQuerySchema } from '@areia/shared/core/schemas/paging';
import { arrayOf, jsonContent, pageContent } from '../../platform/http/router';
import { bearerSecurity, invalidParams } from '../../platform/http/openapi-common';

const common = { tags: ['Convites'], security: bearerSecurity };
const unauthorized = jsonContent(errorSchema, 'Não autenticado');
const idParams = z.object({ invitationId: z.string() });
const answerResponses = {
  200: jsonContent(invitationSchema, 'O convite respondido, com o time'),
  401: unauthorized,
  403: jsonContent(errorSchema, 'O convite é de outro jogador'),
  404: jsonContent(errorSchema, 'Convite não encontrado'),
  409: jsonContent(errorSchema, 'Convite já respondido ou expirado'),
};

export const listInvitationsRoute = createRoute({
  operationId: 'listInvitations',
  ...common,
  method: 'get',
  path: '/api/invitations',
  summary: 'Uma página dos convites pendentes do usuário logado (não expirados), do mais antigo ao mais novo',
  request: { query: pageQuerySchema },
  responses: {
    200: pageContent(arrayOf(invitationSchema), 'Convites pendentes'),
    400: invalidParams,
    401: unauthorized,
  },
});

export const acceptInvitationRoute = createRoute({
  operationId: 'acceptInvitation',
  ...common,
  method: 'post',
  path: '/api/invitations/{invitationId}/accept',
  summary: 'Aceita o convite; quando todos os convidados aceitam, o time fica confirmado',
  request: { params: idParams },
  responses: answerResponses,
});

export const declineInvitationRoute = createRoute({
  operationId: 'declineInvitation',
  ...common,
  method: 'post',
  path: '/api/invitations/{invitationId}/decline',
  summary: 'Recusa o convite: o time pendente é desfeito e a vaga fica livre',
  request: { params: idParams },
  responses: answerResponses,
});
