import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import { FederationManifestPlugin, REMOTE_ENTRY_FILE, exposeChunkName } from './federation-manifest.js';
import { PrecompressPlugin } from './precompress.js';
import { sourceResolve, typescriptRule } from './source-build.js';
import { writeSharedFacades } from './shared-facades.js';
import { createSharedMap } from './shared-map.js';

const require = createRequire(import.meta.url);

export interface AppWebpackOptions {
  /** Module Federation name: `shell` or `mf_<area>`. */
  name: string;
  /** The app's package directory. */
  dir: string;
  mode: 'production' | 'development';
  /** Remotes: the modules they expose. */
  exposes?: Record<string, string>;
  /** Entry of the HTML page: the shell's boot file, or a remote's standalone dev harness. */
  entry?: string;
  htmlTitle?: string;
  devServerPort?: number;
  /** Values injected as compile-time constants (e.g. the baked-in registry). */
  define?: Record<string, unknown>;
}

/** A marker for this build, shown as `data-build` and recorded as the manifest's buildVersion. */
export function resolveBuildMarker(dir: string): string {
  if (process.env.BUILD_MARKER) return process.env.BUILD_MARKER;
  const version = (require(path.join(dir, 'package.json')) as { version: string }).version;
  return version;
}

/**
 * The webpack config of every app: the same loaders, resolution and shared map, so the shell and
 * the remotes can only differ in what they expose.
 */
/** webpack's Configuration plus the dev server block (typed by webpack-dev-server, a dev-only tool). */
export type AppWebpackConfig = Configuration & { devServer?: Record<string, unknown> };

export function createAppWebpackConfig(options: AppWebpackOptions): AppWebpackConfig {
  const { name, dir, mode, exposes, entry, htmlTitle, devServerPort, define = {} } = options;
  const isRemote = Boolean(exposes);
  const buildMarker = resolveBuildMarker(dir);
  const emitHtml = Boolean(entry) && (!isRemote || mode === 'development');
  const cacheDir = path.join(dir, 'node_modules', '.cache', 'amora');
  const facades = writeSharedFacades(cacheDir);
  // The shell provides every singleton from its first file (ADR 0027): the page needs them all
  // before its first render, and one file is fewer requests and compresses better than fifteen.
  const shared = createSharedMap(undefined, { facades, eager: !isRemote });

  return {
    mode,
    context: dir,
    entry:
      emitHtml && entry ? { main: isRemote ? asyncBoundary(cacheDir, path.resolve(dir, entry)) : entry } : {},
    devtool: mode === 'development' ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: isRemote ? 'auto' : '/',
      uniqueName: name,
      // The shell's entry is content-hashed in production (its HTML names it, so it can be cached
      // for a year, ADR 0012). A remote's entry is `remoteEntry.js`, named by the container plugin:
      // its release folder is versioned instead. The dev server keeps stable names.
      filename: isRemote || mode === 'development' ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      clean: true,
    },
    resolve: sourceResolve(),
    module: {
      rules: [typescriptRule(mode === 'development')],
    },
    plugins: [
      // webpack's own container runtime (ADR 0027): the shell loads remotes with its own loader
      // (shell/src/federation/federation-runtime.ts); each remote is a global `var` container.
      new webpack.container.ModuleFederationPlugin({
        name,
        filename: REMOTE_ENTRY_FILE,
        library: { type: 'var', name },
        exposes: exposes ? namedExposes(exposes) : undefined,
        shared,
      }),
      ...(isRemote
        ? [
            new FederationManifestPlugin({
              name,
              buildName: packageName(dir),
              buildVersion: buildMarker,
              exposes: Object.keys(exposes ?? {}),
              shared,
            }),
          ]
        : []),
      new webpack.DefinePlugin({
        __AMORA_BUILD_MARKER__: JSON.stringify(buildMarker),
        ...Object.fromEntries(Object.entries(define).map(([key, value]) => [key, JSON.stringify(value)])),
      }),
      ...(emitHtml ? [new HtmlWebpackPlugin({ title: htmlTitle ?? name, template: htmlTemplate(dir) })] : []),
      // `.br` and `.gz` beside every text file of a production build (ADR 0012).
      ...(mode === 'production' ? [new PrecompressPlugin()] : []),
    ],
    optimization: { runtimeChunk: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: devServerPort
      ? {
          port: devServerPort,
          host: '127.0.0.1',
          historyApiFallback: true,
          headers: { 'Access-Control-Allow-Origin': '*' },
          proxy: [{ context: ['/api', '/media'], target: process.env.AMORA_API ?? 'http://127.0.0.1:8080' }],
        }
      : undefined,
  };
}

/**
 * Each expose in a chunk of its own name, so the manifest can list the files it needs first (the
 * server preloads `./app`'s with the page).
 */
function namedExposes(exposes: Record<string, string>): Record<string, { import: string; name: string }> {
  return Object.fromEntries(
    Object.entries(exposes).map(([request, file]) => [
      request,
      { import: file, name: exposeChunkName(request.replace(/^\.\//, '')) },
    ]),
  );
}

/**
 * A remote's standalone harness page behind a dynamic import: its shared modules are not eager (a
 * container provides them lazily), so webpack's runtime must fill the share scope before the first
 * one is consumed; the harness then runs in a chunk loaded together with the modules it needs.
 */
function asyncBoundary(cacheDir: string, entryFile: string): string {
  mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, 'async-boundary.js');
  writeFileSync(file, `import(${JSON.stringify(entryFile)});\n`);
  return file;
}

function packageName(dir: string): string {
  return (require(path.join(dir, 'package.json')) as { name: string }).name;
}

/** The app's own `src/index.html`, or the plain page the remotes' dev harnesses share. */
function htmlTemplate(dir: string): string {
  const own = path.join(dir, 'src', 'index.html');
  return existsSync(own) ? own : fileURLToPath(new URL('../templates/harness.html', import.meta.url));
}

export interface RemoteWebpackOptions {
  /** The remote's `import.meta.url` (its webpack.config.mjs). */
  configUrl: string;
  /** Module Federation name, e.g. `mf_chat`. */
  name: string;
  /** Port of the standalone dev harness (`npm run dev -w <remote>`). */
  devServerPort: number;
  /** Widgets beside `./app`, e.g. `{ './widgets/signup': './src/exports/widgets/signup.tsx' }`. */
  widgets?: Record<`./widgets/${string}`, string>;
}

/**
 * A remote's whole webpack config: `./app` exposed from `src/exports/app.tsx` (plus its widgets), and in development
 * the dev harness (`src/dev/harness.tsx`) serving the area alone with the API proxied.
 */
export function createRemoteWebpackConfig({
  configUrl,
  name,
  devServerPort,
  widgets = {},
}: RemoteWebpackOptions) {
  const dir = path.dirname(fileURLToPath(configUrl));
  return (_env: unknown, argv: { mode?: string }): AppWebpackConfig =>
    createAppWebpackConfig({
      name,
      dir,
      mode: argv.mode === 'development' ? 'development' : 'production',
      exposes: { './app': './src/exports/app.tsx', ...widgets },
      entry: './src/dev/harness.tsx',
      htmlTitle: `${name} (standalone)`,
      devServerPort,
    });
}

/** A short content hash, used as a default release version suffix. */
export function contentHash(parts: Array<string | Buffer>): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, 10);
}
