import { checkManifest } from './check-manifest.js';
import { createSharedMap, type SharedConfig } from './shared-map.js';
import { loadVersionPolicy, workspacePackageVersion, type VersionPolicy } from './version-policy.js';

interface Shared {
  name: string;
  version?: string;
  singleton?: boolean;
}

function manifest(
  overrides: Record<string, unknown> = {},
  shared: Shared[] = [{ name: 'react', version: '11.2.0', singleton: true }],
) {
  return {
    name: 'mf_demo',
    metaData: { publicPath: 'auto' },
    exposes: [{ name: 'app', path: './app' }],
    shared,
    ...overrides,
  };
}

const check = (doc: unknown) => checkManifest(doc, { expectedName: 'mf_demo' });

describe('loadVersionPolicy', () => {
  it('reads the singletons and prefix shares of shared/contracts/platform-versions.json', () => {
    const policy = loadVersionPolicy();
    expect(policy.singletons.react).toBe('^11.2.0');
    expect(policy.singletons['@amora/platform']).toBe('^1.0.0');
    expect(policy.prefixShares).toEqual([]);
    expect(policy.providedBy.react).toBe('preact/compat');
    expect(policy.providedBy['react-dom/client']).toBe('preact/compat/client');
    expect(policy).not.toHaveProperty('$comment');
  });
});

describe('checkManifest', () => {
  it('passes a valid manifest', () => {
    expect(check(manifest())).toEqual([]);
  });

  it('passes a manifest sharing every policy singleton within range plus prefix shares', () => {
    const policy = loadVersionPolicy();
    const shared: Shared[] = Object.entries(policy.singletons).map(([name, range]) => ({
      name,
      version: range.replace(/^\^/, ''),
      singleton: true,
    }));
    expect(check(manifest({}, shared))).toEqual([]);
  });

  it('accepts the expose by path alone or by name alone', () => {
    expect(check(manifest({ exposes: [{ path: './app' }] }))).toEqual([]);
    expect(check(manifest({ exposes: [{ name: 'app' }] }))).toEqual([]);
  });

  it('reports a wrong name', () => {
    expect(check(manifest({ name: 'mf_other' }))).toEqual(['name is "mf_other", expected "mf_demo"']);
  });

  it('reports a missing ./app expose', () => {
    expect(check(manifest({ exposes: [{ name: 'widget', path: './widget' }] }))).toEqual([
      'expose ./app is missing',
    ]);
    expect(check(manifest({ exposes: undefined }))).toEqual(['expose ./app is missing']);
  });

  it('checks the required exposes it is given', () => {
    const problems = checkManifest(manifest(), {
      expectedName: 'mf_demo',
      requiredExposes: ['./app', './widget'],
    });
    expect(problems).toEqual(['expose ./widget is missing']);
  });

  it('reports a publicPath other than "auto"', () => {
    expect(check(manifest({ metaData: { publicPath: '/mf/' } }))).toEqual([
      'metaData.publicPath must be "auto"',
    ]);
    expect(check(manifest({ metaData: undefined }))).toEqual(['metaData.publicPath must be "auto"']);
  });

  it('reports a singleton outside the version policy', () => {
    // A remote built with React's own renderer instead of Preact's compatibility layer (ADR 0025).
    const problems = check(manifest({}, [{ name: 'react', version: '18.2.0', singleton: true }]));
    expect(problems).toEqual(['react@18.2.0 is outside the version policy ^11.2.0']);
  });

  it('reports a singleton without a valid version', () => {
    expect(check(manifest({}, [{ name: 'react', singleton: true }]))).toEqual(['react has no valid version']);
    expect(check(manifest({}, [{ name: 'react', version: 'latest', singleton: true }]))).toEqual([
      'react has no valid version',
    ]);
  });

  it('reports a policy package that is not shared as a singleton', () => {
    expect(check(manifest({}, [{ name: 'react', version: '11.2.0', singleton: false }]))).toEqual([
      'react must be shared as a singleton',
    ]);
    expect(check(manifest({}, [{ name: 'i18next', version: '26.7.2' }]))).toEqual([
      'i18next must be shared as a singleton',
    ]);
  });

  it('reports a shared package that is not in the policy', () => {
    const shared = [
      { name: 'react', version: '11.2.0', singleton: true },
      { name: 'lodash', version: '4.17.21', singleton: true },
    ];
    expect(check(manifest({}, shared))).toEqual(['lodash is shared but not in the version policy']);
  });

  it('reports every problem of a bad manifest at once', () => {
    const doc = { name: 'mf_x', metaData: {}, exposes: [], shared: [{ name: 'react', version: '18.2.0' }] };
    expect(check(doc)).toHaveLength(5);
  });

  it('refuses something that is not an object', () => {
    expect(check(null)).toEqual(['manifest is not a JSON object']);
    expect(check('mf_demo')).toEqual(['manifest is not a JSON object']);
  });

  it('uses the policy it is given instead of the file', () => {
    const policy: VersionPolicy = { singletons: { react: '^18.0.0' }, prefixShares: [], providedBy: {} };
    const problems = checkManifest(manifest(), { expectedName: 'mf_demo', policy });
    expect(problems).toEqual(['react@11.2.0 is outside the version policy ^18.0.0']);
  });
});

