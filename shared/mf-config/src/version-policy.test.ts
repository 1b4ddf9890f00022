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
  shared: Shared[] = [{ name: 'react', version: '19.3.1', singleton: true }],
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
    expect(policy.singletons.react).toBe('^19.0.0');
    expect(policy.singletons['react-dom/client']).toBe('^19.0.0');
    expect(policy.singletons['@amora/platform']).toBe('^1.0.0');
    expect(policy.prefixShares).toEqual([]);
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

  it('reports a singleton outside the version policy: React of another major', () => {
    const problems = check(manifest({}, [{ name: 'react', version: '18.2.0', singleton: true }]));
    expect(problems).toEqual(['react@18.2.0 is outside the version policy ^19.0.0']);
  });

  it('reports a remote that shares Preact, under its own name or as react', () => {
    const preactShared = [
      { name: 'react', version: '19.3.1', singleton: true },
      { name: 'preact', version: '10.26.0', singleton: true },
    ];
    expect(check(manifest({}, preactShared))).toEqual(['preact is shared but not in the version policy']);
    // Preact's compatibility layer shared as `react` carries Preact's version.
    expect(check(manifest({}, [{ name: 'react', version: '11.2.0', singleton: true }]))).toEqual([
      'react@11.2.0 is outside the version policy ^19.0.0',
    ]);
  });

  it('reports a singleton without a valid version', () => {
    expect(check(manifest({}, [{ name: 'react', singleton: true }]))).toEqual(['react has no valid version']);
    expect(check(manifest({}, [{ name: 'react', version: 'latest', singleton: true }]))).toEqual([
      'react has no valid version',
    ]);
  });

  it('reports a policy package that is not shared as a singleton', () => {
    expect(check(manifest({}, [{ name: 'react', version: '19.3.1', singleton: false }]))).toEqual([
      'react must be shared as a singleton',
    ]);
    expect(check(manifest({}, [{ name: 'i18next', version: '26.7.2' }]))).toEqual([
      'i18next must be shared as a singleton',
    ]);
  });

  it('reports a shared package that is not in the policy', () => {
    const shared = [
      { name: 'react', version: '19.3.1', singleton: true },
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
    const policy: VersionPolicy = { singletons: { react: '^18.0.0' }, prefixShares: [] };
    const problems = checkManifest(manifest(), { expectedName: 'mf_demo', policy });
    expect(problems).toEqual(['react@19.3.1 is outside the version policy ^18.0.0']);
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

  it("shares React itself, each entry point with React's own version", () => {
    const shared = createSharedMap();
    const react = workspacePackageVersion('react');
    expect(react).toMatch(/^19\./);
    expect(shared.react).toEqual({ singleton: true, requiredVersion: '^19.0.0' });
    expect(shared['react-dom/client']).toEqual({
      singleton: true,
      requiredVersion: '^19.0.0',
      version: workspacePackageVersion('react-dom'),
    });
    expect(shared['react/jsx-runtime']).toMatchObject({ version: react });
    expect(Object.values(shared).some((config) => config.import?.includes('preact'))).toBe(false);
  });

  it('adds prefix shares with their base package range', () => {
    const shared = createSharedMap({ singletons: { lit: '^3.0.0' }, prefixShares: ['lit/'] });
    expect(shared['lit/']).toEqual({ singleton: true, requiredVersion: '^3.0.0' });
    expect(Object.keys(shared)).toHaveLength(2);
    expect(Object.keys(createSharedMap())).toHaveLength(Object.keys(policy.singletons).length);
  });

  it('refuses a prefix share whose base package is not a singleton', () => {
    expect(() => createSharedMap({ singletons: { react: '^19.3.0' }, prefixShares: ['vue/'] })).toThrow(
      'prefix share vue/ has no singleton vue in the version policy',
    );
  });
});
