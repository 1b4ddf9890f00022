import { COUNTRY_CODES, isCountryCode } from '@amora/contracts/plain';
import type { SelectOption } from '../SelectField.js';

/**
 * One `Intl.DisplayNames` per language for the page's life: making one costs about a millisecond
 * on a slow phone, and a page of member cards names a country on every card.
 */
const namesByLanguage = new Map<string, Intl.DisplayNames>();

function displayNames(language: string): Intl.DisplayNames {
  let names = namesByLanguage.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    namesByLanguage.set(language, names);
  }
  return names;
}

/**
 * Makes `language`'s country names in a task of their own, right after the caller's. The first
 * `Intl.DisplayNames` of a page loads the browser's region names, about 20 ms on a desktop and
 * four times that on a slow phone: a page that names countries on its first screen (the member
 * cards of `/members`) starts this while it waits for its data, so its first render does not pay
 * it (ADR 0028). Not `requestIdleCallback`: during a page load the browser found no idle moment
 * before the data came, and the cards' render paid it after all (addendum 2 of ADR 0028).
 */
export function prepareCountryNames(language: string): void {
  if (namesByLanguage.has(language)) return;
  setTimeout(() => void displayNames(language), 0);
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
  // One collator for the sort, not one per comparison (what `localeCompare` with a locale makes).
  const { compare } = new Intl.Collator(language);
  const option = (code: string) => ({ value: code, label: names.of(code) ?? code });
  const top = [...new Set(first.filter(isCountryCode))];
  const rest = [...new Set(codes.filter(isCountryCode))]
    .filter((code) => !top.includes(code))
    .map(option)
    .sort((a, b) => compare(a.label, b.label));
  return [...top.map(option), ...rest];
}
