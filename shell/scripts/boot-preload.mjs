#!/usr/bin/env node
// The shell's entry (main.js: the federation runtime) only then asks for its boot chunks, `vendor` and `app` (JS and
// the theme's CSS; create-app-config.mjs names them): one round trip and main.js's download in series before React can
// start. Preload hints in index.html fetch them beside main.js instead. Chunks the build does not name (the one-bundle
// build's defaults) get no hint. Usage: node scripts/boot-preload.mjs [dist|dist-single]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const shellDir = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(shellDir, process.env.AREIA_OUT_DIR ?? process.argv[2] ?? 'dist');
const indexFile = path.join(outDir, 'index.html');

const boot = readdirSync(outDir).filter((file) => /^(vendor|app)\.[0-9a-f]{8}\.(js|css)$/.test(file));
// Scripts first (they gate the first render), the small stylesheet after.
boot.sort((a, b) => Number(a.endsWith('.css')) - Number(b.endsWith('.css')) || (a.startsWith('vendor') ? -1 : 1));
const hints = boot.map((file) => `<link rel="preload" href="/${file}" as="${file.endsWith('.css') ? 'style' : 'script'}">`).join('');
const page = readFileSync(indexFile, 'utf8');
if (hints && !page.includes('rel="preload"')) {
  const at = page.indexOf('<script defer src="/main.');
  if (at < 0) throw new Error(`${indexFile}: script de main.js não encontrado`);
  writeFileSync(indexFile, page.slice(0, at) + hints + page.slice(at));
}
console.log(`[preload] ${path.relative(path.dirname(shellDir), indexFile)}: ${boot.length ? boot.join(', ') : 'nenhum chunk nomeado'}`);
