import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createRetryingFetch, type RetryingFetchOptions } from './fetch-with-retry.js';

/**
 * Network retry for the federation runtime's own fetches (the remotes' manifests): a dropped
 * connection, a 5xx or a 429 is tried again with exponential delay; a 404 is final at once. An
 * answer that is still not a success is a failed fetch, not a manifest: the runtime then asks the
 * fallback plugin for the previous release's manifest instead of reading an error page as one.
 */
export function createRetryPlugin(options: RetryingFetchOptions = {}): ModuleFederationRuntimePlugin {
  const retryingFetch = createRetryingFetch(options);
  return {
    name: 'amora-retry',
    async fetch(url: string, init: RequestInit) {
      const response = await retryingFetch(url, init);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response;
    },
  };
}
