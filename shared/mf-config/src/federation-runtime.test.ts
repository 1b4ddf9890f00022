import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REACT_ROUTER_EXPORTS, SHARED_FACADES } from './shared-facades.js';
import {
  createAppWebpackConfig,
  federationRuntimeSharing,
  injectRuntimePluginPath,
  type AppWebpackOptions,
} from './webpack-config.js';

interface FederationOptions {
  name: string;
  filename: string;
  exposes?: Record<string, string>;
  shared: Record<string, { singleton?: boolean; eager?: boolean }>;
  shareStrategy?: string;
  runtimePlugins?: string[];
  manifest?: false | { fileName: string };
  experiments?: { asyncStartup?: boolean; externalRuntime?: boolean; provideExternalRuntime?: boolean };
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'mf-config-'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'demo', version: '1.0.0' }));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build(options: Partial<AppWebpackOptions>) {
  return createAppWebpackConfig({ name: 'demo', dir, mode: 'production', ...options });
}

/** The options the app hands to `@module-federation/enhanced`'s webpack plugin. */
function federationOptions(options: Partial<AppWebpackOptions>): FederationOptions {
  const plugin = build(options).plugins?.find((p) => p?.constructor.name === 'ModuleFederationPlugin');
  if (!plugin) throw new Error('no federation plugin');
  return (plugin as unknown as { _options: FederationOptions })._options;
}

const REMOTE = {
  name: 'mf_demo',
  exposes: { './app': './src/app.tsx', './widgets/match': './src/match.tsx' },
};
const SHELL = { name: 'shell', entry: './src/index.tsx' };

describe('@module-federation/enhanced builds every app', () => {
  it('a remote exposes its modules from remoteEntry.js, writes mf-manifest.json and starts asynchronously', () => {
    const options = federationOptions(REMOTE);
    expect(options.name).toBe('mf_demo');
    expect(options.filename).toBe('remoteEntry.js');
    expect(options.exposes).toEqual(REMOTE.exposes);
    expect(options.manifest).toEqual({ fileName: 'mf-manifest.json' });
    expect(options.shareStrategy).toBe('loaded-first');
    expect(options.experiments?.asyncStartup).toBe(true);
    expect(options.shared.react).toEqual(expect.objectContaining({ singleton: true }));
  });

  it('the shell exposes nothing and writes no manifest', () => {
    const options = federationOptions(SHELL);
    expect(options.exposes).toBeUndefined();
    expect(options.manifest).toBe(false);
  });

  it('the shell provides every singleton eagerly from its entry file; a remote provides them lazily', () => {
    const shellShared = federationOptions(SHELL).shared;
    const remoteShared = federationOptions(REMOTE).shared;
    expect(Object.values(shellShared).every((config) => config.eager === true)).toBe(true);
    expect(Object.values(remoteShared).some((config) => config.eager)).toBe(false);
    expect(build(SHELL).entry).toEqual({ main: './src/index.tsx' });
  });
});

describe('the federation runtime is downloaded once per page', () => {
  it('the shell publishes its own runtime through the ESM build of the inject plugin', () => {
    const options = federationOptions(SHELL);
    const plugin = injectRuntimePluginPath();
    expect(options.runtimePlugins).toEqual([plugin]);
    // The CommonJS build would bundle a second, CommonJS copy of the runtime.
    expect(plugin).toMatch(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.js$/);
    expect(existsSync(plugin)).toBe(true);
    expect(options.experiments?.provideExternalRuntime).toBeUndefined();
    expect(options.experiments?.externalRuntime).toBeUndefined();
  });

  it("a remote's production build leaves the runtime to the shell", () => {
    const options = federationOptions(REMOTE);
    expect(options.experiments?.externalRuntime).toBe(true);
    expect(options.runtimePlugins).toEqual([]);
  });

  it("a remote's development build keeps its own runtime for the standalone harness", () => {
    expect(federationRuntimeSharing(true, 'development')).toEqual({});
    const options = federationOptions({ ...REMOTE, mode: 'development' });
    expect(options.experiments?.externalRuntime).toBeUndefined();
  });
});

describe('the shared facades', () => {
  const APP_FOLDERS = [
    'shell',
    'shared/ui',
    'shared/platform',
    ...['account', 'chat', 'landers', 'likes', 'payments', 'profile'].map((area) => `mf-${area}`),
  ];

  /** Every value (not type) the apps' shipped sources import from `packageName` itself (no sub-path). */
  function importedNames(packageName: string): Set<string> {
    const root = path.resolve(__dirname, '..', '..', '..');
    const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${packageName}'`, 'g');
    const names = new Set<string>();
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'test-support') walk(file);
        } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          for (const [, list] of readFileSync(file, 'utf8').matchAll(pattern))
            for (const item of list!.split(',').map((part) => part.trim()))
              if (item && !item.startsWith('type ')) names.add(item.split(/\s+as\s+/)[0]!);
        }
      }
    };
    for (const folder of APP_FOLDERS) walk(path.join(root, folder, 'src'));
    return names;
  }

  it.each(Object.keys(SHARED_FACADES))(
    '%s: lists exactly the names the apps import (each one is on every first load; a missing one would be undefined)',
    (packageName) => {
      const imported = [...importedNames(packageName)].sort();
      expect(imported.length).toBeGreaterThan(0);
      expect(imported).toEqual([...SHARED_FACADES[packageName]!.exports].sort());
    },
  );

  it('react-router: holds no data-router API (ADR 0026)', () => {
    for (const dataApi of ['RouterProvider', 'createBrowserRouter', 'useMatches', 'useRouteError', 'Form'])
      expect(REACT_ROUTER_EXPORTS).not.toContain(dataApi);
  });
});
