#!/usr/bin/env node
// `pnpm test`: every check in the order a failure is cheapest to find — lint, types, unit tests, API tests on a real
// database, production builds, then the Playwright suite against those builds and the real API.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', ['lint']],
  ['typecheck', ['typecheck']],
  ['unit tests', ['test:unit']],
  ['API tests (PGlite)', ['test:api']],
  ...(process.env.AREIA_API_TEST_POSTGRES === '1' ? [['API tests (PostgreSQL server)', ['--filter', '@areia/api', 'test:postgres']]] : []),
  ['builds', ['build']],
  ['end-to-end (Playwright)', ['test:e2e']],
];

const started = Date.now();
for (const [label, args] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync('pnpm', args, { stdio: 'inherit' });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${label} falhou (${seconds}s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds}s)`);
}
console.log(`\nTudo certo em ${((Date.now() - started) / 1000).toFixed(0)}s.`);
