import { QueryClient } from '@tanstack/react-query';

/**
 * The one QueryClient of the page. The platform HTTP client already retries idempotent calls
 * (the spec's 5 retries), so react-query must not retry on top of it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
