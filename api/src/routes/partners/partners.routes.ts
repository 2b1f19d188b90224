import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '@areia/shared/core/schemas/errors';
import { pageQuerySchema } from '@areia/shared/core/schemas/paging';
import { lookingPostSchema, lookingQuerySchema, partnerPostBodySchema, partnerPostSchema, partnerSummarySchema } from '@areia/shared/core/schemas/partner';
import { arrayOf, jsonContent, pageContent } from '../../platform/http/router';
import { bearerSecurity, invalidParams } from '../../platform/http/openapi-common';

const common = { tags: ['Procuro dupla'], security: bearerSecurity };
const unauthorized = jsonContent(errorSchema, 'Não autenticado');
const notFound = jsonContent(errorSchema, 'Campeonato não encontrado');
const championshipParams = z.object({ championshipId: z.string() });

export const listLookingRoute = createRoute({
  operationId: 'listLooking',
  ...common,
  method: 'get',
  path: '/api/partners',
  summary:
    'Procurando jogo: atletas procurando dupla em campeonatos com inscrições abertas, dos posts mais novos aos mais antigos; com latitude/longitude(/maxDistance km, padrão 10) só os campeonatos cuja arena está no raio, com a distância',
  request: { query: lookingQuerySchema },
  responses: { 200: pageContent(arrayOf(lookingPostSchema), 'Atletas procurando dupla'), 400: invalidParams, 401: unauthorized },
});

export const listPartnersRoute = createRoute({
  operationId: 'listPartners',
  ...common,
  method: 'get',
  path: '/api/partners/{championshipId}',
  summary:
    'Quem procura dupla neste campeonato (menos o usuário), quem combina melhor primeiro: pode jogar a categoria, nível da dupla perto da faixa da categoria, confiabilidade, mesma cidade; cada um com o motivo em palavras',
  request: { params: championshipParams, query: pageQuerySchema },
  responses: { 200: pageContent(arrayOf(partnerPostSchema), 'Atletas procurando dupla'), 400: invalidParams, 401: unauthorized, 404: notFound },
});

export const partnerSummaryRoute = createRoute({
  operationId: 'partnerSummary',
  ...common,
  method: 'get',
  path: '/api/partners/{championshipId}/summary',
  summary: 'Quantos atletas procuram dupla neste campeonato, o post do usuário e se ele pode postar agora (com o motivo, se não)',
  request: { params: championshipParams },
  responses: { 200: jsonContent(partnerSummarySchema, 'Resumo'), 401: unauthorized, 404: notFound },
});

export const postLookingRoute = createRoute({
  operationId: 'postLooking',
  ...common,
  method: 'post',
  path: '/api/partners/{championshipId}',
  summary:
    'Procuro dupla: o usuário diz que procura dupla neste campeonato (recado e cidade opcionais); só com inscrições abertas, sem time nele e podendo jogar a categoria; um post por atleta por campeonato',
  request: { params: championshipParams, body: { ...jsonContent(partnerPostBodySchema, 'Recado e cidade'), required: true } },
  responses: {
    201: jsonContent(partnerSummarySchema, 'Post feito'),
    400: jsonContent(errorSchema, 'Dados inválidos'),
    401: unauthorized,
    404: notFound,
    409: jsonContent(errorSchema, 'Inscrições fechadas, já em um time ou já procurando dupla neste campeonato'),
    422: jsonContent(errorSchema, 'O usuário está acima da categoria do campeonato'),
  },
});

export const withdrawLookingRoute = createRoute({
  operationId: 'withdrawLooking',
  ...common,
  method: 'delete',
  path: '/api/partners/{championshipId}',
  summary: 'O usuário deixa de procurar dupla neste campeonato',
  request: { params: championshipParams },
  responses: { 200: jsonContent(partnerSummarySchema, 'Post retirado'), 401: unauthorized, 404: jsonContent(errorSchema, 'Sem post aberto neste campeonato') },
});

export const invitePartnerRoute = createRoute({
  operationId: 'invitePartner',
  ...common,
  method: 'post',
  path: '/api/partners/{championshipId}/{playerId}/invite',
  summary: 'Convida quem procura dupla para formar um time: o convite de sempre (o parceiro aceita em até 48 h; a vaga fica guardada)',
  request: { params: z.object({ championshipId: z.string(), playerId: z.string() }) },
  responses: {
    201: jsonContent(z.object({ team_id: z.string() }), 'Time pendente, convite enviado'),
    400: jsonContent(errorSchema, 'Dados inválidos'),
    401: unauthorized,
    404: jsonContent(errorSchema, 'Campeonato não encontrado ou o atleta não procura mais dupla'),
    409: jsonContent(errorSchema, 'Sem vagas, já em um time ou inscrições fechadas'),
    422: jsonContent(errorSchema, 'Alguém está acima da categoria, ou o post é do próprio usuário'),
  },
});
