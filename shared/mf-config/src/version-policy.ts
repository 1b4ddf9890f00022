import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

export interface VersionPolicy {
  /** Singleton package name → the semver range every app must share it within. */
  singletons: Record<string, string>;
  /** Prefix shares (`react/`) that must be singletons too. */
  prefixShares: string[];
}

/** The one version policy file, owned by @amora/contracts (ADR 0003). */
export function loadVersionPolicy(): VersionPolicy {
  const raw = require('@amora/contracts/platform-versions.json') as VersionPolicy & { $comment?: string };
  return { singletons: raw.singletons, prefixShares: raw.prefixShares };
}

/**
 * Workspace packages cannot have their version inferred by webpack; read it from package.json.
 * Their `exports` do not list `./package.json`, so the file is looked up in the node_modules
 * folders rather than required by subpath (which fails with ERR_PACKAGE_PATH_NOT_EXPORTED).
 */
export function workspacePackageVersion(packageName: string): string {
  for (const dir of require.resolve.paths(packageName) ?? []) {
    const file = path.join(dir, packageName, 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  }
  throw new Error(`cannot find the package.json of ${packageName}`);
}

/** The package a module specifier belongs to: `react-dom` for `react-dom/client`, `@a/b` for `@a/b/c`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}
