// One rspack + Module Federation config for the shell and every remote, so sharing rules are written once.
import path from 'node:path';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { APP_PORTS } from './ports.mjs';
import { exposesOf, pageFile, remotes, screens } from '../src/core/manifest.mjs';
import { generatedModule, remotePagesModule, RuntimeConfigFilePlugin } from './from-manifest.mjs';
import { reactRefreshPlugins } from './react-refresh.mjs';
import { buildFacts, contractVersion } from './contract-build.mjs';
import { caretRange } from '../src/core/contract/compatibility.mjs';
import { firstPaintCss } from './first-paint-css.mjs';

const require_ = (await import('node:module')).createRequire(import.meta.url);
const sharedPkg = require_('../package.json');
const repoRoot = path.join(import.meta.dirname, '..', '..');

export { APP_PORTS };

function versionOf(pkg, fromDir) {
  const req = (0, require_)('node:module').createRequire(path.join(fromDir, 'package.json'));
  return req(`${pkg}/package.json`).version;
}

// react-router as react-router-dom itself resolves it (pnpm keeps it out of the apps' reach), in its production or
// development build. The router subset below imports from these.
const routerDomDir = path.dirname(require_.resolve('react-router-dom/package.json'));
const routerDir = path.dirname(
  (0, require_)('node:module').createRequire(path.join(routerDomDir, 'package.json')).resolve('react-router/package.json'),
);
// The file rspack's federation entry imports as its bundler runtime (resolved the way @rspack/core resolves it), so
// production remotes can alias it to host-federation-runtime.mjs and use the shell's runtime.
const { bundlerRuntimeDir, runtimeToolsDir, runtimePackageDir } = (() => {
  const { createRequire } = require_('node:module');
  const enhanced = require_.resolve('@module-federation/enhanced/rspack');
  const mfRspack = createRequire(enhanced).resolve('@module-federation/rspack');
  const tools = createRequire(mfRspack).resolve('@module-federation/runtime-tools');
  const bundlerRuntime = createRequire(tools).resolve('@module-federation/webpack-bundler-runtime');
  return {
    bundlerRuntimeDir: path.dirname(bundlerRuntime),
    runtimeToolsDir: path.dirname(createRequire(tools).resolve('@module-federation/runtime-tools/package.json')),
    runtimePackageDir: path.dirname(createRequire(bundlerRuntime).resolve('@module-federation/runtime/package.json')),
  };
})();
// rspack's federation plugin resolves the bundler runtime and @module-federation/runtime with Node's `require`, i.e.
// their CommonJS builds, which the bundler cannot tree-shake: the `experiments.optimization` switches
// (FEDERATION_OPTIMIZE_*, ENV_TARGET) then drop nothing and the Node-only SDK code ships to the browser. Their ES
// module builds instead (user aliases win over the plugin's own).
function esmRuntimeAliases() {
  const bundlerRuntimeIndex = path.join(bundlerRuntimeDir, 'index.js');
  return {
    [path.join(bundlerRuntimeDir, 'index.cjs')]: bundlerRuntimeIndex,
    // The plugin's own keys, so they replace its aliases: the packages' ES module folders, where `x` and `x/sub`
    // resolve to dist/index.js and dist/sub.js.
    '@module-federation/runtime': path.join(runtimePackageDir, 'dist'),
    '@module-federation/runtime-tools': path.join(runtimeToolsDir, 'dist'),
  };
}
function hostRuntimeAliases() {
  const shim = path.join(import.meta.dirname, 'host-federation-runtime.mjs');
  return {
    [path.join(bundlerRuntimeDir, 'index.cjs')]: shim,
    [path.join(bundlerRuntimeDir, 'index.js')]: shim,
    // The shell has no exposes, so its runtime is built without this part; the remote keeps its own (~1 KB).
    'areia-mf-init-container-entry$': path.join(bundlerRuntimeDir, 'initContainerEntry.js'),
  };
}

