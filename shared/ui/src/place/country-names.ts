import { COUNTRY_CODES, isCountryCode, isLocale } from '@amora/contracts/plain';
import type { SelectOption } from '../SelectField.js';

/** A language's country names by code, as `scripts/generate-country-names.mjs` writes them. */
type CountryNameTable = Readonly<Record<string, string>>;

/*
 * The interface languages (`LOCALES`) have a generated table each. The first `Intl.DisplayNames`
 * of a page loads the browser's region names: 20-80 ms on a desktop, four times that on a slow
 * phone, and a busy main thread also keeps the boot's locale-data worker from doing it first. A
 * page of member cards names a country on every card, so it reads these tables instead (ADR
 * 0057); any other language still asks the browser.
 */
const tablesByLanguage = new Map<string, CountryNameTable>();
/** What `prepareCountryNames` started, per language; kept once settled, so it starts once. */
const preparing = new Map<string, Promise<void>>();

/** One `Intl.DisplayNames` per language for the page's life, where no table is loaded. */
const namesByLanguage = new Map<string, Intl.DisplayNames>();

function displayNames(language: string): Intl.DisplayNames {
  let names = namesByLanguage.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    namesByLanguage.set(language, names);
  }
  return names;
}

/** The table's chunk: one small file per language, downloaded only by a page that asks for it. */
function loadTable(language: string): Promise<CountryNameTable> {
  return import(
    /* webpackChunkName: "country-names-[request]" */ `./country-name-tables/${language}.json`
  ).then((module: { default: CountryNameTable }) => module.default);
}

/**
 * Starts loading `language`'s country names, so a first screen that names countries (the member
 * cards of `/members`, the swipe game's and match finder's candidates) has them when its data comes; it calls this while it waits
 * for that data. Without a table for the language, the browser makes them in a task of their own
 * (not `requestIdleCallback`: no idle moment came before the data, ADR 0057).
 * Resolves once the names are ready either way; never rejects (a failed download leaves the
 * browser's names).
 */
export function prepareCountryNames(language: string): Promise<void> {
  const started = preparing.get(language);
  if (started) return started;
  // The browser's names were made already (a country named before this call): nothing to win.
  if (namesByLanguage.has(language)) return Promise.resolve();
  const ready = isLocale(language)
    ? loadTable(language).then(
        (table) => void tablesByLanguage.set(language, table),
        () => undefined,
      )
    : new Promise<void>((resolve) => setTimeout(() => resolve(void displayNames(language)), 0));
  preparing.set(language, ready);
  return ready;
}

/** `language`'s name for a known country code: its table where loaded, else the browser's. */
function nameOf(code: string, language: string): string {
  return tablesByLanguage.get(language)?.[code] ?? displayNames(language).of(code) ?? code;
}

/** A country's name in `language` ("NL" → "Niederlande"), the code itself if unknown. */
export function countryName(code: string, language: string): string {
  if (!isCountryCode(code)) return code;
  return nameOf(code, language);
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
  // One collator for the sort, not one per comparison (what `localeCompare` with a locale makes).
  const { compare } = new Intl.Collator(language);
  const option = (code: string) => ({ value: code, label: nameOf(code, language) });
  const top = [...new Set(first.filter(isCountryCode))];
  const rest = [...new Set(codes.filter(isCountryCode))]
    .filter((code) => !top.includes(code))
    .map(option)
    .sort((a, b) => compare(a.label, b.label));
  return [...top.map(option), ...rest];
}
