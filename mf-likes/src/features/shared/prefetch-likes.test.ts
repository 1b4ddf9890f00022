import { createTestPlatform } from '@amora/testing';
import { countryName } from '@amora/ui';
import { prefetchLikes } from './prefetch-likes';

describe('the likes area warm-up (ADR 0028)', () => {
  const RealDisplayNames = Intl.DisplayNames;
  let made: string[];

  beforeEach(() => {
    made = [];
    // Counts the browser's region names made; the real names still answer.
    jest.spyOn(Intl, 'DisplayNames').mockImplementation((locales, options) => {
      made.push(String(locales));
      return new RealDisplayNames(locales, options);
    });
  });

  afterEach(() => jest.restoreAllMocks());

  const idle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('loads no country names for the likes pages, which name no countries on their cards', async () => {
    const platform = await createTestPlatform({ locale: 'fi' });
    prefetchLikes({ platform, location: { pathname: '/likes', search: '' } });
    prefetchLikes({ platform, location: { pathname: '/likes/m/3', search: '' } });
    await idle();
    // Nothing was prepared: a country named now comes from the browser.
    expect(countryName('NL', 'fi')).toBe('Alankomaat');
    expect(made).toEqual(['fi,en']);
  });

  it("loads the page language's country names for the swipe game's candidate cards", async () => {
    const platform = await createTestPlatform({ locale: 'nb' });
    prefetchLikes({ platform, location: { pathname: '/swipe-game', search: '' } });
    await idle();
    expect(countryName('NL', 'nb')).toBe('Nederland');
    expect(made).toEqual([]);
  });

  it('on the match finder too', async () => {
    const platform = await createTestPlatform({ locale: 'da' });
    prefetchLikes({ platform, location: { pathname: '/match-finder', search: '' } });
    await idle();
    expect(countryName('SE', 'da')).toBe('Sverige');
    expect(made).toEqual([]);
  });
});
