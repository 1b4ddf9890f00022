import { countryName, prepareCountryNames } from './country-names';

describe('prepareCountryNames', () => {
  const RealDisplayNames = Intl.DisplayNames;
  let made: string[];

  beforeEach(() => {
    made = [];
    jest.useFakeTimers();
    // Counts the language lists the names are made for; the real names still answer.
    jest.spyOn(Intl, 'DisplayNames').mockImplementation((locales, options) => {
      made.push(String(locales));
      return new RealDisplayNames(locales, options);
    });
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("makes a language's names in a task of its own, not at once, and only once", () => {
    prepareCountryNames('fi');
    expect(made).toEqual([]);

    jest.runOnlyPendingTimers();
    expect(made).toEqual(['fi,en']);

    // A card then names its country without making them again; preparing again does nothing.
    expect(countryName('NL', 'fi')).toBe('Alankomaat');
    prepareCountryNames('fi');
    jest.runOnlyPendingTimers();
    expect(made).toEqual(['fi,en']);
  });

  it('does not wait for an idle moment where the browser has requestIdleCallback', () => {
    const idle = jest.fn();
    Object.defineProperty(globalThis, 'requestIdleCallback', { configurable: true, value: idle });
    try {
      prepareCountryNames('sv');
      jest.runOnlyPendingTimers();
      expect(idle).not.toHaveBeenCalled();
      expect(made).toEqual(['sv,en']);
    } finally {
      Reflect.deleteProperty(globalThis, 'requestIdleCallback');
    }
  });
});
