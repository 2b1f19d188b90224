#!/usr/bin/env node
// `pnpm dev`: the API (tsx watch) and every app's rspack dev server (live reload), on the ports of
// AREIA_PORT_BASE / AREIA_API_PORT (defaults 3000 / 4000) so it can run beside a `pnpm start` on other ports. The dev
// data folder is its own (api/.areia-dev-data unless AREIA_DATA_DIR is set): never the one `pnpm start` has open.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { topology } from './topology.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const top = topology({
  base: Number(process.env.AREIA_PORT_BASE ?? 3000),
  apiPort: Number(process.env.AREIA_API_PORT ?? 4000),
});
const runtimeConfig = JSON.stringify(top.runtimeConfig);

const parts = [
  {
    label: 'api',
    args: ['--filter', '@areia/api', 'dev'],
    env: {
      PORT: String(top.api.port),
      AREIA_DATA_DIR: process.env.AREIA_DATA_DIR ?? path.join(root, 'api', '.areia-dev-data'),
      AREIA_PUBLIC_URL: process.env.AREIA_PUBLIC_URL ?? top.api.url,
      AREIA_CORS_ORIGINS: process.env.AREIA_CORS_ORIGINS ?? top.corsOrigins.join(','),
    },
  },
  { label: 'shell', args: ['--filter', '@areia/shell', 'dev'], env: { AREIA_DEV_PORT: String(top.shell.port) } },
  ...top.remotes.map((remote) => ({
    label: remote.dir,
    args: ['--filter', `./${remote.dir}`, 'dev'],
    env: { AREIA_DEV_PORT: String(remote.port) },
  })),
];

const children = parts.map(({ label, args, env }) => {
  const child = spawn('pnpm', args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, AREIA_RUNTIME_CONFIG: runtimeConfig },
  });
  const prefix = `[${label}] `;
  const relay = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`${prefix}${line}\n`);
    });
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) stop(`${label} parou (${signal ? `sinal ${signal}` : `código ${code}`}); parando o modo de desenvolvimento.`, code || 1);
  });
  return child;
});

let stopping = false;
function stop(reason, code = 0) {
  if (stopping) return;
  stopping = true;
  if (reason) console.error(reason);
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(undefined, 0));
process.on('SIGTERM', () => stop(undefined, 0));

console.log(`
  Areia (desenvolvimento): ${top.shell.url}
  API: ${top.api.url}  ·  remotos: ${top.remotes.map((remote) => `${remote.dir} ${remote.port}`).join(', ')}
  Conta demo: demo@areia.app / Areia@2026
`);
