import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '@areia/shared/core/schemas/errors';
import { cancelChampionshipSchema } from '@areia/shared/core/schemas/championship';
import { pageQuerySchema } from '@areia/shared/core/schemas/paging';
import {
  bannerResponseSchema,
  drawPoolsSchema,
  drawPreviewSchema,
  organizerChampionshipDetailSchema,
  organizerChampionshipInputSchema,
  organizerChampionshipSchema,
  organizerGameSchema,
  publishKnockoutSchema,
  saveScoreSchema,
  scoreConflictSchema,
} from '@areia/shared/core/schemas/organizer';
import { arrayOf, jsonContent, pageContent } from '../../platform/http/router';
import { bearerSecurity, invalidParams } from '../../platform/http/openapi-common';

const common = { tags: ['Organizador'], security: bearerSecurity };
const idParams = z.object({ id: z.string() });
const gameParams = z.object({ gameId: z.string() });
const badRequest = jsonContent(errorSchema, 'Dados inválidos');
const unauthorized = jsonContent(errorSchema, 'Não autenticado');
const forbidden = jsonContent(errorSchema, 'Conta sem acesso de organizador, ou campeonato de outro organizador');
const notFound = jsonContent(errorSchema, 'Campeonato não encontrado');
const detail = jsonContent(organizerChampionshipDetailSchema, 'Campeonato com times e grupos (os jogos vêm à parte, em páginas: GET …/{id}/games)');
const body = <T>(schema: T, description: string) => ({ ...jsonContent(schema, description), required: true });

export const listMineRoute = createRoute({
  operationId: 'listMyOrganizedChampionships',
  ...common,
  method: 'get',
  path: '/api/organizer/championships',
  summary: 'Uma página dos campeonatos do organizador logado: os próximos primeiro (do mais próximo; os de hoje ficam entre eles até o fim do dia em Brasília), depois os passados (do mais recente); sem a descrição, que vem no detalhe',
  request: { query: pageQuerySchema },
  responses: {
    200: pageContent(arrayOf(organizerChampionshipSchema), 'Campeonatos'),
    400: invalidParams,
    401: unauthorized,
    403: forbidden,
  },
});

export const createChampionshipRoute = createRoute({
  operationId: 'createOrganizedChampionship',
  ...common,
  method: 'post',
  path: '/api/organizer/championships',
  summary: 'Cria um campeonato (Vôlei) organizado pelo usuário logado',
  request: { body: body(organizerChampionshipInputSchema, 'Campeonato') },
  responses: {
    201: detail,
    400: badRequest,
    401: unauthorized,
    403: forbidden,
    404: jsonContent(errorSchema, 'Arena não encontrada'),
    422: jsonContent(errorSchema, 'A data do campeonato já passou'),
  },
});

export const getChampionshipRoute = createRoute({
  operationId: 'getOrganizedChampionship',
  ...common,
  method: 'get',
  path: '/api/organizer/championships/{id}',
  summary: 'Detalhe para o organizador: times (nome e rating) e grupos com classificação; os jogos vêm em GET …/{id}/games',
  request: { params: idParams },
  responses: { 200: detail, 401: unauthorized, 403: forbidden, 404: notFound },
});

export const listGamesRoute = createRoute({
  operationId: 'listOrganizedChampionshipGames',
  ...common,
  method: 'get',
  path: '/api/organizer/championships/{id}/games',
  summary:
    'Jogos do campeonato para o organizador (times por id, sets, quadra, horário e placar informado); em páginas de até 96 KB (limit padrão 100, cursor no X-Next-Cursor)',
  request: { params: idParams, query: pageQuerySchema },
  responses: {
    200: pageContent(arrayOf(organizerGameSchema), 'Jogos'),
    400: invalidParams,
    401: unauthorized,
    403: forbidden,
    404: notFound,
  },
});

export const updateChampionshipRoute = createRoute({
  operationId: 'updateOrganizedChampionship',
  ...common,
  method: 'put',
  path: '/api/organizer/championships/{id}',
  summary: 'Edita o campeonato',
  request: { params: idParams, body: body(organizerChampionshipInputSchema, 'Campeonato') },
  responses: {
    200: detail,
    400: badRequest,
    401: unauthorized,
    403: forbidden,
    404: notFound,
    409: jsonContent(errorSchema, 'Máximo de times abaixo dos inscritos, ou jogadores por time com times inscritos'),
    422: jsonContent(errorSchema, 'A nova data do campeonato já passou'),
  },
});

export const bannerRoute = createRoute({
  operationId: 'uploadChampionshipBanner',
  ...common,
  method: 'post',
  path: '/api/organizer/championships/{id}/banner',
  summary: 'Troca o banner (multipart, campo banner; PNG, JPEG, WebP ou GIF até 5 MB; recodificado como as fotos de perfil)',
  request: {
    params: idParams,
    body: { content: { 'multipart/form-data': { schema: z.object({ banner: z.any().optional().openapi({ type: 'string', format: 'binary' }) }) } }, description: 'Imagem' },
  },
  responses: {
    200: jsonContent(bannerResponseSchema, 'Nova URL do banner'),
    400: jsonContent(errorSchema, 'Arquivo de imagem inválido'),
    401: unauthorized,
    403: forbidden,
    404: notFound,
    413: jsonContent(errorSchema, 'Imagem grande demais'),
  },
});

