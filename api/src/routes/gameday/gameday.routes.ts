import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '@areia/shared/core/schemas/errors';
import {
  athleteCheckInSchema,
  forfeitSchema,
  gameDaySchema,
  moveGameSchema,
  myGameDaySchema,
  organizerCheckInSchema,
  organizerGameDaySchema,
  pauseCourtSchema,
} from '@areia/shared/core/schemas/gameday';
import { jsonContent } from '../../platform/http/router';
import { bearerSecurity } from '../../platform/http/openapi-common';

const organizer = { tags: ['Dia de jogo'], security: bearerSecurity };
const idParams = z.object({ id: z.string() });
const gameParams = z.object({ gameId: z.string() });
const badRequest = jsonContent(errorSchema, 'Dados inválidos');
const unauthorized = jsonContent(errorSchema, 'Não autenticado');
const forbidden = jsonContent(errorSchema, 'Campeonato de outro organizador, ou conta sem acesso de organizador');
const notFound = jsonContent(errorSchema, 'Campeonato ou jogo não encontrado');
const stageConflict = (what: string) => jsonContent(errorSchema, `O campeonato não está em andamento, ou ${what}`);
const body = <T>(schema: T, description: string) => ({ ...jsonContent(schema, description), required: true });
const organizerDay = jsonContent(organizerGameDaySchema, 'O dia de jogo, atualizado');

export const publicDayRoute = createRoute({
  operationId: 'getGameDay',
  tags: ['Ao vivo'],
  security: [],
  method: 'get',
  path: '/api/live/championships/{id}/day',
  summary: 'O dia de jogo, sem sessão: cada quadra com o jogo em andamento (placar do set) e a fila com horários previstos, e a classificação; só apelidos',
  request: { params: idParams },
  responses: { 200: jsonContent(gameDaySchema, 'Dia de jogo'), 404: notFound },
});

export const myDayRoute = createRoute({
  operationId: 'getMyGameDay',
  tags: ['Dia de jogo'],
  security: bearerSecurity,
  method: 'get',
  path: '/api/live/championships/{id}/me',
  summary: 'O dia do atleta logado: seu time, seu check-in (e se já pode fazê-lo) e o próximo jogo com o horário previsto',
  request: { params: idParams },
  responses: { 200: jsonContent(myGameDaySchema, 'Meu dia'), 401: unauthorized, 404: notFound },
});

export const athleteCheckInRoute = createRoute({
  operationId: 'checkIn',
  tags: ['Dia de jogo'],
  security: bearerSecurity,
  method: 'post',
  path: '/api/live/championships/{id}/check-in',
  summary: 'Check-in do atleta na arena: a partir de checkinMinutes antes do primeiro jogo previsto do time, a até 500 m da arena',
  request: { params: idParams, body: body(athleteCheckInSchema, 'Onde o atleta está') },
  responses: {
    200: jsonContent(myGameDaySchema, 'Check-in feito'),
    400: badRequest,
    401: unauthorized,
    403: jsonContent(errorSchema, 'O atleta não está em um time sorteado deste campeonato'),
    404: notFound,
    409: stageConflict('o check-in ainda não abriu (diz a hora) ou já fechou'),
    422: jsonContent(errorSchema, 'Longe demais da arena (diz a distância)'),
  },
});

export const organizerDayRoute = createRoute({
  operationId: 'getOrganizerGameDay',
  ...organizer,
  method: 'get',
  path: '/api/organizer/championships/{id}/day',
  summary: 'O dia de jogo do organizador: o público e, por time, quem fez check-in',
  request: { params: idParams },
  responses: { 200: organizerDay, 401: unauthorized, 403: forbidden, 404: notFound },
});

