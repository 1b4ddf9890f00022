export interface RetryingFetchOptions {
  retries?: number;
  baseDelayMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The federation runtime's fetch of remote manifests: a dropped connection or a 5xx is tried
 * again with exponential delay; a 404 is final at once.
 */
export function createRetryingFetch(
  options: RetryingFetchOptions = {},
): (url: string, init?: RequestInit) => Promise<Response> {
  const { retries = 3, baseDelayMs = 300, sleep = wait } = options;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  return async (url, init) => {
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= retries;
      try {
        const response = await doFetch(url, init);
        if (response.ok || last || (response.status < 500 && response.status !== 429)) return response;
      } catch (error) {
        if (last) throw error;
      }
      await sleep(baseDelayMs * 2 ** attempt);
    }
  };
}
