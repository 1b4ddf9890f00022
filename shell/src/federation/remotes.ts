import {
  loadRemote as loadFederatedModule,
  registerPlugins,
  registerRemotes as registerFederatedRemotes,
} from '@module-federation/enhanced/runtime';
import { createFallbackPlugin } from './fallback-plugin';
import { createRetryPlugin } from './retry-plugin';

/** A remote as the registry names it: its manifest, and the previous release to fall back to. */
export interface RemoteRef {
  name: string;
  /** Absolute URL of the release's `mf-manifest.json`. */
  entry: string;
  /** Absolute URL of the previous release's manifest (the registry's `fallbackEntry`). */
  fallbackEntry?: string;
}

const fallbackEntries = new Map<string, string>();
let pluginsRegistered = false;

/**
 * Makes the registry's remotes loadable through the federation runtime, with its two plugins: the
 * manifest fetch retried on network errors, and a remote that cannot be loaded replaced by its
 * previous release (once per remote and page) before the error reaches RemoteMount's panel.
 */
export function registerRemotes(list: RemoteRef[]): void {
  if (!pluginsRegistered) {
    registerPlugins([
      createRetryPlugin(),
      createFallbackPlugin({ fallbackEntryFor: (name) => fallbackEntries.get(name) }),
    ]);
    pluginsRegistered = true;
  }
  for (const { name, fallbackEntry } of list) {
    if (fallbackEntry) fallbackEntries.set(name, fallbackEntry);
    else fallbackEntries.delete(name);
  }
  registerFederatedRemotes(list.map(({ name, entry }) => ({ name, entry })));
}

/** The module `id` (`mf_chat/app`, `mf_likes/widgets/match`) of a registered remote. */
export async function loadRemote<T>(id: string): Promise<T> {
  const module = await loadFederatedModule<T>(id);
  if (module === null || module === undefined) throw new Error(`${id} could not be loaded`);
  return module;
}
