import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { remotes } from '../src/core/manifest.mjs';
import { REMOTE_SHARED, SHARED_SUBPATHS, SHELL_SHARED, sharedSingletons, shellProvides } from './create-app-config.mjs';

const root = path.join(import.meta.dirname, '..', '..');
const shellDir = path.join(root, 'shell');
const provided = new Map(shellProvides(shellDir).map((entry) => [entry.shareKey, entry]));

function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The subpaths of a trailing-slash key that the apps' sources import (JSX compiles to `react/jsx-runtime`). */
function importedSubpaths(pkg) {
  const found = new Set(pkg === 'react' ? ['jsx-runtime'] : []);
  const dirs = ['shell/src', 'shared/src', ...remotes.map((r) => `${r.dir}/src`)];
  const pattern = new RegExp(`from '${pkg}/([^']+)'|import\\('${pkg}/([^']+)'\\)`, 'g');
  for (const file of dirs.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) found.add(match[1] ?? match[2]);
  }
  return [...found];
}

describe('what the production shell provides to remotes (shellProvides)', () => {
  it('covers every module a production remote takes from the shell, with the version it requires', () => {
    for (const remote of remotes) {
      const consumed = sharedSingletons(path.join(root, remote.dir), { isProd: true, isRemote: true });
      for (const [key, config] of Object.entries(consumed)) {
        if (config.import !== false) continue;
        const keys = key.endsWith('/') ? importedSubpaths(key.slice(0, -1)).map((sub) => `${key}${sub}`) : [key];
        for (const shareKey of keys) {
          const entry = provided.get(shareKey);
          expect(entry, `${remote.name} consome ${shareKey} do shell`).toBeDefined();
          expect(entry.version).toBe(config.version);
        }
      }
    }
  });

  it('lists every imported subpath of a trailing-slash key', () => {
    for (const key of Object.keys(sharedSingletons(shellDir)).filter((k) => k.endsWith('/') && k !== '@areia/shared/')) {
      expect(SHARED_SUBPATHS[key], key).toEqual(expect.arrayContaining(importedSubpaths(key.slice(0, -1))));
    }
  });

  it('provides the shell-shared @areia/shared modules and not the ones remotes share among themselves', () => {
    for (const spec of SHELL_SHARED) expect(provided.has(`@areia/shared/${spec}`), spec).toBe(true);
    for (const spec of REMOTE_SHARED) expect(provided.has(`@areia/shared/${spec}`), spec).toBe(false);
  });

  it('hands over the subsets the plugin shared (router, react-query), as singletons', () => {
    expect(provided.get('react-router-dom').request).toMatch(/router-subset\.mjs$/);
    expect(provided.get('@tanstack/react-query').request).toMatch(/react-query-subset\.mjs$/);
    expect(provided.get('react').commonjs).toBe(true);
    expect(provided.get('@areia/shared/web/api/client').commonjs).toBe(false);
  });
});
