import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '@areia/shared/core/schemas/errors';
import { playerChoiceSchema, playerSchema } from '@areia/shared/core/schemas/player';
import { pageQuerySchema, playersQuerySchema } from '@areia/shared/core/schemas/paging';
import { historyEntrySchema } from '@areia/shared/core/schemas/ranking-history';
import { arrayOf, jsonContent, pageContent } from '../../platform/http/router';
import { bearerSecurity, invalidParams } from '../../platform/http/openapi-common';

const common = { tags: ['Jogadores'], security: bearerSecurity };

export const listPlayersRoute = createRoute({
  operationId: 'listPlayers',
  ...common,
  method: 'get',
  path: '/api/players/{modalityId}',
  summary: 'Uma página de jogadores por ranking (só campos públicos); search por nome ou apelido, sem acentos nem caixa',
  description:
    'Só contas com a modalidade Vôlei ativa. Com eligibleFor (id de um campeonato): primeiro quem pode entrar num time dele, depois os demais, cada parte por ranking, com reason. eligibleFor que não é um id: 400; campeonato desconhecido: 404.',
  request: { params: z.object({ modalityId: z.string() }), query: playersQuerySchema },
  responses: {
    200: pageContent(arrayOf(playerChoiceSchema), 'Jogadores; ranking é a posição geral de cada um'),
    400: invalidParams,
    401: jsonContent(errorSchema, 'Não autenticado'),
    404: jsonContent(errorSchema, 'Modalidade ou campeonato (eligibleFor) não encontrado'),
  },
});

export const getPlayerRoute = createRoute({
  operationId: 'getPlayer',
  ...common,
  method: 'get',
  path: '/api/players/{modalityId}/{playerId}',
  summary: 'Um jogador (só campos públicos)',
  request: { params: z.object({ modalityId: z.string(), playerId: z.string() }) },
  responses: {
    200: jsonContent(playerSchema, 'Jogador'),
    401: jsonContent(errorSchema, 'Não autenticado'),
    404: jsonContent(errorSchema, 'Jogador não encontrado'),
  },
});

export const getPlayerHistoryRoute = createRoute({
  operationId: 'getPlayerHistory',
  ...common,
  method: 'get',
  path: '/api/players/{modalityId}/{playerId}/history',
  summary: 'Uma página dos campeonatos finalizados do jogador, do mais recente: colocação, pontos e cada jogo explicado',
  request: { params: z.object({ modalityId: z.string(), playerId: z.string() }), query: pageQuerySchema },
  responses: {
    200: pageContent(arrayOf(historyEntrySchema), 'Campeonatos finalizados, do mais recente'),
    400: invalidParams,
    401: jsonContent(errorSchema, 'Não autenticado'),
    404: jsonContent(errorSchema, 'Modalidade ou jogador não encontrado'),
  },
});
