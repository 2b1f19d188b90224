#!/usr/bin/env node
// `pnpm test`: every check — lint, types, unit tests, API tests on a real database, the dev loop (dev servers, Fast
// Refresh), production builds, then the Playwright suite against those builds and the real API.
// Three phases, in the order a failure is cheapest to find; inside a phase, lanes run side by side (the runner,
// scripts/test-lanes.mjs). ESLint works on one core and tsc waits on files, so they share the 2 cores; the API suites
// on PGlite and on a PostgreSQL server (whose tests mostly wait on the server) likewise. The Playwright suite runs
// alone: its timing-bound tests (offline outbox, live screens) miss their windows beside the API suites. Each step's
// output is printed whole when it ends; the first failure stops everything. It ends with one plain line counting the
// tests that ran: `tests: N passed, M failed`.
import { runPhases } from './test-lanes.mjs';

const postgres = process.env.AREIA_API_TEST_POSTGRES === '1';
const phases = [
  [[['lint', ['lint']]], [['typecheck', ['typecheck']], ['unit tests', ['test:unit']]]],
  // The suite on a PostgreSQL server ends well before the PGlite one: the builds follow it in its lane.
  [
    [['API tests (PGlite)', ['test:api']]],
    [...(postgres ? [['API tests (PostgreSQL server)', ['--filter', '@areia/api', 'test:postgres']]] : []), ['builds', ['build'], { noWarnings: true }]],
  ],
  [
    [
      // The dev loop (rspack dev servers, no build): Fast Refresh keeps state, an edit it cannot apply reloads (~30 s).
      ['dev loop (Fast Refresh)', ['test:dev']],
      ['end-to-end (Playwright)', ['test:e2e']],
    ],
  ],
].map((lanes) => lanes.map((lane) => lane.map(([label, args, options = {}]) => ({ label, command: 'pnpm', args, ...options }))));

const { code } = await runPhases(phases);
process.exit(code);
