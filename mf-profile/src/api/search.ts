import type { PlatformProps, SearchQuery, SearchResponse } from '@amora/contracts';
import { usePlatform } from '@amora/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { preloadCardPhoto } from '../features/shared/card-photo';

/** The search filters without the page cursor and traffic source: what the page URL and the form hold. */
export type SearchFilters = Omit<SearchQuery, 'cursor' | 'network' | 'ref'>;

/** The visitor's traffic source as the search schema carries it (`network`, `ref`). */
type TrafficSource = Pick<SearchQuery, 'network' | 'ref'>;

/** Area-private query keys (ADR 0004: prefixed with the area). */
export const searchQueryKeys = {
  all: () => ['profile', 'search'] as const,
  /**
   * Per viewer too: a login changes what the server answers (login_required, blocked members), and
   * so does the member's "real members only" (`user.real_members_only`, applied by the server).
   */
  results: (filters: SearchFilters, viewerId: number | null, realMembersOnly = false) =>
    ['profile', 'search', viewerId, filters, realMembersOnly] as const,
};

/**
 * `GET /api/search.php`, page by page along `next_cursor` (keyset paging): every page is kept and
 * the results are appended, so "Load more" and the infinite scroll only add cards. The page's hook
 * and the boot's warm-up (`prefetchSearch`) share these options, so they share one cache entry.
 */
export function memberSearchOptions(
  { http, persisted }: Pick<PlatformProps, 'http' | 'persisted'>,
  filters: SearchFilters,
  viewerId: number | null,
  realMembersOnly = false,
) {
  // Sites that open search only to visitors from a traffic source need to know the source: it goes
  // as the schema's `network`/`ref` query parameters, the only place the server reads it from.
  const tracking = persisted.getTracking();
  const source: TrafficSource =
    tracking?.network || tracking?.ref ? { network: tracking.network, ref: tracking.ref } : {};
  // A plain object, not react-query's `infiniteQueryOptions`: the shared facade leaves that out.
  return {
    queryKey: searchQueryKeys.results(filters, viewerId, realMembersOnly),
    queryFn: async ({ pageParam, signal }: { pageParam: string | undefined; signal: AbortSignal }) => {
      const page = await http.get<SearchResponse>('/api/search.php', {
        query: { ...filters, ...source, cursor: pageParam } satisfies SearchQuery,
        signal,
      });
      // The first page's first photo is the page's largest paint: it downloads while the cards render.
      if (pageParam === undefined) preloadCardPhoto(page.profiles[0]?.main_image);
      return page;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: SearchResponse) => last.next_cursor ?? undefined,
  };
}

export function useMemberSearch(filters: SearchFilters, viewerId: number | null, realMembersOnly = false) {
  return useInfiniteQuery(memberSearchOptions(usePlatform(), filters, viewerId, realMembersOnly));
}
