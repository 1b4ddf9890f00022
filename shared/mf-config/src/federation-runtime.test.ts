import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REACT_ROUTER_EXPORTS, SHARED_FACADES } from './shared-facades.js';
import webpack from 'webpack';
import { FederationManifestPlugin } from './federation-manifest.js';
import { createAppWebpackConfig, type AppWebpackOptions } from './webpack-config.js';

interface ContainerOptions {
  name: string;
  filename: string;
  library: { type: string; name: string };
  exposes?: Record<string, { import: string; name: string }>;
  shared: Record<string, unknown>;
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

function containerOptions(options: Partial<AppWebpackOptions>): ContainerOptions {
  const plugin = build(options).plugins?.find((p) => p instanceof webpack.container.ModuleFederationPlugin);
  if (!plugin) throw new Error('no container plugin');
  return (plugin as unknown as { options: ContainerOptions }).options;
}

describe("webpack's own container runtime (ADR 0027)", () => {
  it('a remote is a global container named like the remote, each expose in a chunk of its own name', () => {
    const options = containerOptions({
      name: 'mf_demo',
      exposes: { './app': './src/app.tsx', './widgets/match': './src/match.tsx' },
    });
    expect(options.library).toEqual({ type: 'var', name: 'mf_demo' });
    expect(options.filename).toBe('remoteEntry.js');
    expect(options.exposes).toEqual({
      './app': { import: './src/app.tsx', name: '__federation_expose_app' },
      './widgets/match': { import: './src/match.tsx', name: '__federation_expose_widgets_match' },
    });
    expect(options.shared).toEqual(
      expect.objectContaining({ react: expect.objectContaining({ singleton: true }) }),
    );
  });

  it('a remote writes its manifest; the shell, which exposes nothing, writes none', () => {
    const manifestPlugins = (options: Partial<AppWebpackOptions>) =>
      (build(options).plugins ?? []).filter((p) => p instanceof FederationManifestPlugin);
    expect(manifestPlugins({ name: 'mf_demo', exposes: { './app': './src/app.tsx' } })).toHaveLength(1);
    expect(manifestPlugins({ name: 'shell', entry: './src/index.tsx' })).toHaveLength(0);
    expect(containerOptions({ name: 'shell', entry: './src/index.tsx' }).exposes).toBeUndefined();
  });

  it('the shell provides every singleton eagerly from its entry file; a remote provides them lazily', () => {
    const shellShared = containerOptions({ name: 'shell', entry: './src/index.tsx' }).shared;
    const remoteShared = containerOptions({ name: 'mf_demo', exposes: { './app': './src/app.tsx' } }).shared;
    expect(Object.values(shellShared).every((config) => (config as { eager?: boolean }).eager === true)).toBe(
      true,
    );
    expect(Object.values(remoteShared).some((config) => (config as { eager?: boolean }).eager)).toBe(false);
    expect(build({ name: 'shell', entry: './src/index.tsx' }).entry).toEqual({ main: './src/index.tsx' });
  });

  it("a remote's harness page runs behind a dynamic import, so the share scope is filled before its first import", () => {
    const config = build({
      name: 'mf_demo',
      mode: 'development',
      exposes: { './app': './src/app.tsx' },
      entry: './src/index.tsx',
    });
    const boundary = (config.entry as { main: string }).main;
    expect(readFileSync(boundary, 'utf8')).toBe(
      `import(${JSON.stringify(path.join(dir, 'src', 'index.tsx'))});\n`,
    );
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