export const callGameRoute = createRoute({
  operationId: 'callGame',
  ...organizer,
  method: 'post',
  path: '/api/organizer/games/{gameId}/call',
  summary: '"Chamar para a quadra": o jogo começa agora; as previsões se refazem',
  request: { params: gameParams },
  responses: { 200: organizerDay, 401: unauthorized, 403: forbidden, 404: notFound, 409: stageConflict('o jogo já foi chamado ou terminou, ou a quadra tem um jogo em andamento') },
});

export const moveGameRoute = createRoute({
  operationId: 'moveGame',
  ...organizer,
  method: 'post',
  path: '/api/organizer/games/{gameId}/move',
  summary: 'Move um jogo ainda não chamado para outra quadra, outra posição da fila, ou para não antes de um horário (null desfaz)',
  request: { params: gameParams, body: body(moveGameSchema, 'Para onde') },
  responses: { 200: organizerDay, 400: badRequest, 401: unauthorized, 403: forbidden, 404: notFound, 409: stageConflict('o jogo já foi chamado'), 422: jsonContent(errorSchema, 'Quadra inválida') },
});

export const forfeitRoute = createRoute({
  operationId: 'forfeitGame',
  ...organizer,
  method: 'post',
  path: '/api/organizer/games/{gameId}/forfeit',
  summary: 'W.O.: teamId não compareceu; o outro time vence por 2 sets a 0 (21–0, 21–0) e o ausente não soma ponto de partida',
  request: { params: gameParams, body: body(forfeitSchema, 'Time ausente') },
  responses: {
    200: organizerDay,
    400: badRequest,
    401: unauthorized,
    403: forbidden,
    404: notFound,
    409: stageConflict('o jogo já terminou, ou o mata-mata já foi publicado'),
    422: jsonContent(errorSchema, 'O time não é deste jogo'),
  },
});

export const pauseCourtRoute = createRoute({
  operationId: 'pauseCourt',
  ...organizer,
  method: 'put',
  path: '/api/organizer/championships/{id}/courts/{court}/pause',
  summary: '"Quadra indisponível" até um horário (em até 12 horas); as previsões se refazem',
  request: { params: z.object({ id: z.string(), court: z.string() }), body: body(pauseCourtSchema, 'Até quando') },
  responses: { 200: organizerDay, 400: badRequest, 401: unauthorized, 403: forbidden, 404: notFound, 409: stageConflict('—'), 422: jsonContent(errorSchema, 'Quadra ou horário inválido') },
});

export const resumeCourtRoute = createRoute({
  operationId: 'resumeCourt',
  ...organizer,
  method: 'delete',
  path: '/api/organizer/championships/{id}/courts/{court}/pause',
  summary: 'Libera a quadra',
  request: { params: z.object({ id: z.string(), court: z.string() }) },
  responses: { 200: organizerDay, 401: unauthorized, 403: forbidden, 404: notFound, 409: stageConflict('—'), 422: jsonContent(errorSchema, 'Quadra inválida') },
});

export const organizerCheckInRoute = createRoute({
  operationId: 'checkInAthlete',
  ...organizer,
  method: 'post',
  path: '/api/organizer/championships/{id}/check-ins',
  summary: 'O organizador faz o check-in de um atleta de um time sorteado',
  request: { params: idParams, body: body(organizerCheckInSchema, 'Atleta') },
  responses: { 200: organizerDay, 400: badRequest, 401: unauthorized, 403: forbidden, 404: notFound, 409: stageConflict('—'), 422: jsonContent(errorSchema, 'O atleta não está em um time sorteado') },
});

export const undoCheckInRoute = createRoute({
  operationId: 'undoCheckIn',
  ...organizer,
  method: 'delete',
  path: '/api/organizer/championships/{id}/check-ins/{playerId}',
  summary: 'Desfaz o check-in de um atleta',
  request: { params: z.object({ id: z.string(), playerId: z.string() }) },
  responses: { 200: organizerDay, 401: unauthorized, 403: forbidden, 404: notFound, 409: stageConflict('—'), 422: jsonContent(errorSchema, 'O atleta não está em um time sorteado') },
});
