#!/usr/bin/env node
// `pnpm test`: every check — lint, types, unit tests, API tests on a real database, the dev loop (dev servers, Fast
// Refresh), production builds, then the Playwright suite against those builds and the real API. Three phases, in the
// order a failure is cheapest to find; inside a phase, lanes run side by side (the runner, scripts/test-lanes.mjs).
// The lints share the 2 cores with TypeScript, the unit tests and the builds, one after the other. The whole API
// suite takes both cores beside the dev loop: on a PostgreSQL server when there is one (AREIA_API_TEST_POSTGRES=1, as
// in CI: production's database), else on PGlite. The Playwright suite runs alone: it leaves about a core idle, but
// work beside it, even in Linux's idle scheduling class, takes the CPU its timing-bound steps (offline outbox, live
// screens) wait for. On two vCPUs that cost it a tenth when the host was quiet and up to half when it was busy, so the
// whole run's worst case is shorter with the browser suite alone. Each step's output is printed whole when it ends;
// the first failure stops everything. It ends with one plain line counting the tests that ran:
// `tests: N passed, M failed`.
import { runPhases } from './test-lanes.mjs';

const postgres = process.env.AREIA_API_TEST_POSTGRES === '1';
const phases = [
  [
    [['lint', ['lint']]],
    [
      ['typecheck', ['typecheck']],
      ['unit tests', ['test:unit']],
      ['builds', ['build'], { noWarnings: true }],
    ],
  ],
  [
    [[postgres ? 'API tests (PostgreSQL server)' : 'API tests (PGlite)', postgres ? ['--filter', '@areia/api', 'test:postgres'] : ['test:api']]],
    // The dev loop (rspack dev servers on ports of its own, no build, no API): Fast Refresh keeps state, an edit it
    // cannot apply reloads. Here, not ahead of the Playwright suite: that lane is the longest.
    [['dev loop (Fast Refresh)', ['test:dev']]],
  ],
  [[['end-to-end (Playwright)', ['test:e2e']]]],
].map((lanes) => lanes.map((lane) => lane.map(([label, args, options = {}]) => ({ label, command: 'pnpm', args, ...options }))));

const { code } = await runPhases(phases);
process.exit(code);
