import { countryName } from '@amora/ui';

export interface PlaceParts {
  country?: string | null;
  region?: string | null;
  city?: string | null;
}

/** "Utrecht, Utrecht, Netherlands" shortened to what is known, without repeating a name. */
export function formatPlace({ country, region, city }: PlaceParts, language: string): string {
  const parts = [city, region, country ? countryName(country, language) : null]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part));
  return [...new Set(parts)].join(', ');
}