// The @areia/shared modules the shell provides to every remote: only those whose one instance matters, because they
// hold state every app must see once (the API client, the stored session and its context, toasts, the runtime config,
// the offline cache's note). Production remotes take them from the shell with no copy of their own; their exports are
// the contract between the shell and its remotes (../contract/). The query client itself is one instance through
// @tanstack/react-query's singleton and the shell's provider, not through a module here. Everything else a remote
// imports from @areia/shared (messages, schemas, rules, constants, the route manifest, paths, UI pieces) is bundled
// into it and tree-shaken like its own code, so a remote built against a newer @areia/shared carries what it uses.
export const SHELL_SHARED = [
  'web/api/client',
  'web/api/token-storage',
  'web/config/runtime-config',
  'web/feedback/toast',
  'web/offline/offline-cache',
  'web/session/session-context',
];
// Remote-only @areia/shared modules with module state, still shared (one copy per page). Every other @areia/shared
// module a production remote imports (schemas, rules, validation, formatting, UI pieces, API calls through the shared
// client) is plain code: bundled into the remote, tree-shaken and split like its own modules, instead of a shared
// module (never tree-shaken, one provide entry, one fallback entry and one tiny chunk each).
export const REMOTE_SHARED = ['web/api/user-modalities'];


// @tanstack/react-query's ES module entry, for react-query-subset.mjs.
const reactQueryEntry = path.join(
  path.dirname(require_.resolve('@tanstack/react-query/package.json')),
  'build',
  'modern',
  'index.js',
);

export function routerAliases(isProd) {
  const flavour = isProd ? 'production' : 'development';
  return {
    'areia-react-query$': reactQueryEntry,
    'react-router$': path.join(routerDir, 'dist', flavour, 'index.mjs'),
    'react-router/dom$': path.join(routerDir, 'dist', flavour, 'dom-export.mjs'),
  };
}

/**
 * Every app shares one React, one router, one query client, one toast container and one `@areia/shared` state.
 * @param {string} appDir
 * @param {{ isProd?: boolean, isRemote?: boolean }} [o] production remotes take what the shell provides with no
 *   fallback of their own (`import: false`): they only ever run inside the shell (host-federation-runtime.mjs).
 */
export function sharedSingletons(appDir, { isProd = false, isRemote = false } = {}) {
  const fromShell = isProd && isRemote;
  const singleton = (pkg) => {
    const version = versionOf(pkg, appDir);
    return { singleton: true, version, requiredVersion: `^${version}`, ...(fromShell ? { import: false } : {}) };
  };
  // packageName: the federation manifest otherwise resolves the key '@areia/shared/' itself, a trailing-slash subpath
  // that Node answers with a DEP0155 warning on every build. The version is the contract's: the shell checks it
  // before a remote mounts (shell/src/remotes/contract-check.ts); the runtime's own check then agrees with it.
  const contract = contractVersion();
  const ownShared = { singleton: true, version: contract, requiredVersion: caretRange(contract), packageName: '@areia/shared' };
  const own = fromShell
    ? {
        ...Object.fromEntries(SHELL_SHARED.map((spec) => [`@areia/shared/${spec}`, { ...ownShared, import: false }])),
        ...Object.fromEntries(REMOTE_SHARED.map((spec) => [`@areia/shared/${spec}`, ownShared])),
      }
    : {
        ...(isProd && !isRemote ? Object.fromEntries(SHELL_SHARED.map((spec) => [`@areia/shared/${spec}`, ownShared])) : {}),
        '@areia/shared/': ownShared,
      };
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    // Shared as the subset the apps use (router-subset.mjs), not the whole package: a shared module is never
    // tree-shaken, and the whole package cost ~60 KB gz on every page.
    'react-router-dom': fromShell
      ? singleton('react-router-dom')
      : { ...singleton('react-router-dom'), import: path.join(import.meta.dirname, 'router-subset.mjs') },
    // One axios for the shell and every remote (the API client lives in the shared package).
    axios: {
      singleton: true,
      version: versionOf('axios', path.join(import.meta.dirname, '..')),
      requiredVersion: false,
      ...(fromShell ? { import: false } : {}),
    },
    // The subset the apps use (react-query-subset.mjs), as for the router.
    '@tanstack/react-query': fromShell
      ? singleton('@tanstack/react-query')
      : { ...singleton('@tanstack/react-query'), import: path.join(import.meta.dirname, 'react-query-subset.mjs') },
    'react-toastify': singleton('react-toastify'),
    'react-toastify/': singleton('react-toastify'),
    ...own,
  };
}

