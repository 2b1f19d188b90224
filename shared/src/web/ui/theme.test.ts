import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : cssFiles(full);
    return name.endsWith('.css') ? [full] : [];
  });
}

/** The rules of a stylesheet outside any `@media (hover: hover)` block. */
function outsideHoverMedia(css: string): string {
  let out = '';
  let i = 0;
  const marker = /@media\s*\(\s*hover\s*:\s*hover\s*\)\s*\{/g;
  for (let m = marker.exec(css); m; m = marker.exec(css)) {
    out += css.slice(i, m.index);
    let depth = 1;
    let j = m.index + m[0].length;
    while (depth > 0 && j < css.length) {
      if (css[j] === '{') depth += 1;
      if (css[j] === '}') depth -= 1;
      j += 1;
    }
    i = j;
    marker.lastIndex = j;
  }
  return out + css.slice(i);
}

describe('stylesheets', () => {
  const apps = ['shared/src', 'shell/src', ...readdirSync(root).filter((d) => d.startsWith('mfe-')).map((d) => `${d}/src`)];
  const files = apps.flatMap((dir) => cssFiles(path.join(root, dir)));

  it('are found (the check below looks at something)', () => {
    expect(files.some((f) => f.endsWith('theme.css'))).toBe(true);
  });

  it('put every :hover style under @media (hover: hover), so a tapped card does not stay highlighted', () => {
    const offenders = files.filter((file) => /:hover/.test(outsideHoverMedia(readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''))));
    expect(offenders.map((f) => path.relative(root, f))).toEqual([]);
  });

  it('keep the system font stack (no web-font download)', () => {
    const theme = readFileSync(path.join(root, 'shared/src/web/ui/theme.css'), 'utf8');
    expect(theme).toMatch(/--areia-font: system-ui,/);
    expect(files.filter((f) => /@font-face/.test(readFileSync(f, 'utf8')))).toEqual([]);
  });

  it('state every colour once, as a token of theme.css; components use only the tokens', () => {
    const colour = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/i;
    const uncomment = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');
    const offenders = files.filter((f) => !f.endsWith('theme.css') && colour.test(uncomment(readFileSync(f, 'utf8'))));
    expect(offenders.map((f) => path.relative(root, f))).toEqual([]);
    const theme = uncomment(readFileSync(path.join(root, 'shared/src/web/ui/theme.css'), 'utf8'));
    const outsideTokens = theme.replace(/:root(?:\[data-theme='sol'\])? \{[^}]*\}/g, '');
    expect(outsideTokens.split('\n').filter((line) => colour.test(line))).toEqual([]);
  });

  it('give Modo sol a value for every colour token of the dark theme', () => {
    const theme = readFileSync(path.join(root, 'shared/src/web/ui/theme.css'), 'utf8');
    const block = (selector: string) => theme.slice(theme.indexOf(`${selector} {`)).split('}')[0]!;
    const colourTokens = (css: string) =>
      [...css.matchAll(/(--areia-[\w-]+):\s*([^;]+);/g)].filter((m) => /#|rgb|hsl/.test(m[2]!)).map((m) => m[1]).sort();
    expect(colourTokens(block(":root[data-theme='sol']"))).toEqual(colourTokens(block(':root')));
  });
});

