#!/usr/bin/env node
// Production build of the API: one ES module, api/dist/server.js, run by plain `node` (no TypeScript at run time).
// esbuild bundles the API's sources and the React-free `@areia/shared` modules they import (TypeScript, resolved through
// shared's package exports); every npm dependency stays external and is loaded from api/node_modules as usual.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.join(apiRoot, 'dist', 'server.js');
const entry = path.join(apiRoot, 'src', 'server.ts');

const keepExternal = {
  name: 'npm-dependencies-external',
  setup(b) {
    // Bare imports other than the workspace's own shared package are npm packages: not bundled.
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@areia/shared') ? undefined : { path: args.path, external: true }));
  },
};

// Sources find files next to them through `new URL('..', import.meta.url)` (the data folder, the migrations). In one
// bundle every module shares the bundle's URL, so each source file gets its own original URL back, expressed relative
// to dist/ so the build can be moved together with the api folder. The entry keeps the bundle's URL: it checks it to
// know it is the main module.
const ownImportMetaUrl = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /[\\/]api[\\/]src[\\/].*\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (args.path === entry || !source.includes('import.meta.url')) return undefined;
      const relative = path.relative(path.dirname(outfile), args.path).split(path.sep).join('/');
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`),
        loader: 'ts',
      };
    });
  },
};

const started = Date.now();
const result = await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [keepExternal, ownImportMetaUrl],
});
const bytes = result.metafile.outputs[path.relative(process.cwd(), outfile)]?.bytes ?? 0;
console.log(`API: ${path.relative(apiRoot, outfile)} (${(bytes / 1024).toFixed(0)} KB) em ${Date.now() - started} ms — rode com: node ${pathToFileURL(outfile).pathname}`);
