/*
 * The search's distance filter and order, and the online-status bands (ADR 0037). Beside
 * search-query.ts and, like it, free of zod: mf-profile reads them on the first render.
 */

/** How recently a member was active, never finer: online, within a day, within a week. */
export const ACTIVITY_BANDS = ['online', 'today', 'week'] as const;
export type ActivityBand = (typeof ACTIVITY_BANDS)[number];

/** The search orders: nearest city first (the default with a city), or youngest first. */
export const SEARCH_ORDERS = ['nearby', 'youngest'] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];

/** The distance filter's range in km (half the Earth's circumference is about 20 000 km). */
export const MIN_SEARCH_KM = 1;
export const MAX_SEARCH_KM = 20_000;
/** A distance as a query carries it: one to five ASCII digits. */
export const SEARCH_KM_PATTERN = /^\d{1,5}$/;
/** The distances the search form offers. */
export const SEARCH_KM_CHOICES = [10, 25, 50, 100, 250, 500] as const;

export function parseSearchKm(value: string): number | undefined {
  if (!SEARCH_KM_PATTERN.test(value)) return undefined;
  const km = Number(value);
  return km >= MIN_SEARCH_KM && km <= MAX_SEARCH_KM ? km : undefined;
}

export function parseSearchOrder(value: string): SearchOrder | undefined {
  return (SEARCH_ORDERS as readonly string[]).includes(value) ? (value as SearchOrder) : undefined;
}
