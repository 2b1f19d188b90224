import { createRoute, z } from '@hono/zod-openapi';
import { championshipDetailSchema, championshipSchema } from '@areia/shared/core/schemas/championship';
import { complaintSchema, createComplaintSchema } from '@areia/shared/core/schemas/complaint';
import { errorSchema } from '@areia/shared/core/schemas/errors';
import { championshipsQuerySchema, pageQuerySchema } from '@areia/shared/core/schemas/paging';
import { gameSchema, groupRowSchema, resultRowSchema } from '@areia/shared/core/schemas/standings';
import { createTeamSchema, teamSchema } from '@areia/shared/core/schemas/team';
import { waitlistEntrySchema, waitlistTeamSchema } from '@areia/shared/core/schemas/waitlist';
import { arrayOf, jsonContent, pageContent } from '../../platform/http/router';
import { bearerSecurity, invalidParams } from '../../platform/http/openapi-common';

const common = { tags: ['Campeonatos'], security: bearerSecurity };
const modalityParams = z.object({ modalityId: z.string() });
const championshipParams = modalityParams.extend({ championshipId: z.string() });
const unauthorized = jsonContent(errorSchema, 'Não autenticado');
const notFound = jsonContent(errorSchema, 'Modalidade ou campeonato não encontrado');

export const listChampionshipsRoute = createRoute({
  operationId: 'listChampionships',
  ...common,
  method: 'get',
  path: '/api/championships/{modalityId}',
  summary:
    "Uma página de campeonatos da modalidade, por data; search no título (sem acentos nem caixa); filter current (nem encerrados nem cancelados: o que a tela inicial conta) | soon (próximos 30 dias) | live (com jogos hoje) | registered (o usuário está num time) | past (encerrados ou cancelados) | all (todos, como sem filtro)",
  request: { params: modalityParams, query: championshipsQuerySchema },
  responses: {
    200: pageContent(arrayOf(championshipSchema), 'Campeonatos'),
    400: invalidParams,
    401: unauthorized,
    404: notFound,
  },
});

export const getChampionshipRoute = createRoute({
  operationId: 'getChampionship',
  ...common,
  method: 'get',
  path: '/api/championships/{modalityId}/{championshipId}',
  summary: 'Detalhe do campeonato com a arena',
  request: { params: championshipParams },
  responses: { 200: jsonContent(championshipDetailSchema, 'Campeonato'), 401: unauthorized, 404: notFound },
});

export const listTeamsRoute = createRoute({
  operationId: 'listTeams',
  ...common,
  method: 'get',
  path: '/api/championships/{modalityId}/{championshipId}/teams',
  summary: 'Times inscritos, por vaga; em páginas de até 96 KB (limit padrão 100, cursor no X-Next-Cursor)',
  request: { params: championshipParams, query: pageQuerySchema },
  responses: { 200: pageContent(arrayOf(teamSchema), 'Times'), 400: invalidParams, 401: unauthorized, 404: notFound },
});

export const listGroupsRoute = createRoute({
  operationId: 'listGroups',
  ...common,
  method: 'get',
  path: '/api/championships/{modalityId}/{championshipId}/groups',
  summary: 'Tabela de cada grupo (jogos finalizados; 2 pontos por vitória; saldo = pró − contra)',
  request: { params: championshipParams },
  responses: { 200: jsonContent(arrayOf(groupRowSchema), 'Linhas dos grupos'), 401: unauthorized, 404: notFound },
});

export const listGamesRoute = createRoute({
  operationId: 'listGames',
  ...common,
  method: 'get',
  path: '/api/championships/{modalityId}/{championshipId}/games',
  summary: 'Jogos (finalizados e agendados); em páginas de até 96 KB (limit padrão 100, cursor no X-Next-Cursor)',
  request: { params: championshipParams, query: pageQuerySchema },
  responses: { 200: pageContent(arrayOf(gameSchema), 'Jogos'), 400: invalidParams, 401: unauthorized, 404: notFound },
});

export const listResultsRoute = createRoute({
  operationId: 'listResults',
  ...common,
  method: 'get',
  path: '/api/championships/{modalityId}/{championshipId}/results',
  summary: 'Classificação geral: pontos, saldo, pontos a favor',
  request: { params: championshipParams },
  responses: { 200: jsonContent(arrayOf(resultRowSchema), 'Classificação'), 401: unauthorized, 404: notFound },
});