// The subpaths of the trailing-slash share keys that apps import (a runtime registration names each one).
export const SHARED_SUBPATHS = { 'react/': ['jsx-runtime'], 'react-dom/': ['client'], 'react-toastify/': [] };
// The shared packages that are CommonJS.
const COMMONJS = new Set(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client']);

/**
 * What the production shell provides to remotes, as runtime registrations instead of the plugin's `shared`: the same
 * keys, versions and singleton rules (sharedSingletons, SHELL_SHARED), each handing over the shell's own module
 * instance. Declared through the plugin, the shell also consumed every one of them through the runtime — a provide
 * table, a consume table and a wrapper per module in its boot files — though nothing else ever provides them
 * (production remotes take them with `import: false`).
 * @param {string} dir the shell's folder
 * @returns {{ shareKey: string, request: string, version: string, requiredVersion: string | false, commonjs: boolean }[]}
 */
export function shellProvides(dir) {
  return Object.entries(sharedSingletons(dir)).flatMap(([key, config]) => {
    const keys = key === '@areia/shared/'
      ? SHELL_SHARED.map((spec) => `@areia/shared/${spec}`)
      : key.endsWith('/')
        ? SHARED_SUBPATHS[key].map((sub) => `${key}${sub}`)
        : [key];
    return keys.map((shareKey) => ({
      shareKey,
      request: key.endsWith('/') || typeof config.import !== 'string' ? shareKey : config.import,
      version: config.version,
      requiredVersion: config.requiredVersion,
      commonjs: COMMONJS.has(shareKey),
    }));
  });
}

/**
 * `import { provides } from 'areia-shell-provides'`: shellProvides as `registerShared`'s argument. Each registration
 * imports its module on demand, so nothing joins the boot files that was not there already. Development builds share
 * through the plugin as before (a remote also runs alone there): `provides = null`.
 * @param {string} dir
 * @param {boolean} isProd
 */
export function shellProvidesModule(dir, isProd) {
  if (!isProd) return generatedModule(dir, 'areia-shell-provides', 'export const provides = null;\n');
  const entries = shellProvides(dir).map(({ shareKey, request, version, requiredVersion, commonjs }) => {
    const shareConfig = JSON.stringify({ singleton: true, requiredVersion });
    // A dynamic import of a CommonJS package gives a namespace whose `default` is the module's exports, which is what
    // a consumer of the shared module expects.
    const get = `() => import(${JSON.stringify(request)}).then((m) => () => ${commonjs ? 'm.default' : 'm'})`;
    return `  ${JSON.stringify(shareKey)}: { version: ${JSON.stringify(version)}, scope: 'default', shareConfig: ${shareConfig}, get: ${get} },`;
  });
  // Written in the shared package, where every shared package resolves (axios is its dependency, not the shell's);
  // pnpm links them to the same files as the shell's own imports, so each is the one module instance.
  const sharedDir = path.join(import.meta.dirname, '..');
  return generatedModule(sharedDir, 'areia-shell-provides', `export const provides = {\n${entries.join('\n')}\n};\n`);
}

/**
 * A remote's config: its name and its `exposes` come from the route manifest (shared/src/core/manifest.mjs), found by its
 * folder's name.
 * @param {object} o
 * @param {string} o.dir the remote's folder (import.meta.dirname of its rspack.config.mjs)
 */
export function createRemoteConfig({ dir }) {
  const remote = remotes.find((entry) => entry.dir === path.basename(dir));
  if (!remote) throw new Error(`${path.basename(dir)} não está na lista de remotes de shared/src/core/manifest.mjs`);
  return createAppConfig({ dir, name: remote.name, exposes: exposesOf(remote.name) });
}

/**
 * @param {object} o
 * @param {string} o.dir        the app folder (import.meta.dirname of its rspack.config.mjs)
 * @param {'shell' | import('../src/core/manifest.mjs').RemoteName} o.name federation name (a JS identifier)
 * @param {Record<string,string>} [o.exposes]
 * @param {string[]} [o.runtimePlugins]
 * @param {string} [o.title]
 */
export function createAppConfig({ dir, name, exposes, runtimePlugins = [], title = 'Areia' }) {
  const isProd = process.env.NODE_ENV === 'production' || process.argv.includes('build');
  const isRemote = Boolean(exposes);
  const generated = isRemote ? [remotePagesModule(dir, name)] : [shellProvidesModule(dir, isProd)];
  const outDir = process.env.AREIA_OUT_DIR ? path.resolve(process.env.AREIA_OUT_DIR) : path.join(dir, 'dist');
  const release = process.env.AREIA_RELEASE ?? sharedPkg.version;

  return {
    mode: isProd ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: isProd ? false : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: outDir,
      publicPath: isRemote ? 'auto' : '/',
      uniqueName: name,
      filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: isProd ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: isProd ? '[name].[contenthash:8].css' : '[name].css',
      // A remote's chunks live on another origin: asked with CORS, the service worker can keep them as readable
      // answers (an opaque one costs megabytes of storage quota each and cannot answer a CORS request later), and
      // they match the boot script's preload hints, which ask the same way.
      crossOriginLoading: 'anonymous',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: {
        ...routerAliases(isProd),
        ...(isProd && isRemote ? hostRuntimeAliases() : esmRuntimeAliases()),
        ...Object.assign({}, ...generated.map((module) => module.alias)),
      },
    },
    module: {
      // CSS Modules as a default-exported class map, the shape shared/src/env.d.ts declares for `*.module.css`.
      parser: {
        'css/auto': { namedExports: false },
        // A name missing from an import (e.g. one not in router-subset.mjs) fails the build instead of being undefined.
        javascript: { exportsPresence: 'error' },
      },
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !isProd, refresh: !isProd } },
            },
            env: { targets: 'chrome >= 100, safari >= 15, firefox >= 100' },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|svg|jpe?g|webp|ico)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(isProd ? 'production' : 'development'),
        __AREIA_RELEASE__: JSON.stringify(release),
        __AREIA_CONTRACT_VERSION__: JSON.stringify(contractVersion()),
      }),
      new rspack.HtmlRspackPlugin({
        // One page template for the shell and every remote's standalone dev page.
        template: path.join(import.meta.dirname, 'index.html'),
        title,
        templateParameters: { firstPaintCss: firstPaintCss() },
        chunks: ['main'],
      }),
      new rspack.CopyRspackPlugin({
        patterns: [{ from: path.join(dir, 'public'), globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }],
      }),
      ...(isRemote ? [] : [new RuntimeConfigFilePlugin()]),
      // React Fast Refresh in development (`rspack serve`); a production build has none of its code.
      ...(isProd ? [] : reactRefreshPlugins(dir, name)),
      ...generated.map((module) => module.plugin),
      new ModuleFederationPlugin({
        name,
        ...(isRemote ? { filename: 'remoteEntry.js', exposes } : {}),
        remotes: {},
        // The production shell declares none: it hands its own module instances to the runtime (shellProvidesModule).
        shared: isProd && !isRemote ? {} : sharedSingletons(dir, { isProd, isRemote }),
        shareStrategy: 'loaded-first',
        runtimePlugins,
        dts: false,
        // A remote's manifest says which contract it needs, the shell's which one it provides, both their release and
        // commit: the shell reads a remote's before mounting it, whoever deploys one before pointing the shell at it.
        manifest: { additionalData: ({ stats }) => ({ ...stats, metaData: { ...stats.metaData, areia: buildFacts(release, isRemote) } }) },
        // In production the shell ships the federation runtime once and remotes use it (hostRuntimeAliases), instead
        // of every remoteEntry.js carrying its own ~30 KB copy. Dev builds keep their own so a remote can run alone.
        experiments: {
          optimization: { target: 'web' },
        },
      }),
    ],
    optimization: {
      minimize: isProd,
      // The shell needs all of these at boot: one vendor chunk and one app chunk instead of ~25 chunks, most under
      // 1 KB (every shared module is its own chunk otherwise). Remotes keep the defaults: their shared fallbacks are
      // normally never downloaded, and grouping them would make an exposed page pull in its siblings' code.
      ...(isProd && !isRemote
        ? {
            splitChunks: {
              chunks: 'async',
              cacheGroups: {
                vendor: {
                  // Not axios: the API client loads it with the first request (a first visit to `/` makes none). Not
                  // react-toastify (and its clsx): @areia/shared/web/feedback/toast loads it with the first toast.
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|cookie|set-cookie-parser)[\\/]/,
                  name: 'vendor',
                  chunks: 'all',
                  enforce: true,
                },
                // The app's own modules, the router subset, what the shell provides and the runtime's re-exports (each its own
                // tiny chunk else).
                app: {
                  test: /(shared|shell)[\\/](src|build)[\\/]|areia-shell-provides|@module-federation[\\/](enhanced|runtime-tools)[\\/]/,
                  name: 'app',
                  chunks: 'async',
                  enforce: true,
                },
              },
            },
          }
        : // Remotes: rspack's default splitting. Their @areia/shared code is plain modules now (REMOTE_SHARED), split
          // like their own; grouping it into one 'shared' chunk per remote measured 2.5–3 KB gz more per route.
          {}),
    },
    performance: { hints: false },
    // `rspack serve` compiles dynamic imports on first request by default; with hot updates on, the shell's page then
    // asked for a shared-module chunk under an id that no longer existed (a blank page on first load). All up front.
    lazyCompilation: false,
    // The federation manifest plugin logs a notice for every remote that publicPath 'auto' resolves against the host
    // at run time — which is the point: a remote is deployed on an origin only the runtime config knows.
    infrastructureLogging: { level: 'error' },
    // rspack gathers file events for 5 ms before it rebuilds. One save can come as several events (an editor writes,
    // renames, touches) and on a busy machine they fall apart: two builds in a row, and a page that asked for the
    // first one's hot update finds it gone (404) and reloads, losing its state. 100 ms holds a save together.
    watchOptions: { aggregateTimeout: 100 },
    devServer: {
      // `pnpm dev` (scripts/dev.mjs) gives each app its port from AREIA_PORT_BASE, and the runtime config that matches.
      port: Number(process.env.AREIA_DEV_PORT) || APP_PORTS[name],
      host: '127.0.0.1',
      historyApiFallback: true,
      // The shell's page (another port) opens each remote's reload socket: a cross-origin socket, on 127.0.0.1 only.
      allowedHosts: 'all',
      hot: true,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      setupMiddlewares: (middlewares) => {
        const runtimeConfig = process.env.AREIA_RUNTIME_CONFIG;
        if (!runtimeConfig) return middlewares;
        return [
          {
            name: 'areia-runtime-config',
            path: '/runtime-config.json',
            middleware: (_req, res) => {
              res.setHeader('Content-Type', 'application/json; charset=utf-8');
              res.setHeader('Cache-Control', 'no-cache');
              res.end(runtimeConfig);
            },
          },
          ...middlewares,
        ];
      },
    },
    stats: 'errors-warnings',
  };
}

