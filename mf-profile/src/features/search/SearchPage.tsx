import { RealMembersOnlySwitch, usePlatform, useSession } from '@amora/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { WidePage } from '../shared/WidePage';
import { defaultFilters, hasFilters, visibleSearchFields } from './search-params';
import { FilterPanel } from './FilterPanel';
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
  const profile = useSession().user?.profile;
  const defaults = useMemo(() => defaultFilters(profile, fields), [profile, fields]);
  const { filters, apply, clear, queryString } = useSearchFilters(fields, defaults);
  const filtered = hasFilters(filters);
  return (
    <WidePage aria-labelledby="search-title">
      <h1 id="search-title">{t('search.title')}</h1>
      {fields.length ? (
        <FilterPanel filters={filters}>
          {(onDone) => (
            <SearchForm
              fields={fields}
              filters={filters}
              filtersKey={queryString}
              onSubmit={(next) => {
                apply(next);
                onDone();
              }}
              onClear={() => {
                clear();
                onDone();
              }}
            />
          )}
        </FilterPanel>
      ) : null}
      <RealMembersOnlySwitch
        label={t('search.realOnly')}
        hint={t('search.realOnlyHint')}
        failedText={t('search.realOnlyFailed')}
      />
      <SearchResults filters={filters} onClear={filtered ? clear : null} />
    </WidePage>
  );
}
