import type { SearchQuery, SearchResponse } from '@amora/contracts';
import { usePlatform } from '@amora/ui';
import { useInfiniteQuery } from '@tanstack/react-query';

/** The search filters without the page cursor and traffic source: what the page URL and the form hold. */
export type SearchFilters = Omit<SearchQuery, 'cursor' | 'network' | 'ref'>;

/** The visitor's traffic source as the search schema carries it (`network`, `ref`). */
type TrafficSource = Pick<SearchQuery, 'network' | 'ref'>;

/** Area-private query keys (ADR 0004: prefixed with the area). */
export const searchQueryKeys = {
  all: () => ['profile', 'search'] as const,
  /** Per viewer too: a login changes what the server answers (login_required, blocked members). */
  results: (filters: SearchFilters, viewerId: number | null) =>
    ['profile', 'search', viewerId, filters] as const,
};

/**
 * `GET /api/search.php`, page by page along `next_cursor` (keyset paging): every page is kept and
 * the results are appended, so "Load more" and the infinite scroll only add cards.
 */
export function useMemberSearch(filters: SearchFilters, viewerId: number | null) {
  const { http, persisted } = usePlatform();
  // Sites that open search only to visitors from a traffic source need to know the source: it goes
  // as the schema's `network`/`ref` query parameters, the only place the server reads it from.
  const tracking = persisted.getTracking();
  const source: TrafficSource =
    tracking?.network || tracking?.ref ? { network: tracking.network, ref: tracking.ref } : {};
  return useInfiniteQuery({
    queryKey: searchQueryKeys.results(filters, viewerId),
    queryFn: ({ pageParam, signal }) =>
      http.get<SearchResponse>('/api/search.php', {
        query: { ...filters, ...source, cursor: pageParam } satisfies SearchQuery,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}
