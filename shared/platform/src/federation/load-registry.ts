import type { RemoteRef } from './remotes.js';
import { REGISTRY_FETCH_TIMEOUT_MS, parseRegistry, type Registry } from '@amora/contracts/plain';

export interface LoadedRegistry {
  registry: Registry;
  source: 'network' | 'baked';
  /** Entries skipped because they failed validation. */
  errors: string[];
}

export interface LoadRegistryOptions {
  fetch?: typeof fetch;
  baked: Registry;
  url?: string;
  timeoutMs?: number;
  log?: (message: string) => void;
}

/**
 * Reads `/mf-registry.json` (never from cache). If it cannot be fetched or is not a registry at
 * all, the baked-in last-known-good copy is used; single bad entries are skipped and logged.
 */
export async function loadRegistry(options: LoadRegistryOptions): Promise<LoadedRegistry> {
  const {
    fetch: doFetch = (...args) => globalThis.fetch(...args),
    baked,
    url = '/mf-registry.json',
    timeoutMs = REGISTRY_FETCH_TIMEOUT_MS,
    log = (message) => console.error(message),
  } = options;
  try {
    const response = await doFetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`registry answered ${response.status}`);
    const parsed = parseRegistry(await response.json());
    if (!parsed) throw new Error('registry has an invalid shape');
    parsed.errors.forEach((message) => log(message));
    return { registry: parsed.registry, source: 'network', errors: parsed.errors };
  } catch (error) {
    log(
      `mf-registry.json unavailable (${error instanceof Error ? error.message : String(error)}); using the baked-in registry`,
    );
    return { registry: baked, source: 'baked', errors: [] };
  }
}

/** Registry entries as absolute manifest URLs (a remote's entry and chunks load from beside its manifest). */
export function toRemoteList(registry: Registry, origin: string): RemoteRef[] {
  return Object.entries(registry.remotes).map(([name, entry]) => ({
    name,
    entry: new URL(entry.entry, origin).href,
    ...(entry.fallbackEntry ? { fallbackEntry: new URL(entry.fallbackEntry, origin).href } : {}),
  }));
}
