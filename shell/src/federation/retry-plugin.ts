import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createRetryingFetch, type RetryingFetchOptions } from './fetch-with-retry';

/**
 * Network retry for the federation runtime's own fetches (the remotes' manifests): a dropped
 * connection, a 5xx or a 429 is tried again with exponential delay; a 404 is final at once.
 */
export function createRetryPlugin(options: RetryingFetchOptions = {}): ModuleFederationRuntimePlugin {
  const retryingFetch = createRetryingFetch(options);
  return {
    name: 'amora-retry',
    fetch: (url: string, init: RequestInit) => retryingFetch(url, init),
  };
}
