import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Cheap password hashing for the APIs the suite starts, as in the API suite: it signs athletes up and in hundreds of
 * times.
 */
export const CHEAP_PASSWORD_HASHING = { AREIA_ARGON2_MEMORY_KIB: '1024', AREIA_ARGON2_TIME_COST: '1' };

/** Starts a production static server for one app folder; the caller owns (and stops) it. */
export function startStaticServer(options: { app: string; port: number; dir?: string; runtimeConfig?: object }): ChildProcess {
  const args = [path.join(repoRoot, 'scripts', 'serve-static.mjs'), options.app, '--port', String(options.port)];
  if (options.dir) args.push('--dir', options.dir);
  return spawn(process.execPath, args, {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, AREIA_RUNTIME_CONFIG: options.runtimeConfig ? JSON.stringify(options.runtimeConfig) : '' },
  });
}

export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      last = new Error(`HTTP ${response.status}`);
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} não respondeu: ${String(last)}`);
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
