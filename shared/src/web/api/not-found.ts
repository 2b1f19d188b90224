import { httpStatus } from '@areia/shared/web/api/client';

/**
 * The API's 404: the id names nothing (unknown, deleted or malformed). A screen shows "não encontrado" with a way
 * back instead of an error and a retry that can never help, and the query is not retried.
 */
export function isNotFound(error: unknown): boolean {
  return httpStatus(error) === 404;
}
