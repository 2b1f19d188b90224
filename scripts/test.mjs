#!/usr/bin/env node
// `pnpm test`: every check in the order a failure is cheapest to find — lint, types, unit tests, API tests on a real
// database, the dev loop (dev servers, Fast Refresh), production builds, then the Playwright suite against those builds
// and the real API.
// It ends with one plain line counting the tests that ran: `tests: N passed, M failed`.
import { spawn } from 'node:child_process';

const steps = [
  ['lint', ['lint']],
  ['typecheck', ['typecheck']],
  ['unit tests', ['test:unit']],
  ['API tests (PGlite)', ['test:api']],
  ...(process.env.AREIA_API_TEST_POSTGRES === '1' ? [['API tests (PostgreSQL server)', ['--filter', '@areia/api', 'test:postgres']]] : []),
  // The dev loop (rspack dev servers, no build): Fast Refresh keeps state, an edit it cannot apply reloads (~30 s).
  ['dev loop (Fast Refresh)', ['test:dev']],
  ['builds', ['build'], { noWarnings: true }],
  ['end-to-end (Playwright)', ['test:e2e']],
];

/** Lines of a build's output that are warnings (rspack's `<w>`, Node deprecations, plugins' "warning"); npm's own
 * notices about the machine's npm config are not the build's. */
function warningLines(output) {
  return stripAnsi(output)
    .split('\n')
    .filter((line) => /<w>|DeprecationWarning|\bwarn(ing)?\b/i.test(line) && !/^npm warn/i.test(line.trim()));
}

// eslint-disable-next-line no-control-regex
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** Passed/failed counts from vitest ("Tests  12 passed | 1 failed") and Playwright ("  12 passed (3s)", "  1 failed"). */
function countTests(output) {
  const text = stripAnsi(output);
  let passed = 0;
  let failed = 0;
  for (const line of text.split('\n')) {
    const vitest = line.match(/^\s*Tests\s+(.*)$/);
    if (vitest) {
      passed += Number(vitest[1].match(/(\d+) passed/)?.[1] ?? 0);
      failed += Number(vitest[1].match(/(\d+) failed/)?.[1] ?? 0);
      continue;
    }
    const pw = line.match(/^\s+(\d+) (passed|failed|flaky)(?: \(|$)/);
    if (pw) {
      if (pw[2] === 'passed') passed += Number(pw[1]);
      else failed += Number(pw[1]);
    }
  }
  return { passed, failed };
}

function run(args) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const started = Date.now();
const total = { passed: 0, failed: 0 };
for (const [label, args, options = {}] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${label}`);
  const { code, output } = await run(args);
  const counted = countTests(output);
  total.passed += counted.passed;
  total.failed += counted.failed;
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`\n✖ ${label} falhou (${seconds}s)`);
    console.log(`tests: ${total.passed} passed, ${Math.max(total.failed, 1)} failed`);
    process.exit(code);
  }
  const warnings = options.noWarnings ? warningLines(output) : [];
  if (warnings.length) {
    console.error(`\n✖ ${label}: a build must print no warnings:\n${warnings.join('\n')}`);
    console.log(`tests: ${total.passed} passed, ${Math.max(total.failed, 1)} failed`);
    process.exit(1);
  }
  console.log(`✔ ${label} (${seconds}s)`);
}
console.log(`\nTudo certo em ${((Date.now() - started) / 1000).toFixed(0)}s.`);
console.log(`tests: ${total.passed} passed, ${total.failed} failed`);
