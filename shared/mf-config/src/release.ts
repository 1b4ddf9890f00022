import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { MANIFEST_FILE_NAME, type RegistryEntry } from '@amora/contracts';
import { checkManifest } from './check-manifest.js';
import { isPrecompressedVariant, precompressFolder } from './precompress.js';
import { entryFor, readRegistry, updateRegistry, type ReleaseRecord } from './registry-store.js';
import { contentHash } from './webpack-config.js';

const require = createRequire(import.meta.url);

export class ReleaseError extends Error {
  constructor(
    message: string,
    readonly problems: string[] = [],
  ) {
    super(problems.length ? `${message}:\n  - ${problems.join('\n  - ')}` : message);
    this.name = 'ReleaseError';
  }
}

export interface ReleaseOptions {
  /** The remote's package directory. */
  dir: string;
  dataDir: string;
  /** Build first (default); false releases the existing dist/. */
  build?: boolean;
  buildMarker?: string;
  log?: (line: string) => void;
}

interface RemotePackage {
  remoteName: string;
  version: string;
}

/** `@amora/mf-account` → `mf_account`: the Module Federation name and registry key. */
export function readRemotePackage(dir: string): RemotePackage {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  const bare = pkg.name.replace(/^@amora\//, '');
  if (!/^mf-[a-z]+$/.test(bare)) throw new ReleaseError(`${pkg.name} is not a remote package`);
  return { remoteName: bare.replace(/-/g, '_'), version: pkg.version };
}

function listFiles(root: string, relative = ''): string[] {
  return readdirSync(path.join(root, relative), { withFileTypes: true })
    .flatMap((item) => {
      const next = path.join(relative, item.name);
      return item.isDirectory() ? listFiles(root, next) : [next];
    })
    .sort();
}

/**
 * The release's identity: its files without their `.br`/`.gz` variants, which are derived from
 * them. So a build hashes the same before and after precompression, and a release made before
 * variants existed still counts as the same content.
 */
function hashFolder(root: string): string {
  return contentHash(
    listFiles(root)
      .filter((file) => !isPrecompressedVariant(file))
      .flatMap((file) => [file, readFileSync(path.join(root, file))]),
  );
}

function runBuild(dir: string, buildMarker: string | undefined): void {
  const cli = require.resolve('webpack-cli/bin/cli.js', { paths: [dir] });
  const env = { ...process.env, ...(buildMarker ? { BUILD_MARKER: buildMarker } : {}) };
  const result = spawnSync(process.execPath, [cli, '--mode', 'production'], {
    cwd: dir,
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) throw new ReleaseError(`webpack build failed with exit code ${result.status}`);
}

/**
 * Builds a remote, checks its manifest against the version policy, copies the build to its
 * immutable folder `<DATA_DIR>/mf/<remote>/<version>/` and points the registry at it.
 */
export function releaseRemote(options: ReleaseOptions): RegistryEntry {
  const { dir, dataDir, build = true, buildMarker = process.env.BUILD_MARKER, log = console.log } = options;
  const { remoteName, version: packageVersion } = readRemotePackage(dir);
  if (buildMarker !== undefined && !/^[A-Za-z0-9._-]{1,40}$/.test(buildMarker)) {
    throw new ReleaseError('BUILD_MARKER may only contain letters, digits, dot, dash and underscore');
  }
  if (build) runBuild(dir, buildMarker);

  const dist = path.join(dir, 'dist');
  const manifestPath = path.join(dist, MANIFEST_FILE_NAME);
  if (!existsSync(manifestPath)) throw new ReleaseError(`${manifestPath} not found: build the remote first`);
  const problems = checkManifest(JSON.parse(readFileSync(manifestPath, 'utf8')), {
    expectedName: remoteName,
  });
  if (problems.length) throw new ReleaseError(`${remoteName} does not meet the manifest contract`, problems);

  // The encoded variants belong to the release: written before it is copied and published,
  // never added to a published folder afterwards (releases are immutable).
  precompressFolder(dist);
  const distHash = hashFolder(dist);
  const version = `${packageVersion}-${buildMarker ?? distHash}`;
  const target = path.join(dataDir, 'mf', remoteName, version);
  if (existsSync(target)) {
    if (hashFolder(target) !== distHash) {
      throw new ReleaseError(
        `${remoteName}@${version} was already released with other content; releases are immutable`,
      );
    }
    log(`${remoteName}@${version} is already in place`);
  } else {
    const staging = `${target}.staging-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    cpSync(dist, staging, { recursive: true });
    renameSync(staging, target);
  }

  const record: ReleaseRecord = {
    version,
    entry: `/mf/${remoteName}/${version}/${MANIFEST_FILE_NAME}`,
    buildVersion: buildMarker ?? packageVersion,
    releasedAt: new Date().toISOString(),
  };
  const registry = updateRegistry(dataDir, (reg, history) => {
    const releases = history[remoteName] ?? [];
    const previous = [...releases].reverse().find((r) => r.version !== version);
    if (releases.at(-1)?.version !== version) releases.push(record);
    history[remoteName] = releases;
    reg.remotes[remoteName] = entryFor(releases.at(-1) ?? record, previous);
  });
  log(`released ${remoteName}@${version} → ${record.entry}`);
  return registry.remotes[remoteName] as RegistryEntry;
}

/** Points the registry back to the release before the current one. No build, no copy. */
export function rollbackRemote(options: Pick<ReleaseOptions, 'dir' | 'dataDir' | 'log'>): RegistryEntry {
  const { dir, dataDir, log = console.log } = options;
  const { remoteName } = readRemotePackage(dir);
  const current = readRegistry(dataDir).remotes[remoteName];
  if (!current) throw new ReleaseError(`${remoteName} has no release to roll back`);

  const registry = updateRegistry(dataDir, (reg, history) => {
    const releases = history[remoteName] ?? [];
    while (releases.length && releases.at(-1)?.version === current.version) releases.pop();
    const previous = releases.at(-1);
    if (
      !previous ||
      !statSync(path.join(dataDir, 'mf', remoteName, previous.version), { throwIfNoEntry: false })
    ) {
      throw new ReleaseError(`${remoteName} has no earlier release to roll back to`);
    }
    history[remoteName] = releases;
    reg.remotes[remoteName] = entryFor(previous, releases.at(-2));
  });
  const entry = registry.remotes[remoteName] as RegistryEntry;
  log(`rolled back ${remoteName} to ${entry.version}`);
  return entry;
}
