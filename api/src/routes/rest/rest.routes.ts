import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '@areia/shared/core/schemas/errors';
import { userModalityRowSchema } from '@areia/shared/core/schemas/user';
import { jsonContent } from '../../platform/http/router';
import { bearerSecurity } from '../../platform/http/openapi-common';

export const userModalitiesRoute = createRoute({
  operationId: 'userModalities',
  method: 'get',
  path: '/rest/v1/user_modalities',
  tags: ['PostgREST (subconjunto)'],
  security: bearerSecurity,
  summary: "Subconjunto PostgREST para supabase-js: select=*, filtros eq. (ex.: user_id=eq.<id>&status=eq.active); só as linhas do próprio usuário",
  request: {
    query: z.object({
      select: z.string().optional(),
      user_id: z.string().optional(),
      modality: z.string().optional(),
      status: z.string().optional(),
    }),
  },
  responses: {
    200: jsonContent(z.array(userModalityRowSchema.partial()), 'Linhas'),
    400: jsonContent(errorSchema, 'Filtro não suportado'),
    401: jsonContent(errorSchema, 'Não autenticado'),
  },
});
