#!/usr/bin/env node
// `pnpm start`: builds what is missing, serves each app's production build on its own origin plus the API,
// and prints the address to open. Ctrl+C stops everything.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from './serve-static.mjs';
import { topology } from './topology.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const top = topology({
  base: Number(process.env.AREIA_PORT_BASE ?? 3000),
  apiPort: Number(process.env.AREIA_API_PORT ?? 4000),
});

const apps = [{ dir: 'shell', port: top.shell.port }, ...top.remotes.map((r) => ({ dir: r.dir, port: r.port }))];
const missing = apps.filter((app) => !existsSync(path.join(root, app.dir, 'dist', 'index.html')));
if (missing.length > 0) {
  console.log(`Construindo ${missing.map((a) => a.dir).join(', ')}…`);
  const filters = missing.flatMap((a) => ['--filter', `@areia/${a.dir}`]);
  const build = spawnSync('pnpm', [...filters, '--workspace-concurrency=2', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The API runs as a direct child (node + tsx, no pnpm wrapper in between) so stopping this script stops it too.
const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(root, 'api'),
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(top.api.port),
    AREIA_PUBLIC_URL: process.env.AREIA_PUBLIC_URL ?? top.api.url,
    AREIA_CORS_ORIGINS: process.env.AREIA_CORS_ORIGINS ?? top.corsOrigins.join(','),
  },
});

const servers = [];
for (const app of apps) {
  servers.push(
    await serveStatic({
      dir: path.join(root, app.dir, 'dist'),
      port: app.port,
      spa: app.dir === 'shell',
      runtimeConfig: app.dir === 'shell' ? top.runtimeConfig : undefined,
    }),
  );
}

async function waitForApi(deadline = Date.now() + 120_000) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${top.api.url}/healthz`);
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

if (await waitForApi()) {
  console.log(`
  Areia está no ar: ${top.shell.url}
  Conta demo: demo@areia.app / Areia@2026
  API: ${top.api.url} (documentação em ${top.api.url}/api/docs)
  Ctrl+C para parar.
`);
} else {
  console.error('A API não respondeu em 2 minutos; veja o log acima.');
}

const stop = () => {
  for (const server of servers) server.close();
  api.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', (code) => {
  console.error(`A API parou (código ${code}).`);
  for (const server of servers) server.close();
  process.exit(code ?? 1);
});
