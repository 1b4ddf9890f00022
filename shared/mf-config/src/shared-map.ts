import {
  loadVersionPolicy,
  packageOf,
  workspacePackageVersion,
  type VersionPolicy,
} from './version-policy.js';
import type { SharedFacade } from './shared-facades.js';

export interface SharedConfig {
  /** The module provided under this key, when it is not the package itself. */
  import?: string;
  singleton: true;
  requiredVersion: string;
  strictVersion?: boolean;
  version?: string;
  /** In the page's first file instead of a chunk of its own (the shell's, ADR 0063). */
  eager?: boolean;
}

/** Packages of this repository: versioned explicitly, and the platform contract fails loudly. */
const WORKSPACE_PREFIX = '@amora/';
const STRICT_PACKAGES = new Set(['@amora/platform']);

/**
 * The `shared` map every app uses, derived from the version policy so it is identical in the shell
 * and every remote. A different map in one app would mean two Reacts or two query caches.
 */
export interface SharedMapOptions {
  /** Facades to share instead of the whole package, by share key (see shared-facades.ts). */
  facades?: Record<string, SharedFacade>;
  /** The shell provides every singleton from its first file (ADR 0063): one download, not fifteen. */
  eager?: boolean;
}

export function createSharedMap(
  policy: VersionPolicy = loadVersionPolicy(),
  options: SharedMapOptions = {},
): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const [name, range] of Object.entries(policy.singletons)) {
    const config: SharedConfig = { singleton: true, requiredVersion: range };
    if (name.startsWith(WORKSPACE_PREFIX)) config.version = workspacePackageVersion(name);
    if (STRICT_PACKAGES.has(name)) config.strictVersion = true;
    if (!name.startsWith(WORKSPACE_PREFIX) && packageOf(name) !== name) {
      // A sub-path share (`react-dom/client`): its folder's package.json may carry no version.
      config.version = workspacePackageVersion(packageOf(name));
    }
    const facade = options.facades?.[name];
    if (facade) {
      config.import = facade.file;
      config.version = facade.version;
    }
    if (options.eager) config.eager = true;
    shared[name] = config;
  }
  for (const prefix of policy.prefixShares) {
    const base = prefix.replace(/\/$/, '');
    const range = policy.singletons[base];
    if (!range) throw new Error(`prefix share ${prefix} has no singleton ${base} in the version policy`);
    shared[prefix] = { singleton: true, requiredVersion: range, ...(options.eager ? { eager: true } : {}) };
  }
  return shared;
}
