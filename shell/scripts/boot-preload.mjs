#!/usr/bin/env node
// The shell's entry (main.js: the federation runtime) only then asks for its boot chunks, `vendor` and `app` (JS and
// the theme's CSS; create-app-config.mjs names them): one round trip and main.js's download in series before React can
// start. Preload hints in index.html fetch them beside main.js instead. Chunks the build does not name (the one-bundle
// build's defaults) get no hint. Before them goes the inline boot script (src/boot/inline-boot.ts): the config, the
// route's remote and, with a session, the session check and the screen's first data call start before any bundle (in
// the one-bundle build, which has no remotes, only the API calls). Usage: node scripts/boot-preload.mjs [dist|dist-single]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const shellDir = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(shellDir, process.env.AREIA_OUT_DIR ?? process.argv[2] ?? 'dist');
const indexFile = path.join(outDir, 'index.html');

const boot = readdirSync(outDir).filter((file) => /^(vendor|app)\.[0-9a-f]{8}\.(js|css)$/.test(file));
// Scripts first (they gate the first render), the small stylesheet after.
boot.sort((a, b) => Number(a.endsWith('.css')) - Number(b.endsWith('.css')) || (a.startsWith('vendor') ? -1 : 1));
const hints = boot.map((file) => `<link rel="preload" href="/${file}" as="${file.endsWith('.css') ? 'style' : 'script'}">`).join('');
const federated = !path.basename(outDir).startsWith('dist-single');
// The route table, compacted (no titles) by the same code the boot script matches with.
const helper = await build({
  stdin: {
    contents: "export { bootRoutes } from './src/boot/boot-plan.ts'; export { screens } from '@areia/shared/core/manifest';",
    resolveDir: shellDir,
    loader: 'ts',
  },
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'node',
  logLevel: 'warning',
});
const { bootRoutes, screens } = await import(`data:text/javascript;base64,${Buffer.from(helper.outputFiles[0].text).toString('base64')}`);
const bundled = await build({
  entryPoints: [path.join(shellDir, 'src', 'boot', 'inline-boot.ts')],
  bundle: true,
  write: false,
  minify: true,
  format: 'iife',
  target: 'es2020',
  define: { __AREIA_BOOT_REMOTES__: String(federated), __AREIA_BOOT_ROUTES__: JSON.stringify(bootRoutes(screens)) },
  logLevel: 'warning',
});
const script = bundled.outputFiles[0].text.trim();
if (/<\/script/i.test(script)) throw new Error('o script de boot contém </script>');
const page = readFileSync(indexFile, 'utf8');
if (!page.includes('id="areia-boot"')) {
  const at = page.indexOf('<script defer src="/main.');
  if (at < 0) throw new Error(`${indexFile}: script de main.js não encontrado`);
  writeFileSync(indexFile, page.slice(0, at) + `<script id="areia-boot">${script}</script>` + hints + page.slice(at));
}
console.log(
  `[preload] ${path.relative(path.dirname(shellDir), indexFile)}: script de boot ${(script.length / 1024).toFixed(1)} KB; ${boot.length ? boot.join(', ') : 'nenhum chunk nomeado'}`,
);
