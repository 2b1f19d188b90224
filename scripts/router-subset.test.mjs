// The shell shares react-router-dom and @tanstack/react-query as subsets (shared/build/router-subset.mjs,
// react-query-subset.mjs). A remote's own build resolves the whole package (or, in production, nothing: it takes the
// shell's), so a name missing from a subset compiles and then reads `undefined` in the browser: check here.
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

function importedNames(text, pkg) {
  const names = [];
  for (const match of text.matchAll(new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${pkg}'`, 'g'))) {
    if (match[1]) continue;
    for (const part of match[2].split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe.each([
  ['react-router-dom', 'shared/build/router-subset.mjs'],
  ['@tanstack/react-query', 'shared/build/react-query-subset.mjs'],
])('the shared %s subset', (pkg, subsetFile) => {
  it('exports every name the apps import from the package', () => {
    const subset = readFileSync(join(root, subsetFile), 'utf8');
    const exported = new Set([...subset.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) => m[1].split(',').map((n) => n.trim()).filter(Boolean)));
    const dirs = readdirSync(root).filter((name) => name === 'shell' || name === 'shared' || name.startsWith('mfe-'));
    const imports = dirs.flatMap((dir) =>
      sources(join(root, dir, 'src')).flatMap((file) => importedNames(readFileSync(file, 'utf8'), pkg).map((name) => ({ name, file }))),
    );
    expect(imports.length).toBeGreaterThan(0);
    const missing = imports.filter(({ name }) => !exported.has(name)).map(({ name, file }) => `${name} (${file.slice(root.length)})`);
    expect(missing).toEqual([]);
  });
});
