import { COUNTRY_CODES, LOCALES } from '@amora/contracts/plain';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { countryName, countryOptions, prepareCountryNames } from './country-names';

const TABLES = path.join(__dirname, 'country-name-tables');
const readTable = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(TABLES, `${locale}.json`), 'utf8')) as Record<string, string>;

describe('the generated country-name tables', () => {
  it.each([...LOCALES])('%s names every country code, and nothing else', (locale) => {
    const table = readTable(locale);
    expect(Object.keys(table).sort()).toEqual([...COUNTRY_CODES].sort());
    for (const name of Object.values(table)) expect(name.trim()).not.toBe('');
  });

  it("holds each language's own names, as the browser would make them", () => {
    expect(readTable('en').NL).toBe('Netherlands');
    expect(readTable('de').NL).toBe('Niederlande');
    expect(readTable('fi').NL).toBe('Alankomaat');
    expect(readTable('pl').DE).toBe('Niemcy');
    for (const locale of LOCALES) {
      const browser = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
      expect(readTable(locale).SE).toBe(browser.of('SE'));
    }
  });
});

describe('prepareCountryNames', () => {
  const RealDisplayNames = Intl.DisplayNames;
  let made: string[];

  /** Counts the language lists the browser is asked for; the real names still answer. */
  const countMadeNames = () =>
    jest.spyOn(Intl, 'DisplayNames').mockImplementation((locales, options) => {
      made.push(String(locales));
      return new RealDisplayNames(locales, options);
    });

  beforeEach(() => {
    made = [];
    countMadeNames();
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("loads an interface language's table, and the cards then name countries without the browser", async () => {
    await prepareCountryNames('fi');
    expect(countryName('NL', 'fi')).toBe('Alankomaat');
    expect(countryName('XX', 'fi')).toBe('XX');
    expect(countryOptions('fi', ['SE', 'NL'], ['SE']).map((option) => option.label)).toEqual([
      'Ruotsi',
      'Alankomaat',
    ]);
    expect(made).toEqual([]);
  });

  it('asks for a table once, however often a page prepares it', async () => {
    const first = prepareCountryNames('sv');
    expect(prepareCountryNames('sv')).toBe(first);
    await first;
    await prepareCountryNames('sv');
    expect(countryName('NL', 'sv')).toBe('Nederländerna');
    expect(made).toEqual([]);
  });

  it("uses the browser's names until the table is there", async () => {
    expect(countryName('NL', 'nb')).toBe(new RealDisplayNames(['nb', 'en'], { type: 'region' }).of('NL'));
    expect(made).toEqual(['nb,en']);
    // The browser's names were made already: nothing more to load.
    await prepareCountryNames('nb');
    expect(countryName('DE', 'nb')).toBe('Tyskland');
  });

  it('makes the names of a language without a table in a task of its own, not at once, and only once', async () => {
    // Jest's fake timers put an `Intl` of their own in place: count on that one.
    jest.useFakeTimers();
    countMadeNames();
    const ready = prepareCountryNames('pt');
    expect(made).toEqual([]);

    jest.runOnlyPendingTimers();
    await ready;
    expect(made).toEqual(['pt,en']);

    expect(countryName('NL', 'pt')).toBe('Países Baixos');
    await prepareCountryNames('pt');
    jest.runOnlyPendingTimers();
    expect(made).toEqual(['pt,en']);
  });
});
