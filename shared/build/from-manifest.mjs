// What the build writes from the route manifest (shared/src/core/manifest.mjs) besides `exposes`: a remote's page table for
// its standalone dev page, and the shell's runtime-config.json.
import path from 'node:path';
import rspack from '@rspack/core';
import { exposesOf, localRuntimeConfig } from '../src/core/manifest.mjs';

/**
 * A module of JavaScript written by the build: a VirtualModulesPlugin entry and the alias that imports it.
 * @param {string} dir the app folder
 * @param {string} name the alias (`areia-remote-pages`)
 * @param {string} source
 */
export function generatedModule(dir, name, source) {
  const file = path.join(dir, 'node_modules', '.areia-generated', `${name}.js`);
  return { alias: { [`${name}$`]: file }, plugin: new rspack.experiments.VirtualModulesPlugin({ [file]: source }) };
}

/**
 * `import { remote, pages } from 'areia-remote-pages'` in a remote: its name and its exposed pages (module → default
 * export), for its standalone dev page (src/bootstrap.tsx mounts its own manifest entries with them).
 * @param {string} dir
 * @param {string} name
 */
export function remotePagesModule(dir, name) {
  const modules = Object.entries(exposesOf(name));
  const source = [
    ...modules.map(([, file], i) => `import Page${i} from ${JSON.stringify(path.resolve(dir, file))};`),
    `export const remote = ${JSON.stringify(name)};`,
    `export const pages = { ${modules.map(([key], i) => `${JSON.stringify(key.slice(2))}: Page${i}`).join(', ')} };`,
  ].join('\n');
  return generatedModule(dir, 'areia-remote-pages', `${source}\n`);
}

/** The shell's runtime-config.json with the development ports (`pnpm start` and the e2e servers serve their own). */
export class RuntimeConfigFilePlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AreiaRuntimeConfig', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'AreiaRuntimeConfig', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('runtime-config.json', new rspack.sources.RawSource(`${JSON.stringify(localRuntimeConfig(), null, 2)}\n`));
      });
    });
  }
}
