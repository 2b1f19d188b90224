import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '@areia/shared/core/schemas/errors';
import { confirmScoreSchema, disputeScoreSchema, reportScoreSchema, scoreConflictSchema } from '@areia/shared/core/schemas/organizer';
import { gameSchema } from '@areia/shared/core/schemas/standings';
import { jsonContent } from '../../platform/http/router';
import { bearerSecurity } from '../../platform/http/openapi-common';

const common = { tags: ['Placares'], security: bearerSecurity };
const params = z.object({ gameId: z.string() });
const unauthorized = jsonContent(errorSchema, 'Não autenticado');
const forbidden = jsonContent(errorSchema, 'O usuário não joga este jogo');
const notFound = jsonContent(errorSchema, 'Jogo não encontrado');

export const reportScoreRoute = createRoute({
  operationId: 'reportGameScore',
  ...common,
  method: 'post',
  path: '/api/games/{gameId}/report',
  summary: 'Um jogador de um dos times informa o placar (sets); fica pendente até um jogador do outro time confirmar',
  request: { params, body: { ...jsonContent(reportScoreSchema, 'Placar'), required: true } },
  responses: {
    201: jsonContent(gameSchema, 'Jogo com o placar pendente'),
    400: jsonContent(errorSchema, 'Dados inválidos'),
    401: unauthorized,
    403: forbidden,
    404: notFound,
    409: jsonContent(scoreConflictSchema, 'Jogo finalizado, placar já informado / em disputa, ou o jogo mudou desde `version`: com o placar atual; ou o campeonato não está em andamento (sem sorteio, finalizado ou cancelado)'),
    422: jsonContent(errorSchema, 'Placar impossível (nomeia o set), ou mais de 1 hora antes do jogo'),
  },
});

export const confirmScoreRoute = createRoute({
  operationId: 'confirmGameScore',
  ...common,
  method: 'post',
  path: '/api/games/{gameId}/confirm',
  summary: 'Um jogador do OUTRO time confirma o placar informado: o jogo fica finalizado',
  request: { params, body: { ...jsonContent(confirmScoreSchema, 'Versão do jogo vista (opcional)'), required: false } },
  responses: {
    200: jsonContent(gameSchema, 'Jogo finalizado'),
    400: jsonContent(errorSchema, 'Dados inválidos'),
    401: unauthorized,
    403: forbidden,
    404: notFound,
    409: jsonContent(scoreConflictSchema, 'Não há placar pendente, jogo finalizado, ou o jogo mudou desde `version`: com o placar atual; o mata-mata impede a mudança, ou o campeonato não está em andamento'),
    422: jsonContent(errorSchema, 'Quem confirma é do mesmo time de quem informou'),
  },
});

export const disputeScoreRoute = createRoute({
  operationId: 'disputeGameScore',
  ...common,
  method: 'post',
  path: '/api/games/{gameId}/dispute',
  summary: 'Um jogador do outro time contesta o placar informado: o organizador decide lançando o placar',
  request: { params, body: { ...jsonContent(disputeScoreSchema, 'Motivo (opcional)'), required: false } },
  responses: {
    200: jsonContent(gameSchema, 'Jogo com o placar contestado'),
    400: jsonContent(errorSchema, 'Dados inválidos'),
    401: unauthorized,
    403: forbidden,
    404: notFound,
    409: jsonContent(errorSchema, 'Não há placar pendente, ou o campeonato não está em andamento'),
    422: jsonContent(errorSchema, 'Quem contesta é do mesmo time de quem informou'),
  },
});
