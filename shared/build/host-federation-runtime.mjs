// Production remotes take the Module Federation runtime from the shell instead of bundling their own copy (each
// remoteEntry.js carried ~13 KB gz of it even with `externalRuntime`). The build aliases
// @module-federation/webpack-bundler-runtime to this file; the shell publishes its federation object on
// `globalThis.__AREIA_FEDERATION__` before any remote can load (shell/src/index.ts). Each container still gets its own
// object, share-scope map and federation instance, as with a bundled copy.
import { initContainerEntry } from 'areia-mf-init-container-entry';

const host = globalThis.__AREIA_FEDERATION__;
if (!host) throw new Error('[areia] este módulo remoto só roda dentro do shell (runtime de federação ausente)');

const runtime = {
  ...host.runtime,
  // The runtime's own `init` remembers the first instance in a module variable the shell's `loadRemote` uses;
  // a remote must not replace it, so it finds or creates its instance without touching that variable.
  init(options) {
    const normalized = { ...options, id: options.id || '' };
    const existing = globalThis.__FEDERATION__?.__INSTANCES__?.find(
      (instance) => instance.options.name === options.name && !instance.options.version && !options.version,
    );
    if (existing) {
      existing.initOptions(normalized);
      return existing;
    }
    return host.runtime.createInstance(normalized);
  },
};

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...host.bundlerRuntime, initContainerEntry, S: {} },
  attachShareScopeMap: host.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
