import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API as its own Node process (src/server.ts through tsx), so a crash is an observable exit rather than a dead
 * test worker. Used by the write-fault tests and by `pnpm chaos`.
 */
export type ApiProcess = {
  url: string;
  child: ChildProcess;
  /** Set once the process has exited: its code or signal, and the last lines it wrote to stderr. */
  exit: { code: number | null; signal: NodeJS.Signals | null; stderr: string } | undefined;
  stop: () => Promise<void>;
};

const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Shared with the test process, which opens sessions for the users it creates. */
export const API_PROCESS_JWT_SECRET = 'fault-test-secret-fault-test-secret-0123456789';
const STDERR_KEPT = 4_000;

export async function startApiProcess(options: { databaseUrl: string; port?: number; env?: NodeJS.ProcessEnv }): Promise<ApiProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'areia-api-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port ?? 0),
      HOST: '127.0.0.1',
      AREIA_DATA_DIR: dataDir,
      AREIA_JWT_SECRET: API_PROCESS_JWT_SECRET,
      AREIA_AUTH_IP_LIMIT: '0',
      AREIA_SIGNUP_IP_LIMIT: '0',
      AREIA_ARGON2_MEMORY_KIB: '1024',
      AREIA_ARGON2_TIME_COST: '1',
      AREIA_LOG: 'silent',
      ...options.env,
    },
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-STDERR_KEPT);
  });
  const running: ApiProcess = {
    url: '',
    child,
    exit: undefined,
    stop: async () => {
      if (!running.exit) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  child.once('exit', (code, signal) => {
    running.exit = { code, signal, stderr };
  });
  running.url = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      if (running.url) return;
      stdout += chunk.toString();
      const started = /API em (http:\/\/\S+)/.exec(stdout);
      if (started) resolve(started[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the API exited (${code}) before listening: ${stderr}`)));
  });
  return running;
}
