import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SearchFilters } from '../../api/search';
import { filtersFromParams, paramsFromFilters, type SearchField } from './search-params';

/**
 * The search state lives in the page URL (same names as the API): a search can be shared,
 * survives a reload, and the browser's back button returns to the previous search.
 */
export function useSearchFilters(fields: readonly SearchField[]) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params, fields), [params, fields]);
  const apply = useCallback((next: SearchFilters) => setParams(paramsFromFilters(next)), [setParams]);
  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { filters, apply, clear, queryString: paramsFromFilters(filters).toString() };
}
