import { createTestPlatform } from '@amora/testing';
import { prefetchLikes } from './prefetch-likes';

describe('the likes area warm-up (ADR 0028)', () => {
  const RealDisplayNames = Intl.DisplayNames;
  let made: string[];

  beforeEach(() => {
    made = [];
    jest.spyOn(Intl, 'DisplayNames').mockImplementation((locales, options) => {
      made.push(String(locales));
      return new RealDisplayNames(locales, options);
    });
  });

  afterEach(() => jest.restoreAllMocks());

  const idle = () => new Promise((resolve) => setTimeout(resolve, 5));

  it('makes the country names a candidate card shows on the swipe game and the match finder', async () => {
    const platform = await createTestPlatform({ locale: 'nb' });
    prefetchLikes({ platform, location: { pathname: '/likes', search: '' } });
    prefetchLikes({ platform, location: { pathname: '/likes/m/3', search: '' } });
    await idle();
    expect(made).toEqual([]);

    prefetchLikes({ platform, location: { pathname: '/swipe-game', search: '' } });
    await idle();
    expect(made).toEqual(['nb,en']);
  });

  it('on the match finder too', async () => {
    const platform = await createTestPlatform({ locale: 'da' });
    prefetchLikes({ platform, location: { pathname: '/match-finder', search: '' } });
    await idle();
    expect(made).toEqual(['da,en']);
  });
});
