import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from '../../deps';

/** Swagger UI from the installed `swagger-ui-dist` package (nothing from a CDN), at /api/docs/swagger. */
const BASE = '/api/docs/swagger';
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Areia API — Swagger UI</title>
<link rel="stylesheet" href="${BASE}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${BASE}/swagger-ui-bundle.js"></script>
<script src="${BASE}/init.js"></script>
</body>
</html>`;

const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`;

const distDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const cache = new Map<string, Promise<Buffer>>();

export function mountSwaggerUi(app: Hono<AppEnv>) {
  const csp = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'";
  app.get(BASE, (c) => {
    c.header('Content-Security-Policy', csp);
    return c.html(PAGE);
  });
  app.get(`${BASE}/init.js`, (c) => {
    c.header('Content-Type', ASSETS['swagger-ui-bundle.js']!);
    return c.body(INIT);
  });
  app.get(`${BASE}/:file`, async (c) => {
    const file = c.req.param('file');
    const type = ASSETS[file];
    if (!type) return c.notFound();
    let body = cache.get(file);
    if (!body) {
      body = readFile(path.join(distDir, file));
      cache.set(file, body);
    }
    c.header('Content-Type', type);
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(new Uint8Array(await body));
  });
}
