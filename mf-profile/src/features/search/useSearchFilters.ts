import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SearchFilters } from '../../api/search';
import { filtersFromParams, paramsFromFilters, type SearchField } from './search-params';

/**
 * The search state lives in the page URL (same names as the API): a search can be shared,
 * survives a reload, and the browser's back button returns to the previous search. A bare
 * /members starts from `defaults` (the member's own preference) until the member searches or
 * clears: then the URL alone counts, so "Clear" really means any.
 */
export function useSearchFilters(fields: readonly SearchField[], defaults: SearchFilters = {}) {
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState(false);
  const bare = !chosen && params.toString() === '';
  const defaultsKey = paramsFromFilters(defaults).toString();
  const filters = useMemo(
    () => filtersFromParams(bare ? new URLSearchParams(defaultsKey) : params, fields),
    [bare, defaultsKey, params, fields],
  );
  const apply = useCallback(
    (next: SearchFilters) => {
      setChosen(true);
      setParams(paramsFromFilters(next));
    },
    [setParams],
  );
  const clear = useCallback(() => {
    setChosen(true);
    setParams(new URLSearchParams());
  }, [setParams]);
  return { filters, apply, clear, queryString: paramsFromFilters(filters).toString() };
}
