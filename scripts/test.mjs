#!/usr/bin/env node
// `pnpm test`: every check — lint, types, unit tests, API tests on a real database, the dev loop (dev servers, Fast
// Refresh), production builds, then the Playwright suite against those builds and the real API. Three phases, in the
// order a failure is cheapest to find; inside a phase, lanes run side by side (the runner, scripts/test-lanes.mjs).
// The lints share the 2 cores with TypeScript, the unit tests and the builds, one after the other. The API suite takes
// both cores beside the dev loop: on a PostgreSQL server when there is one (AREIA_API_TEST_POSTGRES=1, as in CI:
// production's database), else on PGlite. The Playwright suite, whose API runs on PGlite (the database `pnpm start`
// uses), mostly waits (on timers, the network, the browser): it leaves about a core idle, which one worker of the API
// suite takes at the lowest CPU priority (Linux's SCHED_IDLE through chrt, else nice 19), so the browser tests'
// timing-bound steps (offline outbox, live screens) keep the CPU they need: an idle-class task gives way the moment
// another wakes. That worker runs the long files: the property-based tests, and on a server the ones about several
// connections and the import of 70 000 players. Each step's output is printed whole when it ends; the first failure
// stops everything. It ends with one plain line counting the tests that ran: `tests: N passed, M failed`.
import { existsSync } from 'node:fs';
import { runPhases } from './test-lanes.mjs';

const postgres = process.env.AREIA_API_TEST_POSTGRES === '1';
// The property-based API tests (the model-based tests of the machines, the fuzzing of every body) take half the API
// suite's CPU: they run beside the browser suite.
const propertyTests = ['src/fuzz.test.ts', 'src/**/*.model.test.ts'];
// On a server, so do the files about several connections (*.postgres.test.ts) and the longest of the rest (70 000
// players imported in one statement).
const besideBrowserTests = postgres ? [...propertyTests, 'src/**/*.postgres.test.ts', 'src/scale.test.ts'] : propertyTests;
// vitest's file filters are parts of a path: a glob's tail after `src/**/*` picks the same files.
const besideBrowserFilters = besideBrowserTests.map((glob) => glob.replace('src/**/*', ''));
const apiTests = postgres ? ['--filter', '@areia/api', 'test:postgres'] : ['test:api'];
const idlePriority = ([command, ...args]) =>
  existsSync('/usr/bin/chrt') ? { command: 'chrt', args: ['--idle', '0', command, ...args] } : { command: 'nice', args: ['-n', '19', command, ...args] };
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
    [[postgres ? 'API tests (PostgreSQL server)' : 'API tests (PGlite)', [...apiTests, ...besideBrowserTests.flatMap((glob) => ['--exclude', glob])]]],
    // The dev loop (rspack dev servers on ports of its own, no build, no API): Fast Refresh keeps state, an edit it
    // cannot apply reloads. Here, not ahead of the Playwright suite: that lane is the longest.
    [['dev loop (Fast Refresh)', ['test:dev']]],
  ],
  [
    [['end-to-end (Playwright)', ['test:e2e']]],
    [
      [
        `API tests (${postgres ? 'PostgreSQL server: property-based, several connections, scale' : 'PGlite: property-based'})`,
        [...apiTests, '--maxWorkers=1', ...besideBrowserFilters],
        { lowPriority: true },
      ],
    ],
  ],
].map((lanes) =>
  lanes.map((lane) =>
    lane.map(([label, args, { lowPriority = false, ...options } = {}]) =>
      lowPriority ? { label, ...idlePriority(['pnpm', ...args]), ...options } : { label, command: 'pnpm', args, ...options },
    ),
  ),
);

const { code } = await runPhases(phases);
process.exit(code);
