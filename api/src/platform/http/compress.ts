import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Below this many bytes the headers and CPU cost more than the bytes saved. */
export const COMPRESS_MIN_BYTES = 1024;

/** Text answers worth compressing; images (already compressed) and event streams are left alone. */
export const COMPRESSIBLE = /^(application\/(json|[\w.+-]*\+json|javascript|xml)|text\/(?!event-stream)|image\/svg\+xml)/i;

export type Encoding = 'br' | 'gzip';

/** An answer of this type may be compressed: text, and no `Cache-Control: no-transform`. */
export const compressibleType = (type: string | null | undefined, cacheControl: string | null | undefined): boolean =>
  !!type && COMPRESSIBLE.test(type) && !/no-transform/i.test(cacheControl ?? '');

/** The encoding for a compressible body of `size` bytes: none below COMPRESS_MIN_BYTES, else what the client accepts. */
export const encodingFor = (size: number, acceptEncoding: string | undefined): Encoding | null =>
  size >= COMPRESS_MIN_BYTES ? pickEncoding(acceptEncoding) : null;

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

/**
 * Brotli quality 3 or gzip level 6: fast settings, since API answers are built per request. Quality 3 costs 60 % of
 * quality 4's CPU on the players, championships and arenas pages for 1–3 % more bytes; with quality 4, compressing was
 * a quarter of the API's CPU on a championships page (bench:api --cpu-prof).
 */
export function compressBody(raw: string | Uint8Array, rawSize: number, encoding: Encoding): Uint8Array {
  return encoding === 'br'
    ? brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 3,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: rawSize,
        },
      })
    : gzipSync(raw, { level: 6 });
}