export const createTeamRoute = createRoute({
  operationId: 'createTeam',
  ...common,
  method: 'post',
  path: '/api/championships/{modalityId}/{championshipId}/teams',
  summary:
    'Inscreve um time pendente (o usuário logado deve ser membro; os parceiros recebem convites; uma vaga por time, já ocupada enquanto pendente; um time por jogador no campeonato; ninguém acima da categoria)',
  request: { params: championshipParams, body: { ...jsonContent(createTeamSchema, 'Time'), required: true } },
  responses: {
    201: jsonContent(teamSchema, 'Time inscrito'),
    400: jsonContent(errorSchema, 'Dados inválidos'),
    401: unauthorized,
    403: jsonContent(errorSchema, 'Usuário não faz parte do time'),
    404: notFound,
    409: jsonContent(errorSchema, 'Sem vagas, jogador já inscrito (mesmo em time pendente), campeonato fechado ou passado'),
    422: jsonContent(errorSchema, 'Um jogador está acima da categoria do campeonato (a mensagem o nomeia com a sua categoria)'),
  },
});

export const joinWaitlistRoute = createRoute({
  operationId: 'joinWaitlist',
  ...common,
  method: 'post',
  path: '/api/championships/{modalityId}/{championshipId}/waitlist',
  summary:
    'Põe um time na lista de espera de um campeonato lotado (mesmo corpo e mesmas regras da inscrição); quando uma vaga se abre, o primeiro da lista a recebe',
  request: { params: championshipParams, body: { ...jsonContent(createTeamSchema, 'Time'), required: true } },
  responses: {
    201: jsonContent(waitlistEntrySchema, 'Time na lista de espera'),
    400: jsonContent(errorSchema, 'Dados inválidos'),
    401: unauthorized,
    403: jsonContent(errorSchema, 'Usuário não faz parte do time'),
    404: notFound,
    409: jsonContent(errorSchema, 'Ainda há vagas (inscreva o time), jogador já inscrito ou na lista, campeonato fechado ou passado'),
    422: jsonContent(errorSchema, 'Um jogador está acima da categoria do campeonato, ou a lista já tem tantos times quanto o campeonato tem vagas (lista cheia)'),
  },
});

export const getWaitlistRoute = createRoute({
  operationId: 'getWaitlist',
  ...common,
  method: 'get',
  path: '/api/championships/{modalityId}/{championshipId}/waitlist',
  summary:
    'Times na lista de espera, na ordem, cada um com o seu lugar e se é o do usuário (no máximo max_teams times); em páginas (limit 1–100, padrão 50, cursor no X-Next-Cursor)',
  request: { params: championshipParams, query: pageQuerySchema },
  responses: { 200: pageContent(arrayOf(waitlistTeamSchema), 'Lista de espera'), 400: invalidParams, 401: unauthorized, 404: notFound },
});

export const withdrawTeamRoute = createRoute({
  operationId: 'withdrawTeam',
  ...common,
  method: 'delete',
  path: '/api/championships/{modalityId}/{championshipId}/teams/{teamId}',
  summary: 'Retira um time (pendente ou confirmado) enquanto as inscrições estão abertas; só um membro do time pode; a vaga fica livre',
  request: { params: championshipParams.extend({ teamId: z.string() }) },
  responses: {
    204: { description: 'Time retirado' },
    401: unauthorized,
    403: jsonContent(errorSchema, 'Usuário não faz parte do time'),
    404: jsonContent(errorSchema, 'Time ou campeonato não encontrado'),
    409: jsonContent(errorSchema, 'Inscrições encerradas ou o time já tem jogos'),
  },
});

export const createComplaintRoute = createRoute({
  operationId: 'createComplaint',
  ...common,
  method: 'post',
  path: '/api/championships/{modalityId}/{championshipId}/{teamId}',
  summary: 'Denuncia um time (ex.: categoria incorreta); reported_by_id deve ser o usuário logado',
  request: {
    params: championshipParams.extend({ teamId: z.string() }),
    body: { ...jsonContent(createComplaintSchema, 'Denúncia'), required: true },
  },
  responses: {
    201: jsonContent(complaintSchema, 'Denúncia registrada'),
    400: jsonContent(errorSchema, 'Dados inválidos'),
    401: unauthorized,
    403: jsonContent(errorSchema, 'Denúncia em nome de outra pessoa, ou do próprio time'),
    404: jsonContent(errorSchema, 'Time ou campeonato não encontrado'),
  },
});
