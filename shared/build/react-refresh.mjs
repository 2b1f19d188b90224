// React Fast Refresh for `rspack serve` (development only: a production build never calls this).
//
// Each app's bundle carries its own copy of react-refresh's runtime. On a remote's standalone dev page that copy is the
// only one and is set up before react-dom loads, so it works as it is. On the shell's page the shell's copy is set up
// first and is the one react-dom registers with; a remote's copy, set up later by its remoteEntry.js, never sees the
// renderer, so a remote's hot update was applied and nothing re-rendered. Here every bundle's `react-refresh/runtime`
// is replaced by a small module that uses the first copy loaded on the page (a global), with component ids prefixed
// by the app's name (two apps may have modules at the same relative path).
import path from 'node:path';
import { createRequire } from 'node:module';
import rspack from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { generatedModule } from './from-manifest.mjs';

const require_ = createRequire(import.meta.url);
// react-refresh's runtime as the plugin itself resolves it.
const runtimeFile = createRequire(require_.resolve('@rspack/plugin-react-refresh')).resolve('react-refresh/runtime');

/**
 * @param {string} dir the app folder
 * @param {string} name its federation name
 */
export function reactRefreshPlugins(dir, name) {
  const source = `import * as own from ${JSON.stringify(runtimeFile)};
const runtime = (globalThis.__areiaReactRefreshRuntime ??= own);
const scope = ${JSON.stringify(`${name}:`)};
export const injectIntoGlobalHook = (target) => runtime.injectIntoGlobalHook(target);
export const register = (type, id) => runtime.register(type, scope + id);
export const createSignatureFunctionForTransform = () => runtime.createSignatureFunctionForTransform();
export const getFamilyByType = (type) => runtime.getFamilyByType(type);
export const isLikelyComponentType = (type) => runtime.isLikelyComponentType(type);
export const performReactRefresh = () => runtime.performReactRefresh();
`;
  const shared = generatedModule(dir, 'areia-react-refresh-runtime', source);
  const file = Object.values(shared.alias)[0];
  return [
    // One library name for all apps: the runtime is hooked into React once per page, by the first app that loads.
    new ReactRefreshRspackPlugin({ library: 'areia' }),
    shared.plugin,
    new rspack.NormalModuleReplacementPlugin(/^react-refresh\/runtime$/, path.resolve(file)),
  ];
}
