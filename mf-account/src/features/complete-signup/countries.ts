/**
 * Countries offered on the location step: the EU/EEA and the other markets the sites serve
 * (ISO 3166-1 alpha-2). A member's current or GeoIP country outside this list is added for them.
 */
export const SIGNUP_COUNTRIES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV',
  'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO', 'CH', 'GB',
  'US', 'CA', 'AU', 'NZ',
] as const; // prettier-ignore

/** Country options named in `language` and sorted for it, with `extra` codes added when valid and missing. */
export function countryOptions(
  language: string,
  extra: ReadonlyArray<string | null | undefined> = [],
): Array<{ value: string; label: string }> {
  const codes = new Set<string>(SIGNUP_COUNTRIES);
  for (const code of extra) if (code && /^[A-Z]{2}$/.test(code)) codes.add(code);
  const names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  return [...codes]
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}
