import { errorSchema } from '@areia/shared/core/schemas/errors';
import { jsonContent } from './router';

/** The 400 of a read whose query (limit, cursor, search, coordinates) is refused. */
export const invalidParams = jsonContent(errorSchema, 'Parâmetros inválidos');

export const bearerSecurity = [{ bearerAuth: [] }];
