import { execFile, execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const execFileAsync = promisify(execFile);

/**
 * A PostgreSQL cluster of a test's own (PG_BIN, exported by scripts/test-postgres.sh), so a test may stop and
 * restart the server without disturbing the other test files sharing the suite's cluster.
 */
export type PgCluster = {
  url: string;
  stop: () => void;
  start: () => void;
  /** `pg_ctl restart -m fast`: what a failover or an operator's restart does to the API's connections. */
  restart: () => Promise<void>;
  /** pg_terminate_backend on every other client backend; how many were ended. */
  terminateBackends: () => Promise<number>;
  destroy: () => void;
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export async function terminateBackends(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const result = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()",
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

export async function startPgCluster(): Promise<PgCluster> {
  const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
  const root = process.getuid?.() === 0;
  // initdb refuses to run as root, so the cluster belongs to the postgres user when we are root (as in the script).
  const as = (command: string, args: string[]): [string, string[]] =>
    root ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]] : [path.join(bin, command), args];
  const run = (command: string, args: string[]) => execFileSync(...as(command, args), { stdio: 'pipe' });
  const work = mkdtempSync(path.join(tmpdir(), 'areia-pgfault-'));
  if (root) execFileSync('chown', ['postgres:postgres', work]);
  else chownSync(work, process.getuid!(), process.getgid!());
  const data = path.join(work, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -k ${work} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () => {
    run('pg_ctl', ['-D', data, '-l', path.join(work, 'postgres.log'), '-w', '-o', options, 'start']);
  };
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    stop: () => {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    start,
    // Asynchronous, unlike stop and start: the caller's own clients keep sending requests during the restart.
    restart: async () => {
      await execFileAsync(...as('pg_ctl', ['-D', data, '-l', path.join(work, 'postgres.log'), '-m', 'fast', '-w', '-o', options, 'restart']));
    },
    terminateBackends: () => terminateBackends(url),
    destroy: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}
