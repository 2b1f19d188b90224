import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import { configFromEnv, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import type { AppDeps } from './deps';
import { DEMO_ACCOUNT, seedDemoData } from './seed/seed';

/** AREIA_JWT_SECRET when set; otherwise one random secret created once and kept in the data folder. */
export function loadJwtSecret(config: Config): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export type RunningServer = { url: string; deps: AppDeps; database: Database; close: () => Promise<void> };

export async function startServer(config: Config = configFromEnv(), options: { seed?: boolean } = {}): Promise<RunningServer> {
  mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const deps: AppDeps = { db: database.db, config, jwtSecret: loadJwtSecret(config) };
  if (options.seed ?? true) await seedDemoData(deps);
  const app = createApp(deps);
  const server = await new Promise<ServerType>((resolve) => {
    const instance = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(instance));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  return {
    url,
    deps,
    database,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const running = await startServer();
  console.log(`API em ${running.url}  conta demo: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}  (documentação: ${running.url}/api/docs)`);
  const shutdown = () => {
    running.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
