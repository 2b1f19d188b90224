/**
 * Several GETs of the API in one request: `GET /api/batch?get=<path>&get=<path>…` answers a JSON array, one
 * `{ status, headers, data }` per path, in order, as if each had been asked alone with the same Authorization. The API
 * is on another origin and the token travels in a header, so every GET costs a CORS preflight of its own: a first
 * visit that asks ten reads makes twenty requests, where a batch makes two. Dependency-free: the shell's inline boot
 * script bundles it.
 */
export const BATCH_PATH = '/api/batch';
export const BATCH_PARAM = 'get';
/** The most paths one batch asks for (a screen's first reads are under ten). */
export const BATCH_MAX_CALLS = 12;

/** One answer of a batch. `headers` holds `content-type` and the answer's `x-` headers, names in lower case. */
export interface BatchAnswer {
  status: number;
  headers: Record<string, string>;
  data: unknown;
}

/** The batch's path and query for these API paths (each a path of the API with its own query). */
export function batchPath(paths: readonly string[]): string {
  return `${BATCH_PATH}?${paths.map((path) => `${BATCH_PARAM}=${encodeURIComponent(path)}`).join('&')}`;
}
