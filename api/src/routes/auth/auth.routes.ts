import { createRoute } from '@hono/zod-openapi';
import {
  RESET_TOKEN_INVALID,
  forgotPasswordSchema,
  messageResponseSchema,
  resetPasswordSchema,
  loginResponseSchema,
  loginSchema,
  logoutResponseSchema,
  registerResponseSchema,
  registerSchema,
} from '@areia/shared/core/schemas/auth';
import { errorSchema } from '@areia/shared/core/schemas/errors';
import { jsonContent } from '../../platform/http/router';
import { bearerSecurity } from '../../platform/http/openapi-common';

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
  description:
    'Responde também um token de aparelho (`device`), que o cliente guarda e envia nos próximos logins. Um aparelho que já entrou tem seu próprio limite de senhas erradas e não conta no limite por IP: tentativas de outros lugares, mesmo do mesmo endereço, não o bloqueiam. Aparelhos novos (sem `device`, ou com um token desconhecido, revogado ou de outra conta) dividem o limite da conta. O token sobrevive ao logout; uma redefinição de senha revoga todos os da conta.',
  request: { body: { ...jsonContent(loginSchema, 'Credenciais e, se houver, o token deste aparelho'), required: true } },
  responses: {
    200: jsonContent(loginResponseSchema, 'Token, perfil e token do aparelho'),
    400: jsonContent(errorSchema, 'Dados inválidos'),
    401: jsonContent(errorSchema, 'E-mail ou senha incorretos'),
    429: jsonContent(errorSchema, 'Muitas tentativas (da conta, do aparelho ou do IP)'),
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

export const forgotPasswordRoute = createRoute({
  operationId: 'forgotPassword',
  // Public: no token needed.
  security: [],
  method: 'post',
  path: '/api/auth/forgot-password',
  tags: ['Autenticação'],
  summary: 'Pede um link de redefinição de senha',
  description:
    'Responde igual (status, corpo e tempo aproximado) para emails cadastrados ou não. Para um email cadastrado, cria um token de uso único válido por 1 hora e envia o link por email (SMTP_URL) ou o grava na caixa de saída de desenvolvimento.',
  request: { body: { ...jsonContent(forgotPasswordSchema, 'Email da conta'), required: true } },
  responses: {
    200: jsonContent(messageResponseSchema, 'Pedido registrado'),
    400: jsonContent(errorSchema, 'E-mail inválido'),
    429: jsonContent(errorSchema, 'Muitos pedidos'),
  },
});

export const resetPasswordRoute = createRoute({
  operationId: 'resetPassword',
  // Public: no token needed.
  security: [],
  method: 'post',
  path: '/api/auth/reset-password',
  tags: ['Autenticação'],
  summary: 'Define uma nova senha com o token do email',
  description: `Usa o token uma única vez e encerra todas as sessões da conta. Token inválido, usado ou expirado: 400 "${RESET_TOKEN_INVALID}".`,
  request: { body: { ...jsonContent(resetPasswordSchema, 'Token e nova senha'), required: true } },
  responses: {
    200: jsonContent(messageResponseSchema, 'Senha redefinida'),
    400: jsonContent(errorSchema, 'Senha fora das regras ou token inválido'),
    429: jsonContent(errorSchema, 'Muitas tentativas'),
  },
});
