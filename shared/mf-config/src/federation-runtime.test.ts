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
  runtimePlugins?: string[];
  experiments?: { externalRuntime?: boolean; provideExternalRuntime?: boolean };
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'mf-config-'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'demo', version: '1.0.0' }));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function federationOptions(options: Partial<AppWebpackOptions>): FederationOptions {
  const config = createAppWebpackConfig({ name: 'demo', dir, mode: 'production', ...options });
  const plugin = config.plugins?.find((p) => p?.constructor.name === 'ModuleFederationPlugin') as unknown as {
    _options: FederationOptions;
  };
  return plugin._options;
}

describe('the federation runtime is downloaded once per page (ADR 0017)', () => {
  it('the shell publishes its own runtime through the ESM build of the inject plugin', () => {
    const options = federationOptions({ name: 'shell' });
    const plugin = injectRuntimePluginPath();
    expect(options.runtimePlugins).toEqual([plugin]);
    // The CommonJS build would bundle a second, CommonJS copy of the runtime.
    expect(plugin).toMatch(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.js$/);
    expect(existsSync(plugin)).toBe(true);
    expect(options.experiments?.provideExternalRuntime).toBeUndefined();
    expect(options.experiments?.externalRuntime).toBeUndefined();
  });

  it("a remote's production build leaves the runtime to the shell", () => {
    const options = federationOptions({ name: 'mf_demo', exposes: { './app': './src/app.tsx' } });
    expect(options.experiments?.externalRuntime).toBe(true);
    expect(options.runtimePlugins).toBeUndefined();
  });

  it("a remote's development build keeps its own runtime for the standalone harness", () => {
    expect(federationRuntimeSharing(true, 'development')).toEqual({});
    const options = federationOptions({
      name: 'mf_demo',
      mode: 'development',
      exposes: { './app': './src/app.tsx' },
    });
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
