import type { RemotePrefetchProps } from '@amora/contracts';
import { paths } from '@amora/contracts/plain';
import { prepareCountryNames } from '@amora/ui';
import { matchPath } from 'react-router';
import { memberSearchOptions } from '../../api/search';
import { defaultFilters, filtersFromParams, paramsFromFilters, visibleSearchFields } from './search-params';

/**
 * The first page of results `/members` will show, asked while the shell still renders its frame
 * (ADR 0052): the filters and the cache key are the ones `SearchPage` computes on its first render
 * (the URL's filters, or on a bare URL the member's own preference), so the page finds the answer
 * in the shared query cache instead of asking after its texts have arrived.
 */
export function prefetchSearch({ platform, location }: RemotePrefetchProps): void {
  if (!matchPath(paths.members(), location.pathname)) return;
  const fields = visibleSearchFields(platform.getSettings());
  const { user } = platform.session.getState();
  const params = new URLSearchParams(location.search);
  const filters = filtersFromParams(
    params.toString() === '' ? paramsFromFilters(defaultFilters(user?.profile, fields)) : params,
    fields,
  );
  void platform.queryClient.prefetchInfiniteQuery(
    memberSearchOptions(platform, filters, user?.id ?? null, user?.real_members_only === true),
  );
  // The cards name each member's country: the names load while the search is under way.
  void prepareCountryNames(platform.i18n.language);
}
