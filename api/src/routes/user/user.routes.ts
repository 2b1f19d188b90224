import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '@areia/shared/core/schemas/errors';
import { avatarResponseSchema, updateProfileSchema, userProfileSchema } from '@areia/shared/core/schemas/user';
import { jsonContent } from '../../platform/http/router';
import { bearerSecurity } from '../../platform/http/openapi-common';

const common = { tags: ['Usuário'], security: bearerSecurity };

export const getMeRoute = createRoute({
  operationId: 'getMe',
  ...common,
  method: 'get',
  path: '/api/user/me',
  summary: 'Perfil do usuário logado',
  responses: {
    200: jsonContent(userProfileSchema, 'Perfil'),
    401: jsonContent(errorSchema, 'Não autenticado'),
  },
});

export const updateMeRoute = createRoute({
  operationId: 'updateMe',
  ...common,
  method: 'put',
  path: '/api/user/me',
  summary: 'Atualiza o perfil do usuário logado',
  request: { body: { ...jsonContent(updateProfileSchema, 'Campos do perfil'), required: true } },
  responses: {
    200: jsonContent(userProfileSchema, 'Perfil atualizado'),
    400: jsonContent(errorSchema, 'Dados inválidos'),
    401: jsonContent(errorSchema, 'Não autenticado'),
    409: jsonContent(errorSchema, 'Apelido em uso'),
  },
});

export const updateAvatarRoute = createRoute({
  operationId: 'updateAvatar',
  ...common,
  method: 'put',
  path: '/api/user/avatar',
  summary: 'Troca a foto do usuário logado (multipart, campo avatar; PNG, JPEG, WebP ou GIF até 5 MB)',
  request: {
    body: {
      content: { 'multipart/form-data': { schema: z.object({ avatar: z.any().openapi({ type: 'string', format: 'binary' }) }) } },
      description: 'Imagem',
    },
  },
  responses: {
    200: jsonContent(avatarResponseSchema, 'Nova URL da foto'),
    400: jsonContent(errorSchema, 'Arquivo de imagem inválido'),
    401: jsonContent(errorSchema, 'Não autenticado'),
    413: jsonContent(errorSchema, 'Imagem grande demais'),
  },
});
