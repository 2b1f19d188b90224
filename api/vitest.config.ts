import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // `*.postgres.test.ts` need a PostgreSQL server (several processes on one database): run only with DATABASE_URL.
    exclude: process.env.DATABASE_URL ? [] : ['src/**/*.postgres.test.ts'],
    environment: 'node',
    pool: 'forks',
    // A worker keeps the modules it imported from one file to the next: each file paid about 3 s to import the app again,
    // and every test builds its own app and database anyway (test/context.ts), so nothing a file leaves is seen by the next.
    isolate: false,
    // Two cores: two files at a time, each on its own PGlite folder (or its own PostgreSQL database).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['src/test/global-setup.ts'],
  },
});
