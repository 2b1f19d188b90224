import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '@areia/shared/core/schemas/errors';
import { openGameBodySchema, openGameSchema, openGameScoreBodySchema, openGamesQuerySchema } from '@areia/shared/core/schemas/open-game';
import { arrayOf, jsonContent, pageContent } from '../../platform/http/router';
import { bearerSecurity, invalidParams } from '../../platform/http/openapi-common';

const common = { tags: ['Jogo aberto'], security: bearerSecurity };
const unauthorized = jsonContent(errorSchema, 'Não autenticado');
const notFound = jsonContent(errorSchema, 'Jogo aberto não encontrado');
const gameParams = z.object({ gameId: z.string() });
const game = (description: string) => jsonContent(openGameSchema, description);

export const listOpenGamesRoute = createRoute({
  operationId: 'listOpenGames',
  ...common,
  method: 'get',
  path: '/api/open-games',
  summary:
    'Jogos abertos com vaga, do mais próximo no tempo ao mais distante, cuja faixa de nível inclui o nível do usuário: numa arena (arena_id), perto de uma posição (latitude/longitude, maxDistance km, padrão 10) ou em qualquer lugar; mine=1: os jogos do próprio usuário',
  request: { query: openGamesQuerySchema },
  responses: { 200: pageContent(arrayOf(openGameSchema), 'Jogos abertos'), 400: invalidParams, 401: unauthorized, 404: jsonContent(errorSchema, 'Arena não encontrada') },
});

export const createOpenGameRoute = createRoute({
  operationId: 'createOpenGame',
  ...common,
  method: 'post',
  path: '/api/open-games',
  summary: 'Abre um jogo para 4 atletas numa arena, dia e hora, com faixa de nível (padrão: o nível de quem abre ± 150), competitivo (move o nível) ou amistoso',
  request: { body: { ...jsonContent(openGameBodySchema, 'Arena, dia e hora, faixa de nível e tipo'), required: true } },
  responses: {
    201: game('Jogo aberto'),
    400: jsonContent(errorSchema, 'Dados inválidos'),
    401: unauthorized,
    404: jsonContent(errorSchema, 'Arena não encontrada'),
    422: jsonContent(errorSchema, 'Faixa de nível fora de 0–1200 ou invertida, horário que já passou, ou o usuário fora da própria faixa'),
  },
});

export const getOpenGameRoute = createRoute({
  operationId: 'getOpenGame',
  ...common,
  method: 'get',
  path: '/api/open-games/{gameId}',
  summary: 'Um jogo aberto: jogadores, placar e o que o usuário pode fazer agora (com o motivo, se não pode entrar)',
  request: { params: gameParams },
  responses: { 200: game('Jogo aberto'), 401: unauthorized, 404: notFound },
});

export const joinOpenGameRoute = createRoute({
  operationId: 'joinOpenGame',
  ...common,
  method: 'post',
  path: '/api/open-games/{gameId}/join',
  summary: 'Entra no jogo (quem chega primeiro): só com vaga, antes do horário e com o nível dentro da faixa; o quarto jogador avisa os quatro',
  request: { params: gameParams },
  responses: {
    200: game('No jogo'),
    401: unauthorized,
    404: notFound,
    409: jsonContent(errorSchema, 'Já no jogo, jogo completo ou horário passado'),
    422: jsonContent(errorSchema, 'Nível fora da faixa do jogo (com a faixa)'),
  },
});

export const leaveOpenGameRoute = createRoute({
  operationId: 'leaveOpenGame',
  ...common,
  method: 'post',
  path: '/api/open-games/{gameId}/leave',
  summary: 'Sai do jogo antes do horário (quem abriu não sai)',
  request: { params: gameParams },
  responses: {
    200: game('Fora do jogo'),
    401: unauthorized,
    404: jsonContent(errorSchema, 'Jogo não encontrado ou o usuário não está nele'),
    409: jsonContent(errorSchema, 'Horário passado'),
    422: jsonContent(errorSchema, 'Quem abriu o jogo não sai dele'),
  },
});

export const removeOpenGamePlayerRoute = createRoute({
  operationId: 'removeOpenGamePlayer',
  ...common,
  method: 'delete',
  path: '/api/open-games/{gameId}/players/{playerId}',
  summary: 'Quem abriu o jogo remove um jogador antes do horário',
  request: { params: z.object({ gameId: z.string(), playerId: z.string() }) },
  responses: {
    200: game('Jogador removido'),
    401: unauthorized,
    403: jsonContent(errorSchema, 'Só quem abriu o jogo remove jogadores'),
    404: jsonContent(errorSchema, 'Jogo não encontrado ou o atleta não está nele'),
    409: jsonContent(errorSchema, 'Horário passado'),
    422: jsonContent(errorSchema, 'Quem abriu o jogo não sai dele'),
  },
});

export const reportOpenGameScoreRoute = createRoute({
  operationId: 'reportOpenGameScore',
  ...common,
  method: 'post',
  path: '/api/open-games/{gameId}/score',
  summary: 'Um jogador informa o placar depois do horário, com o parceiro e os sets do seu lado; um jogador do outro lado confirma, ou ele vale sozinho em 24 h',
  request: { params: gameParams, body: { ...jsonContent(openGameScoreBodySchema, 'Parceiro e sets'), required: true } },
  responses: {
    200: game('Placar informado'),
    400: jsonContent(errorSchema, 'Dados inválidos'),
    401: unauthorized,
    403: jsonContent(errorSchema, 'O usuário não está no jogo'),
    404: notFound,
    409: jsonContent(errorSchema, 'Antes do horário, sem os quatro, ou placar já informado'),
    422: jsonContent(errorSchema, 'Parceiro que não está no jogo ou placar impossível'),
  },
});

export const confirmOpenGameScoreRoute = createRoute({
  operationId: 'confirmOpenGameScore',
  ...common,
  method: 'post',
  path: '/api/open-games/{gameId}/confirm',
  summary: 'Um jogador do outro lado confirma o placar; num jogo competitivo, o nível dos quatro muda (sem pontos de ranking)',
  request: { params: gameParams },
  responses: {
    200: game('Placar confirmado'),
    401: unauthorized,
    403: jsonContent(errorSchema, 'O usuário não está no jogo'),
    404: notFound,
    409: jsonContent(errorSchema, 'Sem placar para confirmar, ou já confirmado'),
    422: jsonContent(errorSchema, 'Quem confirma é do outro lado'),
  },
});
