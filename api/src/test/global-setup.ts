import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db/client';
import { jobDefinitions } from '../domain/jobs';
import { openJobQueue } from '../platform/jobs/queue';
import { backfillFoldedNicknames } from '../platform/db/nickname-fold';
import { seedDemoData } from '../seed/seed';
import { testConfig } from './config';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgliteTemplateDump: string;
    templateDatabase: string;
  }
}

/**
 * Creating a PGlite cluster and migrating it takes seconds; copying a ready one takes milliseconds. So the suite
 * builds one migrated, seeded template and every test copies it (PGlite: the folder; PostgreSQL: CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'areia-template-'));
  const serverUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let templateName = '';
  if (serverUrl) {
    const { default: pg } = await import('pg');
    templateName = `areia_template_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${templateName}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${templateName}`;
    databaseUrl = url.toString();
  }
  const config = testConfig(folder, { databaseUrl });
  const database = await openDatabase({ databaseUrl, dataDir: folder });
  const deps = { db: database.db, config, jwtSecret: new TextEncoder().encode(config.jwtSecret!) };
  // The job queue's tables in the template too (pg-boss's own migrations), so no test file pays for creating them.
  const jobs = await openJobQueue(database, deps, jobDefinitions, { work: false });
  await seedDemoData({ ...deps, jobs });
  await jobs.stop();
  await backfillFoldedNicknames(database.db);
  await database.close();
  const dump = path.join(folder, 'pgdata.tar');
  if (!serverUrl) {
    // A test loads this dump into an in-memory PGlite: no 40 MB folder to copy and no file writes for each test's context.
    const { PGlite } = await import('@electric-sql/pglite');
    const [{ pg_trgm }, { unaccent }] = await Promise.all([import('@electric-sql/pglite/contrib/pg_trgm'), import('@electric-sql/pglite/contrib/unaccent')]);
    const template = await PGlite.create(path.join(folder, 'pgdata'), { extensions: { pg_trgm, unaccent } });
    await writeFile(dump, Buffer.from(await (await template.dumpDataDir('none')).arrayBuffer()));
    await template.close();
  }
  project.provide('pgliteTemplate', path.join(folder, 'pgdata'));
  project.provide('pgliteTemplateDump', dump);
  project.provide('templateDatabase', templateName);

  return async () => {
    await rm(folder, { recursive: true, force: true });
    if (serverUrl && templateName) {
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
      await admin.end();
    }
  };
}
