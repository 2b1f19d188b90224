import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '@areia/shared/core/schemas/errors';
import { jsonContent } from '../../platform/http/router';

export const liveChampionshipRoute = createRoute({
  operationId: 'streamChampionship',
  tags: ['Ao vivo'],
  security: [],
  method: 'get',
  path: '/api/live/championships/{id}',
  summary:
    'Eventos (text/event-stream) a cada mudança do campeonato: { championshipId, version, topics }; o cliente relê as partes citadas. ' +
    'Last-Event-ID (ou ?v=) retoma: atrasado, recebe um evento com tudo. Comentário a cada 15 s. Sem sessão.',
  request: {
    params: z.object({ id: z.string() }),
    query: z.object({ v: z.string().optional().openapi({ description: 'Última versão vista (quando o cliente não envia Last-Event-ID)' }) }),
  },
  responses: {
    200: { content: { 'text/event-stream': { schema: z.string().openapi({ type: 'string' }) } }, description: 'Fluxo de eventos' },
    404: jsonContent(errorSchema, 'Campeonato não encontrado'),
    503: jsonContent(errorSchema, 'Fluxo indisponível nesta instância'),
  },
});
