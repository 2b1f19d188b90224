import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '@areia/shared/core/schemas/errors';
import { calendarSubscriptionSchema, nextGameSchema } from '@areia/shared/core/schemas/calendar';
import { jsonContent } from '../../platform/http/router';
import { bearerSecurity } from '../../platform/http/openapi-common';

const icsContent = (description: string) => ({
  content: { 'text/calendar': { schema: z.string().openapi({ type: 'string' }) } },
  description,
});

export const nextGameRoute = createRoute({
  operationId: 'getNextGame',
  tags: ['Usuário'],
  security: bearerSecurity,
  method: 'get',
  path: '/api/user/next-game',
  summary: 'Próximo jogo (ainda não finalizado) do usuário logado: adversário, quadra e horário',
  responses: {
    200: jsonContent(nextGameSchema, 'Próximo jogo'),
    204: { description: 'Nenhum jogo agendado' },
    401: jsonContent(errorSchema, 'Não autenticado'),
  },
});

export const getSubscriptionRoute = createRoute({
  operationId: 'getCalendarSubscription',
  tags: ['Agenda'],
  security: bearerSecurity,
  method: 'get',
  path: '/api/user/calendar',
  summary: 'Endereço privado da agenda do usuário logado (url nula quando não há)',
  responses: {
    200: jsonContent(calendarSubscriptionSchema, 'Assinatura'),
    401: jsonContent(errorSchema, 'Não autenticado'),
  },
});

export const rotateSubscriptionRoute = createRoute({
  operationId: 'rotateCalendarSubscription',
  tags: ['Agenda'],
  security: bearerSecurity,
  method: 'post',
  path: '/api/user/calendar',
  summary: 'Cria o endereço privado da agenda ou troca por um novo (o anterior deixa de funcionar)',
  responses: {
    200: jsonContent(calendarSubscriptionSchema, 'Nova assinatura'),
    401: jsonContent(errorSchema, 'Não autenticado'),
  },
});

export const revokeSubscriptionRoute = createRoute({
  operationId: 'revokeCalendarSubscription',
  tags: ['Agenda'],
  security: bearerSecurity,
  method: 'delete',
  path: '/api/user/calendar',
  summary: 'Revoga o endereço privado da agenda',
  responses: {
    204: { description: 'Revogado' },
    401: jsonContent(errorSchema, 'Não autenticado'),
  },
});

export const championshipCalendarRoute = createRoute({
  operationId: 'getChampionshipCalendar',
  tags: ['Agenda'],
  security: bearerSecurity,
  method: 'get',
  path: '/api/championships/{modalityId}/{championshipId}/calendar.ics',
  summary: 'O campeonato e seus jogos agendados em .ics (America/Sao_Paulo)',
  request: { params: z.object({ modalityId: z.string(), championshipId: z.string() }) },
  responses: {
    200: icsContent('Calendário'),
    401: jsonContent(errorSchema, 'Não autenticado'),
    404: jsonContent(errorSchema, 'Campeonato não encontrado'),
  },
});

export const subscriptionFeedRoute = createRoute({
  operationId: 'getCalendarFeed',
  // No login: the private token in the address is the key.
  security: [],
  tags: ['Agenda'],
  method: 'get',
  path: '/api/calendar/{file}',
  summary: 'Agenda privada de um atleta ({token}.ics): seus campeonatos e jogos agendados; sem login, o token é a chave',
  request: { params: z.object({ file: z.string().openapi({ example: 'TOKEN.ics' }) }) },
  responses: {
    200: icsContent('Calendário'),
    404: jsonContent(errorSchema, 'Agenda não encontrada'),
  },
});
