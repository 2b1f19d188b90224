import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { discardBrokenClients } from './connection-errors';
import { textTypesOnce } from './pglite-drizzle';
import * as schema from './schema';
import type pgDefault from 'pg';
import type { Client as PgClient } from 'pg';

type PgModule = typeof pgDefault;

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Plain SQL text on the same database, for a library that brings its own statements (the job queue): on a server, on
 * connections of its own (JOB_POOL_MAX).
 */
export type RawSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Text with parameters is one statement; text without may hold several (`BEGIN; …; COMMIT;`). */
  raw: RawSql;
  /**
   * LISTEN on `channel` on a connection of its own (never the pool's): `onMessage` gets each payload; `onDrop` is told
   * when the connection died and a new one listens again, since NOTIFY keeps nothing for a listener that was away.
   */
  listen: (channel: string, handlers: { onMessage: (payload: string) => void; onDrop: () => void }) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

/** Arbitrary constant shared by every instance of this API. */
export const MIGRATION_LOCK_KEY = 20_260_301;

/** Connections each instance's pool opens to a PostgreSQL server at most (docs/operations.md sizes the server by it). */
export const POOL_MAX = 10;
/**
 * Connections of the job queue's own statements (its polling, maintenance and schedules), apart from the requests'
 * pool. On one pool, a poll that ran beside a request was often the connection released last, so the next requests
 * took it (the pool hands out the last one released) and planned their named statements on it anew: at a million
 * players, six partner-picker searches in a row took 36-111 ms instead of about 20.
 */
