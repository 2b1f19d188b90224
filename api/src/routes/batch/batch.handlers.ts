import type { RouteHandler } from '@hono/zod-openapi';
import { BATCH_NOT_JSON } from '@areia/shared/core/schemas/batch';
import type { AppEnv } from '../../deps';
import type { batchRoute } from './batch.routes';

/** The app itself, asked for one path as a request of its own (app.fetch). */
export type Dispatch = (request: Request, env: AppEnv['Bindings']) => Response | Promise<Response>;

/** What a sub-request carries of the batch's own: the session, the client's address for per-IP limits, the log id. */
const FORWARDED = ['authorization', 'x-forwarded-for', 'x-request-id'] as const;

/** Of an answer's headers, what a screen reads: its type and the API's own (`x-next-cursor`, `x-request-id`). */
function keptHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (name === 'content-type' || name.startsWith('x-')) kept[name] = value;
  });
  return kept;
}

/** One path through the whole app (its middlewares, auth, limits and caches), as the JSON text of one batch answer. */
async function askOne(dispatch: Dispatch, origin: string, path: string, headers: Headers, env: AppEnv['Bindings']): Promise<string> {
  const abort = new AbortController();
  const response = await dispatch(new Request(new URL(path, origin), { method: 'GET', headers, signal: abort.signal }), env);
  const headersText = JSON.stringify(keptHeaders(response.headers));
  // No content (204: no next game, no result today) is an answer like any other.
  if (response.body === null) return `{"status":${response.status},"headers":${headersText},"data":null}`;
  if (!/\bjson\b/i.test(response.headers.get('content-type') ?? '')) {
    // A live stream never ends on its own; an image is not JSON. The abort ends the stream's subscription.
    abort.abort();
    await response.body.cancel().catch(() => undefined);
    return JSON.stringify({ status: 406, headers: { 'content-type': 'application/json' }, data: { message: BATCH_NOT_JSON } });
  }
  // The body is the app's own JSON: placed as it is, not parsed and written again.
  const body = await response.text();
  return `{"status":${response.status},"headers":${headersText},"data":${body === '' ? 'null' : body}}`;
}

export function batchHandlers(dispatch: Dispatch) {
  const batch: RouteHandler<typeof batchRoute, AppEnv> = async (c) => {
    const { get: paths } = c.req.valid('query');
    const headers = new Headers();
    for (const name of FORWARDED) {
      const value = name === 'x-request-id' ? c.var.requestId : c.req.header(name);
      if (value) headers.set(name, value);
    }
    const env = { incoming: c.env?.incoming };
    const origin = new URL(c.req.url).origin;
    const answers = await Promise.all(paths.map((path) => askOne(dispatch, origin, path, headers, env)));
    c.header('Cache-Control', 'private, no-store');
    c.header('Content-Type', 'application/json; charset=UTF-8');
    return c.body(`[${answers.join(',')}]`, 200) as never;
  };
  return { batch };
}
