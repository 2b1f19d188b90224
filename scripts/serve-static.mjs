#!/usr/bin/env node
// Serves one app's production build (the shell or a remote) the way a static host or CDN would:
// hashed files cached for a year, entry files (index.html, mf-manifest.json, remoteEntry.js, runtime-config.json)
// always revalidated so a redeploy is seen at once, CORS open so the shell on another origin can load a remote.
import { existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
};
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

/**
 * @param {{ dir: string, port: number, host?: string, spa?: boolean, runtimeConfig?: object }} options
 * @returns {Promise<import('node:http').Server>}
 */
export function serveStatic({ dir, port, host = '127.0.0.1', spa = false, runtimeConfig }) {
  const root = path.resolve(dir);
  const server = createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Allow-Headers': '*' });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (runtimeConfig && url.pathname === '/runtime-config.json') {
      send(res, req, 200, TYPES['.json'], Buffer.from(JSON.stringify(runtimeConfig)), 'no-cache');
      return;
    }
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) {
      if (spa && !path.extname(url.pathname)) file = path.join(root, 'index.html');
      else {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Não encontrado');
        return;
      }
    }
    const ext = path.extname(file);
    const cache = HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
    const body = await readFile(file);
    send(res, req, 200, TYPES[ext] ?? 'application/octet-stream', body, cache);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

function send(res, req, status, type, body, cache) {
  const compressible = /text|json|javascript|svg/.test(type) && body.length > 1024;
  const gzip = compressible && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const payload = gzip ? gzipSync(body) : body;
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': cache,
    'Content-Length': payload.length,
    ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : payload);
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
  const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', app);
  const dir = flag('dir') ?? path.join(appDir, 'dist');
  const key = app === 'shell' ? 'shell' : app.replace('-', '_');
  const port = Number(flag('port') ?? process.env.PORT ?? APP_PORTS[key]);
  const runtimeConfig = process.env.AREIA_RUNTIME_CONFIG ? JSON.parse(process.env.AREIA_RUNTIME_CONFIG) : undefined;
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(`${dir} não tem um build; rode "pnpm build" antes.`);
    process.exit(1);
  }
  await serveStatic({ dir, port, spa: app === 'shell', runtimeConfig });
  console.log(`${app} servido em http://localhost:${port}`);
}

