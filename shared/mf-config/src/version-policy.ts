import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface VersionPolicy {
  /** Singleton package name → the semver range every app must share it within. */
  singletons: Record<string, string>;
  /** Sub-path shares (`react/jsx-runtime`, `react-dom/client`) that must be singletons too. */
  prefixShares: string[];
}

/** The one version policy file, owned by @amora/contracts (ADR 0003). */
export function loadVersionPolicy(): VersionPolicy {
  const raw = require('@amora/contracts/platform-versions.json') as VersionPolicy & { $comment?: string };
  return { singletons: raw.singletons, prefixShares: raw.prefixShares };
}

/** Workspace packages cannot have their version inferred by webpack; read it from package.json. */
export function workspacePackageVersion(packageName: string): string {
  return (require(`${packageName}/package.json`) as { version: string }).version;
}
