#!/usr/bin/env node
// `pnpm start`: builds what is missing, serves each app's production build on its own origin plus the API (compiled
// JavaScript, api/dist/server.js), and prints the address to open. Ctrl+C stops everything.
// - One `pnpm start` per data folder: a lock file there (with this process's pid) makes a second one stop at once,
//   before the API opens the database.
// - When any part stops (the API exits, a static server fails) everything stops, saying why.
// - The API never outlives this script: it runs in its own process group, is stopped on exit, signals and errors, and
//   stops by itself when this script is killed outright (scripts/exit-with-parent.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serveStatic } from './serve-static.mjs';
import { topology } from './topology.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const top = topology({
  base: Number(process.env.AREIA_PORT_BASE ?? 3000),
  apiPort: Number(process.env.AREIA_API_PORT ?? 4000),
});
const dataDir = path.resolve(process.env.AREIA_DATA_DIR || path.join(root, 'api', '.areia-data'));
const lockFile = path.join(dataDir, 'start.lock');
// Where the API writes e-mails (password reset links) when no SMTP server is configured: api/src/config.ts.
const outboxDir = path.resolve(process.env.AREIA_OUTBOX_DIR || path.join(dataDir, 'outbox'));
const apiEntry = path.join(root, 'api', 'dist', 'server.js');
const apps = [{ dir: 'shell', port: top.shell.port }, ...top.remotes.map((r) => ({ dir: r.dir, port: r.port }))];

/** @type {import('node:child_process').ChildProcess | undefined} */
let api;
/** @type {import('node:http').Server[]} */
const servers = [];
let ownsLock = false;
let stopping = false;

const apiAlive = () => api !== undefined && api.exitCode === null && api.signalCode === null;

function releaseLock() {
  if (!ownsLock) return;
  ownsLock = false;
  rmSync(lockFile, { force: true });
}

/** Stops every part, says why, and exits. Safe to call more than once. */
async function stopAll(reason, code) {
  if (stopping) return;
  stopping = true;
  if (reason) console.error(reason);
  for (const server of servers) {
    server.close();
    server.closeAllConnections();
  }
  if (apiAlive()) {
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    const timer = setTimeout(() => {
      if (apiAlive()) {
        console.error('A API não parou em 10 s; encerrando à força.');
        api.kill('SIGKILL');
      }
    }, 10_000);
    await exited;
    clearTimeout(timer);
  }
  releaseLock();
  process.exit(code);
}

// Last resort on any exit path: no API left behind, no lock left behind.
process.on('exit', () => {
  if (apiAlive()) api.kill('SIGKILL');
  releaseLock();
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (!stopping) console.log('\nParando o Areia…');
    void stopAll(undefined, 0);
  });
}
process.on('uncaughtException', (error) => void stopAll(`Erro inesperado no pnpm start; parando tudo.\n${error?.stack ?? error}`, 1));
process.on('unhandledRejection', (error) => void stopAll(`Erro inesperado no pnpm start; parando tudo.\n${error?.stack ?? error}`, 1));

function isRunning(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Takes the data folder's lock, or says who holds it and exits — before anything opens the database. */
function takeLock() {
  mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeFileSync(fd, JSON.stringify({ pid: process.pid, shell: top.shell.url, api: top.api.url }));
      closeSync(fd);
      ownsLock = true;
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let holder = {};
    try {
      holder = JSON.parse(readFileSync(lockFile, 'utf8'));
    } catch {
      // half-written or unreadable: judged by the pids below (none), so treated as stale
    }
    if (isRunning(holder.pid)) {
      console.error(
        `O Areia já está rodando (processo ${holder.pid}, ${holder.shell ?? 'endereço desconhecido'}) com os dados de ${dataDir}.\n` +
          'Use essa instância ou pare-a (Ctrl+C no terminal dela) antes de iniciar outra.',
      );
      process.exit(1);
    }
    if (isRunning(holder.apiPid)) {
      console.error(`A API de um início anterior (processo ${holder.apiPid}) ainda está fechando os dados de ${dataDir}; tente de novo em alguns segundos.`);
      process.exit(1);
    }
    rmSync(lockFile, { force: true }); // left by a start that was killed; nothing of it runs any more
  }
  throw new Error(`não foi possível criar ${lockFile}`);
}

function portFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function checkPorts() {
  const wanted = [...apps.map((a) => ({ name: a.dir, port: a.port })), { name: 'API', port: top.api.port }];
  const busy = [];
  for (const { name, port } of wanted) if (!(await portFree(port))) busy.push(`${port} (${name})`);
  if (busy.length > 0) {
    await stopAll(
      `Porta ocupada: ${busy.join(', ')}. Outro programa (talvez outro "pnpm start" com outra pasta de dados) já a usa; ` +
        'pare-o ou escolha outras portas com AREIA_PORT_BASE e AREIA_API_PORT.',
      1,
    );
  }
}

function buildMissing() {
  const missing = apps.filter((app) => !existsSync(path.join(root, app.dir, 'dist', 'index.html'))).map((a) => `@areia/${a.dir}`);
  if (!existsSync(apiEntry)) missing.push('@areia/api');
  if (missing.length === 0) return;
  console.log(`Construindo ${missing.join(', ')}…`);
  const filters = missing.flatMap((name) => ['--filter', name]);
  const build = spawnSync('pnpm', [...filters, '--workspace-concurrency=2', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) void stopAll('O build falhou; veja acima.', build.status ?? 1);
  return build.status === 0;
}

async function startStaticServers() {
  for (const app of apps) {
    try {
      const server = await serveStatic({
        dir: path.join(root, app.dir, 'dist'),
        port: app.port,
        spa: app.dir === 'shell',
        runtimeConfig: app.dir === 'shell' ? top.runtimeConfig : undefined,
        policyConfig: top.runtimeConfig,
        appUrl: app.dir === 'shell' ? (process.env.AREIA_APP_URL ?? top.shell.url) : undefined,
      });
      server.on('error', (error) => void stopAll(`O servidor de ${app.dir} (porta ${app.port}) parou: ${error.message}. Parando tudo.`, 1));
      servers.push(server);
    } catch (error) {
      await stopAll(`Não foi possível servir ${app.dir} na porta ${app.port}: ${error.message}. Parando tudo.`, 1);
    }
  }
}

function startApi() {
  api = spawn(process.execPath, ['--import', pathToFileURL(path.join(root, 'scripts', 'exit-with-parent.mjs')).href, apiEntry], {
    cwd: path.join(root, 'api'),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // Its own process group: Ctrl+C reaches this script only, which stops the API once, in order.
    detached: true,
    env: {
      ...process.env,
      PORT: String(top.api.port),
      AREIA_DATA_DIR: dataDir,
      AREIA_PUBLIC_URL: process.env.AREIA_PUBLIC_URL ?? top.api.url,
      AREIA_CORS_ORIGINS: process.env.AREIA_CORS_ORIGINS ?? top.corsOrigins.join(','),
      AREIA_APP_URL: process.env.AREIA_APP_URL ?? top.shell.url,
    },
  });
  writeFileSync(lockFile, JSON.stringify({ pid: process.pid, apiPid: api.pid, shell: top.shell.url, api: top.api.url }));
  api.on('error', (error) => void stopAll(`Não foi possível iniciar a API: ${error.message}. Parando tudo.`, 1));
  api.on('exit', (code, signal) => {
    void stopAll(`A API parou (${signal ? `sinal ${signal}` : `código ${code}`}); parando o Areia.`, code || 1);
  });
}

async function waitForApi(deadline = Date.now() + 120_000) {
  while (Date.now() < deadline && !stopping) {
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

takeLock();
await checkPorts();
if (!stopping && buildMissing() !== false) {
  await startStaticServers();
  if (!stopping) startApi();
  if (await waitForApi()) {
    console.log(`
  Areia está no ar: ${top.shell.url}
  Conta demo: demo@areia.app / Areia@2026
  Organizador: organizador@areia.app / Organiza@2026
  API: ${top.api.url} (documentação em ${top.api.url}/api/docs)
  ${process.env.SMTP_URL ? 'Emails: enviados pelo servidor SMTP de SMTP_URL' : `Emails (senha e avisos): arquivos .eml em ${outboxDir}`}
  Ctrl+C para parar.
`);
  } else if (!stopping) {
    console.error('A API ainda não respondeu depois de 2 minutos; veja o log acima.');
  }
}
