/**
 * What a region is called in a country (the spec's "region labelled per country"). Countries
 * not listed use the general "region or province".
 */
const REGION_KINDS: Record<string, RegionKind> = {
  US: 'state', AU: 'state', DE: 'state', AT: 'state', BR: 'state', MX: 'state', IN: 'state',
  NL: 'province', BE: 'province', CA: 'province', ES: 'province', IT: 'province', AR: 'province', ZA: 'province',
  GB: 'county', IE: 'county', SE: 'county', NO: 'county', HU: 'county', HR: 'county', RO: 'county', EE: 'county',
  CH: 'canton',
}; // prettier-ignore

export type RegionKind = 'state' | 'province' | 'county' | 'canton' | 'region';

export function regionKind(country: string | null | undefined): RegionKind {
  return (country && REGION_KINDS[country]) || 'region';
}

/** The translation key of the region label for a country. */
export function regionLabelKey(country: string | null | undefined): string {
  return `card.regionLabels.${regionKind(country)}`;
}
