// The one definition of shared's two halves, as two folders. ESLint (eslint.config.js) enforces it;
// scripts/eslint-boundaries.test.mjs proves each rule can fail.
//
// - core (`shared/src/core/`, imported as `@areia/shared/core/<path>`): React-free and DOM-free code that runs anywhere
//   (browser, service worker, Node): schemas, rules, validation, formatting, distance, constants, messages, the route
//   manifest and its paths. The API may import only these. A core module imports only `zod` (or `zod/mini`),
//   `openskill` (the level's rating, pure arithmetic) and other core modules.
// - web (`shared/src/web/`, `@areia/shared/web/<path>`): UI, hooks, providers, session, API client and query keys,
//   feedback, search, navigation, offline storage, runtime config. The shell and the remotes import both halves.
//
// Every module has exactly one import name, so Module Federation (which shares `@areia/shared/` by request) loads
// each once.

/** The core folder, from the repository root. */
export const coreDir = 'shared/src/core';

/** The only packages core code may import. */
export const coreDependencies = ['zod', 'zod/mini', 'openskill'];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches an import of a core module: `@areia/shared/core/schemas/user`, not `@areia/shared/web/ui/button`. */
export const coreImport = /^@areia\/shared\/core\/[\w./-]+$/;

/** Matches a workspace import other than a core module: what the API may not import. */
export const notCoreWorkspaceImport = '^@areia/(?!shared/core/[\\w./-]+$)';

/** Matches any import a core module may not make: anything but a core module or a core dependency. */
export const notCoreImport = `^(?!(?:${[...coreDependencies.map(escape), '@areia/shared/core/[\\w./-]+'].join('|')})$)`;

/** The core source files, as ESLint globs from the repository root (tests beside them excluded by the config). */
export const coreFiles = [`${coreDir}/**/*.{ts,tsx,mjs}`];
