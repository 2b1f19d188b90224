import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { spareApiPort, sparePort } from '../../support/ports';
import { CHEAP_PASSWORD_HASHING, repoRoot } from '../../support/processes';

// `pnpm start` on scratch ports (spare ports 14–19 for the shell and remotes, the spare API port) and a fresh
// data folder, against the production builds the suite already uses.
const base = sparePort(14);
const apiPort = spareApiPort();
const shellUrl = `http://localhost:${base}`;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`esperando: ${what}`);
}

function start(dataDir: string) {
  const env = {
    ...process.env,
    AREIA_PORT_BASE: String(base),
    AREIA_API_PORT: String(apiPort),
    AREIA_DATA_DIR: dataDir,
    AREIA_LOG: 'silent',
    ...CHEAP_PASSWORD_HASHING,
  };
  const args = [path.join(repoRoot, 'scripts', 'start.mjs')];
  return {
    env,
    args,
    spawn(): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
      const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout!.on('data', (chunk) => (output += chunk));
      child.stderr!.on('data', (chunk) => (output += chunk));
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      return { child, output: () => output, exited };
    },
  };
}

const readLock = (dataDir: string) => JSON.parse(readFileSync(path.join(dataDir, 'start.lock'), 'utf8')) as { pid: number; apiPid: number };

test('pnpm start: a hostile URL is a 400, a second start is refused, the API dying stops everything, no orphan ever', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'areia-start-'));
  const areia = start(dataDir);
  const running: ChildProcess[] = [];
  try {
    const first = areia.spawn();
    running.push(first.child);
    await until(() => first.output().includes('Areia está no ar'), 90_000, `pnpm start no ar:\n${first.output()}`);
    // Where the reset e-mails go without SMTP, and `pnpm outbox` shows the newest with a link to this shell.
    const outbox = path.join(dataDir, 'outbox');
    expect(first.output()).toContain(`Emails (senha e avisos): arquivos .eml em ${outbox}`);
    const asked = await fetch(`http://localhost:${apiPort}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@areia.app' }),
    });
    expect(asked.status).toBe(200);
    await until(() => existsSync(outbox) && readdirSync(outbox).some((name) => name.endsWith('.eml')), 10_000, 'o email na caixa de saída');
    const printed = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'outbox.mjs')], { cwd: repoRoot, env: areia.env, encoding: 'utf8' });
    expect(printed.stdout).toContain('Para: demo@areia.app');
    expect(printed.stdout).toMatch(new RegExp(`^${shellUrl}/reset-password/[A-Za-z0-9_-]{43}$`, 'm'));

    const lock = readLock(dataDir);
    expect(lock.pid).toBe(first.child.pid);
    expect(isRunning(lock.apiPid)).toBe(true);

    // A URL cannot bring the front end down.
    expect((await fetch(`${shellUrl}/%`)).status).toBe(400);
    expect((await fetch(`${shellUrl}/..%2fdist-x/x`)).status).toBe(400);
    expect((await fetch(`${shellUrl}/home`)).status).toBe(200);

    // A second start on the same data folder says so and exits, before the database is touched.
    const second = spawnSync(process.execPath, areia.args, { cwd: repoRoot, env: areia.env, encoding: 'utf8', timeout: 20_000 });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(`O Areia já está rodando (processo ${first.child.pid}`);
    expect(isRunning(first.child.pid!)).toBe(true);

    // The API dies: start says why and stops everything; the lock goes with it.
    process.kill(lock.apiPid, 'SIGKILL');
    expect(await first.exited).not.toBe(0);
    expect(first.output()).toContain('A API parou (sinal SIGKILL); parando o Areia.');
    await expect(fetch(`${shellUrl}/`)).rejects.toThrow();
    expect(existsSync(path.join(dataDir, 'start.lock'))).toBe(false);

    // start itself killed outright: the API stops by itself; the stale lock does not block the next start.
    const third = areia.spawn();
    running.push(third.child);
    await until(() => third.output().includes('Areia está no ar'), 90_000, `segundo pnpm start no ar:\n${third.output()}`);
    const apiPid = readLock(dataDir).apiPid;
    third.child.kill('SIGKILL');
    await third.exited;
    await until(() => !isRunning(apiPid), 15_000, 'a API parar sozinha');
    await until(
      () =>
        fetch(`http://localhost:${apiPort}/healthz`).then(
          () => false,
          () => true,
        ),
      5_000,
      'a porta da API livre',
    );
  } finally {
    for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
