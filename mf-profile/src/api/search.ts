import type { SearchQuery, SearchResponse } from '@amora/contracts';
import { useAreaPlatform } from '@amora/ui';
import { useInfiniteQuery } from '@tanstack/react-query';

/** The search filters without the page cursor: what the page URL and the form hold. */
export type SearchFilters = Omit<SearchQuery, 'cursor'>;

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
  const { http, persisted } = useAreaPlatform();
  // Sites that open search only to visitors from a traffic source need to know the source.
  const tracking = persisted.getTracking();
  const source = tracking?.network || tracking?.ref ? { network: tracking.network, ref: tracking.ref } : {};
  return useInfiniteQuery({
    queryKey: searchQueryKeys.results(filters, viewerId),
    queryFn: ({ pageParam, signal }) =>
      http.get<SearchResponse>('/api/search.php', {
        query: { ...filters, ...source, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}
