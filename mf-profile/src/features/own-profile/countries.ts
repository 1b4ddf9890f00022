import type { Region } from '../../api/geo';

const COUNTRY_CODE = /^[A-Z]{2}$/;

export function isCountryCode(value: string | null | undefined): value is string {
  return Boolean(value && COUNTRY_CODE.test(value));
}

/** What a country calls its first-level divisions; the label key is `location.regionLabel.<kind>`. */
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
