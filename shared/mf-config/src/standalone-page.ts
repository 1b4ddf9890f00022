import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import { PrecompressPlugin } from './precompress.js';
import { sourceResolve, typescriptRule } from './source-build.js';
import { resolveBuildMarker } from './webpack-config.js';

export interface StandalonePageOptions {
  /** The remote's `import.meta.url` (its webpack.config.mjs). */
  configUrl: string;
  /** The page's entry, e.g. `./src/lean/main.tsx`. */
  entry: string;
  /** Folder inside `dist/` (so inside the remote's release folder), e.g. `lander`. */
  outDir: string;
  /** Name of this compiler in a multi-compiler build. */
  name: string;
  /** Compilers that must finish first (the remote's own build cleans `dist/`). */
  dependencies?: string[];
}

/**
 * A page a remote ships beside its federated build, without Module Federation: its own React and
 * whatever it imports, bundled and tree-shaken, no shared singletons and no federation runtime
 * (ADR 0022: the lean lander page). Its entry is `main.js` in `dist/<outDir>/`, which the release
 * copies into the remote's immutable, versioned folder; the chunks are content-hashed and loaded
 * relative to the entry (`publicPath: 'auto'`). Production only: precompressed like every build.
 */
export function createStandalonePageWebpackConfig({
  configUrl,
  entry,
  outDir,
  name,
  dependencies,
}: StandalonePageOptions): Configuration {
  const dir = path.dirname(fileURLToPath(configUrl));
  return {
    name,
    dependencies,
    mode: 'production',
    context: dir,
    entry: { main: entry },
    devtool: 'source-map',
    target: 'web',
    output: {
      path: path.join(dir, 'dist', outDir),
      publicPath: 'auto',
      uniqueName: `${name}_page`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      clean: true,
    },
    resolve: sourceResolve(),
    module: {
      rules: [typescriptRule(false)],
    },
    plugins: [
      new webpack.DefinePlugin({ __AMORA_BUILD_MARKER__: JSON.stringify(resolveBuildMarker(dir)) }),
      new PrecompressPlugin(),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
