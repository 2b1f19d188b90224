import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL cluster of a test's own (PG_BIN, exported by scripts/test-postgres.sh), so a test may stop and
 * restart the server without disturbing the other test files sharing the suite's cluster.
 */
export type PgCluster = { url: string; stop: () => void; start: () => void; destroy: () => void };

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export async function startPgCluster(): Promise<PgCluster> {
  const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
  const root = process.getuid?.() === 0;
  // initdb refuses to run as root, so the cluster belongs to the postgres user when we are root (as in the script).
  const run = (command: string, args: string[]) =>
    root ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], { stdio: 'pipe' }) : execFileSync(path.join(bin, command), args, { stdio: 'pipe' });
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
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    start,
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
