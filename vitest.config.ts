import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

// Unit tests of rules and components across the front-end packages; the API has its own config (real database).
const include = ['scripts/**/*.test.mjs', 'shared/build/**/*.test.mjs', 'shared/contract/**/*.test.mjs', 'shared/src/**/*.test.{ts,tsx}', 'shell/src/**/*.test.{ts,tsx}', 'mfe-*/src/**/*.test.{ts,tsx}'];
const roots = ['scripts', 'shared', 'shell', ...readdirSync(import.meta.dirname).filter((name) => name.startsWith('mfe-'))];

/** Test files that replace a module (vi.mock): they need modules of their own, so they run isolated. */
function filesMockingModules(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('dist')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.test\.(tsx?|mjs)$/.test(entry.name) && /\bvi\.(mock|doMock)\(/.test(readFileSync(full, 'utf8'))) found.push(path.relative(import.meta.dirname, full));
    }
  };
  for (const root of roots) walk(path.join(import.meta.dirname, root));
  return found;
}
const mocking = filesMockingModules();

export default defineConfig({
  test: {
    environment: 'node',
    restoreMocks: true,
    // A worker per core, not vitest's default of one fewer: on 2 cores, one worker took twice as long for more CPU
    // (most of a file's time is importing its modules and making its DOM, not waiting).
    maxWorkers: availableParallelism(),
    projects: [
      // A worker keeps the modules it imported (React, Testing Library, jsdom) from one file to the next: re-importing
      // them for each file was half the suite's time. Every test renders into its own container and cleans up.
      { extends: true, test: { name: 'shared modules', include, exclude: [...configDefaults.exclude, ...mocking], isolate: false } },
      { extends: true, test: { name: 'mocked modules', include: mocking } },
    ],
  },
});
