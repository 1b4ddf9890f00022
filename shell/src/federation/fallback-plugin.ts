import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface FallbackPluginOptions {
  /** The previous release of a remote, from the registry's `fallbackEntry`. */
  fallbackEntryFor(remoteName: string): string | undefined;
  log?: (message: string) => void;
}

/**
 * When a remote cannot be loaded, load its previous release instead (once per remote and page).
 * If that fails too, the error reaches RemoteMount, which shows the error panel.
 */
export function createFallbackPlugin({
  fallbackEntryFor,
  log = console.error,
}: FallbackPluginOptions): ModuleFederationRuntimePlugin {
  const triedFallback = new Set<string>();
  return {
    name: 'amora-fallback',
    async errorLoadRemote({ id, error, from, origin }) {
      const remoteName = id.split('/')[0] ?? id;
      const fallback = fallbackEntryFor(remoteName);
      if (from !== 'runtime' || !fallback || triedFallback.has(remoteName)) return undefined;
      triedFallback.add(remoteName);
      log(
        `${remoteName} failed to load (${error instanceof Error ? error.message : String(error)}); trying ${fallback}`,
      );
      origin.registerRemotes([{ name: remoteName, entry: fallback }], { force: true });
      return origin.loadRemote(id);
    },
  };
}
