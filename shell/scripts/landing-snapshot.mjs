#!/usr/bin/env node
// The signed-out entry screens painted from the HTML, before any script: after the shell's rspack build, esbuild
// renders mfe-auth's LandingPage (`/`) and LoginPage (`/login`) to static markup (react-dom/server), and this writes
// them into index.html as <template>s with the CSS they need inline (their CSS modules and the theme rules their markup
// uses). An inline script copies the one for the address into the page, only for a visitor without a session (a
// signed-in one is sent to /home), and drops the others. The copy is absolutely positioned over #root, so the skeleton
// under it is never seen, and the shell removes it in the same commit that mounts the real page
// (shell/src/remotes/boot-snapshot.ts): the swap moves nothing. It is aria-hidden, its links and controls are out of
// the tab order (links still navigate when tapped; fields are read-only until the real form replaces them) and it
// carries no ids nor test ids, so assistive technology, labels and tests meet one page, the real one.
// A page redeployed with another layout is still swapped in one frame; rebuilding the shell refreshes the copy.
// Usage: node scripts/landing-snapshot.mjs [dist|dist-single]
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { TOKEN_STORAGE_KEY } from '@areia/shared/core/storage-keys';

const shellDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(shellDir, '..');
const outDir = path.resolve(shellDir, process.env.AREIA_OUT_DIR ?? process.argv[2] ?? 'dist');
/** The screens painted from the HTML: the ones a first visit starts on. */
const PAGES = [
  { path: '/', file: path.join(repoRoot, 'mfe-auth', 'src', 'pages', 'landing-page.tsx') },
  { path: '/login', file: path.join(repoRoot, 'mfe-auth', 'src', 'pages', 'login-page.tsx') },
];
const theme = path.join(repoRoot, 'shared', 'src', 'web', 'ui', 'theme.css');
const release = process.env.AREIA_RELEASE ?? JSON.parse(readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8')).version;

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

/**
 * A rendered page as a copy: no test ids and no ids (nor the attributes pointing at ids: labels, descriptions), so
 * tests and labels find the real page only; links, buttons and fields out of the tab order, fields read-only.
 */
export function snapshotMarkup(html) {
  return html
    .replace(/\s(?:data-testid|id|for|aria-describedby|aria-labelledby|aria-controls)="[^"]*"/g, '')
    .replace(/<(a|button) /g, '<$1 tabindex="-1" ')
    .replace(/<(input|textarea) /g, '<$1 readonly tabindex="-1" ');
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'areia-landing-'));
try {
  const result = await build({
    stdin: {
      contents: `
        import { createElement } from 'react';
        import { renderToStaticMarkup } from 'react-dom/server';
        import { MemoryRouter } from 'react-router-dom';
        import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
        ${PAGES.map((page, i) => `import Page${i} from ${JSON.stringify(page.file)};`).join('\n')}
        const render = (path, Page) => renderToStaticMarkup(
          createElement(QueryClientProvider, { client: new QueryClient() },
            createElement(MemoryRouter, { initialEntries: [path] }, createElement(Page))));
        export const htmls = [${PAGES.map((page, i) => `render(${JSON.stringify(page.path)}, Page${i})`).join(', ')}];
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
  const { htmls } = await import(pathToFileURL(path.join(tmp, 'snapshot.js')).href);
  const moduleCss = readFileSync(path.join(tmp, 'snapshot.css'), 'utf8');

  const markups = htmls.map((html) => snapshotMarkup(html));
  const classes = new Set(markups.flatMap((markup) => [...markup.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/))));
  const css =
    usedCss(readFileSync(theme, 'utf8'), classes) +
    usedCss(moduleCss, classes) +
    '#areia-snapshot{position:absolute;top:0;left:0;right:0;z-index:10;background:var(--areia-bg)}';

  const indexFile = path.join(outDir, 'index.html');
  let page = readFileSync(indexFile, 'utf8');
  if (page.includes('data-areia-snapshot')) throw new Error(`${indexFile} já tem os retratos`);
  // Only the address's own copy, only without a session (or with no storage: nothing is shown); the rest is dropped.
  const show =
    `(function(){var t=null;try{if(!localStorage.getItem('${TOKEN_STORAGE_KEY}'))t=document.querySelector('template[data-areia-snapshot="'+location.pathname+'"]')}catch(e){}` +
    `if(t){var d=document.createElement('div');d.id='areia-snapshot';d.setAttribute('aria-hidden','true');d.appendChild(t.content);t.parentNode.insertBefore(d,t)}` +
    `document.querySelectorAll('template[data-areia-snapshot]').forEach(function(x){x.remove()})})()`;
  const templates = PAGES.map((p, i) => `<template data-areia-snapshot="${p.path}">${markups[i]}</template>`).join('');
  page = page
    .replace('</head>', `<style>${css}</style></head>`)
    .replace('<div id="root"></div>', `${templates}<script>${show}</script><div id="root"></div>`);
  if (!page.includes('data-areia-snapshot')) throw new Error(`${indexFile}: <div id="root"></div> não encontrado`);
  writeFileSync(indexFile, page);
  console.log(
    `[landing] retratos de ${PAGES.map((p) => p.path).join(', ')} em ${path.relative(repoRoot, indexFile)}: ${markups.map((m) => (m.length / 1024).toFixed(1)).join(' + ')} KB de HTML, ${(css.length / 1024).toFixed(1)} KB de CSS`,
  );
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
