// The one rspack + Module Federation preset for the shell and every remote.
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PrecompressPlugin } from './precompress.mjs';
import { sharedExports } from './shared-exports.mjs';

const resolveFrom = (file, request) => createRequire(file).resolve(request);

// What must be one instance per page (contexts, stores, the session atom, the toast queue). The rest of the design
// system, the contracts, zod/mini and date-fns are ordinary dependencies: each remote bundles, tree-shaken, what its
// own screens use, so its first screen loads only that (decision 076; they were shared whole under 072).
const singletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'jotai',
  '@tanstack/react-query',
  'styled-components',
  'single-spa-react',
  '@petpal/design-system/core',
];

/**
 * The version of the package `name` belongs to, as `dir` resolves it: its package.json found from its entry (not
 * every package exports `./package.json`); null when `dir` does not depend on it (the design system's, the same pinned
 * version, answers then).
 */
function packageVersion(name, dir) {
  const root = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  let file;
  try {
    file = createRequire(path.join(dir, 'package.json')).resolve(name);
  } catch {
    return null;
  }
  for (let folder = path.dirname(file); folder !== path.dirname(folder); folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'package.json');
    if (!existsSync(candidate)) continue;
    const pkg = JSON.parse(readFileSync(candidate, 'utf8'));
    if (pkg.name === root) return pkg.version;
  }
  return null;
}

// Shared modules provided by a file of ours that re-exports only the allowed exports (shared-exports.mjs), with the
// version of the package it stands for: the bundler tree-shakes what such a file imports, never a shared module
// (decision 088). Each file imports its package through an alias to the package's own entry.
const reactRouterDist = path.join(
  path.dirname(resolveFrom(resolveFrom(import.meta.url, 'react-router-dom'), 'react-router/package.json')),
  'dist',
);
const sharedThroughList = {
  'react-router-dom': {
    file: path.join(import.meta.dirname, 'react-router-dom.mjs'),
    // The package react-router-dom re-exports (pnpm does not hoist it where the design system resolves), in the
    // build of the mode: its development build keeps React Router's dev warnings (ENABLE_DEV_WARNINGS) in the
    // bundle and running, which a production page must not ship (decision 108).
    alias: (production) => [
      '@petpal/react-router',
      path.join(reactRouterDist, production ? 'production' : 'development', 'index.mjs'),
    ],
  },
};
/** @param {boolean} production */
const sharedListAliases = (production) =>
  Object.fromEntries(
    Object.values(sharedThroughList).map(({ alias }) => {
      const [name, file] = alias(production);
      return [`${name}$`, file];
    }),
  );

/** Shared modules: one copy of each in the page, whichever app loaded first provides it. */
function sharedFor(dir) {
  const version = (pkg) => packageVersion(pkg, dir) ?? packageVersion(pkg, import.meta.dirname);
  return Object.fromEntries(
    singletons.map((name) => [
      name,
      {
        singleton: true,
        requiredVersion: `^${version(name)}`,
        ...(sharedThroughList[name]
          ? { import: sharedThroughList[name].file, version: version(name) }
          : sharedExports[name]
            ? { treeShaking: { mode: 'runtime-infer', usedExports: sharedExports[name] } }
            : {}),
      },
    ]),
  );
}

/**
 * One federation runtime per page: the shell (a pure host) puts its runtime core on the page's global, and a
 * remote's production build leaves the core out and uses that one (decision 072).
 */
function runtimeSharing(host, production) {
  if (host) return { provideExternalRuntime: true };
  return production ? { externalRuntime: true } : {};
}

// The bundler runtime the federation plugin puts in every build (the file its runtime entry imports), and the one
// piece of it a pure host's build leaves out, which the shell lends to remotes (provide-bundler-runtime.mjs).
const bundlerRuntimeIndex = resolveFrom(
  resolveFrom(resolveFrom(import.meta.url, '@module-federation/enhanced/rspack'), '@module-federation/runtime-tools'),
  '@module-federation/webpack-bundler-runtime',
);
const bundlerRuntimeFile = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/;
const containerEntry = path.join(path.dirname(bundlerRuntimeIndex), 'initContainerEntry.cjs');

