#!/usr/bin/env node
// Serves one app's production build (the shell or a remote) the way a static host or CDN would, on sirv:
// - brotli/gzip files written at build time (scripts/precompress.mjs) are sent as they are, never compressed per request;
// - hashed files are cached for a year (`immutable`); entry files (index.html, mf-manifest.json, remoteEntry.js,
//   runtime-config.json) are `no-cache` with an ETag, so a redeploy is seen at once and an unchanged file is a 304;
// - CORS is open so the shell on another origin can load a remote; every answer carries a Content-Security-Policy
//   built from the runtime config (scripts only from the shell and the remotes, connections to the API and remotes);
// - a URL cannot crash it or reach outside the served folder: malformed or escaping paths are a 400, unknown ones a 404;
// - the shell's public "Ao vivo" page (/ao-vivo/:id) gets its link preview: index.html with the championship's title,
//   date and arena in <title> and Open Graph tags (scripts/live-preview.mjs).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { LIVE_DAY_PATH, livePreviewPage } from './live-preview.mjs';
import { topology } from './topology.mjs';

/**
 * The scorekeeper's page (/placar/:token, shared/src/core/manifest.mjs): its signed token holds a dot, so sirv's
 * single-page fallback would take it for a missing file ("payload.signature") and answer 404.
 */
const SCOREKEEPER_PATH = /^\/placar\/[^/]+\/?$/;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** rspack's `[name].[contenthash:8].js|css` and asset modules' `[hash][ext]`. */
const HASHED = /\.[0-9a-f]{8,}\.(?:js|mjs|css)$|\/[0-9a-f]{16,}\.[a-z0-9]+$/;
/** sirv (mrmime) names the type; text types get their charset here. */
const TEXT_TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const MAX_URL_LENGTH = 2048;

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const unique = (list) => [...new Set(list.filter(Boolean))];
const originOf = (url) => {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
};

/** The config the page will really use: shared/src/web/config/runtime-config.ts merges the file over these defaults. */
function effectiveConfig(config) {
  const defaults = topology().runtimeConfig;
  return { ...defaults, ...(config ?? {}), remotes: { ...defaults.remotes, ...(config?.remotes ?? {}) } };
}

/**
 * react-toastify 11 injects its stylesheet as a <style> element at run time (STACK-NOTES pitfall). Its text is the
 * package's ReactToastify.css verbatim, so the policy allows exactly that text by hash. The shell's copy is the one
 * that runs (shared singleton, `loaded-first`).
 */
function toastifyStyleHash(appDir) {
  for (const from of [path.join(repoRoot, 'shell'), appDir]) {
    try {
      const file = createRequire(path.join(from, 'package.json')).resolve('react-toastify/dist/ReactToastify.css');
      return sha256(readFileSync(file, 'utf8'));
    } catch {
      // not installed there
    }
  }
  return undefined;
}

/** Hashes of the inline <style> and <script> elements of a page, so the policy needs no 'unsafe-inline'. */
export function inlineHashes(html) {
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => sha256(m[1]));
  const scripts = [...html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .filter((m) => m[1].trim() !== '')
    .map((m) => sha256(m[1]));
  return { styles, scripts };
}

/**
 * @param {{ config?: object, styleHashes?: string[], scriptHashes?: string[] }} options
 * @returns {string}
 */
