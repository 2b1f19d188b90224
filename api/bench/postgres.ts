// PostgreSQL for the benches: a new database on DATABASE_URL's server (dropped at the end), or with `--postgres` a
// throwaway PostgreSQL 15 cluster of its own (as scripts/test-postgres.sh starts one), removed at the end.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { tmpdir } from 'node:os';

export type ScratchDatabase = { url: string; label: string; drop: () => Promise<void> };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A new database on the server of `url`, dropped (WITH FORCE) by `drop`. */
export async function scratchPostgres(url: string): Promise<ScratchDatabase> {
  const { default: pg } = await import('pg');
  const name = `areia_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const version = (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    label: `PostgreSQL ${version}`,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A throwaway PostgreSQL 15 cluster (PG_BIN, default Debian's /usr/lib/postgresql/15/bin), loopback only, fsync off
 * (its data is thrown away; the settings that matter for reads are PostgreSQL's defaults).
 */
export async function throwawayCluster(): Promise<{ url: string; stop: () => void; serverPid: () => number | undefined }> {
  const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
  const root = process.getuid?.() === 0;
  // initdb refuses to run as root: the cluster then belongs to the postgres user.
  const asPg = (command: string, args: string[]) => (root ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args]) : execFileSync(command, args));
  const work = mkdtempSync(path.join(tmpdir(), 'areia-bench-pg-'));
  chmodSync(work, 0o755);
  if (root) execFileSync('chown', ['postgres:postgres', work]);
  const data = path.join(work, 'data');
  const port = await freePort();
  asPg(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  asPg(path.join(bin, 'pg_ctl'), [
    '-D', data, '-l', path.join(work, 'postgres.log'), '-w',
    '-o', `-p ${port} -k ${work} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 ${process.env.AREIA_BENCH_PG_OPTIONS ?? ''}`,
    'start',
  ]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    const args = ['-D', data, '-m', 'immediate', 'stop'];
    if (root) spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), ...args]);
    else spawnSync(path.join(bin, 'pg_ctl'), args);
    rmSync(work, { recursive: true, force: true });
  };
  process.on('exit', stop);
  // The postmaster's pid (first line of postmaster.pid): its children are the backends serving the API.
  const serverPid = () => {
    try {
      return Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]) || undefined;
    } catch {
      return undefined;
    }
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, serverPid };
}
