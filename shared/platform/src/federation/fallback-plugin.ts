import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Each remote falls back to its previous release at most once per page. */
export interface FallbackBudget {
  /** The remote's previous release, the first time it is asked for; afterwards nothing. */
  take(remoteName: string): string | undefined;
}

export function createFallbackBudget(
  fallbackEntryFor: (remoteName: string) => string | undefined,
): FallbackBudget {
  const tried = new Set<string>();
  return {
    take(remoteName) {
      const fallback = fallbackEntryFor(remoteName);
      if (!fallback || tried.has(remoteName)) return undefined;
      tried.add(remoteName);
      return fallback;
    },
  };
}

export interface FallbackPluginOptions {
  budget: FallbackBudget;
  /** Fetches the previous release's manifest. */
  fetch?: (url: string) => Promise<Response>;
  log?: (message: string) => void;
}

interface ManifestFailure {
  id: string;
  error: unknown;
  from: 'build' | 'runtime';
  lifecycle: string;
  remote?: { name: string };
}

export const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * When a remote's manifest cannot be fetched, the runtime asks this plugin (`errorLoadRemote` at
 * `afterResolve`) for a manifest to use instead: the previous release's, its `publicPath` pointing
 * at that release's folder so every file loads from there. A remote whose manifest loaded but whose
 * code did not is replaced by its previous release in `loadRemote` (remotes.ts), after the failed
 * load has finished: re-registering a remote from inside the runtime's own failed load leaves the
 * runtime retrying the broken release.
 */
export function createFallbackPlugin({
  budget,
  fetch: doFetch = (url) => globalThis.fetch(url),
  log = console.error,
}: FallbackPluginOptions): ModuleFederationRuntimePlugin {
  async function previousManifest(fallback: string): Promise<unknown> {
    const response = await doFetch(fallback);
    if (!response.ok) throw new Error(`${fallback} answered ${response.status}`);
    const manifest = (await response.json()) as { metaData?: Record<string, unknown> };
    return { ...manifest, metaData: { ...manifest.metaData, publicPath: new URL('./', fallback).href } };
  }

  return {
    name: 'amora-fallback',
    async errorLoadRemote(args) {
      const { id, error, from, lifecycle, remote } = args as unknown as ManifestFailure;
      if (from !== 'runtime' || lifecycle !== 'afterResolve' || !remote) return undefined;
      const fallback = budget.take(remote.name);
      if (!fallback) return undefined;
      log(`${remote.name}: ${id} could not be loaded (${describeError(error)}); trying ${fallback}`);
      return previousManifest(fallback);
    },
  } as ModuleFederationRuntimePlugin;
}