/**
 * `pnpm build:single`: the shell with every remote's exposed pages imported directly as lazy routes, no Module
 * Federation — the one-bundle baseline the web benchmark compares the federated build against. Same rspack config as
 * the shell's otherwise (rspack's default chunk splitting, which is what a one-bundle app gets), into shell/dist-single.
 * The pages are the route manifest's (shared/src/core/manifest.mjs), as the remotes expose them.
 * @param {object} o
 * @param {string} o.dir          the shell folder
 * @param {string} [o.title]
 */
export function createSingleBundleConfig({ dir, title = 'Areia' }) {
  const config = createAppConfig({ dir, name: 'shell', title });
  const pages = new Map();
  for (const screen of screens) {
    const remote = remotes.find((entry) => entry.name === screen.remote);
    if (!remote) throw new Error(`${screen.key}: remote ${screen.remote} não está em shared/src/core/manifest.mjs`);
    pages.set(`${screen.remote}/${screen.module}`, path.resolve(repoRoot, remote.dir, pageFile(screen)));
  }
  const source = `export const pages = {\n${[...pages]
    .map(([id, file]) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(file)}),`)
    .join('\n')}\n};\n`;
  const pagesModule = generatedModule(dir, 'areia-single-pages', source);
  const outDir = process.env.AREIA_OUT_DIR ? path.resolve(process.env.AREIA_OUT_DIR) : path.join(dir, 'dist-single');
  return {
    ...config,
    output: { ...config.output, path: outDir, uniqueName: 'areia_single' },
    resolve: {
      ...config.resolve,
      alias: {
        ...config.resolve.alias,
        // The shell's remote loader, swapped for one that imports the pages from the virtual module above.
        [path.join(dir, 'src', 'remotes', 'remote-registry.ts')]: path.join(import.meta.dirname, 'single-remote-registry.ts'),
        ...pagesModule.alias,
      },
    },
    plugins: [...config.plugins.filter((plugin) => !(plugin instanceof ModuleFederationPlugin)), pagesModule.plugin],
    optimization: { minimize: config.optimization.minimize },
  };
}
