import { COUNTRY_CODES, isCountryCode } from '@amora/contracts/plain';
import type { SelectOption } from '../SelectField.js';

function displayNames(language: string): Intl.DisplayNames {
  return new Intl.DisplayNames([language, 'en'], { type: 'region' });
}

/** A country's name in `language` ("NL" → "Niederlande"), the code itself if unknown. */
export function countryName(code: string, language: string): string {
  if (!isCountryCode(code)) return code;
  return displayNames(language).of(code) ?? code;
}

/**
 * Country choices named in `language`: the `first` codes in their order (the site's own
 * countries), then the rest of `codes` alphabetically for the language. Unknown codes are left out.
 */
export function countryOptions(
  language: string,
  codes: readonly string[] = COUNTRY_CODES,
  first: ReadonlyArray<string | null | undefined> = [],
): SelectOption[] {
  const names = displayNames(language);
  const option = (code: string) => ({ value: code, label: names.of(code) ?? code });
  const top = [...new Set(first.filter(isCountryCode))];
  const rest = [...new Set(codes.filter(isCountryCode))]
    .filter((code) => !top.includes(code))
    .map(option)
    .sort((a, b) => a.label.localeCompare(b.label, language));
  return [...top.map(option), ...rest];
}
