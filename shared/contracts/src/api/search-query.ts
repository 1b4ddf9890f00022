import { GENDERS } from '../profile-values.js';
import type { SearchQuery } from './profile.js';
import { withinCodePoints } from '../text-length.js';
import { parseSearchKm, parseSearchOrder } from './search-nearby.js';

/*
 * The member search's limits and a plain check of its filters, without a schema: mf-profile reads
 * the filters of a `/members` address on its first render, and that render must not load zod
 * (ADR 0051). `SearchQuerySchema` (api/profile.ts) is built on the same limits and
 * patterns; `search-query.test.ts` runs both over many inputs and fails when they disagree, so a
 * change to one of them that is not made to the other shows there.
 */

export const SEARCH_PAGE_SIZE = 24;
export const MIN_SEARCH_AGE = 18;
export const MAX_SEARCH_AGE = 99;
/** Below this many results the search also offers similar profiles. */
export const SIMILAR_RESULTS_BELOW = 6;
/** The longest region, traffic network and referrer a search carries. */
export const SEARCH_TEXT_MAX_LENGTH = 100;
/** The longest keyset cursor (`next_cursor`) a search accepts. */
export const SEARCH_CURSOR_MAX_LENGTH = 200;
/** An age as a query carries it, before its range is checked: one to three ASCII digits. */
export const SEARCH_AGE_PATTERN = /^\d{1,3}$/;
/** The search's country filter: two capitals (the search does not insist on a known code). */
export const SEARCH_COUNTRY_PATTERN = /^[A-Z]{2}$/;

/** The filters a site may offer (`search_fields`); the same names in the page URL and the API. */
export const SEARCH_FILTER_FIELDS = [
  'gender',
  'country',
  'countryregion',
  'min_age',
  'max_age',
  // The distance filter and the order (search-nearby.ts).
  'max_km',
  'sort',
] as const;
export type SearchFilterField = (typeof SEARCH_FILTER_FIELDS)[number];
export type SearchFilterValues = Pick<SearchQuery, SearchFilterField>;

function searchAge(value: string): number | undefined {
  if (!SEARCH_AGE_PATTERN.test(value)) return undefined;
  const age = Number(value);
  return age >= MIN_SEARCH_AGE && age <= MAX_SEARCH_AGE ? age : undefined;
}

const GENDER_VALUES: readonly string[] = GENDERS;

const FILTER_PARSERS: {
  [F in SearchFilterField]: (value: string) => SearchFilterValues[F] | undefined;
} = {
  gender: (value) => (GENDER_VALUES.includes(value) ? (value as SearchFilterValues['gender']) : undefined),
  country: (value) => (SEARCH_COUNTRY_PATTERN.test(value) ? value : undefined),
  countryregion: (value) => (withinCodePoints(value, SEARCH_TEXT_MAX_LENGTH) ? value : undefined),
  min_age: searchAge,
  max_age: searchAge,
  max_km: parseSearchKm,
  sort: parseSearchOrder,
};

/**
 * One search filter as given in a query string: its value as `SearchQuerySchema` would parse it
 * (an age as a number), or undefined where the schema refuses the value.
 */
export function parseSearchFilter<F extends SearchFilterField>(
  field: F,
  value: string,
): SearchFilterValues[F] | undefined {
  return FILTER_PARSERS[field](value);
}
