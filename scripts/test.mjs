#!/usr/bin/env node
// `pnpm test`: every check — lint, types, unit tests, API tests on a real database, the dev loop (dev servers, Fast
// Refresh), production builds, then the Playwright suite against those builds and the real API. Three phases, in the
// order a failure is cheapest to find; inside a phase, lanes run side by side (the runner, scripts/test-lanes.mjs).
// The lints share the 2 cores with TypeScript, the unit tests and the builds, one after the other. The API suite on
// PGlite takes both cores beside the dev loop. The Playwright suite mostly waits (on timers, the network, the
// browser): it leaves about a core idle, which one worker of the API suite takes at the lowest CPU priority (Linux's
// SCHED_IDLE through chrt, else nice 19; a throwaway PostgreSQL server with it), so the browser tests' timing-bound
// steps (offline outbox, live screens) keep the CPU they need: an idle-class task gives way the moment another wakes.
// That worker runs the long files: the property-based tests, and on a server the ones about several connections. A
// second one beside it slowed the browser suite by more than it gained, so the rest of the suite on a server follows
// the browser suite, on both cores. Each step's output is printed whole when it ends; the first failure stops
// everything. It ends with one plain line counting the tests that ran: `tests: N passed, M failed`.
import { existsSync } from 'node:fs';
import { runPhases } from './test-lanes.mjs';

const postgres = process.env.AREIA_API_TEST_POSTGRES === '1';
// The property-based API tests (the model-based tests of the machines, the fuzzing of every body) take half the API
// suite's CPU. Their subject is the domain, not the database, so with a PostgreSQL server at hand they run once, on it
// (production's database, real locks between connections); without one, on PGlite beside the browser suite.
const propertyTests = ['src/fuzz.test.ts', 'src/**/*.model.test.ts'];
// So do the tests on thousands of generated players: their subject is how PostgreSQL plans and pages a big table. The
// PGlite lane runs everything else.
const scaleTest = 'src/scale.test.ts';
const sizeTests = [
  scaleTest,
  'src/platform/db/search.test.ts',
  'src/domain/players/choices.test.ts',
  'src/routes/players/players-order.test.ts',
  'src/domain/championship/team-counts-plan.test.ts',
];
// On the server, the property-based tests, the files about several connections (*.postgres.test.ts) and the longest
// of the rest (70 000 players imported in one statement) run beside the browser suite.
const besideBrowserTests = [...propertyTests, 'src/**/*.postgres.test.ts', scaleTest];
// vitest's file filters are parts of a path: a glob's tail after `src/**/*` picks the same files.
const filtersOf = (globs) => globs.map((glob) => glob.replace('src/**/*', ''));
const besideBrowserFilters = filtersOf(besideBrowserTests);
const propertyFilters = filtersOf(propertyTests);
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
    [['API tests (PGlite)', ['test:api', ...[...propertyTests, ...(postgres ? sizeTests : [])].flatMap((glob) => ['--exclude', glob])]]],
    // The dev loop (rspack dev servers on ports of its own, no build, no API): Fast Refresh keeps state, an edit it
    // cannot apply reloads. Here, not ahead of the Playwright suite: that lane is the longest.
    [['dev loop (Fast Refresh)', ['test:dev']]],
  ],
  postgres
    ? [
        [
          ['end-to-end (Playwright)', ['test:e2e']],
          ['API tests (PostgreSQL server)', ['--filter', '@areia/api', 'test:postgres', ...besideBrowserTests.flatMap((glob) => ['--exclude', glob])]],
        ],
        [
          [
            'API tests (PostgreSQL server: property-based, several connections, scale)',
            ['--filter', '@areia/api', 'test:postgres', '--maxWorkers=1', ...besideBrowserFilters],
            { lowPriority: true },
          ],
        ],
      ]
    : [
        [['end-to-end (Playwright)', ['test:e2e']]],
        // Without a server the property-based tests run on PGlite, in the core the browser suite leaves idle.
        [['API tests (PGlite: property-based)', ['test:api', '--maxWorkers=1', ...propertyFilters], { lowPriority: true }]],
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
