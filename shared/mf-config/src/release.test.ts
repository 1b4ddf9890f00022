import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { readHistory, readRegistry } from './registry-store.js';
import { ReleaseError, readRemotePackage, releaseRemote, rollbackRemote } from './release.js';

const ENTRY_A = '/mf/mf_demo/0.1.0-A/mf-manifest.json';
const ENTRY_B = '/mf/mf_demo/0.1.0-B/mf-manifest.json';
const ENTRY_C = '/mf/mf_demo/0.1.0-C/mf-manifest.json';

const validManifest = {
  name: 'mf_demo',
  metaData: { publicPath: 'auto' },
  exposes: [{ name: 'app', path: './app' }],
  shared: [{ name: 'react', version: '19.3.1', singleton: true }],
};

let root: string;
let dir: string;
let dataDir: string;
const log = () => {};

function writeDist(remoteEntry: string, manifest: unknown = validManifest): void {
  const dist = path.join(dir, 'dist');
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(path.join(dist, 'chunks'), { recursive: true });
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dist, 'remoteEntry.js'), remoteEntry);
  writeFileSync(path.join(dist, 'chunks', 'app.js'), `// chunk of ${remoteEntry}`);
}

const release = (buildMarker?: string) => releaseRemote({ dir, dataDir, build: false, buildMarker, log });
const rollback = () => rollbackRemote({ dir, dataDir, log });
const registryFileText = () => readFileSync(path.join(dataDir, 'mf-registry.json'), 'utf8');
const current = () => readRegistry(dataDir).remotes.mf_demo;

function releaseError(run: () => unknown): ReleaseError {
  try {
    run();
  } catch (error) {
    if (error instanceof ReleaseError) return error;
    throw error;
  }
  throw new Error('expected a ReleaseError');
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'amora-release-'));
  dir = path.join(root, 'mf-demo');
  dataDir = path.join(root, 'data');
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@amora/mf-demo', version: '0.1.0' }));
  writeDist('console.log("A")');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('releaseRemote', () => {
  it('copies dist to its versioned folder and points the registry at its manifest', () => {
    const entry = release('A');

    const target = path.join(dataDir, 'mf', 'mf_demo', '0.1.0-A');
    expect(readFileSync(path.join(target, 'remoteEntry.js'), 'utf8')).toBe('console.log("A")');
    expect(readFileSync(path.join(target, 'chunks', 'app.js'), 'utf8')).toBe('// chunk of console.log("A")');
    expect(JSON.parse(readFileSync(path.join(target, 'mf-manifest.json'), 'utf8'))).toEqual(validManifest);
    expect(entry).toMatchObject({ entry: ENTRY_A, version: '0.1.0-A', buildVersion: 'A' });
    expect(entry.fallbackEntry).toBeUndefined();
    expect(JSON.parse(registryFileText())).toMatchObject({
      schemaVersion: 1,
      remotes: { mf_demo: { entry: ENTRY_A } },
    });
    expect(readdirSync(path.join(dataDir, 'mf', 'mf_demo'))).toEqual(['0.1.0-A']);
  });

  it('points a second release at the new build with the previous one as fallback', () => {
    release('A');
    writeDist('console.log("B")');
    const entry = release('B');

    expect(entry).toMatchObject({ entry: ENTRY_B, version: '0.1.0-B', fallbackEntry: ENTRY_A });
    expect(current()).toMatchObject({ entry: ENTRY_B, fallbackEntry: ENTRY_A });
    expect(readFileSync(path.join(dataDir, 'mf', 'mf_demo', '0.1.0-A', 'remoteEntry.js'), 'utf8')).toBe(
      'console.log("A")',
    );
    expect(readFileSync(path.join(dataDir, 'mf', 'mf_demo', '0.1.0-B', 'remoteEntry.js'), 'utf8')).toBe(
      'console.log("B")',
    );
    expect(readHistory(dataDir).mf_demo?.map((r) => r.version)).toEqual(['0.1.0-A', '0.1.0-B']);
  });

  it('refuses to release the same marker with different content: releases are immutable', () => {
    release('A');
    const before = registryFileText();
    writeDist('console.log("changed")');

    const error = releaseError(() => release('A'));

    expect(error.message).toBe(
      'mf_demo@0.1.0-A was already released with other content; releases are immutable',
    );
    expect(readFileSync(path.join(dataDir, 'mf', 'mf_demo', '0.1.0-A', 'remoteEntry.js'), 'utf8')).toBe(
      'console.log("A")',
    );
    expect(registryFileText()).toBe(before);
  });

  it('accepts re-releasing identical content under the same marker', () => {
    release('A');
    const lines: string[] = [];
    const entry = releaseRemote({
      dir,
      dataDir,
      build: false,
      buildMarker: 'A',
      log: (line) => lines.push(line),
    });

    expect(entry).toMatchObject({ entry: ENTRY_A, version: '0.1.0-A' });
    expect(entry.fallbackEntry).toBeUndefined();
    expect(lines[0]).toBe('mf_demo@0.1.0-A is already in place');
    expect(readHistory(dataDir).mf_demo).toHaveLength(1);
  });

  it('refuses a manifest that fails the contract and leaves the registry untouched', () => {
    release('A');
    const before = registryFileText();
    writeDist('console.log("B")', {
      ...validManifest,
      shared: [{ name: 'react', version: '18.2.0', singleton: true }],
    });

    const error = releaseError(() => release('B'));

    expect(error.problems).toEqual(['react@18.2.0 is outside the version policy ^19.0.0']);
    expect(error.message).toContain('mf_demo does not meet the manifest contract');
    expect(registryFileText()).toBe(before);
    expect(existsSync(path.join(dataDir, 'mf', 'mf_demo', '0.1.0-B'))).toBe(false);
  });

  it('refuses a manifest with the wrong name before creating any registry', () => {
    writeDist('x', { ...validManifest, name: 'mf_other' });
    expect(releaseError(() => release('A')).problems).toEqual(['name is "mf_other", expected "mf_demo"']);
    expect(existsSync(path.join(dataDir, 'mf-registry.json'))).toBe(false);
  });

  it('uses a content hash as the version suffix without a build marker', () => {
    const previous = process.env.BUILD_MARKER;
    delete process.env.BUILD_MARKER;
    try {
      const first = release();
      expect(first.version).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);
      expect(first.buildVersion).toBe('0.1.0');
      expect(release().version).toBe(first.version);
      writeDist('console.log("B")');
      expect(release().version).not.toBe(first.version);
    } finally {
      if (previous !== undefined) process.env.BUILD_MARKER = previous;
    }
  });

  it('refuses an unsafe build marker, a missing build and a package that is not a remote', () => {
    expect(releaseError(() => release('../evil')).message).toBe(
      'BUILD_MARKER may only contain letters, digits, dot, dash and underscore',
    );
    rmSync(path.join(dir, 'dist'), { recursive: true });
    expect(releaseError(() => release('A')).message).toContain('not found: build the remote first');
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: '@amora/platform', version: '1.0.0' }),
    );
    expect(releaseError(() => release('A')).message).toBe('@amora/platform is not a remote package');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('publishes .br and .gz variants inside the release folder, without changing its version', () => {
    const previous = process.env.BUILD_MARKER;
    delete process.env.BUILD_MARKER;
    try {
      const entry = `/* remote entry */\n${'console.log("a line of the remote");\n'.repeat(50)}`;
      writeDist(entry);
      const { version } = release();
      const target = path.join(dataDir, 'mf', 'mf_demo', version);
      expect(brotliDecompressSync(readFileSync(path.join(target, 'remoteEntry.js.br'))).toString()).toBe(
        entry,
      );
      expect(gunzipSync(readFileSync(path.join(target, 'remoteEntry.js.gz'))).toString()).toBe(entry);
      // The version hashes the build itself: a build released before variants existed has the same one.
      rmSync(path.join(dataDir, 'mf'), { recursive: true });
      writeDist(entry);
      expect(release().version).toBe(version);
      // The same content again (its variants already there) is accepted as the same release.
      expect(release().version).toBe(version);
    } finally {
      if (previous !== undefined) process.env.BUILD_MARKER = previous;
    }
  });
});

