import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { manifestShapeProblems } from '@amora/contracts/plain';
import { exposeChunkName, FederationManifestPlugin } from './federation-manifest.js';
import type { SharedConfig } from './shared-map.js';
import { sourceResolve } from './source-build.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'amora-manifest-'));
  // A shared package whose own version differs from the one it is shared as (Preact behind `react`).
  const lib = path.join(dir, 'node_modules', 'fake-compat');
  mkdirSync(lib, { recursive: true });
  writeFileSync(path.join(lib, 'package.json'), JSON.stringify({ name: 'fake-compat', version: '19.3.1' }));
  writeFileSync(path.join(lib, 'index.js'), 'export const render = () => "compat";\n');
  const other = path.join(dir, 'node_modules', 'fake-i18n');
  mkdirSync(other, { recursive: true });
  writeFileSync(path.join(other, 'package.json'), JSON.stringify({ name: 'fake-i18n', version: '26.7.2' }));
  writeFileSync(path.join(other, 'index.js'), 'export const t = (key) => key;\n');
  writeFileSync(path.join(dir, 'helper.js'), 'export const helper = () => "help";\n');
  writeFileSync(
    path.join(dir, 'app.js'),
    'import { render } from "react"; import { t } from "fake-i18n"; import { helper } from "./helper.js";\n' +
      'export const mount = () => [render(), t("x"), helper(), import("./later.js")];\n',
  );
  writeFileSync(path.join(dir, 'later.js'), 'export const later = 1;\n');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const SHARED: Record<string, SharedConfig> = {
  react: { singleton: true, requiredVersion: '^11.2.0', import: 'fake-compat', version: '11.2.0' },
  'fake-i18n': { singleton: true, requiredVersion: '^26.7.0' },
};

function buildContainer(): Promise<void> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: {},
    output: { path: path.join(dir, 'dist'), publicPath: 'auto', chunkFilename: '[name].[contenthash:10].js' },
    plugins: [
      new webpack.container.ModuleFederationPlugin({
        name: 'mf_demo',
        filename: 'remoteEntry.js',
        library: { type: 'var', name: 'mf_demo' },
        exposes: { './app': { import: './app.js', name: exposeChunkName('app') } },
        shared: SHARED,
      }),
      new FederationManifestPlugin({
        name: 'mf_demo',
        buildName: '@amora/mf-demo',
        buildVersion: '0.1.0-test',
        exposes: ['./app'],
        shared: SHARED,
      }),
    ],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else resolve();
    }),
  );
}

const readManifest = () => JSON.parse(readFileSync(path.join(dir, 'dist', 'mf-manifest.json'), 'utf8'));

describe('FederationManifestPlugin (ADR 0027)', () => {
  it('names the container, its global and its remote entry, with publicPath auto', async () => {
    await buildContainer();
    const manifest = readManifest();
    expect(manifest.name).toBe('mf_demo');
    expect(manifest.metaData).toEqual(
      expect.objectContaining({
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
        globalName: 'mf_demo',
        publicPath: 'auto',
        buildInfo: { buildVersion: '0.1.0-test', buildName: '@amora/mf-demo' },
      }),
    );
    expect(existsSync(path.join(dir, 'dist', 'remoteEntry.js'))).toBe(true);
    expect(manifestShapeProblems(manifest, 'mf_demo')).toEqual([]);
  });

  it('records each share with the version it is shared as, not the version of the package behind it', async () => {
    await buildContainer();
    expect(readManifest().shared).toEqual([
      expect.objectContaining({
        name: 'fake-i18n',
        version: '26.7.2',
        singleton: true,
        requiredVersion: '^26.7.0',
      }),
      expect.objectContaining({
        name: 'react',
        version: '11.2.0',
        singleton: true,
        requiredVersion: '^11.2.0',
      }),
    ]);
  });

  it('lists the files ./app needs first, all of them built, and its lazy chunks apart', async () => {
    await buildContainer();
    const app = readManifest().exposes.find((expose: { path: string }) => expose.path === './app');
    expect(app.name).toBe('app');
    expect(app.assets.js.sync).toEqual(
      expect.arrayContaining([expect.stringMatching(/^__federation_expose_app\.\w+\.js$/)]),
    );
    const all = [...app.assets.js.sync, ...app.assets.js.async];
    for (const file of all) expect(existsSync(path.join(dir, 'dist', file))).toBe(true);
    // later.js is imported lazily: not a file the page must wait for.
    expect(app.assets.js.async.length).toBeGreaterThan(0);
    expect(app.assets.js.sync.some((file: string) => app.assets.js.async.includes(file))).toBe(false);
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
