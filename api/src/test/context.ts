import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { inject } from 'vitest';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { generateValidCpf } from '@areia/shared/core/validation/cpf';
import { createApp, type App } from '../app';
import type { Config } from '../config';
import { testConfig } from './config';
import { openDatabase, type Database } from '../platform/db/client';
import { arenas, championships, teamMembers, teams, userModalities, users } from '../platform/db/schema';
import { count, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { jobDefinitions } from '../domain/jobs';
import { openJobQueue, type JobQueue } from '../platform/jobs/queue';
import { openChampionshipBus } from '../domain/live/stream';
import { openSession } from '../platform/auth/auth';

export const VOLEI = VOLEI_MODALITY_ID;

export { testConfig };

/**
 * A database for one test file, copied from the suite's seeded template (see global-setup.ts): with DATABASE_URL a
 * new database on that server, so files running in parallel never see each other's rows; otherwise a copy of the
 * template PGlite folder into `dataDir`.
 */
export async function createDatabaseUrl(dataDir?: string): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    if (dataDir) await cp(inject('pgliteTemplate'), path.join(dataDir, 'pgdata'), { recursive: true });
    return { url: undefined, drop: async () => {} };
  }
  return createServerDatabase(serverUrl, 'areia_test', inject('templateDatabase'));
}

/** A database with nothing in it (not even migrations): PostgreSQL only; PGlite callers just use an empty folder. */
export async function createEmptyDatabase(): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  return createServerDatabase(serverUrl, 'areia_empty');
}

