import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../deps';
import { COMPRESS_MIN_BYTES, compressBody, compressibleType, encodingFor, pickEncoding } from './compress';
import type { AppLogger } from './logger';

/**
 * Hono's secureHeaders with our options (CORP cross-origin: images and JSON are read by front ends on other origins;
 * COOP same-origin; no referrer; no HSTS — TLS ends at the load balancer), as one precomputed list.
 */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['cross-origin-resource-policy', 'cross-origin'],
  ['cross-origin-opener-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'no-referrer'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'SAMEORIGIN'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];

type HeaderRecord = Record<string, string | string[]>;
export type LightParts = { status: number; body: string | Uint8Array | null; headers: HeaderRecord };

let cacheSymbol: symbol | undefined;

/**
 * The status, body and headers of @hono/node-server's light Response (its `cache` slot), with the headers copied into
 * a plain object — which the server writes as it is, with no web Headers built. Undefined for any other Response (a
 * stream, or a plain web Response in tests), which then takes the ordinary path.
 */
export function lightParts(res: Response): LightParts | undefined {
  cacheSymbol ??= Object.getOwnPropertySymbols(res).find((symbol) => symbol.description === 'cache');
  if (!cacheSymbol) return undefined;
  const cache = (res as unknown as Record<symbol, unknown>)[cacheSymbol];
  if (!Array.isArray(cache)) return undefined;
  const [status, body, raw] = cache as [number, unknown, unknown];
  if (!(body === null || typeof body === 'string' || body instanceof Uint8Array)) return undefined;
  const headers: HeaderRecord = {};
  if (raw instanceof Headers) {
    for (const [name, value] of raw) if (name !== 'set-cookie') headers[name] = value;
    const cookies = raw.getSetCookie();
    if (cookies.length) headers['set-cookie'] = cookies;
  } else if (Array.isArray(raw)) {
    return undefined;
  } else if (raw && typeof raw === 'object') {
    for (const name in raw) headers[name.toLowerCase()] = (raw as Record<string, string>)[name]!;
  } else if (body !== null) {
    headers['content-type'] = 'text/plain; charset=UTF-8';
  }
  return { status, body, headers };
}

/** One compiled test per Vary token (Origin, Accept-Encoding): no RegExp built per answer. */
const varyTests = new Map<string, RegExp>();
function varyWith(current: string | undefined, token: string): string {
  if (!current) return token;
  let test = varyTests.get(token);
  if (!test) varyTests.set(token, (test = new RegExp(`(^|,)\\s*(${token}|\\*)\\s*(,|$)`, 'i')));
  return test.test(current) ? current : `${current}, ${token}`;
}

/** Reads and writes one kind of header store; two shared instances, so no closures are made per answer. */
type HeaderAccess<T> = {
  get: (headers: T, name: string) => string | undefined;
  set: (headers: T, name: string, value: string) => void;
  delete: (headers: T, name: string) => void;
};

const plainAccess: HeaderAccess<HeaderRecord> = {
  get: (headers, name) => headers[name] as string | undefined,
  set: (headers, name, value) => {
    headers[name] = value;
  },
  delete: (headers, name) => {
    delete headers[name];
  },
};

const webAccess: HeaderAccess<Headers> = {
  get: (headers, name) => headers.get(name) ?? undefined,
  set: (headers, name, value) => headers.set(name, value),
  delete: (headers, name) => headers.delete(name),
};

/** The headers every answer gets, written once for both kinds of answer (a plain object or web Headers). */
function setCommonHeaders<T>(access: HeaderAccess<T>, headers: T, id: string, allowOrigin: string | undefined, exposeHeaders: string) {
  for (const [name, value] of SECURITY_HEADERS) access.set(headers, name, value);
  access.delete(headers, 'x-powered-by');
  access.set(headers, 'x-request-id', id);
  if (allowOrigin) access.set(headers, 'access-control-allow-origin', allowOrigin);
  access.set(headers, 'access-control-expose-headers', exposeHeaders);
  access.set(headers, 'vary', varyWith(access.get(headers, 'vary'), 'Origin'));
}

type AnswerOptions = {
  logger: AppLogger;
  corsOrigins: ReadonlySet<string>;
  exposeHeaders: string;
  /** Hono's cors middleware: it answers the OPTIONS preflight. */
  preflight: MiddlewareHandler;
};

/**
 * Everything every answer gets, in one middleware: the request id (echoed when sane, else a new UUID), the access log
 * line, CORS (preflight; Allow-Origin for allow-listed origins, exposed headers, Vary), the security headers, and
 * brotli/gzip for text answers of at least ~1 KB (see compress.ts).
 *
 * Why one and after the handler: Hono's own requestId, cors and secureHeaders each touch the answer's headers, which
 * makes Hono and @hono/node-server build web Headers objects (and copies of them) on every request; the CPU profile of
 * /healthz showed that work as the bulk of the per-request cost. Here a light answer is rebuilt once, with its headers
 * as a plain object that node writes directly.
 */
export function answerPipeline(options: AnswerOptions): MiddlewareHandler<AppEnv> {
  const { logger, corsOrigins, exposeHeaders, preflight } = options;

  const log = (c: Parameters<MiddlewareHandler<AppEnv>>[0], started: number) => {
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

  return async (c, next) => {
    const started = logger.silent ? 0 : performance.now();
    let id = c.req.header('x-request-id');
    if (!id || id.length > 128 || /[^\w\-=]/.test(id)) id = randomUUID();
    c.set('requestId', id);

    if (c.req.method === 'OPTIONS') {
      c.header('X-Request-Id', id);
      const answer = await preflight(c, next);
      if (answer) c.res = answer;
      if (!logger.silent) log(c, started);
      return;
    }

    await next();

    const origin = c.req.header('origin');
    const allowOrigin = origin && corsOrigins.has(origin) ? origin : undefined;
    const method = c.req.method;
    const parts = lightParts(c.res);
    if (parts) {
      const { status, headers } = parts;
      let body = parts.body;
      setCommonHeaders(plainAccess, headers, id, allowOrigin, exposeHeaders);
      const type = headers['content-type'] as string | undefined;
      if (
        body !== null &&
        method !== 'HEAD' &&
        status !== 204 &&
        status !== 304 &&
        !headers['content-encoding'] &&
        compressibleType(type, headers['cache-control'] as string | undefined)
      ) {
        headers.vary = varyWith(headers.vary as string | undefined, 'Accept-Encoding');
        const size = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
        const encoding = encodingFor(size, c.req.header('accept-encoding'));
        if (encoding) {
          body = compressBody(body, size, encoding);
          headers['content-encoding'] = encoding;
          headers['content-length'] = String(body.byteLength);
        }
      }
      c.res = undefined;
      c.res = new Response(body as ConstructorParameters<typeof Response>[0], { status, headers: headers as Record<string, string> });
    } else {
      // Streams, and plain web Responses (tests calling app.request): the same headers, on a web Headers object.
      setCommonHeaders(webAccess, c.res.headers, id, allowOrigin, exposeHeaders);
      await compressWebResponse(c);
    }
    if (!logger.silent) log(c, started);
  };
}

async function compressWebResponse(c: Parameters<MiddlewareHandler<AppEnv>>[0]) {
  const res = c.res;
  if (c.req.method === 'HEAD' || res.status === 204 || res.status === 304 || !res.body) return;
  if (res.headers.has('content-encoding') || !compressibleType(res.headers.get('content-type'), res.headers.get('cache-control'))) return;
  res.headers.set('vary', varyWith(res.headers.get('vary') ?? undefined, 'Accept-Encoding'));
  const declared = res.headers.get('content-length');
  if (declared !== null && Number(declared) < COMPRESS_MIN_BYTES) return;
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  if (!encoding) return;
  const raw = new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  let body: Uint8Array = raw;
  if (raw.byteLength >= COMPRESS_MIN_BYTES) {
    body = compressBody(raw, raw.byteLength, encoding);
    headers.set('content-encoding', encoding);
  }
  headers.set('content-length', String(body.byteLength));
  c.res = undefined;
  c.res = new Response(body as Uint8Array<ArrayBuffer>, { status: res.status, headers });
}
