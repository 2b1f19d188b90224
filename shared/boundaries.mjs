// The one definition of shared's two halves. ESLint (eslint.config.js) enforces it; boundaries.test.ts proves it can fail.
//
// - core: React-free and DOM-free code that runs anywhere (browser, service worker, Node): schemas, rules, validation,
//   formatting, distance, ids and constants. The API may import only these. A core module imports only `zod` and
//   other core modules.
// - web: everything else in shared/src (UI, hooks, providers, session, API client and query keys, feedback, search,
//   navigation, offline storage, runtime config, routes). The shell and the remotes import both halves.
//
// Both halves keep their `@areia/shared/<path>` import names: Module Federation shares each module by that request,
// so a second name for the same file (say `@areia/shared/core/...`) would load it twice. The split is this list.

/** Core modules, as the path after `@areia/shared/` (a folder ends with `/*`: every module directly in it). */
export const coreModules = [
  'constants',
  'format/*',
  'geo/distance',
  'messages',
  'modality',
  'offline/cache-names',
  'rules/*',
  'schemas/*',
  'validation/*',
];

/** The only packages core code may import. */
export const coreDependencies = ['zod'];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const coreModulePattern = coreModules
  .map((module) => (module.endsWith('/*') ? `${escape(module.slice(0, -1))}[^/]+` : escape(module)))
  .join('|');

/** Matches an import of a core module: `@areia/shared/core/schemas/user`, not `@areia/shared/web/ui/button`. */
export const coreImport = new RegExp(`^@areia/shared/(?:${coreModulePattern})$`);

/** Matches a workspace import other than a core module: what the API may not import. */
export const notCoreWorkspaceImport = `^@areia/(?!shared/(?:${coreModulePattern})$)`;

/** Matches any import a core module may not make: anything but a core module or a core dependency. */
export const notCoreImport = `^(?!(?:${[...coreDependencies.map(escape), `@areia/shared/(?:${coreModulePattern})`].join('|')})$)`;

/** The core source files, as ESLint globs from the repository root (tests beside them excluded by the config). */
export const coreFiles = coreModules.map((module) =>
  module.endsWith('/*') ? `shared/src/${module}.{ts,tsx}` : `shared/src/${module}.ts`,
);
