import { afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { discardBrokenClients } from './connection-errors';

// Only the backend of the client under test is terminated: the other test files share this server.
const url = process.env.DATABASE_URL!;
let pool: pg.Pool | undefined;

afterEach(async () => {
  await pool?.end();
});

async function terminate(pid: number) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
}

describe('discardBrokenClients', () => {
  it('a checked-out client whose connection dies is reported once and leaves the pool, even if never released', async () => {
    pool = new pg.Pool({ connectionString: url, max: 1 });
    const reported: Error[] = [];
    discardBrokenClients(pool, (error) => reported.push(error));
    const client = await pool.connect();
    const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const broken = new Promise((resolve) => client.once('error', resolve));
    await terminate(pid);
    await broken;
    expect(reported).toHaveLength(1);
    expect(pool.totalCount).toBe(0);
    // The holder's own release (Drizzle's finally) is harmless now.
    expect(() => client.release()).not.toThrow();
    // The only slot is free again: a new connection, a new backend.
    const next = await pool.connect();
    expect((await next.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid).not.toBe(pid);
    next.release();
  });

  it('an idle client whose connection dies is reported and the pool opens a new one', async () => {
    pool = new pg.Pool({ connectionString: url, max: 1 });
    const reported: Error[] = [];
    discardBrokenClients(pool, (error) => reported.push(error));
    const pid = (await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const removed = new Promise((resolve) => pool!.once('remove', resolve));
    await terminate(pid);
    await removed;
    expect(reported).toHaveLength(1);
    expect((await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid).not.toBe(pid);
  });
});
