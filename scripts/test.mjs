#!/usr/bin/env node
// `pnpm test`: every check — lint, types, unit tests, API tests on a real database, the dev loop (dev servers, Fast
// Refresh), production builds, then the Playwright suite against those builds and the real API.
// Two lanes run side by side, each in the order a failure is cheapest to find: the builds and the Playwright suite
// (most of its time is pages waiting on timers and answers) beside the checks that need no build. Each step's output
// is printed whole when it ends, so two steps never interleave their lines; the first failure stops everything.
// It ends with one plain line counting the tests that ran: `tests: N passed, M failed`.
import { runLanes } from './test-lanes.mjs';

const lanes = [
  [
    ['builds', ['build'], { noWarnings: true }],
    ['end-to-end (Playwright)', ['test:e2e']],
  ],
  [
    ['lint', ['lint']],
    ['typecheck', ['typecheck']],
    ['unit tests', ['test:unit']],
    ['API tests (PGlite)', ['test:api']],
    ...(process.env.AREIA_API_TEST_POSTGRES === '1' ? [['API tests (PostgreSQL server)', ['--filter', '@areia/api', 'test:postgres']]] : []),
    // The dev loop (rspack dev servers, no build): Fast Refresh keeps state, an edit it cannot apply reloads (~30 s).
    ['dev loop (Fast Refresh)', ['test:dev']],
  ],
].map((lane) => lane.map(([label, args, options = {}]) => ({ label, command: 'pnpm', args, ...options })));

const { code } = await runLanes(lanes);
process.exit(code);