/** A new database on the server (a copy of `template` when given), and how to drop it. */
async function createServerDatabase(serverUrl: string, prefix: string, template?: string) {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export type TestContext = {
  app: App;
  deps: AppDeps;
  dataDir: string;
  database: Database;
  jobs: JobQueue;
  close: () => Promise<void>;
};

let templateDump: Promise<Blob> | undefined;
/** The seeded template as a PGlite dump, read once per test process. */
function pgliteTemplateDump(): Promise<Blob> {
  templateDump ??= readFile(inject('pgliteTemplateDump')).then((bytes) => new Blob([bytes]));
  return templateDump;
}

/** An app on its own copy of the seeded template database (PGlite: in memory, loaded from the template's dump). */
export async function createTestContext(options: { config?: Partial<Config> } = {}): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'areia-test-'));
  const { url, drop } = process.env.DATABASE_URL ? await createDatabaseUrl(dataDir) : { url: undefined, drop: async () => {} };
  const config = testConfig(dataDir, { databaseUrl: url, ...options.config });
  const pgliteDump = url ? undefined : await pgliteTemplateDump();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir, pgliteDump });
  const deps: AppDeps = { db: database.db, config, jwtSecret: new TextEncoder().encode(config.jwtSecret!) };
  // Jobs are sent, not worked: a test runs them with drainJobs (test/jobs.ts) at the moment it chooses.
  const jobs = await openJobQueue(database, deps, jobDefinitions, { work: false });
  deps.jobs = jobs;
  deps.live = await openChampionshipBus(database);
  return {
    app: createApp(deps),
    deps,
    dataDir,
    database,
    jobs,
    close: async () => {
      await jobs.stop();
      await deps.live?.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `createTestContext` with arenas and users vacuumed and analyzed, as autovacuum would leave them: index-only scans
 * need the visibility map, and plans the statistics.
 */
export async function createVacuumedContext(): Promise<TestContext> {
  const ctx = await createTestContext();
  await ctx.deps.db.execute(sql`VACUUM ANALYZE arenas, users`);
  return ctx;
}

// Answers are checked with the shared zod schemas in the tests, so a loose default type is enough here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CallResult<T = any> = { status: number; body: T; headers: Headers };

/** One request through the app in-process. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = any>(
  app: App,
  method: string,
  url: string,
  options: { token?: string; json?: unknown; body?: string | FormData | Uint8Array; headers?: Record<string, string>; ip?: string } = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const env = options.ip ? { incoming: { socket: { remoteAddress: options.ip } } } : undefined;
  const response = await app.request(url, { method, headers, body }, env);
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Non-JSON bodies (SVG, images) stay as text.
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

let counter = 0;
/**
 * CPFs this process has handed out: the column is unique, and seeds of different batches meet once the counter passes
 * 1000 (a model test makes thousands of users in one database), as two seeds may give the same CPF.
 */
const cpfsGiven = new Set<string>();
function freshCpf(seed: number): string {
  for (let next = seed; ; next += 1_000_003) {
    const cpf = generateValidCpf(next);
    if (!cpfsGiven.has(cpf)) {
      cpfsGiven.add(cpf);
      return cpf;
    }
  }
}

/** Users inserted straight into the database with an open session: fast setup for rules that need many players. */
export async function createUsers(deps: AppDeps, n: number, rating = 300): Promise<{ id: string; email: string; nickname: string; token: string }[]> {
  const batch = randomBytes(3).toString('hex');
  const values = Array.from({ length: n }, () => {
    counter += 1;
    return {
      email: `t${batch}-${counter}@teste.areia.app`,
      passwordHash: 'unused',
      cpf: freshCpf(Number.parseInt(batch, 16) * 1000 + counter),
      nickname: `T${batch}${counter}`,
      rating,
    };
  });
  const rows = await deps.db.insert(users).values(values).returning({ id: users.id, email: users.email, nickname: users.nickname });
  // Athletes, as a signup makes them: Vôlei active, so they are listed and counted among the players.
  await deps.db.insert(userModalities).values(rows.map((row) => ({ userId: row.id, modality: VOLEI_MODALITY_ID, status: 'active' })));
  return Promise.all(rows.map(async (row) => ({ ...row, token: await openSession(deps, row) })));
}

/** A new account that may organize championships, signed in. */
export async function createOrganizer(deps: AppDeps): Promise<TestPlayer> {
  const [organizer] = (await createUsers(deps, 1)) as [TestPlayer];
  await deps.db.update(users).set({ isOrganizer: true }).where(eq(users.id, organizer.id));
  return organizer;
}

/** A championship with chosen rules, in the first seeded arena. */
export async function createChampionship(
  deps: AppDeps,
  overrides: Partial<typeof championships.$inferInsert> = {},
): Promise<typeof championships.$inferSelect> {
  const [arena] = await deps.db.select({ id: arenas.id }).from(arenas).limit(1);
  const [row] = await deps.db
    .insert(championships)
    .values({
      modalityId: VOLEI_MODALITY_ID,
      arenaId: arena!.id,
      title: 'Campeonato de Teste',
      category: 'Iniciante',
      occurs: new Date(Date.now() + 5 * 24 * 60 * 60 * 1000),
      priceCents: 5000,
      maxTeams: 8,
      playersPerTeam: 2,
      contact: '21999990000',
      ...overrides,
    })
    .returning();
  return row!;
}

export type TestPlayer = Awaited<ReturnType<typeof createUsers>>[number];

/**
 * A championship with `n` confirmed teams signed up, ratings descending by sign-up order (900, 850…), so a snake draw
 * is predictable.
 */
export async function createChampionshipWithTeams(
  deps: AppDeps,
  n: number,
  overrides: Partial<typeof championships.$inferInsert> = {},
): Promise<{ id: string; teams: { id: string; players: TestPlayer[] }[] }> {
  const row = await createChampionship(deps, { maxTeams: 16, ...overrides });
  const created: { id: string; players: TestPlayer[] }[] = [];
  for (let index = 0; index < n; index += 1) {
    const players = await createUsers(deps, 2, 900 - index * 50);
    const [team] = await deps.db.insert(teams).values({ championshipId: row.id, slot: index + 1, createdBy: players[0]!.id }).returning({ id: teams.id });
    await deps.db.insert(teamMembers).values(players.map((player, position) => ({ teamId: team!.id, championshipId: row.id, playerId: player.id, position: position + 1 })));
    created.push({ id: team!.id, players });
  }
  return { id: row.id, teams: created };
}

export async function loginDemo(app: App): Promise<{ token: string; userId: string }> {
  const response = await call(app, 'POST', '/api/auth/login', { json: { email: 'demo@areia.app', password: 'Areia@2026' } });
  if (response.status !== 200) throw new Error(`demo login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { token: response.body.token, userId: response.body.user.id };
}

export const uniqueCpf = () => generateValidCpf(Math.floor(Math.random() * 2 ** 30));
export const uniqueSuffix = () => randomBytes(4).toString('hex');

/** How many users the database holds: the before/after check of tests that must not write a row. */
export async function countUsers(deps: AppDeps): Promise<number> {
  return (await deps.db.select({ value: count() }).from(users))[0]!.value;
}
