#!/usr/bin/env node
// Post-build step of every app: writes `file.br` (brotli, quality 11) and `file.gz` (gzip -9) beside each text asset of
// 1 KB or more, so the static server sends compressed bytes without compressing on each request.
// Usage (from an app's `build` script): node ../scripts/precompress.mjs [folder]  — default $AREIA_OUT_DIR or ./dist.
// runtime-config.json is left alone: it is meant to be edited at deploy time, and a stale .gz beside it would win.
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.json', '.map', '.svg', '.webmanifest', '.txt', '.xml']);
export const MIN_BYTES = 1024;

/** @returns {{ files: number, bytes: number, br: number, gz: number }} */
export function precompress(dir) {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(file);
        continue;
      }
      if (!entry.isFile() || !TEXT.has(path.extname(entry.name)) || entry.name === 'runtime-config.json') continue;
      const stats = statSync(file);
      if (stats.size < MIN_BYTES) continue;
      const body = readFileSync(file);
      const br = brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
      const gz = gzipSync(body, { level: 9 });
      totals.files += 1;
      totals.bytes += body.length;
      for (const [ext, data] of [['.br', br], ['.gz', gz]]) {
        if (data.length >= body.length) continue;
        writeFileSync(file + ext, data);
        // Same modification time as the original, so Last-Modified agrees whichever variant is sent.
        utimesSync(file + ext, stats.atime, stats.mtime);
        totals[ext.slice(1)] += data.length;
      }
    }
  };
  walk(dir);
  return totals;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dir = path.resolve(process.argv[2] ?? process.env.AREIA_OUT_DIR ?? 'dist');
  const t = precompress(dir);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`precompress: ${t.files} arquivos em ${dir}, ${kb(t.bytes)} → ${kb(t.br)} br / ${kb(t.gz)} gz`);
}
