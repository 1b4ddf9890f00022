import semver from 'semver';
import { loadVersionPolicy, type VersionPolicy } from './version-policy.js';

interface ManifestShared {
  name: string;
  version?: string;
  singleton?: boolean;
}

interface ManifestExpose {
  name?: string;
  path?: string;
}

export interface ManifestCheckOptions {
  expectedName: string;
  requiredExposes?: string[];
  policy?: VersionPolicy;
}

/**
 * The manifest contract a remote must meet before it may be released: its name, the exposes the
 * shell relies on, `publicPath: 'auto'` (so any versioned folder works), and every singleton
 * shared within the version policy. Returns the problems; an empty list means it may ship.
 */
export function checkManifest(manifest: unknown, options: ManifestCheckOptions): string[] {
  const { expectedName, requiredExposes = ['./app'], policy = loadVersionPolicy() } = options;
  if (!manifest || typeof manifest !== 'object') return ['manifest is not a JSON object'];
  const doc = manifest as {
    name?: unknown;
    metaData?: { publicPath?: unknown };
    shared?: unknown;
    exposes?: unknown;
  };
  const problems: string[] = [];
  if (doc.name !== expectedName)
    problems.push(`name is ${JSON.stringify(doc.name)}, expected "${expectedName}"`);
  if (doc.metaData?.publicPath !== 'auto') problems.push('metaData.publicPath must be "auto"');

  const exposes = Array.isArray(doc.exposes) ? (doc.exposes as ManifestExpose[]) : [];
  for (const required of requiredExposes) {
    const bare = required.replace(/^\.\//, '');
    if (!exposes.some((e) => e.path === required || e.name === bare))
      problems.push(`expose ${required} is missing`);
  }

  const shared = Array.isArray(doc.shared) ? (doc.shared as ManifestShared[]) : [];
  for (const [name, range] of Object.entries(policy.singletons)) {
    const entry = shared.find((s) => s.name === name);
    if (!entry) continue; // An app need not use every singleton; sharing it outside the policy is the error.
    if (entry.singleton !== true) problems.push(`${name} must be shared as a singleton`);
    if (!entry.version || !semver.valid(entry.version)) problems.push(`${name} has no valid version`);
    else if (!semver.satisfies(entry.version, range)) {
      problems.push(`${name}@${entry.version} is outside the version policy ${range}`);
    }
  }
  for (const entry of shared) {
    if (!(entry.name in policy.singletons) && !policy.prefixShares.some((p) => entry.name.startsWith(p))) {
      problems.push(`${entry.name} is shared but not in the version policy`);
    }
  }
  return problems;
}