export const closeSignupsRoute = createRoute({
  operationId: 'closeSignups',
  ...common,
  method: 'post',
  path: '/api/organizer/championships/{id}/close-signups',
  summary: 'Encerra as inscrições (até o sorteio dos grupos)',
  request: { params: idParams },
  responses: { 200: detail, 401: unauthorized, 403: forbidden, 404: notFound, 409: jsonContent(errorSchema, 'Grupos já sorteados, campeonato finalizado ou cancelado') },
});

export const drawPoolsRoute = createRoute({
  operationId: 'drawPools',
  ...common,
  method: 'post',
  path: '/api/organizer/championships/{id}/pools',
  summary:
    'Sorteia os grupos (snake por rating, grupos de 3 ou 4, ou manual) entre os times confirmados, gera os jogos de cada grupo com quadra e horário e encerra as inscrições; os times ainda à espera do aceite de um parceiro ficam de fora (convites expirados, atletas avisados)',
  request: { params: idParams, body: body(drawPoolsSchema, 'Sorteio') },
  responses: {
    200: detail,
    400: badRequest,
    401: unauthorized,
    403: forbidden,
    404: notFound,
    409: jsonContent(errorSchema, 'Campeonato finalizado ou cancelado, jogos de grupo já finalizados ou mata-mata publicado'),
    422: jsonContent(errorSchema, 'Times insuficientes ou grupos impossíveis'),
  },
});

export const drawPreviewRoute = createRoute({
  operationId: 'previewDraw',
  ...common,
  method: 'get',
  path: '/api/organizer/championships/{id}/pools/preview',
  summary: 'O que o sorteio faria agora, para a confirmação: os times com pagamento pendente que ele libera, os times que ele sorteia e o motivo, se ele for recusado',
  request: { params: idParams },
  responses: { 200: jsonContent(drawPreviewSchema, 'Prévia do sorteio'), 401: unauthorized, 403: forbidden, 404: notFound },
});

export const publishKnockoutRoute = createRoute({
  operationId: 'publishKnockout',
  ...common,
  method: 'post',
  path: '/api/organizer/championships/{id}/knockout',
  summary: 'Publica o mata-mata: os N primeiros de cada grupo (+ melhores terceiros) em eliminação simples',
  request: { params: idParams, body: body(publishKnockoutSchema, 'Classificação') },
  responses: {
    200: detail,
    400: badRequest,
    401: unauthorized,
    403: forbidden,
    404: notFound,
    409: jsonContent(errorSchema, 'Mata-mata já publicado, grupos não sorteados, campeonato finalizado ou cancelado'),
    422: jsonContent(errorSchema, 'Jogos de grupo por terminar (conta quantos); classificados impossíveis'),
  },
});

export const saveScoreRoute = createRoute({
  operationId: 'saveGameScore',
  ...common,
  method: 'put',
  path: '/api/organizer/games/{gameId}/score',
  summary: 'Lança ou corrige o placar (sets) de um jogo; version deve ser a que o organizador viu',
  request: { params: gameParams, body: body(saveScoreSchema, 'Placar') },
  responses: {
    200: jsonContent(organizerGameSchema, 'Jogo finalizado'),
    400: badRequest,
    401: unauthorized,
    403: forbidden,
    404: jsonContent(errorSchema, 'Jogo não encontrado'),
    409: jsonContent(scoreConflictSchema, 'Outro placar foi salvo antes (com o placar atual em `current`), o mata-mata impede a mudança, ou o campeonato não está em andamento (sem sorteio, finalizado: reabra para corrigir, ou cancelado)'),
    422: jsonContent(errorSchema, 'Placar impossível (nomeia o set), ou mais de 1 hora antes do jogo'),
  },
});

export const finishRoute = createRoute({
  operationId: 'finishChampionship',
  ...common,
  method: 'post',
  path: '/api/organizer/championships/{id}/finish',
  summary:
    'Finaliza o campeonato: calcula e guarda a colocação final de cada time (mata-mata primeiro, perdedores de uma rodada empatados; depois os grupos por posição e razão de pontos)',
  request: { params: idParams },
  responses: {
    200: detail,
    401: unauthorized,
    403: forbidden,
    404: notFound,
    409: jsonContent(errorSchema, 'Grupos não sorteados, já finalizado ou cancelado'),
    422: jsonContent(errorSchema, 'Jogos sem resultado (conta quantos)'),
  },
});

export const reopenRoute = createRoute({
  operationId: 'reopenChampionship',
  ...common,
  method: 'post',
  path: '/api/organizer/championships/{id}/reopen',
  summary: 'Reabre um campeonato finalizado (até 7 dias depois): volta a em_andamento e as colocações são apagadas',
  request: { params: idParams },
  responses: {
    200: detail,
    401: unauthorized,
    403: forbidden,
    404: notFound,
    409: jsonContent(errorSchema, 'Não está finalizado, ou foi cancelado'),
    422: jsonContent(errorSchema, 'Passaram mais de 7 dias da finalização, ou um atleta dele já tem um campeonato finalizado depois'),
  },
});

export const cancelRoute = createRoute({
  operationId: 'cancelChampionship',
  ...common,
  method: 'post',
  path: '/api/organizer/championships/{id}/cancel',
  summary: 'Cancela o campeonato antes de finalizado; o motivo aparece para os atletas',
  request: { params: idParams, body: body(cancelChampionshipSchema, 'Motivo (3 a 500 caracteres)') },
  responses: {
    200: detail,
    400: badRequest,
    401: unauthorized,
    403: forbidden,
    404: notFound,
    409: jsonContent(errorSchema, 'Já finalizado ou cancelado'),
  },
});
