import '@testing-library/jest-dom';
import { aMainImage, aProfile, aUser, createTestPlatform, someSettings } from '@amora/testing';
import { countryName } from '@amora/ui';
import { waitFor } from '@testing-library/dom';
import { memberSearchOptions } from '../../api/search';
import * as app from '../../exports/app';
import { aResult, setUpProfileArea } from './test-support/mount-profile';
import { page, searchFetch, searches } from './test-support/search-server';
import { prefetchSearch } from './prefetch-search';

const mountAt = setUpProfileArea();
const SEARCH_FIELDS = { search_fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'] };

function at(url: string) {
  const { pathname, search } = new URL(url, 'http://localhost');
  return { pathname, search };
}

async function memberPlatform(fetch: ReturnType<typeof searchFetch>) {
  const platform = await createTestPlatform({ fetch, settings: someSettings(SEARCH_FIELDS) });
  platform.session.setUser(aUser({ profile: aProfile({ gender: 'male', sexuality: 'hetero' }) }));
  return platform;
}

/** A bare /members starts from the member's own age, five years either way (ADR 0037). */
const AGE = aProfile().age;
const FIRST_SEARCH = { gender: 'female', min_age: String(AGE - 5), max_age: String(AGE + 5) };

describe('the warm-up of /members before the area mounts (ADR 0028)', () => {
  it("asks for the member's first search at once, with the filters the page starts from", async () => {
    const fetch = searchFetch({ first: page() });
    const platform = await memberPlatform(fetch);

    prefetchSearch({ platform, location: at('/members') });
    await waitFor(() => expect(searches(fetch)).toEqual([FIRST_SEARCH]));

    const linked = searchFetch({ first: page() });
    prefetchSearch({ platform: await memberPlatform(linked), location: at('/members?min_age=30&bogus=1') });
    await waitFor(() => expect(searches(linked)).toEqual([{ min_age: '30' }]));
  });

  it("loads the page language's country names beside the search, so the cards do not ask the browser", async () => {
    const fetch = searchFetch({ first: page() });
    const platform = await createTestPlatform({ fetch, locale: 'de', settings: someSettings(SEARCH_FIELDS) });
    const made = jest.spyOn(Intl, 'DisplayNames');
    try {
      prefetchSearch({ platform, location: at('/members') });
      // One look after the download, not a poll: a look before it would ask the browser.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(countryName('NL', 'de')).toBe('Niederlande');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it("starts the first result's photo with the answer, before the cards render; a next page's not", async () => {
    const first = aResult({
      main_image: aMainImage({ card: '/media/first.card.webp', match: '/media/first.match.webp' }),
    });
    const later = aResult({
      main_image: aMainImage({ card: '/media/later.card.webp', match: '/media/later.match.webp' }),
    });
    const fetch = searchFetch({
      first: page({ profiles: [first], numResults: 2, next_cursor: 'c2' }),
      c2: page({ profiles: [later], numResults: 2 }),
    });
    const platform = await memberPlatform(fetch);
    const preloaded = () =>
      [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) =>
        link.getAttribute('href'),
      );
    try {
      prefetchSearch({ platform, location: at('/members') });
      await waitFor(() => expect(preloaded()).toEqual(['/media/first.card.webp']));

      // A next page ("Load more", the infinite scroll) renders below the screen: no preload.
      const options = memberSearchOptions(
        platform,
        { gender: 'female' },
        platform.session.getState().user?.id ?? null,
      );
      await options.queryFn({ pageParam: 'c2', signal: new AbortController().signal });
      expect(searches(fetch)).toHaveLength(2);
      expect(preloaded()).toEqual(['/media/first.card.webp']);
    } finally {
      for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
    }
  });

  it.each(['/members/12', '/profile', '/login'])('asks for nothing on %s', async (path) => {
    const fetch = searchFetch({ first: page() });
    prefetchSearch({ platform: await memberPlatform(fetch), location: at(path) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('the page then shows the warmed answer without asking the server again', async () => {
    const fetch = searchFetch({
      first: page({ profiles: [aResult({ name: 'Warmed Wendy' })], numResults: 1 }),
    });
    const user = aUser({ profile: aProfile({ gender: 'male', sexuality: 'hetero' }) });
    const { view } = await mountAt('/members', {
      fetch,
      user,
      prepare: (platform) => app.prefetch({ platform, location: at('/members') }),
    });

    expect(await view.findByText('Warmed Wendy', { exact: false })).toBeInTheDocument();
    expect(searches(fetch)).toEqual([FIRST_SEARCH]);
  });
});
