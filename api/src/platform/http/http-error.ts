import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Thrown by handlers and turned into `{ message }` with this status by the app's error handler; `extra` adds fields a
 * client needs to act on the refusal (a score conflict carries the score the server holds).
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths are UUIDs; anything else cannot exist, so it is a 404 rather than a database error. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
