#!/usr/bin/env node
// `pnpm test`: every check — lint, types, unit tests, API tests on a real database, the dev loop (dev servers, Fast
// Refresh), production builds, then the Playwright suite against those builds and the real API.
// One lane, in the order a failure is cheapest to find (the runner, scripts/test-lanes.mjs, can run lanes side by side;
// on 2 cores the timing-bound Playwright tests miss their windows beside the API suites). Each step's output is
// printed whole when it ends; the first failure stops everything.
// It ends with one plain line counting the tests that ran: `tests: N passed, M failed`.
import { runLanes } from './test-lanes.mjs';

const lanes = [
  [
    ['lint', ['lint']],
    ['typecheck', ['typecheck']],
    ['unit tests', ['test:unit']],
    ['API tests (PGlite)', ['test:api']],
    ...(process.env.AREIA_API_TEST_POSTGRES === '1' ? [['API tests (PostgreSQL server)', ['--filter', '@areia/api', 'test:postgres']]] : []),
    // The dev loop (rspack dev servers, no build): Fast Refresh keeps state, an edit it cannot apply reloads (~30 s).
    ['dev loop (Fast Refresh)', ['test:dev']],
    ['builds', ['build'], { noWarnings: true }],
    ['end-to-end (Playwright)', ['test:e2e']],
  ],
].map((lane) => lane.map(([label, args, options = {}]) => ({ label, command: 'pnpm', args, ...options })));

const { code } = await runLanes(lanes);
process.exit(code);
