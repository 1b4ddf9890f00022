import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { MANIFEST_FILE_NAME } from '@amora/contracts';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { Configuration, PathData } from 'webpack';
import { PrecompressPlugin } from './precompress.js';
import { markdownTextRule, sourceResolve, typescriptRule } from './source-build.js';
import { writeSharedFacades } from './shared-facades.js';
import { createSharedMap } from './shared-map.js';

/** Every remote's container script, in its versioned release folder. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

const require = createRequire(import.meta.url);

export interface AppWebpackOptions {
  /** Module Federation name: `shell` or `mf_<area>`. */
  name: string;
  /** The app's package directory. */
  dir: string;
  mode: 'production' | 'development';
  /** Remotes: the modules they expose. */
  exposes?: Record<string, string>;
  /** The shell: build-time federation runtime plugins (module paths), active before any remote loads. */
  runtimePlugins?: string[];
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
  const {
    name,
    dir,
    mode,
    exposes,
    runtimePlugins = [],
    entry,
    htmlTitle,
    devServerPort,
    define = {},
  } = options;
  const isRemote = Boolean(exposes);
  const buildMarker = resolveBuildMarker(dir);
  // The federation manifest plugin reads the build version from this variable.
  process.env.MF_BUILD_VERSION = buildMarker;
  const emitHtml = Boolean(entry) && (!isRemote || mode === 'development');
  const cacheDir = path.join(dir, 'node_modules', '.cache', 'amora');
  const facades = writeSharedFacades(cacheDir);
  // The shell provides every singleton from its first file (ADR 0031): the page needs them all
  // before its first render, and one file is fewer requests and compresses better than fifteen.
  const shared = createSharedMap(undefined, { facades, eager: !isRemote });

  return {
    mode,
    context: dir,
    entry: emitHtml && entry ? { main: entry } : {},
    devtool: mode === 'development' ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: isRemote ? 'auto' : '/',
      uniqueName: name,
      // The shell's entry is content-hashed in production (its HTML names it, so it can be cached
      // for a year, ADR 0012). A remote's entry is `remoteEntry.js`, named by the container plugin:
      // its release folder is versioned instead. The dev server keeps stable names.
      filename: isRemote || mode === 'development' ? '[name].js' : hashedEntryFilename,
      chunkFilename: '[name].[contenthash:10].js',
      clean: true,
    },
    resolve: sourceResolve(),
    module: {
      rules: [typescriptRule(mode === 'development'), markdownTextRule()],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: REMOTE_ENTRY_FILE,
        exposes,
        shared,
        shareStrategy: 'loaded-first',
        // The shell hands its federation runtime to the remotes (federationRuntimeSharing).
        runtimePlugins: isRemote ? [] : [...runtimePlugins, injectRuntimePluginPath()],
        dts: false,
        // `mf-manifest.json` for every remote: the release check, the registry's shape check and the
        // server's preload hints read it; the shell's runtime loads a remote by it.
        manifest: isRemote ? { fileName: MANIFEST_FILE_NAME } : false,
        experiments: {
          asyncStartup: true,
          // Strips the runtime's Node.js code paths from every app's first download.
          optimization: { target: 'web' },
          ...federationRuntimeSharing(isRemote, mode),
        },
      }),
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
          // The API, photos, and the registry with the released remotes the shell loads.
          proxy: [
            {
              context: ['/api', '/media', '/mf-registry.json', '/mf/'],
              target: process.env.AMORA_API ?? 'http://127.0.0.1:8080',
            },
          ],
        }
      : undefined,
  };
}

/**
 * Who carries the federation runtime: the shell provides it to the page (the inject plugin in its
 * runtime plugins publishes the copy it runs itself); a remote's production build expects it, so its
 * `remoteEntry.js` stays small. A remote's standalone dev harness has no shell and keeps its own copy.
 */
export function federationRuntimeSharing(
  isRemote: boolean,
  mode: AppWebpackOptions['mode'],
): { externalRuntime?: true } {
  // Not `provideExternalRuntime` on the shell's side: that option adds the plugin's CommonJS build,
  // which pulls a second, CommonJS copy of the runtime into the shell and hands the remotes that
  // copy instead of the one the shell runs.
  return isRemote && mode === 'production' ? { externalRuntime: true } : {};
}

/** The ESM build of the runtime plugin that publishes the shell's runtime as `_FEDERATION_RUNTIME_CORE`. */
export function injectRuntimePluginPath(): string {
  const fromEnhanced = createRequire(require.resolve('@module-federation/enhanced/webpack'));
  // Its package exports `import` → dist/index.js beside `require` → dist/index.cjs.
  const commonJs = fromEnhanced.resolve('@module-federation/inject-external-runtime-core-plugin');
  const esm = path.join(path.dirname(commonJs), 'index.js');
  if (!existsSync(esm)) throw new Error(`no ESM build of the runtime inject plugin beside ${commonJs}`);
  return esm;
}

/**
 * `main.0123456789.js`. The federation runtime asks for the entry's own file name while its
 * content hash is still being computed (only to learn how deep the file sits below `dist/`); it
 * gets the unhashed name then, which sits at the same depth.
 */
function hashedEntryFilename(pathData: PathData): string {
  return pathData.chunk && 'contentHash' in pathData.chunk && !pathData.chunk.contentHash?.javascript
    ? '[name].js'
    : '[name].[contenthash:10].js';
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
  /**
   * Widgets beside `./app`, e.g. `{ './widgets/signup': './src/exports/widgets/signup.tsx' }`, and
   * the area's staff-console pages (`./backoffice/<page>`, `BACKOFFICE_PAGES`).
   */
  widgets?: Record<`./widgets/${string}` | `./backoffice/${string}`, string>;
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
