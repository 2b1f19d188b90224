import { errorSchema } from '@areia/shared/core/schemas/errors';
import { jsonContent } from './router';

export const errorResponses = {
  400: jsonContent(errorSchema, 'Entrada inválida'),
  401: jsonContent(errorSchema, 'Não autenticado'),
  404: jsonContent(errorSchema, 'Não encontrado'),
} as const;

export const bearerSecurity = [{ bearerAuth: [] }];