describe('createSharedMap', () => {
  const policy = loadVersionPolicy();

  it('shares every policy singleton as a singleton with its range as requiredVersion', () => {
    const shared = createSharedMap();
    for (const [name, range] of Object.entries(policy.singletons)) {
      expect(shared[name]).toMatchObject({ singleton: true, requiredVersion: range });
    }
    expect(shared['react-router']).toEqual({ singleton: true, requiredVersion: '^7.18.0' });
  });

  it('makes @amora/platform strict with its workspace version 1.0.0', () => {
    expect(createSharedMap()['@amora/platform']).toEqual<SharedConfig>({
      singleton: true,
      requiredVersion: '^1.0.0',
      strictVersion: true,
      version: '1.0.0',
    });
  });

  it('versions other workspace packages explicitly without making them strict', () => {
    expect(createSharedMap()['@amora/ui']).toEqual({
      singleton: true,
      requiredVersion: '^1.0.0',
      version: '1.0.0',
    });
    expect(workspacePackageVersion('@amora/contracts')).toBe('1.0.0');
  });

  it('serves react and its entry points from preact/compat, with the version of Preact', () => {
    const shared = createSharedMap();
    const preact = workspacePackageVersion('preact');
    expect(shared.react).toEqual({
      singleton: true,
      requiredVersion: '^11.2.0',
      import: 'preact/compat',
      version: preact,
    });
    expect(shared['react-dom/client']).toMatchObject({ import: 'preact/compat/client', version: preact });
    expect(shared['react/jsx-runtime']).toMatchObject({
      import: 'preact/compat/jsx-runtime',
      version: preact,
    });
  });

  it('gives react-dom and preact/compat the share key of react: one module, one instance per page', () => {
    const shared = createSharedMap();
    expect(shared['react-dom']).toMatchObject({ import: 'preact/compat', shareKey: 'react' });
    expect(shared['preact/compat']).toMatchObject({ import: 'preact/compat', shareKey: 'react' });
    expect(shared.react).not.toHaveProperty('shareKey');
    expect(shared['react-dom/client']).not.toHaveProperty('shareKey');
  });

  it('versions a sub-path share by its package (preact/hooks has no version of its own)', () => {
    expect(createSharedMap()['preact/hooks']).toEqual({
      singleton: true,
      requiredVersion: '^11.2.0',
      version: workspacePackageVersion('preact'),
    });
  });

  it('adds prefix shares with their base package range', () => {
    const shared = createSharedMap({ singletons: { lit: '^3.0.0' }, prefixShares: ['lit/'], providedBy: {} });
    expect(shared['lit/']).toEqual({ singleton: true, requiredVersion: '^3.0.0' });
    expect(Object.keys(shared)).toHaveLength(2);
    expect(Object.keys(createSharedMap())).toHaveLength(Object.keys(policy.singletons).length);
  });

  it('refuses a prefix share whose base package is not a singleton', () => {
    expect(() =>
      createSharedMap({ singletons: { react: '^19.3.0' }, prefixShares: ['vue/'], providedBy: {} }),
    ).toThrow('prefix share vue/ has no singleton vue in the version policy');
  });
});
