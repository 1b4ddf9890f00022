import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REACT_ROUTER_EXPORTS } from './react-router-facade.js';
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

describe('the react-router facade', () => {
  it('lists no data-API export that no app uses (each one is on every first load)', () => {
    for (const unused of ['Form', 'useFetcher', 'Await', 'ScrollRestoration', 'useBlocker', 'useRevalidator'])
      expect(REACT_ROUTER_EXPORTS).not.toContain(unused);
    expect(REACT_ROUTER_EXPORTS).toEqual(
      expect.arrayContaining(['RouterProvider', 'createBrowserRouter', 'Link']),
    );
  });
});
