import { usePlatform } from '@amora/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { WidePage } from '../shared/WidePage';
import { hasFilters, visibleSearchFields } from './search-params';
import { SearchForm } from './SearchForm';
import { SearchResults } from './SearchResults';
import { useSearchFilters } from './useSearchFilters';

/**
 * `/members`: the member search. The filters live in the URL; the form shows only the site's
 * `search_fields` and follows the URL whenever it changes (submit, clear, back button).
 */
export function SearchPage() {
  const { t } = useTranslation(NAMESPACE);
  const settings = usePlatform().getSettings();
  const fields = useMemo(() => visibleSearchFields(settings), [settings]);
  const { filters, apply, clear, queryString } = useSearchFilters(fields);
  const filtered = hasFilters(filters);
  return (
    <WidePage aria-labelledby="search-title">
      <h1 id="search-title">{t('search.title')}</h1>
      {fields.length ? (
        <SearchForm
          fields={fields}
          filters={filters}
          filtersKey={queryString}
          onSubmit={apply}
          onClear={clear}
        />
      ) : null}
      <SearchResults filters={filters} onClear={filtered ? clear : null} />
    </WidePage>
  );
}
