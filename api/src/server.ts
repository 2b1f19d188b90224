import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import { configFromEnv, type Config } from './config';
import { openDatabase, type Database } from './platform/db/client';
import type { AppDeps } from './deps';
import { jobDefinitions, sendStartupJobs } from './domain/jobs';
import { openJobQueue } from './platform/jobs/queue';
import { openChampionshipBus } from './domain/live/stream';
import { refreshLiveDemo } from './seed/live-demo';
import { ensureJwtKey } from './platform/auth/jwt-keys';
import { ensureVapidKey } from './platform/push/vapid-keys';
import { createLogger } from './platform/logger';
import { backfillFoldedNicknames } from './platform/db/nickname-fold';
import { DEMO_ACCOUNT, ORGANIZER_ACCOUNT, ensureOrganizerAccount, seedDemoData } from './seed/seed';

export type RunningServer = { url: string; deps: AppDeps; database: Database; close: () => Promise<void> };

export async function startServer(config: Config = configFromEnv(), options: { seed?: boolean } = {}): Promise<RunningServer> {
  mkdirSync(config.dataDir, { recursive: true });
  const logger = createLogger(config.logSilent);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    // The pool drops the broken connection and opens a new one on the next query; requests meanwhile get a 503.
    onConnectionError: (error) => logger.error({ msg: 'database connection lost', error: error.message, code: (error as { code?: string }).code }),
  });
  // AREIA_JWT_SECRET when set; otherwise the signing keys in the database, created once by whichever instance is first.
  const deps: AppDeps = { db: database.db, config, jwtSecret: config.jwtSecret ? new TextEncoder().encode(config.jwtSecret) : undefined };
  if (!deps.jwtSecret) {
    const legacyFile = path.join(config.dataDir, 'jwt-secret');
    await ensureJwtKey(database.db, existsSync(legacyFile) ? readFileSync(legacyFile, 'utf8').trim() || undefined : undefined);
  }
  // The VAPID key pair pushes are signed with, created once like the JWT keys (platform/push/vapid-keys.ts).
  await ensureVapidKey(database.db);
  // Every instance works on the queue; a job is fetched by one of them.
  const jobs = await openJobQueue(database, deps, jobDefinitions, { work: true });
  deps.jobs = jobs;
  deps.live = await openChampionshipBus(database);
  await sendStartupJobs(deps);
  if (options.seed ?? true) {
    await seedDemoData(deps);
    await ensureOrganizerAccount(deps);
    // One demo championship is being played today, whenever the app starts.
    await refreshLiveDemo(deps);
  }
  await backfillFoldedNicknames(database.db);
  const app = createApp(deps);
  const server = await new Promise<ServerType>((resolve) => {
    const instance = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(instance));
  });
  // An idle kept-alive connection lasts longer here than in the clients and proxies in front (Node closes it after 5 s
  // by default): a client that reuses it just as the server closes it gets "socket hang up" on a request never read.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  return {
    url,
    deps,
    database,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Running jobs finish before the database closes under them.
      await jobs.stop();
      await deps.live?.close();
      await database.close();
    },
  };
}

/** Above the 60 s idle timeout of the usual load balancers, so the balancer, not the API, closes idle connections. */
export const KEEP_ALIVE_MS = 65_000;

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const running = await startServer();
  console.log(`API em ${running.url}  conta demo: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}  organizador: ${ORGANIZER_ACCOUNT.email} / ${ORGANIZER_ACCOUNT.password}  (documentação: ${running.url}/api/docs)`);
  const shutdown = () => {
    void running.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
