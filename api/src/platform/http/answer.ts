import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../../deps';
import { COMPRESS_MIN_BYTES, compressBody, compressibleType, pickEncoding } from './compress';
import type { AppLogger } from '../logger';

type AnswerOptions = {
  logger: AppLogger;
  corsOrigins: ReadonlySet<string>;
  allowHeaders: string[];
  exposeHeaders: string[];
};

/**
 * What every answer gets, outermost first: the request id (echoed when sane, else a new UUID), the access log line,
 * brotli/gzip for text answers of at least COMPRESS_MIN_BYTES, CORS (the preflight answered here, so it carries no
 * security headers), and Hono's security headers with our options: CORP cross-origin, since front ends on other
 * origins read the JSON and the images; no HSTS, since TLS ends at the load balancer.
 *
 * Compression sits outside CORS so that the Vary it adds comes after CORS's Origin.
 */
export function answerMiddlewares(options: AnswerOptions): MiddlewareHandler<AppEnv>[] {
  const { logger, corsOrigins } = options;
  return [
    // Ids longer than this are replaced: they end up in every log line of the request.
    requestId({ limitLength: 128 }),
    accessLog(logger),
    compress(),
    cors({
      origin: (origin) => (corsOrigins.has(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: options.allowHeaders,
      exposeHeaders: options.exposeHeaders,
      credentials: false,
      maxAge: 600,
    }),
    secureHeaders({ crossOriginResourcePolicy: 'cross-origin', strictTransportSecurity: false }),
  ];
}

function accessLog(logger: AppLogger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (logger.silent) return next();
    const started = performance.now();
    await next();
    // Load balancers and process managers probe these every few seconds: only their failures are worth a line.
    if (c.res.status < 400 && (c.req.path === '/healthz' || c.req.path === '/readyz')) return;
    logger.info({
      msg: 'request',
      request_id: c.var.requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}

/** One compiled test per Vary token: no RegExp built per answer. */
const varyTests = new Map<string, RegExp>();
function varyWith(current: string | null, token: string): string {
  if (!current) return token;
  let test = varyTests.get(token);
  if (!test) varyTests.set(token, (test = new RegExp(`(^|,)\\s*(${token}|\\*)\\s*(,|$)`, 'i')));
  return test.test(current) ? current : `${current}, ${token}`;
}

/**
 * Brotli or gzip (compress.ts) for text answers of at least COMPRESS_MIN_BYTES, Vary: Accept-Encoding on every text
 * answer. An answer already encoded (the answer cache's replay) is left as it is. Hono's own compress middleware has
 * no brotli.
 */
function compress(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || res.status === 204 || res.status === 304) return;
    const headers = res.headers;
    if (!compressibleType(headers.get('content-type'), headers.get('cache-control'))) return;
    headers.set('vary', varyWith(headers.get('vary'), 'Accept-Encoding'));
    if (headers.has('content-encoding')) return;
    const declared = headers.get('content-length');
    if (declared !== null && Number(declared) < COMPRESS_MIN_BYTES) return;
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    if (!encoding || !res.body) return;
    // Only the whole body tells whether it reaches the threshold: handlers' JSON declares no length.
    const raw = new Uint8Array(await res.arrayBuffer());
    let body: Uint8Array = raw;
    if (raw.byteLength >= COMPRESS_MIN_BYTES) {
      body = compressBody(raw, raw.byteLength, encoding);
      headers.set('content-encoding', encoding);
    }
    headers.set('content-length', String(body.byteLength));
    replaceAnswer(c, new Response(body as Uint8Array<ArrayBuffer>, { status: res.status, headers }));
  };
}

/**
 * The headers the outer middlewares (request id, CORS) have put on this request's answer so far; take them before
 * `next()` to tell them from the route's own headers afterwards, or to carry them onto an answer made from scratch.
 */
export const outerHeaders = (c: Context<AppEnv>): Headers => new Headers(c.res.headers);

/**
 * Makes `res` the answer, with nothing of the one it replaces (its length, its encoding, a cursor); assigning c.res
 * directly would copy every header of the old answer onto the new. With `outer`, those headers are added back.
 */
export function replaceAnswer(c: Context<AppEnv>, res: Response, outer?: Headers): void {
  if (outer) for (const [name, value] of outer) if (!res.headers.has(name)) res.headers.set(name, value);
  c.res = undefined;
  c.res = res;
}
