import { isCountryCode, type HttpClient } from '@amora/contracts/plain';
import { queryKeys } from '../query/query-keys.js';

/*
 * The regions of a country, `GET /api/regions.php?country=`: the server accepts a profile's region
 * only from this list (GeoNames first-level divisions), so every form that asks for a region offers
 * the same choice, labelled the same way. Here once, for the areas that ask (profile, sign-up).
 */

export interface Region {
  /** GeoNames admin1 code, e.g. `NL.07`. */
  code: string;
  name: string;
}

interface RegionsResponse {
  country: string;
  regions: Region[];
}

/**
 * The query for a country's regions, for react-query's `useQuery`. The list does not change while
 * a page is open, so it is fetched once per country and page load; without a valid country it
 * does not run.
 */
export function regionsQuery(http: HttpClient, country: string | null | undefined) {
  const code: string = isCountryCode(country) ? country : '';
  return {
    queryKey: queryKeys.regions(code),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Region[]> =>
      (await http.get<RegionsResponse>('/api/regions.php', { query: { country: code }, signal })).regions,
    enabled: code !== '',
    staleTime: Infinity,
  };
}

/** What a country calls its first-level divisions; forms label the region field by it. */
export type RegionKind = 'state' | 'federalState' | 'province' | 'canton' | 'region';

const REGION_KINDS: Record<string, RegionKind> = {
  US: 'state',
  AU: 'state',
  DE: 'federalState',
  AT: 'federalState',
  NL: 'province',
  BE: 'province',
  CA: 'province',
  CH: 'canton',
};

export function regionKind(country: string): RegionKind {
  return REGION_KINDS[country] ?? 'region';
}

/**
 * The profile keeps the region's name (what other members read). A value from elsewhere (the
 * place lookup, an older profile) may be a code or differ in case: this finds the listed name.
 */
export function listedRegionName(regions: readonly Region[], value: string): string | null {
  const wanted = value.trim().toLocaleLowerCase();
  if (!wanted) return null;
  const match = regions.find(
    (region) => region.name.toLocaleLowerCase() === wanted || region.code.toLocaleLowerCase() === wanted,
  );
  return match?.name ?? null;
}
