import type { Locale, SitePageResponse } from '@amora/contracts';
import { usePlatform } from '@amora/ui';
import { useQuery } from '@tanstack/react-query';

/**
 * `GET /api/page.php?token=`: a `{token}` page kept in the database, answered in the caller's
 * language (so the language is part of the key). Only the `/:token` route reads it, which is why
 * it lives with this feature rather than in `src/api/`.
 */
export function useSitePage(token: string, locale: Locale, enabled: boolean) {
  const { http } = usePlatform();
  return useQuery({
    queryKey: ['page', token, locale],
    queryFn: ({ signal }) =>
      http
        .get<SitePageResponse>('/api/page.php', { query: { token }, signal })
        .then((response) => response.page),
    enabled,
    staleTime: 5 * 60_000,
  });
}
