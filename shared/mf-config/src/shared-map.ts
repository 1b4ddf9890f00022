import { loadVersionPolicy, workspacePackageVersion, type VersionPolicy } from './version-policy.js';

export interface SharedConfig {
  singleton: true;
  requiredVersion: string;
  strictVersion?: boolean;
  version?: string;
}

/** Packages of this repository: versioned explicitly, and the platform contract fails loudly. */
const WORKSPACE_PREFIX = '@amora/';
const STRICT_PACKAGES = new Set(['@amora/platform']);

/**
 * The `shared` map every app uses, derived from the version policy so it is identical in the shell
 * and every remote. A different map in one app would mean two Reacts or two query caches.
 */
export function createSharedMap(policy: VersionPolicy = loadVersionPolicy()): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const [name, range] of Object.entries(policy.singletons)) {
    const config: SharedConfig = { singleton: true, requiredVersion: range };
    if (name.startsWith(WORKSPACE_PREFIX)) config.version = workspacePackageVersion(name);
    if (STRICT_PACKAGES.has(name)) config.strictVersion = true;
    shared[name] = config;
  }
  for (const prefix of policy.prefixShares) {
    const base = prefix.replace(/\/$/, '');
    const range = policy.singletons[base];
    if (!range) throw new Error(`prefix share ${prefix} has no singleton ${base} in the version policy`);
    shared[prefix] = { singleton: true, requiredVersion: range };
  }
  return shared;
}
