/**
 * A PostgreSQL unique violation (23505), however the driver wrapped it (Drizzle puts the driver error in `cause`).
 * Returns the constraint name, or the message naming it when the driver does not expose the field.
 */
export function uniqueViolation(error: unknown): { constraint: string } | null {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: string; constraint?: string; message?: string };
    if (candidate.code === '23505') return { constraint: candidate.constraint ?? candidate.message ?? '' };
  }
  return null;
}

/** SQLSTATE classes/codes that mean "the server is gone or not accepting work now", not "this query is wrong". */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
// The last: a query after this process closed its pool, on the way out (pg-boss completes a job without awaiting it,
// so that write can come after the queue has stopped and the pool has ended).
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|the database system is (starting up|shutting down)|Cannot use a pool after calling end on the pool/i;

/** True when the database cannot be reached (down, restarting, connection dropped): the request gets a 503. */
export function databaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 8; current = (current as { cause?: unknown }).cause, depth += 1) {
    const candidate = current as { code?: string; message?: string };
    if (typeof candidate.code === 'string' && (UNAVAILABLE_SQLSTATES.has(candidate.code) || candidate.code.startsWith('08') || UNAVAILABLE_NODE_CODES.has(candidate.code))) return true;
    if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGES.test(candidate.message)) return true;
    // AggregateError (several addresses refused) keeps the causes in `errors`.
    const nested = (current as { errors?: unknown[] }).errors;
    if (Array.isArray(nested) && nested.some((item) => databaseUnavailable(item))) return true;
  }
  return false;
}
