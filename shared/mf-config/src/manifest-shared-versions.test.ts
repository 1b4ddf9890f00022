import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import type { Compiler } from 'webpack';
import { ManifestSharedVersionsPlugin } from './manifest-shared-versions.js';
import { sourceResolve } from './source-build.js';

/** Stands in for the federation manifest plugin: emits a manifest whose versions are the package's. */
class FakeManifestPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('FakeManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FakeManifest', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          const manifest = {
            name: 'mf_demo',
            shared: [
              { name: 'react', version: '19.3.1' },
              { name: 'preact/hooks', version: false },
              { name: 'i18next', version: '26.7.2' },
            ],
          };
          compilation.emitAsset('mf-manifest.json', new webpack.sources.RawSource(JSON.stringify(manifest)));
        },
      );
    });
  }
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'amora-manifest-'));
  writeFileSync(path.join(dir, 'entry.js'), 'export const one = 1;\n');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function build(plugins: webpack.WebpackPluginInstance[]): Promise<void> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'dist') },
    plugins,
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else resolve();
    }),
  );
}

const shares = (): Array<{ name: string; version: unknown }> =>
  (JSON.parse(readFileSync(path.join(dir, 'dist', 'mf-manifest.json'), 'utf8')) as { shared: [] }).shared;

describe('ManifestSharedVersionsPlugin', () => {
  it('records the configured version of each share instead of the package found by its name', async () => {
    await build([
      new FakeManifestPlugin(),
      new ManifestSharedVersionsPlugin({
        react: { singleton: true, requiredVersion: '^11.2.0', import: 'preact/compat', version: '11.2.0' },
        'preact/hooks': { singleton: true, requiredVersion: '^11.2.0', version: '11.2.0' },
        i18next: { singleton: true, requiredVersion: '^26.7.0' },
      }),
    ]);
    expect(shares()).toEqual([
      { name: 'react', version: '11.2.0' },
      { name: 'preact/hooks', version: '11.2.0' },
      // No configured version: what the manifest plugin found stays.
      { name: 'i18next', version: '26.7.2' },
    ]);
  });

  it('leaves the manifest as written without the plugin (the manifest plugin gets react wrong)', async () => {
    await build([new FakeManifestPlugin()]);
    expect(shares()[0]).toEqual({ name: 'react', version: '19.3.1' });
  });
});

describe('sourceResolve', () => {
  it('resolves react and react-dom entry points to Preact, exact names only', () => {
    expect(sourceResolve().alias).toEqual({
      react$: 'preact/compat',
      'react-dom$': 'preact/compat',
      'react/jsx-runtime$': 'preact/compat/jsx-runtime',
      'react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
      'react-dom/client$': 'preact/compat/client',
    });
  });
});
