#!/usr/bin/env node
// `pnpm test`: every check — lint, types, unit tests, API tests on a real database, the dev loop (dev servers, Fast
// Refresh), production builds, then the Playwright suite against those builds and the real API. Three phases, in the
// order a failure is cheapest to find; inside a phase, lanes run side by side (the runner, scripts/test-lanes.mjs). The
// lints share the 2 cores with TypeScript, the unit tests and the builds, one after the other. The whole API suite
// takes both cores beside the dev loop: on a throwaway PostgreSQL 15 server (api/scripts/test-postgres.sh) when this
// machine has PostgreSQL's binaries, as CI has — production's database, with the files that need several processes on
// one database, in about two thirds of PGlite's time here — else on PGlite (AREIA_API_TEST_POSTGRES=0 keeps it on
// PGlite, =1 requires the server). The Playwright suite runs alone: it leaves about a core idle, but work beside it,
// even in Linux's idle scheduling class, takes the CPU its timing-bound steps (offline outbox, live screens) wait for.
// On two vCPUs that cost it a tenth when the host was quiet and up to half when it was busy, so the whole run's worst
// case is shorter with the browser suite alone. Each step's output is printed whole when it ends; the first failure
// stops everything. It ends with one plain line counting the tests that ran: `tests: N passed, M failed`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { runPhases } from './test-lanes.mjs';

const setting = process.env.AREIA_API_TEST_POSTGRES;
const postgres = setting === '1' || (setting !== '0' && existsSync(path.join(process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin', 'initdb')));
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