export const JOB_POOL_MAX = 2;
/** How long an idle pooled connection is kept before it is closed. */
export const POOL_IDLE_MS = 5 * 60_000;
const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/**
 * PostgreSQL server when a URL is given, else embedded PGlite in `<dataDir>/pgdata`.
 * Both get the same committed SQL migrations before the first query.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Told when a database connection dies (server restart, pg_terminate_backend, network); the process keeps running. */
  onConnectionError?: (error: Error) => void;
  /** PGlite only: a data directory dumped by PGlite's `dumpDataDir`, loaded into memory instead of opening `<dataDir>/pgdata`. */
  pgliteDump?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // Several API instances may start together on one server: an advisory lock lets one migrate at a time.
    const onConnectionError = options.onConnectionError ?? (() => {});
    const migrator = new pg.Client({ connectionString: options.databaseUrl });
    // Its dropped connection fails the migration (a rejected query), not the process.
    migrator.on('error', onConnectionError);
    await migrator.connect();
    try {
      await migrator.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrate(drizzle(migrator, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await migrator.end();
    }
    // While the server is unreachable a request fails fast (503) instead of waiting for a connection forever.
    // No parallel workers for the API's statements: each reads one page, and starting workers cost more than they
    // saved (a players search at 100k took a Gather Merge plan: p50 24 ms against 5–8 ms serial). No JIT either: a
    // statement of many subqueries is estimated above jit_above_cost however few rows it reads, and compiling it cost
    // more than running it (the partner picker's search at 100k players: 156 ms of JIT for 16 ms of work).
    // An idle connection is kept for POOL_IDLE_MS, not pg's 10 s: a connection holds its named statements, parsed and,
    // after their first 5 runs, with the plan PostgreSQL keeps. At a million players a new connection planned the
    // partner picker's statement in 6-26 ms on each of those 5 runs; a kept plan binds in under 1 ms.
    // pool.end() resolves once it has asked its clients to end, not once their sockets are closed; waiting for each
    // client's 'end' keeps a database dropped right after close() from killing a still-open connection.
    const clientsEnded = new Set<Promise<void>>();
    const openPool = (max: number, applicationName?: string) => {
      const opened = new pg.Pool({
        connectionString: options.databaseUrl,
        max,
        ...(applicationName ? { application_name: applicationName } : {}),
        idleTimeoutMillis: POOL_IDLE_MS,
        connectionTimeoutMillis: 5_000,
        options: '-c max_parallel_workers_per_gather=0 -c jit=off',
      });
      discardBrokenClients(opened, onConnectionError);
      opened.on('connect', (client) => {
        const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
        clientsEnded.add(ended);
        void ended.then(() => clientsEnded.delete(ended));
      });
      return opened;
    };
    const pool = openPool(POOL_MAX);
    const jobPool = openPool(JOB_POOL_MAX, jobPoolName());
    const db = drizzle(pool, { schema });
    const databaseUrl = options.databaseUrl;
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      listen: (channel, handlers) => listenOnServer(pg, databaseUrl, channel, handlers, onConnectionError),
      // Several statements in one text come back as one result each; the last is the answer.
      raw: async (text, values) => {
        const result = (await jobPool.query(text, values)) as unknown as { rows: Record<string, unknown>[] } | { rows: Record<string, unknown>[] }[];
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      },
      close: async () => {
        await Promise.all([pool.end(), jobPool.end()]);
        await Promise.all(clientsEnded);
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // Text search folds accents and case (unaccent) and matches substrings on trigram indexes (pg_trgm); see 0003_scale.sql.
  const [{ pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ]);
  const extensions = { pg_trgm, unaccent };
  let client: InstanceType<typeof PGlite>;
  if (options.pgliteDump) {
    client = await PGlite.create({ dataDir: 'memory://', loadDataDir: options.pgliteDump, extensions });
  } else {
    const folder = path.join(options.dataDir, 'pgdata');
    mkdirSync(folder, { recursive: true });
    // PGlite runs inside this process: there is no connection to lose, and a failing query only rejects its promise.
    client = await PGlite.create(folder, { extensions });
  }
  const { drizzleClient, ownParsers } = textTypesOnce(client);
  const db = drizzle({ client: drizzleClient, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  // PGlite's query() takes one statement with parameters; exec() takes several without (pg-boss sends both kinds).
  const raw: RawSql = async (text, values) => {
    if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values, { parsers: ownParsers });
    const results = await client.exec(text, { parsers: ownParsers });
    return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
  };
  // PGlite's NOTIFY reaches its own listen() at commit; there is no connection to drop.
  const listen: Database['listen'] = async (channel, handlers) => {
    const unlisten = await client.listen(channel, handlers.onMessage);
    return () => unlisten();
  };
  return { db: db as unknown as Db, kind: 'pglite', raw, listen, close: () => client.close() };
}

const RELISTEN_FIRST_MS = 250;
const RELISTEN_MAX_MS = 5_000;

/**
 * A dedicated client that LISTENs, and on losing its connection (server restart, pg_terminate_backend) connects
 * again with a growing pause, then tells `onDrop` so subscribers re-read what they may have missed.
 */
async function listenOnServer(
  pg: PgModule,
  connectionString: string,
  channel: string,
  handlers: { onMessage: (payload: string) => void; onDrop: () => void },
  onConnectionError: (error: Error) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: PgClient | undefined;
  let retry: NodeJS.Timeout | undefined;
  const quoted = `"${channel.replaceAll('"', '""')}"`;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, application_name: listenerName() });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onMessage(message.payload);
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (error) onConnectionError(error);
      if (!stopped) scheduleReconnect(RELISTEN_FIRST_MS);
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    try {
      await next.connect();
      await next.query(`LISTEN ${quoted}`);
    } catch (error) {
      // The caller retries this failure: the half-open client must not schedule a retry of its own as it ends.
      lost = true;
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
  };

  const scheduleReconnect = (delay: number) => {
    // One pending retry at most, whichever of the client's events and the failed attempt asks first.
    clearTimeout(retry);
    retry = setTimeout(() => {
      connect().then(
        () => handlers.onDrop(),
        () => {
          if (!stopped) scheduleReconnect(Math.min(delay * 2, RELISTEN_MAX_MS));
        },
      );
    }, delay);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/** The listener's name in pg_stat_activity: one per process, so an operator (or a test) can tell its connections. */
export const listenerName = () => `areia-live-${process.pid}`;
/** The job queue's connections' name in pg_stat_activity (JOB_POOL_MAX of them at most, per process). */
export const jobPoolName = () => `areia-jobs-${process.pid}`;
