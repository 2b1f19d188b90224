#!/usr/bin/env node
// The landing (`/`) painted from the HTML, before any script: after the shell's rspack build, esbuild renders
// mfe-auth's LandingPage to static markup (react-dom/server), and this writes it into index.html with the CSS it needs
// inline (its CSS module and the theme rules its markup uses). An inline script shows it only on `/` for a visitor
// without a session (a signed-in one is sent to /home). It is absolutely positioned over #root, so the skeleton under
// it is never seen, and the shell removes it in the same commit that mounts the real page
// (shell/src/remotes/boot-snapshot.ts): the swap moves nothing. It is aria-hidden and its links are out of the tab
// order (they still navigate when tapped), so assistive technology and tests meet one landing, the real one.
// A landing redeployed with another layout is still swapped in one frame; rebuilding the shell refreshes the copy.
// Usage: node scripts/landing-snapshot.mjs [dist|dist-single]
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const shellDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(shellDir, '..');
const outDir = path.resolve(shellDir, process.env.AREIA_OUT_DIR ?? process.argv[2] ?? 'dist');
const landing = path.join(repoRoot, 'mfe-auth', 'src', 'pages', 'landing-page.tsx');
const theme = path.join(repoRoot, 'shared', 'src', 'ui', 'theme.css');
const release = process.env.AREIA_RELEASE ?? JSON.parse(readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8')).version;
const TOKEN_KEY = 'auth_token'; // shared/src/api/token-storage.ts

/** Top-level blocks of a stylesheet: `[prelude, body]`, the body of an at-rule holding its own blocks. */
export function cssBlocks(css) {
  const blocks = [];
  let depth = 0;
  let start = 0;
  let prelude = '';
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') {
      if (depth === 0) {
        prelude = text.slice(start, i).trim();
        start = i + 1;
      }
      depth++;
    } else if (text[i] === '}') {
      depth--;
      if (depth === 0) {
        blocks.push([prelude, text.slice(start, i).trim()]);
        start = i + 1;
      }
    }
  }
  return blocks;
}

/** The rules of `css` that can apply to markup using `classes`: element and root rules, and those naming a used class. */
export function usedCss(css, classes) {
  const out = [];
  for (const [prelude, body] of cssBlocks(css)) {
    if (prelude.startsWith('@keyframes')) continue;
    if (prelude.startsWith('@')) {
      const inner = usedCss(body, classes);
      if (inner) out.push(`${prelude}{${inner}}`);
      continue;
    }
    const selectors = prelude.split(',').filter((selector) => {
      const named = [...selector.matchAll(/\.([\w-]+)/g)].map((m) => m[1]);
      return named.every((name) => classes.has(name));
    });
    if (selectors.length > 0) out.push(`${selectors.map((s) => s.trim()).join(',')}{${body.replace(/\s*\n\s*/g, '')}}`);
  }
  return out.join('');
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'areia-landing-'));
try {
  const result = await build({
    stdin: {
      contents: `
        import { createElement } from 'react';
        import { renderToStaticMarkup } from 'react-dom/server';
        import { MemoryRouter } from 'react-router-dom';
        import LandingPage from ${JSON.stringify(landing)};
        export const html = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(LandingPage)));
      `,
      resolveDir: shellDir,
      loader: 'tsx',
      sourcefile: 'landing-snapshot-entry.tsx',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    outdir: tmp,
    entryNames: 'snapshot',
    // CommonJS react inside an ES module bundle.
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    define: { 'process.env.NODE_ENV': '"production"', __AREIA_RELEASE__: JSON.stringify(release) },
    loader: { '.module.css': 'local-css' },
    logLevel: 'warning',
  });
  if (result.errors.length > 0) process.exit(1);
  const { html } = await import(pathToFileURL(path.join(tmp, 'snapshot.js')).href);
  const moduleCss = readFileSync(path.join(tmp, 'snapshot.css'), 'utf8');

  // Tests and assistive technology meet the real landing only; the copy's links stay tappable, off the tab order.
  const markup = html.replace(/\sdata-testid="[^"]*"/g, '').replace(/<a /g, '<a tabindex="-1" ');
  const classes = new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)));
  const css =
    usedCss(readFileSync(theme, 'utf8'), classes) +
    usedCss(moduleCss, classes) +
    '#areia-snapshot{position:absolute;top:0;left:0;right:0;z-index:10;background:var(--areia-bg)}';

  const indexFile = path.join(outDir, 'index.html');
  let page = readFileSync(indexFile, 'utf8');
  if (page.includes('id="areia-snapshot"')) throw new Error(`${indexFile} já tem o retrato da landing`);
  // Elsewhere (or with a session, or no storage) the copy is dropped at once: it never stands in for another page.
  const show = `(function(s){try{if(location.pathname==='/'&&!localStorage.getItem('${TOKEN_KEY}')){s.hidden=false;return}}catch(e){}s.remove()})(document.getElementById('areia-snapshot'))`;
  page = page
    .replace('</head>', `<style>${css}</style></head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="areia-snapshot" aria-hidden="true" hidden>${markup}</div><script>${show}</script><div id="root"></div>`,
    );
  if (!page.includes('id="areia-snapshot"')) throw new Error(`${indexFile}: <div id="root"></div> não encontrado`);
  writeFileSync(indexFile, page);
  console.log(`[landing] retrato de / em ${path.relative(repoRoot, indexFile)}: ${(markup.length / 1024).toFixed(1)} KB de HTML, ${(css.length / 1024).toFixed(1)} KB de CSS`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
