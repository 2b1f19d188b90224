import type pg from 'pg';

/**
 * A node-postgres client emits 'error' when its connection dies (pg_terminate_backend, a restart or failover, a
 * network cut), and an 'error' event nobody listens to ends the process. The pool listens only while a client is
 * idle: one checked out, for a transaction or a single query, has no listener of the pool's. So every client gets one
 * of ours, for its whole life.
 *
 * A client that breaks while checked out is also handed back to the pool at once, marked broken, so the pool discards
 * it: Drizzle's transaction() never releases a client whose BEGIN failed, and each such client would otherwise keep a
 * pool slot until every request waits for a connection that never frees up. Whoever still holds it gets "not
 * queryable" errors (a 503) and its release becomes a no-op. The transaction was the server's to roll back: a backend
 * that ends aborts it.
 */
export function discardBrokenClients(pool: pg.Pool, onError: (error: Error) => void): void {
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('remove', (client) => checkedOut.delete(client as pg.PoolClient));
  pool.on('connect', (client) => {
    let reported = false;
    client.on('error', (error) => {
      // A dying connection often says so twice (the server's FATAL message, then the socket's end): one line is enough.
      if (!reported) onError(error);
      reported = true;
      const held = client as pg.PoolClient;
      if (!checkedOut.has(held)) return;
      const release = held.release;
      held.release = () => {};
      release(error);
    });
  });
  // An idle client's error reaches the pool too (which has already dropped it); it was reported above.
  pool.on('error', () => {});
}
