// The runner behind `pnpm test` (scripts/test.mjs): lanes of steps run side by side, the steps of a lane one after
// the other. A step's output is kept and printed whole when it ends (a step's lines never mix with another's), and
// counted; the first step to fail stops every other step and the run ends with the counts so far.
import { spawn } from 'node:child_process';

/** Lines of a build's output that are warnings (rspack's `<w>`, Node deprecations, plugins' "warning"); npm's own
 * notices about the machine's npm config are not the build's. */
export function warningLines(output) {
  return stripAnsi(output)
    .split('\n')
    .filter((line) => /<w>|DeprecationWarning|\bwarn(ing)?\b/i.test(line) && !/^npm warn/i.test(line.trim()));
}

// eslint-disable-next-line no-control-regex
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** Passed/failed counts from vitest ("Tests  12 passed | 1 failed") and Playwright ("  12 passed (3s)", "  1 failed"). */
export function countTests(output) {
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

/**
 * Runs one step in a process group of its own (so stopping it stops what it started: servers, browsers, workers).
 * Resolves with its exit code and everything it printed, stdout and stderr in the order they came.
 */
function runStep(step, running) {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, ...step.env } });
    running.add(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), output });
    });
  });
}

/**
 * Runs `lanes` (arrays of steps `{ label, command, args, env?, noWarnings? }`) side by side. Prints each step's output
 * when it ends, then its verdict and time; at the end (or at the first failure) the line `tests: N passed, M failed`.
 * Returns the exit code for the whole run and the totals.
 */
export function runLanes(lanes, options) {
  return runPhases([lanes], options);
}

/**
 * Runs `phases` one after the other, each an array of lanes run side by side as `runLanes` does: a phase starts when
 * every step of the one before it has ended.
 */
export async function runPhases(phases, { log = (text) => process.stdout.write(text) } = {}) {
  const started = Date.now();
  const total = { passed: 0, failed: 0 };
  const running = new Set();
  let failure = null;

  const stopAll = () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };

  async function runLane(steps) {
    for (const step of steps) {
      if (failure) return;
      const t0 = Date.now();
      log(`\n▶ ${step.label}\n`);
      const { code, output } = await runStep(step, running);
      // A step stopped because another one failed is not reported: its output is cut short.
      if (failure) return;
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      const counted = countTests(output);
      total.passed += counted.passed;
      total.failed += counted.failed;
      log(`\n── ${step.label} ──\n${output}${output.endsWith('\n') || !output ? '' : '\n'}`);
      if (code !== 0) {
        failure = { code };
        log(`\n✖ ${step.label} falhou (${seconds}s)\n`);
        stopAll();
        return;
      }
      const warnings = step.noWarnings ? warningLines(output) : [];
      if (warnings.length) {
        failure = { code: 1 };
        log(`\n✖ ${step.label}: a build must print no warnings:\n${warnings.join('\n')}\n`);
        stopAll();
        return;
      }
      log(`✔ ${step.label} (${seconds}s)\n`);
    }
  }

  // Stopped from outside (Ctrl-C, a CI timeout): the steps' process groups go too, never left running.
  const onSignal = (signal) => {
    stopAll();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    for (const lanes of phases) {
      if (failure) break;
      await Promise.all(lanes.map(runLane));
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  if (failure) {
    log(`tests: ${total.passed} passed, ${Math.max(total.failed, 1)} failed\n`);
    return { code: failure.code, ...total };
  }
  log(`\nTudo certo em ${((Date.now() - started) / 1000).toFixed(0)}s.\n`);
  log(`tests: ${total.passed} passed, ${total.failed} failed\n`);
  return { code: 0, ...total };
}
