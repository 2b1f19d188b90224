import { createRoute } from '@hono/zod-openapi';
import {
  loginResponseSchema,
  loginSchema,
  logoutResponseSchema,
  registerResponseSchema,
  registerSchema,
} from '@areia/shared/schemas/auth';
import { errorSchema } from '@areia/shared/schemas/errors';
import { jsonContent } from '../../lib/router';
import { bearerSecurity } from '../../lib/openapi-common';

export const registerRoute = createRoute({
  operationId: 'register',
  // Public: no token needed.
  security: [],
  method: 'post',
  path: '/api/auth/register',
  tags: ['Autenticação'],
  summary: 'Cria uma conta',
  request: { body: { ...jsonContent(registerSchema, 'Dados de cadastro'), required: true } },
  responses: {
    201: jsonContent(registerResponseSchema, 'Conta criada'),
    400: jsonContent(errorSchema, 'Dados inválidos'),
    409: jsonContent(errorSchema, 'Email, CPF ou apelido já cadastrado'),
    429: jsonContent(errorSchema, 'Muitas requisições'),
  },
});

export const loginRoute = createRoute({
  operationId: 'login',
  // Public: no token needed.
  security: [],
  method: 'post',
  path: '/api/auth/login',
  tags: ['Autenticação'],
  summary: 'Entra e recebe um token',
  request: { body: { ...jsonContent(loginSchema, 'Credenciais'), required: true } },
  responses: {
    200: jsonContent(loginResponseSchema, 'Token e perfil'),
    400: jsonContent(errorSchema, 'Dados inválidos'),
    401: jsonContent(errorSchema, 'Credenciais inválidas'),
    429: jsonContent(errorSchema, 'Muitas tentativas'),
  },
});

export const logoutRoute = createRoute({
  operationId: 'logout',
  method: 'post',
  path: '/api/auth/logout',
  tags: ['Autenticação'],
  summary: 'Encerra a sessão do token',
  security: bearerSecurity,
  responses: {
    200: jsonContent(logoutResponseSchema, 'Sessão encerrada'),
    401: jsonContent(errorSchema, 'Não autenticado'),
  },
});
