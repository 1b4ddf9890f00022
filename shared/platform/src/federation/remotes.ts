import {
  loadRemote as loadFederatedModule,
  registerPlugins,
  registerRemotes as registerFederatedRemotes,
} from '@module-federation/enhanced/runtime';
import { createFallbackBudget, createFallbackPlugin, describeError } from './fallback-plugin.js';
import { createRetryPlugin } from './retry-plugin.js';

/** A remote as the registry names it: its manifest, and the previous release to fall back to. */
export interface RemoteRef {
  name: string;
  /** Absolute URL of the release's `mf-manifest.json`. */
  entry: string;
  /** Absolute URL of the previous release's manifest (the registry's `fallbackEntry`). */
  fallbackEntry?: string;
}

const fallbackEntries = new Map<string, string>();
const fallbackBudget = createFallbackBudget((name) => fallbackEntries.get(name));
/** Remotes whose previous release is registered in place of the broken one. */
const onPreviousRelease = new Set<string>();
let pluginsRegistered = false;

/**
 * Makes the registry's remotes loadable through the federation runtime, with its two plugins: the
 * manifest fetch retried on network errors, and a remote that cannot be loaded replaced by its
 * previous release (once per remote and page) before the error reaches RemoteMount's panel.
 */
export function registerRemotes(list: RemoteRef[]): void {
  if (!pluginsRegistered) {
    registerPlugins([createRetryPlugin(), createFallbackPlugin({ budget: fallbackBudget })]);
    pluginsRegistered = true;
  }
  for (const { name, fallbackEntry } of list) {
    if (fallbackEntry) fallbackEntries.set(name, fallbackEntry);
    else fallbackEntries.delete(name);
  }
  registerFederatedRemotes(list.map(({ name, entry }) => ({ name, entry })));
}

async function loadOrThrow<T>(id: string): Promise<T> {
  const module = await loadFederatedModule<T>(id);
  if (module === null || module === undefined) throw new Error(`${id} could not be loaded`);
  return module;
}

/**
 * The module `id` (`mf_chat/app`, `mf_likes/widgets/match`) of a registered remote. When the
 * release cannot be loaded (its manifest is handled by the fallback plugin, its code here), the
 * registry's previous release is registered in its place and loaded, once per remote and page.
 */
export async function loadRemote<T>(id: string): Promise<T> {
  try {
    return await loadOrThrow<T>(id);
  } catch (error) {
    const name = id.split('/')[0] ?? id;
    // A load that started on the broken release while another one switched the remote: once more,
    // now from the previous release.
    if (onPreviousRelease.has(name)) return loadOrThrow<T>(id);
    const fallback = fallbackBudget.take(name);
    if (!fallback) throw error;
    console.error(`${name} failed to load (${describeError(error)}); trying ${fallback}`);
    registerFederatedRemotes([{ name, entry: fallback }], { force: true });
    onPreviousRelease.add(name);
    return loadOrThrow<T>(id);
  }
}
