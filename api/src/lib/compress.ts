import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/** Below this many bytes the headers and CPU cost more than the bytes saved. */
export const COMPRESS_MIN_BYTES = 1024;

/** Text answers worth compressing; images (already compressed) and event streams are left alone. */
const COMPRESSIBLE = /^(application\/(json|[\w.+-]*\+json|javascript|xml)|text\/(?!event-stream)|image\/svg\+xml)/i;

type Encoding = 'br' | 'gzip';

/** The encoding to use for an Accept-Encoding header: brotli when accepted, else gzip, else none (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  let br = false;
  let gzip = false;
  let star = false;
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...params] = part.trim().split(';');
    const name = rawName!.trim().toLowerCase();
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const accepted = !q || Number(q.slice(2)) > 0;
    if (name === 'br') br = accepted;
    else if (name === 'gzip') gzip = accepted;
    else if (name === '*') star = accepted;
  }
  if (br) return 'br';
  if (gzip) return 'gzip';
  return star ? 'br' : null;
}

let cacheSymbol: symbol | undefined;

/** The string body kept by @hono/node-server's light Response (its `cache` slot), when there is one. */
function stringBody(res: Response): string | undefined {
  if (!cacheSymbol) cacheSymbol = Object.getOwnPropertySymbols(res).find((symbol) => symbol.description === 'cache');
  if (!cacheSymbol) return undefined;
  const cache = (res as unknown as Record<symbol, unknown>)[cacheSymbol];
  return Array.isArray(cache) && typeof cache[1] === 'string' ? cache[1] : undefined;
}

function appendVary(headers: Headers) {
  const vary = headers.get('vary');
  if (!vary) headers.set('vary', 'Accept-Encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) headers.set('vary', `${vary}, Accept-Encoding`);
}

/**
 * Brotli (preferred) or gzip for text answers of at least `minBytes`, when the client accepts it. Hono's own
 * `compress` knows only gzip/deflate. Fast settings (brotli quality 4, gzip level 6): API answers are built per request.
 */
export function compressAnswers(options: { minBytes?: number } = {}): MiddlewareHandler {
  const minBytes = options.minBytes ?? COMPRESS_MIN_BYTES;
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || res.status === 204 || res.status === 304) return;
    const type = res.headers.get('content-type');
    if (!type || !COMPRESSIBLE.test(type)) return;
    if (res.headers.has('content-encoding') || /no-transform/i.test(res.headers.get('cache-control') ?? '')) return;
    appendVary(res.headers);
    const declared = res.headers.get('content-length');
    if (declared !== null && Number(declared) < minBytes) return;
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;
    // Under @hono/node-server a JSON answer is a light Response holding its string: measured without building a real
    // Response (which costs more than a small request), and left untouched when small.
    const text = stringBody(res);
    const size = text !== undefined ? Buffer.byteLength(text) : undefined;
    if (size !== undefined && size < minBytes) return;
    const raw = text ?? new Uint8Array(await res.arrayBuffer());
    const rawSize = size ?? (raw as Uint8Array).byteLength;
    const headers = new Headers(res.headers);
    let body: Uint8Array | string = raw;
    if (rawSize >= minBytes) {
      body =
        encoding === 'br'
          ? brotliCompressSync(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 4,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: rawSize,
              },
            })
          : gzipSync(raw, { level: 6 });
      headers.set('content-encoding', encoding);
      headers.set('content-length', String(body.byteLength));
    } else {
      headers.set('content-length', String(rawSize));
    }
    c.res = undefined;
    c.res = new Response(body as Uint8Array<ArrayBuffer> | string, { status: res.status, headers });
  };
}
