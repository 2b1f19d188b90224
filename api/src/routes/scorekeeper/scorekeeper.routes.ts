import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '@areia/shared/core/schemas/errors';
import { createdScorekeeperLinkSchema, liveSetsSchema, scorekeeperReportSchema, scorekeeperLinkSchema, scorekeeperViewSchema } from '@areia/shared/core/schemas/scorekeeper';
import { jsonContent } from '../../platform/http/router';
import { bearerSecurity } from '../../platform/http/openapi-common';

const organizer = { tags: ['Mesário'], security: bearerSecurity };
const keeper = { tags: ['Mesário'], security: [] };
const badRequest = jsonContent(errorSchema, 'Dados inválidos');
const unauthorized = jsonContent(errorSchema, 'Não autenticado');
const forbidden = jsonContent(errorSchema, 'Campeonato de outro organizador, ou conta sem acesso de organizador');
const notFound = jsonContent(errorSchema, 'Campeonato, jogo, quadra ou link não encontrado');
const finished = jsonContent(errorSchema, 'O campeonato terminou ou foi cancelado');
const created = jsonContent(createdScorekeeperLinkSchema, 'O link criado (o token só aparece agora)');
const tokenParams = z.object({ token: z.string() });
const gone = jsonContent(errorSchema, 'Link revogado, ou o campeonato terminou');
const tooMany = jsonContent(errorSchema, 'Muitas requisições com este link');

export const createGameLinkRoute = createRoute({
  operationId: 'createGameScorekeeperLink',
  ...organizer,
  method: 'post',
  path: '/api/organizer/games/{id}/scorekeeper-link',
  summary: 'Cria o link do mesário de um jogo: abre a tela de placar sem conta e só vale para este jogo',
  request: { params: z.object({ id: z.string() }) },
  responses: { 201: created, 401: unauthorized, 403: forbidden, 404: notFound, 409: finished },
});

export const createCourtLinkRoute = createRoute({
  operationId: 'createCourtScorekeeperLink',
  ...organizer,
  method: 'post',
  path: '/api/organizer/championships/{id}/courts/{court}/scorekeeper-link',
  summary: 'Cria o link do mesário de uma quadra para o dia todo: vale para o jogo em quadra e o próximo',
  request: { params: z.object({ id: z.string(), court: z.string().min(1).max(60) }) },
  responses: { 201: created, 400: badRequest, 401: unauthorized, 403: forbidden, 404: notFound, 409: finished },
});

export const listLinksRoute = createRoute({
  operationId: 'listScorekeeperLinks',
  ...organizer,
  method: 'get',
  path: '/api/organizer/championships/{id}/scorekeeper-links',
  summary: 'Os links de mesário do campeonato (sem os tokens)',
  request: { params: z.object({ id: z.string() }) },
  responses: { 200: jsonContent(z.array(scorekeeperLinkSchema), 'Links'), 401: unauthorized, 403: forbidden, 404: notFound },
});

export const revokeLinkRoute = createRoute({
  operationId: 'revokeScorekeeperLink',
  ...organizer,
  method: 'delete',
  path: '/api/organizer/scorekeeper-links/{id}',
  summary: 'Revoga um link de mesário: ele deixa de funcionar na hora',
  request: { params: z.object({ id: z.string() }) },
  responses: { 200: jsonContent(scorekeeperLinkSchema, 'Link revogado'), 401: unauthorized, 403: forbidden, 404: notFound },
});

export const scorekeeperViewRoute = createRoute({
  operationId: 'getScorekeeperView',
  ...keeper,
  method: 'get',
  path: '/api/scorekeeper/{token}',
  summary: 'A tela do mesário, sem conta: o campeonato e os jogos que o link pode marcar, com o placar do set',
  request: { params: tokenParams },
  responses: { 200: jsonContent(scorekeeperViewSchema, 'Jogos do link'), 404: notFound, 410: gone, 429: tooMany },
});

export const liveSetsRoute = createRoute({
  operationId: 'putScorekeeperLiveSets',
  ...keeper,
  method: 'put',
  path: '/api/scorekeeper/{token}/games/{gameId}/live',
  summary: 'O placar do jogo enquanto é jogado (sets em andamento, 0 a 99 pontos, até 3 sets)',
  request: { params: z.object({ token: z.string(), gameId: z.string() }), body: { ...jsonContent(liveSetsSchema, 'Sets em andamento'), required: true } },
  responses: {
    200: jsonContent(scorekeeperViewSchema, 'Jogos do link, atualizados'),
    400: badRequest,
    403: jsonContent(errorSchema, 'Jogo fora deste link'),
    404: notFound,
    409: jsonContent(errorSchema, 'O jogo já tem placar final'),
    410: gone,
    429: tooMany,
  },
});

export const reportRoute = createRoute({
  operationId: 'postScorekeeperReport',
  ...keeper,
  method: 'post',
  path: '/api/scorekeeper/{token}/games/{gameId}/report',
  summary: 'Envia o resultado final: fica pendente até um jogador de um dos times (ou o organizador) confirmar ou contestar',
  request: { params: z.object({ token: z.string(), gameId: z.string() }), body: { ...jsonContent(scorekeeperReportSchema, 'Sets da partida'), required: true } },
  responses: {
    201: jsonContent(scorekeeperViewSchema, 'Resultado enviado'),
    400: badRequest,
    403: jsonContent(errorSchema, 'Jogo fora deste link'),
    404: notFound,
    409: jsonContent(errorSchema, 'O jogo já tem placar final ou resultado pendente, ou o campeonato não aceita placares'),
    410: gone,
    422: jsonContent(errorSchema, 'Placar impossível (regra do vôlei de praia)'),
    429: tooMany,
  },
});