/**
 * The shell's build lends its federation SDK and bundler runtime to the remotes (a runtime plugin sets a global); a
 * remote's production build reads them from that global instead of bundling its own (decision 088, after 072's
 * runtime-core). Its dev server keeps its own runtime, so its standalone page runs alone.
 */
function bundlerRuntimeSharing(host, production) {
  if (host) {
    return {
      runtimePlugins: [path.join(import.meta.dirname, 'provide-bundler-runtime.mjs')],
      alias: { '@petpal/federation-container-entry$': containerEntry },
      externals: [],
    };
  }
  if (!production) return { runtimePlugins: [], alias: {}, externals: [] };
  return {
    runtimePlugins: [],
    alias: {},
    externals: [
      ({ request }, callback) =>
        bundlerRuntimeFile.test(request ?? '')
          ? callback(null, 'global _PETPAL_FEDERATION_BUNDLER_RUNTIME')
          : callback(),
    ],
  };
}

/** A package's own index.html (the shell's), else the one standalone page every remote shares. */
function htmlTemplate(dir) {
  const own = path.join(dir, 'index.html');
  return existsSync(own) ? own : path.join(import.meta.dirname, 'standalone.html');
}

/**
 * rspack config for one federated package.
 * The host is served from its origin's root; a remote's assets resolve against wherever its entry was loaded from.
 * @param {{ name: string, dir: string, port: number, exposes?: Record<string,string>, title: string, publicPath?: string, devProxyApi?: string }} o
 */
export function federatedConfig({
  name,
  dir,
  port,
  exposes,
  title,
  publicPath = 'auto',
  devProxyApi = 'http://127.0.0.1:8090',
}) {
  const production = process.env.NODE_ENV !== 'development';
  // A remote's own page (src/index.ts in standalone.html) needs a federation runtime of its own, which its production
  // build leaves to the shell's (runtimeSharing): the page is the dev server's alone (`rspack serve`).
  const host = !exposes || Object.keys(exposes).length === 0;
  const standalone = !production || host;
  const bundlerRuntime = bundlerRuntimeSharing(host, production);
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: standalone ? { main: './src/index.ts' } : {},
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      alias: { ...sharedListAliases(production), ...bundlerRuntime.alias },
    },
    externals: bundlerRuntime.externals,
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        // The design system's modules only declare things, so an entry that imports `Button` from './Button' does not
        // pull in RouterButtonLink (and with it the router) beside it.
        { test: /[\\/]design-system[\\/]src[\\/]/, sideEffects: false },
        // `import text from 'x.css?raw'`: a file's text (Leaflet's stylesheet, which the map injects), as Vite gives it.
        { resourceQuery: /^\?raw$/, type: 'asset/source' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: exposes ?? {},
        remotes: {},
        shared: sharedFor(dir),
        shareStrategy: 'loaded-first',
        runtimePlugins: bundlerRuntime.runtimePlugins,
        manifest: true,
        dts: false,
        experiments: {
          // Every federated package runs in the browser: leave the runtime's Node loader out of main.js.
          optimization: { target: 'web' },
          ...runtimeSharing(host, production),
        },
      }),
      // Standalone page: scripts from the origin's root, so deep links work; the federated entry is not its concern.
      ...(standalone
        ? [new rspack.HtmlRspackPlugin({ template: htmlTemplate(dir), title, chunks: ['main'], publicPath: '/' })]
        : []),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      // A package's public/ (the shell's icons and web app manifest) is copied to the root of its build as it is.
      ...(existsSync(path.join(dir, 'public'))
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public'), to: '.' }] })]
        : []),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    optimization: { minimize: production },
    performance: { hints: false },
    devServer: {
      port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: devProxyApi, changeOrigin: false }],
    },
  };
}
