import {
  GENDERS,
  MAX_SEARCH_AGE,
  MIN_SEARCH_AGE,
  type SearchOrder,
  type SearchQuery,
} from '@amora/contracts';
import { AppError } from '../../lib/app-error.js';
import type { CityPoint } from '../../core/city-distance.js';

export type Gender = (typeof GENDERS)[number];

/** A search as the queries see it: ages already turned into a date-of-birth range. */
export interface SearchFilters {
  siteId: number;
  /** One gender, or both (each is searched along its own index range, then merged). */
  genders: readonly Gender[];
  country: string | null;
  region: string | null;
  minAge: number | null;
  maxAge: number | null;
  /** Born on or before this date (YYYY-MM-DD): at least `minAge` years old. */
  bornOnOrBefore: string | null;
  /** Born after this date: at most `maxAge` years old. */
  bornAfter: string | null;
  /** The viewer's "real members only" (listing-preferences.ts): the fictional profiles left out. */
  skipFictionalIds?: string | null;
  /** `nearby`: nearest city first, then id (search-nearby-query.ts); `youngest`: the age keyset. */
  order: SearchOrder;
  /** The viewer's city centre: set whenever the order is nearby or a distance filter is set. */
  origin: CityPoint | null;
  /** Only members whose city is at most this far from `origin`. */
  maxKm: number | null;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * The date `years` before `now` (UTC), with 29 February falling back to the 28th in common years:
 * someone born on that date turns `years` today, as `ageOn` counts it.
 */
export function dateYearsBefore(now: Date, years: number): string {
  const year = now.getUTCFullYear() - years;
  const month = now.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(now.getUTCDate(), lastDay);
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

function withAges(filters: SearchFilters, minAge: number | null, maxAge: number | null, now: Date) {
  return {
    ...filters,
    minAge,
    maxAge,
    bornOnOrBefore: minAge === null ? null : dateYearsBefore(now, minAge),
    bornAfter: maxAge === null ? null : dateYearsBefore(now, maxAge + 1),
  };
}

function distanceNeedsCity(): AppError {
  return new AppError(
    400,
    'validation_failed',
    'validation.distanceNeedsCity',
    {},
    { max_km: 'validation.distanceNeedsCity' },
  );
}

/**
 * The validated query → filters; a minimum age above the maximum is a 400 on both fields, a
 * distance filter without the viewer's city a 400 on it. Nearby first is the order whenever the
 * viewer has a city, unless the query asks for youngest first.
 */
export function filtersFromQuery(
  siteId: number,
  query: SearchQuery,
  now: Date,
  origin: CityPoint | null = null,
): SearchFilters {
  const minAge = query.min_age ?? null;
  const maxAge = query.max_age ?? null;
  if (minAge !== null && maxAge !== null && minAge > maxAge) {
    throw new AppError(
      400,
      'validation_failed',
      'validation.ageOrder',
      {},
      { min_age: 'validation.ageOrder', max_age: 'validation.ageOrder' },
    );
  }
  const base: SearchFilters = {
    siteId,
    genders: query.gender ? [query.gender] : GENDERS,
    country: query.country ?? null,
    region: query.countryregion?.trim() || null,
    minAge: null,
    maxAge: null,
    bornOnOrBefore: null,
    bornAfter: null,
    order: origin && query.sort !== 'youngest' ? 'nearby' : 'youngest',
    origin,
    maxKm: query.max_km ?? null,
  };
  if (base.maxKm !== null && !origin) throw distanceNeedsCity();
  return withAges(base, minAge, maxAge, now);
}

/** How far the age range widens for similar profiles. */
const SIMILAR_AGE_WIDENING = 5;

/**
 * The relaxations tried, in order, when a search finds few members: without the distance
 * filter (still nearest first), then without the region, then
 * without the country, then with the age range widened by five years on each side. Steps that
 * would repeat the previous search are left out.
 */
export function relaxedFilters(filters: SearchFilters, now: Date): SearchFilters[] {
  const steps: SearchFilters[] = [];
  let current = filters;
  if (current.maxKm !== null) steps.push((current = { ...current, maxKm: null }));
  if (current.region !== null) steps.push((current = { ...current, region: null }));
  if (current.country !== null) steps.push((current = { ...current, country: null }));
  if (current.minAge !== null || current.maxAge !== null) {
    const minAge =
      current.minAge === null ? null : Math.max(MIN_SEARCH_AGE, current.minAge - SIMILAR_AGE_WIDENING);
    const maxAge =
      current.maxAge === null ? null : Math.min(MAX_SEARCH_AGE, current.maxAge + SIMILAR_AGE_WIDENING);
    if (minAge !== current.minAge || maxAge !== current.maxAge)
      steps.push(withAges(current, minAge, maxAge, now));
  }
  return steps;
}