export function contentSecurityPolicy({ config, styleHashes = [], scriptHashes = [] } = {}) {
  const effective = effectiveConfig(config);
  const remotes = unique(Object.values(effective.remotes).map(originOf));
  const api = originOf(effective.apiUrl);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...scriptHashes],
    'style-src': ["'self'", ...remotes, ...styleHashes],
    'connect-src': ["'self'", api, ...remotes],
    'img-src': ["'self'", api, ...remotes, 'data:', 'blob:'],
    'font-src': ["'self'", ...remotes],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${unique(values).join(' ')}`)
    .join('; ');
}

/** Decoded path of a request, or undefined when it is malformed or tries to leave the folder. */
function safePathname(url) {
  if (!url.startsWith('/') || url.length > MAX_URL_LENGTH) return undefined;
  const raw = url.split(/[?#]/, 1)[0];
  let decoded;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (/[\0\\]|\/\//.test(decoded)) return undefined;
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) return undefined;
  return decoded;
}

function sendText(res, status, text) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.removeHeader('Vary');
  res.end(text);
}

/**
 * @param {{ dir: string, port: number, host?: string, spa?: boolean, runtimeConfig?: object, policyConfig?: object, appUrl?: string, previewApiUrl?: string, fetchImpl?: typeof fetch }} options
 *   runtimeConfig replaces the folder's runtime-config.json; policyConfig (default: runtimeConfig, else the folder's
 *   file) only feeds the Content-Security-Policy. appUrl is the shell's public address for the link preview's og:url
 *   (default: the address the request came to); the preview reads the API at previewApiUrl (this server's way to it,
 *   e.g. an internal address), default the runtime config's.
 * @returns {Promise<import('node:http').Server>}
 */
export function serveStatic({ dir, port, host = '127.0.0.1', spa = false, runtimeConfig, policyConfig, appUrl, previewApiUrl, fetchImpl }) {
  const root = path.resolve(dir);
  // Looked up on every request (sirv's `dev` mode): a build written into the same folder is served at once, with
  // fresh sizes and ETags. Paths are checked by safePathname first and by sirv again (resolved under root + '/').
  const files = sirv(root, { dev: true, etag: true, brotli: true, gzip: true, single: spa, extensions: ['html'] });
  const overrideBody = runtimeConfig ? Buffer.from(JSON.stringify(runtimeConfig)) : undefined;
  const overrideEtag = overrideBody ? `"${createHash('sha1').update(overrideBody).digest('base64url')}"` : undefined;
  const toastify = toastifyStyleHash(path.dirname(root));

  let policy = { key: '', value: '' };
  const currentPolicy = () => {
    const index = path.join(root, 'index.html');
    const configFile = path.join(root, 'runtime-config.json');
    const stamp = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
    const key = `${stamp(index)}:${stamp(configFile)}`;
    if (key !== policy.key) {
      const html = stamp(index) ? readFileSync(index, 'utf8') : '';
      let config = policyConfig ?? runtimeConfig;
      if (!config && stamp(configFile)) {
        try {
          config = JSON.parse(readFileSync(configFile, 'utf8'));
        } catch {
          config = undefined;
        }
      }
      const inline = inlineHashes(html);
      policy = {
        key,
        value: contentSecurityPolicy({ config, styleHashes: [...inline.styles, toastify], scriptHashes: inline.scripts }),
      };
    }
    return policy.value;
  };

  const handle = (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Content-Security-Policy', currentPolicy());
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Allow-Headers': '*' });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD, OPTIONS');
      sendText(res, 405, 'Método não permitido');
      return;
    }
    const pathname = safePathname(req.url ?? '/');
    if (pathname === undefined) {
      sendText(res, 400, 'Endereço inválido');
      return;
    }
    if (/\/\.(?!well-known\/)/.test(pathname)) {
      sendText(res, 404, 'Não encontrado');
      return;
    }
    res.setHeader('Cache-Control', HASHED.test(pathname) ? IMMUTABLE : REVALIDATE);
    if (overrideBody && pathname === '/runtime-config.json') {
      if (req.headers['if-none-match'] === overrideEtag) {
        res.writeHead(304, { ETag: overrideEtag }).end();
        return;
      }
      res.writeHead(200, { 'Content-Type': TEXT_TYPES['.json'], 'Content-Length': overrideBody.length, ETag: overrideEtag });
      res.end(req.method === 'HEAD' ? undefined : overrideBody);
      return;
    }
    const type = TEXT_TYPES[path.extname(pathname)];
    if (type) res.setHeader('Content-Type', type);
    // Whole files only: sirv's range parsing throws on some malformed ranges, and nothing here needs ranges.
    delete req.headers.range;
    // A file removed between lookup and read (a rebuild in place) must end this response, not the process.
    res.once('pipe', (source) => source.once('error', () => res.destroy()));
    const serveFile = () => files(req, res, () => sendText(res, 404, 'Não encontrado'));
    if (spa && LIVE_DAY_PATH.test(pathname)) {
      servePreview(req, res, pathname).then((sent) => {
        if (!sent && !res.headersSent) serveFile();
      }, () => (res.headersSent ? res.destroy() : serveFile()));
      return;
    }
    if (spa && SCOREKEEPER_PATH.test(pathname)) req.url = '/';
    serveFile();
  };

  /** The live page's index.html with its link preview; false (the plain file is served) when it cannot be made. */
  const servePreview = async (req, res, pathname) => {
    const index = path.join(root, 'index.html');
    if (!existsSync(index)) return false;
    const config = runtimeConfig ?? readConfigFile();
    const apiUrl = effectiveConfig(config).apiUrl;
    const origin = appUrl ?? `http://${req.headers.host ?? `${host}:${port}`}`;
    const tv = /[?&]tv(=|&|$)/.test(req.url ?? '');
    const page = await livePreviewPage({ html: readFileSync(index, 'utf8'), pathname, tv, apiUrl, readApiUrl: previewApiUrl, appUrl: origin, fetchImpl });
    if (page === undefined) return false;
    // Its own inline style (the painted heading) is allowed by hash, like index.html's.
    const inline = inlineHashes(page);
    res.setHeader('Content-Security-Policy', contentSecurityPolicy({ config: policyConfig ?? config, styleHashes: [...inline.styles, toastify], scriptHashes: inline.scripts }));
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const [encoding, body] = /\bbr\b/.test(accepts)
      ? ['br', brotliCompressSync(page, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })]
      : /\bgzip\b/.test(accepts)
        ? ['gzip', gzipSync(page, { level: 6 })]
        : [undefined, Buffer.from(page)];
    // The championship's title can change: never kept, and no ETag that would outlive it.
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': REVALIDATE,
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };

  const readConfigFile = () => {
    try {
      return JSON.parse(readFileSync(path.join(root, 'runtime-config.json'), 'utf8'));
    } catch {
      return undefined;
    }
  };

  const server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error(`[serve-static] ${req.method} ${String(req.url).slice(0, 200)}:`, error);
      if (!res.headersSent) sendText(res, 500, 'Erro interno');
      else res.destroy();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

// CLI: node scripts/serve-static.mjs <app-folder> [--port N] [--dir D]
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { APP_PORTS } = await import('./topology.mjs');
  const args = process.argv.slice(2);
  const app = args.find((a) => !a.startsWith('--')) ?? 'shell';
  const flag = (name) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const appDir = path.join(repoRoot, app);
  const dir = flag('dir') ?? path.join(appDir, 'dist');
  const key = app === 'shell' ? 'shell' : app.replace('-', '_');
  const port = Number(flag('port') ?? process.env.PORT ?? APP_PORTS[key]);
  const runtimeConfig = process.env.AREIA_RUNTIME_CONFIG ? JSON.parse(process.env.AREIA_RUNTIME_CONFIG) : undefined;
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(`${dir} não tem um build; rode "pnpm build" antes.`);
    process.exit(1);
  }
  const server = await serveStatic({ dir, port, spa: app === 'shell', runtimeConfig, appUrl: process.env.AREIA_APP_URL || undefined, previewApiUrl: process.env.AREIA_PREVIEW_API_URL || undefined });
  server.on('error', (error) => {
    console.error(`${app}: o servidor parou:`, error);
    process.exit(1);
  });
  console.log(`${app} servido em http://localhost:${port}`);
}
