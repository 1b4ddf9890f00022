import type { Profile, SiteSettings } from '@amora/contracts';
import {
  MAX_SEARCH_AGE,
  MIN_SEARCH_AGE,
  parseSearchFilter,
  SEARCH_FILTER_FIELDS,
  type SearchFilterField,
} from '@amora/contracts/plain';
import type { SearchFilters } from '../../api/search';

/** The filters a site may offer (`search_fields`), in form order; also the URL query names. */
export const SEARCH_FIELDS = SEARCH_FILTER_FIELDS;
export type SearchField = SearchFilterField;

/** The site's filters; before the settings are known, all of them. */
export function visibleSearchFields(settings: SiteSettings | null): SearchField[] {
  if (!settings) return [...SEARCH_FIELDS];
  return SEARCH_FIELDS.filter((field) => settings.search_fields.includes(field));
}

/**
 * The filters in a page URL. Each value is checked on its own, so a hand-edited or outdated link
 * loses only the bad filter; filters the site does not offer are ignored, since the visitor could
 * not see or change them. The check is `parseSearchFilter`, which accepts exactly what the API's
 * schema accepts without loading zod: this runs on the first render of /members (ADR
 * 0051).
 */
export function filtersFromParams(params: URLSearchParams, fields: readonly SearchField[]): SearchFilters {
  const filters: Record<string, unknown> = {};
  for (const field of fields) {
    const value = params.get(field)?.trim();
    if (!value) continue;
    const parsed = parseSearchFilter(field, value);
    if (parsed !== undefined) filters[field] = parsed;
  }
  return filters as SearchFilters;
}

/** The URL query for filters, in a stable order, without empty ones. */
export function paramsFromFilters(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of SEARCH_FIELDS) {
    const value = filters[field];
    if (value !== undefined && value !== '') params.set(field, String(value));
  }
  return params;
}

/** The order is not a filter: a search sorted otherwise still shows everyone. */
export function hasFilters(filters: SearchFilters): boolean {
  return SEARCH_FIELDS.some((field) => field !== 'sort' && filters[field] !== undefined);
}

/** Years either side of the member's own age that a bare /members starts from. */
export const DEFAULT_AGE_SPREAD = 5;

/** Ages near the member's own, within what the search accepts; nothing without an age. */
export function agesNear(age: number | undefined): Pick<SearchFilters, 'min_age' | 'max_age'> {
  if (age === undefined) return {};
  return {
    min_age: Math.max(MIN_SEARCH_AGE, age - DEFAULT_AGE_SPREAD),
    max_age: Math.min(MAX_SEARCH_AGE, age + DEFAULT_AGE_SPREAD),
  };
}

/**
 * Whom the member is looking for, from their own profile: the other gender for hetero, the same
 * for gay and lesbian, anyone for bi (or when the profile does not say).
 */
export function preferredGender(
  profile: Pick<Profile, 'gender' | 'sexuality'> | null | undefined,
): SearchFilters['gender'] {
  if (!profile?.gender) return undefined;
  switch (profile.sexuality) {
    case 'hetero':
      return profile.gender === 'male' ? 'female' : 'male';
    case 'gay':
      return profile.gender;
    case 'lesbian':
      return 'female';
    default:
      return undefined;
  }
}

/**
 * The search a member starts from on a bare /members, where the site offers the filters: whom
 * their profile says they look for, and ages near their own (nothing stores an age preference).
 */
export function defaultFilters(
  profile: Pick<Profile, 'gender' | 'sexuality' | 'age'> | null | undefined,
  fields: readonly SearchField[],
): SearchFilters {
  const gender = fields.includes('gender') ? preferredGender(profile) : undefined;
  const ages = fields.includes('min_age') && fields.includes('max_age') ? agesNear(profile?.age) : {};
  return { ...(gender ? { gender } : {}), ...ages };
}
