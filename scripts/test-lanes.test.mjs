import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countTests, runLanes, runPhases } from './test-lanes.mjs';

/** A step that runs a little Node program. */
const node = (label, code) => ({ label, command: process.execPath, args: ['-e', code] });
/** Prints `lines` one at a time, `gapMs` apart, then exits with `exitCode`. */
const printer = (label, lines, gapMs, exitCode = 0) =>
  node(label, `const l=${JSON.stringify(lines)};let i=0;const t=setInterval(()=>{console.log(l[i++]);if(i===l.length){clearInterval(t);process.exitCode=${exitCode}}},${gapMs});`);

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function run(lanes) {
  let printed = '';
  const result = await runLanes(lanes, { log: (text) => (printed += text) });
  return { ...result, printed };
}

describe('pnpm test’s lanes', () => {
  it('runs the lanes side by side: a step that waits for the other lane’s step to start ends', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'areia-lanes-'));
    const flag = JSON.stringify(path.join(dir, 'b-started'));
    try {
      // `a` exits 0 only once `b` has started; run one after the other, `a` would give up after 20 s and fail.
      const a = node('a', `const fs=require('fs');const t0=Date.now();const t=setInterval(()=>{if(fs.existsSync(${flag})){clearInterval(t)}else if(Date.now()-t0>20000){process.exit(1)}},20)`);
      const b = node('b', `require('fs').writeFileSync(${flag},'')`);
      const { code } = await run([[a], [b]]);
      expect(code).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('runs phases one after the other: a step of the second phase starts after both lanes of the first ended', async () => {
    let printed = '';
    const slow = printer('slow', ['s1'], 300);
    const fast = printer('fast', ['f1'], 10);
    const later = printer('later', ['l1'], 10);
    const { code } = await runPhases([[[slow], [fast]], [[later]]], { log: (text) => (printed += text) });
    expect(code).toBe(0);
    expect(printed.indexOf('✔ slow')).toBeGreaterThan(-1);
    expect(printed.indexOf('✔ slow')).toBeLessThan(printed.indexOf('▶ later'));
    expect(printed.indexOf('✔ fast')).toBeLessThan(printed.indexOf('▶ later'));
  });

  it('a failure in a phase starts no later phase', async () => {
    let printed = '';
    const { code } = await runPhases([[[printer('bad', ['x'], 10, 3)]], [[printer('later', ['l1'], 10)]]], { log: (text) => (printed += text) });
    expect(code).toBe(3);
    expect(printed).not.toContain('▶ later');
  });

  it('prints each step’s output whole when it ends, never mixed with the other lane’s lines', async () => {
    const { printed } = await run([[printer('a', ['a1', 'a2', 'a3', 'a4'], 40)], [printer('b', ['b1', 'b2', 'b3', 'b4'], 50)]]);
    const lines = printed.split('\n').filter((line) => /^[ab]\d$/.test(line));
    expect(lines).toHaveLength(8);
    const firstOf = lines[0][0];
    const other = firstOf === 'a' ? 'b' : 'a';
    expect(lines.join(' ')).toBe([1, 2, 3, 4].map((n) => firstOf + n).concat([1, 2, 3, 4].map((n) => other + n)).join(' '));
  });

  it('runs a lane’s steps in order and counts vitest’s and Playwright’s tests from every step', async () => {
    const { code, passed, failed, printed } = await run([
      [printer('unit', ['      Tests  12 passed (12)'], 10), printer('e2e', ['  7 passed (3.1s)'], 10)],
      [printer('api', ['      Tests  5 passed (5)'], 10)],
    ]);
    expect({ code, passed, failed }).toEqual({ code: 0, passed: 24, failed: 0 });
    expect(printed.indexOf('✔ unit')).toBeLessThan(printed.indexOf('▶ e2e'));
    expect(printed.trimEnd().split('\n').at(-1)).toBe('tests: 24 passed, 0 failed');
  });

  it('stops every other step at the first failure (its whole process group) and ends with a failed count', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'areia-lanes-'));
    const pidFile = path.join(dir, 'child.pid');
    try {
      // `slow` would run for 10 minutes, and so would a child of its own; `fails` fails once that child is up.
      const slow = node('slow', `const c=require('child_process').spawn(process.execPath,['-e','setTimeout(()=>{},600000)'],{stdio:'ignore'});require('fs').writeFileSync(${JSON.stringify(pidFile)},String(c.pid));setTimeout(()=>{},600000)`);
      const fails = node('fails', `const fs=require('fs');const t=setInterval(()=>{if(fs.existsSync(${JSON.stringify(pidFile)})){clearInterval(t);console.log('      Tests  3 passed | 1 failed (4)');process.exitCode=2}},20)`);
      const { code, printed } = await run([[fails], [slow, node('never', 'console.log("não devia rodar")')]]);
      expect(code).toBe(2);
      expect(printed).toContain('✖ fails falhou');
      expect(printed).not.toContain('▶ never');
      expect(printed.trimEnd().split('\n').at(-1)).toBe('tests: 3 passed, 1 failed');
      const childPid = Number(readFileSync(pidFile, 'utf8'));
      await expect.poll(() => isRunning(childPid), { timeout: 5000 }).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('fails a step marked noWarnings that printed a warning, with the line', async () => {
    const step = { ...printer('builds', ['ok', '<w> something odd'], 10), noWarnings: true };
    const { code, printed } = await run([[step]]);
    expect(code).toBe(1);
    expect(printed).toContain('✖ builds: a build must print no warnings:\n<w> something odd');
  });

  it('counts "Tests  2 failed | 10 passed" and Playwright’s "1 flaky" as failures', () => {
    expect(countTests('      Tests  2 failed | 10 passed (12)\n  1 flaky\n  4 passed (2.0s)\n')).toEqual({ passed: 14, failed: 3 });
  });
});
