// The shell shares react-router-dom as a subset (shared/build/router-subset.mjs). A remote's own build resolves the
// whole package, so a name missing from the subset compiles and then reads `undefined` in the browser: check here.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;

function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('dist')) return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function importedNames(text) {
  const names = [];
  for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
    if (match[1]) continue;
    for (const part of match[2].split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe('the shared react-router-dom subset', () => {
  it('exports every name the apps import from react-router-dom', () => {
    const subset = readFileSync(join(root, 'shared/build/router-subset.mjs'), 'utf8');
    const exported = new Set([...subset.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) => m[1].split(',').map((n) => n.trim()).filter(Boolean)));
    const dirs = readdirSync(root).filter((name) => name === 'shell' || name === 'shared' || name.startsWith('mfe-'));
    const missing = dirs
      .flatMap((dir) => sources(join(root, dir, 'src')).flatMap((file) => importedNames(readFileSync(file, 'utf8')).map((name) => ({ name, file }))))
      .filter(({ name }) => !exported.has(name))
      .map(({ name, file }) => `${name} (${file.slice(root.length)})`);
    expect(missing).toEqual([]);
  });
});
