// One rspack + Module Federation config for the shell and every remote, so sharing rules are written once.
import path from 'node:path';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { APP_PORTS } from './ports.mjs';

const require_ = (await import('node:module')).createRequire(import.meta.url);
const sharedPkg = require_('../package.json');

export { APP_PORTS };

function versionOf(pkg, fromDir) {
  const req = (0, require_)('node:module').createRequire(path.join(fromDir, 'package.json'));
  return req(`${pkg}/package.json`).version;
}

/** Every app shares one React, one router, one query client, one toast container and one `@areia/shared`. */
export function sharedSingletons(appDir) {
  const singleton = (pkg) => {
    const version = versionOf(pkg, appDir);
    return { singleton: true, version, requiredVersion: `^${version}` };
  };
  const ownShared = { singleton: true, version: sharedPkg.version, requiredVersion: `^${sharedPkg.version}` };
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router-dom': singleton('react-router-dom'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    'react-toastify': singleton('react-toastify'),
    'react-toastify/': singleton('react-toastify'),
    '@areia/shared/': ownShared,
  };
}

/**
 * @param {object} o
 * @param {string} o.dir        the app folder (import.meta.dirname of its rspack.config.mjs)
 * @param {string} o.name       federation name (a JS identifier)
 * @param {keyof typeof APP_PORTS} o.portKey
 * @param {Record<string,string>} [o.exposes]
 * @param {string[]} [o.runtimePlugins]
 * @param {string} [o.title]
 */
export function createAppConfig({ dir, name, portKey, exposes, runtimePlugins = [], title = 'Areia' }) {
  const isProd = process.env.NODE_ENV === 'production' || process.argv.includes('build');
  const isRemote = Boolean(exposes);
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
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      // CSS Modules as a default-exported class map, the shape shared/src/env.d.ts declares for `*.module.css`.
      parser: { 'css/auto': { namedExports: false } },
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !isProd, refresh: false } },
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
      }),
      new rspack.HtmlRspackPlugin({
        // One page template for the shell and every remote's standalone dev page.
        template: path.join(import.meta.dirname, 'index.html'),
        title,
        chunks: ['main'],
      }),
      new rspack.CopyRspackPlugin({
        patterns: [{ from: path.join(dir, 'public'), globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }],
      }),
      new ModuleFederationPlugin({
        name,
        ...(isRemote ? { filename: 'remoteEntry.js', exposes } : {}),
        remotes: {},
        shared: sharedSingletons(dir),
        shareStrategy: 'loaded-first',
        runtimePlugins,
        dts: false,
        manifest: true,
        // In production the shell ships the federation runtime once and remotes use it, instead of every
        // remoteEntry.js carrying its own ~30 KB copy. Dev builds keep their own so a remote can run alone.
        experiments: {
          optimization: { target: 'web' },
          ...(isProd ? (isRemote ? { externalRuntime: true } : { provideExternalRuntime: true }) : {}),
        },
      }),
    ],
    optimization: { minimize: isProd },
    performance: { hints: false },
    devServer: {
      port: APP_PORTS[portKey],
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    stats: 'errors-warnings',
  };
}
