import { countryName } from '@amora/ui';
import type { SearchFilters } from '../../api/search';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The active filters in a few words ("Women · Netherlands · 25–40"), for the phone's collapsed
 * filter bar; "All members" when none is set.
 */
export function filterSummary(filters: SearchFilters, t: Translate, language: string): string {
  const { gender, country, countryregion, min_age: min, max_age: max, max_km: km } = filters;
  const ages =
    min !== undefined && max !== undefined
      ? t('search.summaryAgeRange', { min, max })
      : min !== undefined
        ? t('search.summaryAgeFrom', { min })
        : max !== undefined
          ? t('search.summaryAgeTo', { max })
          : null;
  const parts = [
    gender ? t(`search.genders.${gender}`) : null,
    country ? countryName(country, language) : null,
    countryregion || null,
    ages,
    km !== undefined ? t('search.summaryMaxKm', { km: new Intl.NumberFormat(language).format(km) }) : null,
  ].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' · ') : t('search.summaryNone');
}
