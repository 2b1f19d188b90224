#!/usr/bin/env node
// Builds /sw.js after the shell's rspack build (workbox-webpack-plugin does not run under rspack, STACK-NOTES):
// esbuild bundles shell/sw/service-worker.ts with the Workbox runtime, then workbox-build's injectManifest writes the
// list of the shell's files to precache into it. Usage: node scripts/build-sw.mjs [dist|dist-single]
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';

const shellDir = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(shellDir, process.env.AREIA_OUT_DIR ?? process.argv[2] ?? 'dist');
const bundled = path.join(outDir, 'sw.src.js');

await build({
  entryPoints: [path.join(shellDir, 'sw', 'service-worker.ts')],
  outfile: bundled,
  bundle: true,
  format: 'iife',
  target: 'es2020',
  minify: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest: path.join(outDir, 'sw.js'),
  globDirectory: outDir,
  // The shell's hashed scripts, styles and assets, and its icon and manifest. Not the entry files (network-first
  // at run time), nor the precompressed copies (the server picks those), nor the worker itself.
  globPatterns: ['**/*.{js,css,svg,png,webmanifest}'],
  globIgnores: ['sw.js', 'sw.src.js', 'mf-manifest.json', 'runtime-config.json', 'index.html', '**/*.br', '**/*.gz'],
  // Hashed names need no revision; the rest (icon, manifest) are revised by content.
  dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\./,
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
});
rmSync(bundled);
for (const warning of warnings) console.warn(`[sw] ${warning}`);
console.log(`[sw] sw.js: ${count} arquivos do shell pré-carregados (${(size / 1024).toFixed(1)} KB)`);