describe('rollbackRemote', () => {
  it('points the registry back to the previous release, then refuses when nothing is earlier', () => {
    release('A');
    writeDist('console.log("B")');
    release('B');

    const entry = rollback();
    expect(entry).toMatchObject({ entry: ENTRY_A, version: '0.1.0-A' });
    expect(entry.fallbackEntry).toBeUndefined();
    expect(current()?.entry).toBe(ENTRY_A);

    const before = registryFileText();
    const error = releaseError(() => rollback());
    expect(error.message).toBe('mf_demo has no earlier release to roll back to');
    expect(registryFileText()).toBe(before);
    expect(existsSync(path.join(dataDir, 'mf', 'mf_demo', '0.1.0-B', 'remoteEntry.js'))).toBe(true);
  });

  it('keeps the release before the restored one as its fallback', () => {
    release('A');
    writeDist('console.log("B")');
    release('B');
    writeDist('console.log("C")');
    expect(release('C').fallbackEntry).toBe(ENTRY_B);

    expect(rollback()).toMatchObject({ entry: ENTRY_B, fallbackEntry: ENTRY_A });
    expect(rollback()).toMatchObject({ entry: ENTRY_A });
  });

  it('releases again after a rollback with the restored build as fallback', () => {
    release('A');
    writeDist('console.log("B")');
    release('B');
    rollback();
    writeDist('console.log("C")');
    expect(release('C')).toMatchObject({ entry: ENTRY_C, fallbackEntry: ENTRY_A });
  });

  it('refuses a remote that was never released', () => {
    expect(releaseError(() => rollback()).message).toBe('mf_demo has no release to roll back');
  });
});

describe('readRemotePackage', () => {
  it('turns @amora/mf-demo into the Module Federation name mf_demo', () => {
    expect(readRemotePackage(dir)).toEqual({ remoteName: 'mf_demo', version: '0.1.0' });
  });
});
