import '@testing-library/jest-dom';
import { aMainImage, type FetchMock } from '@amora/testing';
import { fireEvent, waitFor } from '@testing-library/dom';
import { FIRST_SCREEN_WAIT_MS } from '../shared/ProfileCardGrid';
import { aResult, json, setUpProfileArea } from './test-support/mount-profile';
import { openEmptySearch, page, searchFetch, searches, showFilters } from './test-support/search-server';

const mountAt = setUpProfileArea();

const photo = (id: number) => ({
  filename: `${id}.jpg`,
  thumb_filename: `${id}_t.jpg`,
  status: 'active' as const,
  match: `/media/${id}.jpg`,
  card: `/media/${id}-card.jpg`,
});

describe('member search', () => {
  it('searches with the filters in the URL and shows them in the form', async () => {
    const fetch = searchFetch({ first: page() });
    const { view } = await mountAt('/members?gender=female&country=NL&min_age=25&max_age=40', { fetch });

    expect(await view.findByRole('heading', { level: 1, name: 'Search members' })).toBeInTheDocument();
    await waitFor(() =>
      expect(searches(fetch)).toEqual([{ gender: 'female', country: 'NL', min_age: '25', max_age: '40' }]),
    );
    showFilters(view);
    expect(view.getByLabelText('Looking for')).toHaveValue('female');
    expect(view.getByLabelText('Country')).toHaveValue('NL');
    expect(view.getByLabelText('Minimum age')).toHaveValue('25');
    expect(view.getByLabelText('Maximum age')).toHaveValue('40');
    // The Netherlands call their regions provinces.
    expect(view.getByLabelText('Province')).toBeInTheDocument();
  });

  it('tells the server the traffic source the visitor arrived with (for traffic-source-only search)', async () => {
    const fetch = searchFetch({ first: page() });
    await mountAt('/members', {
      fetch,
      prepare: (platform) => platform.persisted.setTracking({ network: 'aff1', sub1: 'x' }),
    });
    await waitFor(() => expect(searches(fetch)).toEqual([{ network: 'aff1' }]));
  });

  it('puts a submitted search into the URL and searches again; the URL round-trips', async () => {
    const { view, fetch } = await openEmptySearch(mountAt, '/members');
    showFilters(view);

    fireEvent.change(view.getByLabelText('Looking for'), { target: { value: 'male' } });
    fireEvent.change(view.getByLabelText('Minimum age'), { target: { value: '30' } });
    fireEvent.change(view.getByLabelText('Region or province'), { target: { value: 'Bavaria' } });
    const submit = view.getByRole('button', { name: 'Search' });
    submit.focus();
    fireEvent.click(submit);

    await waitFor(() => expect(window.location.search).toBe('?gender=male&countryregion=Bavaria&min_age=30'));
    // On a phone the filters close after searching and the results come first, with a summary
    // (once the form's schema has loaded: the submit waits for it, ADR 0051).
    expect(await view.findByText('Men · Bavaria · 30 years or older')).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(searches(fetch)).toEqual([{}, { gender: 'male', countryregion: 'Bavaria', min_age: '30' }]),
    );
    expect(view.getByLabelText('Looking for')).toHaveValue('male');
    expect(view.getByLabelText('Region or province')).toHaveValue('Bavaria');
  });

  it("returns to the previous search with the browser's back button", async () => {
    const { view, fetch } = await openEmptySearch(mountAt, '/members?min_age=25');
    showFilters(view);

    fireEvent.change(view.getByLabelText('Minimum age'), { target: { value: '40' } });
    fireEvent.click(view.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(window.location.search).toBe('?min_age=40'));

    window.history.back();

    await waitFor(() => expect(window.location.search).toBe('?min_age=25'));
    await waitFor(() => expect(view.getByLabelText('Minimum age')).toHaveValue('25'));
    expect(searches(fetch)).toEqual([{ min_age: '25' }, { min_age: '40' }]);
  });

  it('offers only the filters in the site settings, and ignores others in the URL', async () => {
    const fetch = searchFetch({ first: page() });
    const { view } = await mountAt('/members?gender=male&country=DE&min_age=20', {
      fetch,
      settings: { search_fields: ['gender', 'min_age'] },
    });

    showFilters(view);
    expect(await view.findByLabelText('Looking for')).toBeInTheDocument();
    expect(view.getByLabelText('Minimum age')).toBeInTheDocument();
    expect(view.queryByLabelText('Country')).toBeNull();
    expect(view.queryByLabelText('Maximum age')).toBeNull();
    expect(view.queryByLabelText(/region|state/i)).toBeNull();
    await waitFor(() => expect(searches(fetch)).toEqual([{ gender: 'male', min_age: '20' }]));
  });

  it('shows no form at all when the site offers no filters', async () => {
    const fetch = searchFetch({ first: page() });
    const { view } = await mountAt('/members', { fetch, settings: { search_fields: [] } });

    await view.findByText('0 members found');
    expect(view.queryByRole('search')).toBeNull();
  });

  it('clears the filters from the URL and the form', async () => {
    const { view, fetch } = await openEmptySearch(mountAt, '/members?gender=female&min_age=40');
    showFilters(view);
    expect(view.getByLabelText('Looking for')).toHaveValue('female');

    fireEvent.click(view.getAllByRole('button', { name: 'Clear filters' })[0]!);

    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(() => expect(searches(fetch)).toEqual([{ gender: 'female', min_age: '40' }, {}]));
    expect(view.getByLabelText('Looking for')).toHaveValue('');
    expect(view.getByLabelText('Minimum age')).toHaveValue('');
  });

  it('refuses a minimum age above the maximum without searching', async () => {
    const { view, fetch } = await openEmptySearch(mountAt, '/members');
    showFilters(view);

    fireEvent.change(view.getByLabelText('Minimum age'), { target: { value: '50' } });
    fireEvent.change(view.getByLabelText('Maximum age'), { target: { value: '30' } });
    fireEvent.click(view.getByRole('button', { name: 'Search' }));

    expect(await view.findByText('The minimum age cannot be above the maximum age.')).toBeInTheDocument();
    expect(view.getByLabelText('Maximum age')).toHaveAttribute('aria-invalid', 'true');
    expect(window.location.search).toBe('');
    expect(searches(fetch)).toHaveLength(1);
  });

  it('shows the count and a card per member: photo or silhouette, name, age, place and the fictional mark', async () => {
    const fetch = searchFetch({
      first: page({
        numResults: 2,
        profiles: [
          aResult({
            id: 7,
            name: 'Sophie',
            age: 31,
            city: 'Utrecht',
            region: 'Utrecht',
            relationship_status: 'single',
            interests: ['coffee', 'hiking'],
            main_image: aMainImage(),
            fictional: true,
          }),
          aResult({ id: 8, name: 'Eva', age: 45, country: 'DE', city: null }),
        ],
      }),
    });
    const { view } = await mountAt('/members', {
      fetch,
      settings: { fictional_warning: true, fictional_singular: 'Animator' },
    });

    expect(await view.findByText('2 members found')).toBeInTheDocument();
    const sophie = view.getByRole('link', { name: /Sophie/ });
    expect(sophie).toHaveAttribute('href', '/members/7');
    expect(sophie).toHaveTextContent('31 years');
    expect(sophie).toHaveTextContent('Utrecht, Netherlands');
    expect(sophie).toHaveTextContent('Single');
    expect(sophie).toHaveTextContent('Coffee, Hiking');
    expect(sophie).toHaveTextContent('Animator');
    expect(sophie.querySelector('img')).toHaveAttribute('src', '/media/a-card.jpg');
    const eva = view.getByRole('link', { name: /Eva/ });
    expect(eva).toHaveTextContent('Germany');
    expect(eva).not.toHaveTextContent('Animator');
    expect(eva.querySelector('img')).toBeNull();
  });

  it('hides the fictional mark when the site does not warn about fictional profiles', async () => {
    const fetch = searchFetch({
      first: page({ numResults: 1, profiles: [aResult({ name: 'Sophie', fictional: true })] }),
    });
    const { view } = await mountAt('/members', { fetch, settings: { fictional_warning: false } });

    expect(await view.findByRole('link', { name: /Sophie/ })).not.toHaveTextContent('Fictional profile');
  });

  it("loads the first row's photos at once, the first one first, and the rest near the screen once those are in", async () => {
    const ids = [1, 2, 3, 4, 5, 6, 7, 8];
    const fetch = searchFetch({
      first: page({
        numResults: ids.length,
        profiles: ids.map((id) => aResult({ id, name: `Member ${id}`, main_image: photo(id) })),
      }),
    });
    const { view } = await mountAt('/members', { fetch });
    await view.findByRole('link', { name: /Member 8/ });

    const imageOf = (id: number) =>
      view.getByRole('link', { name: new RegExp(`Member ${id}\\b`) }).querySelector('img');
    const images = () => ids.map(imageOf);
    // jsdom has no media queries: a phone's first row of two. The rest wait: they would share a
    // slow connection with the first screen.
    expect(images().map((image) => image?.getAttribute('loading') ?? null)).toEqual([
      'eager',
      'eager',
      ...Array(6).fill(null),
    ]);
    expect(imageOf(1)).toHaveAttribute('fetchpriority', 'high');
    expect(imageOf(2)).toHaveAttribute('fetchpriority', 'auto');

    // A photo that loads twice (another srcset size) counts once; a failed one counts as done.
    fireEvent.load(imageOf(1)!);
    fireEvent.load(imageOf(1)!);
    expect(imageOf(3)).toBeNull();
    fireEvent.error(imageOf(2)!);
    await waitFor(() => expect(imageOf(3)).toHaveAttribute('loading', 'lazy'));
    expect(imageOf(8)).toHaveAttribute('src', '/media/8-card.jpg');
    expect(imageOf(8)).toHaveAttribute('fetchpriority', 'auto');
  });

  it('lets the other photos load after a while when a first-screen photo never answers', async () => {
    // Fake timers that also run with the clock, so the page's requests and renders go on.
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const ids = [1, 2, 3];
      const fetch = searchFetch({
        first: page({
          numResults: 3,
          profiles: ids.map((id) => aResult({ id, name: `Member ${id}`, main_image: photo(id) })),
        }),
      });
      const { view } = await mountAt('/members', { fetch });
      // Polled by hand: testing-library's async helpers drive fake timers through act().
      const settle = () => new Promise((resolve) => setTimeout(resolve, 1));
      const third = () => view.queryByRole('link', { name: /Member 3\b/ })?.querySelector('img');
      for (let turn = 0; turn < 200 && !view.queryByRole('link', { name: /Member 3\b/ }); turn++)
        await settle();
      expect(third()).toBeNull();
      jest.advanceTimersByTime(FIRST_SCREEN_WAIT_MS - 100);
      await settle();
      expect(third()).toBeNull();
      jest.advanceTimersByTime(100);
      for (let turn = 0; turn < 200 && !third(); turn++) await settle();
      expect(third()).toHaveAttribute('loading', 'lazy');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the card-sized photo, and the match size to sharper screens', async () => {
    const fetch = searchFetch({
      first: page({
        numResults: 2,
        profiles: [
          aResult({
            name: 'Carded',
            main_image: {
              filename: 'c.jpg',
              thumb_filename: 'c_t.jpg',
              status: 'active',
              match: '/m/c.jpg',
              card: '/c/c.jpg',
            },
          }),
          // A photo from before the card size: the server answers its match image for both.
          aResult({
            name: 'Older',
            main_image: {
              filename: 'o.jpg',
              thumb_filename: 'o_t.jpg',
              status: 'active',
              match: '/m/o.jpg',
              card: '/m/o.jpg',
            },
          }),
        ],
      }),
    });
    const { view } = await mountAt('/members', { fetch });
    const photoOf = async (name: string) =>
      (await view.findByRole('link', { name: new RegExp(name) })).querySelector('img')!;

    const carded = await photoOf('Carded');
    expect(carded).toHaveAttribute('src', '/c/c.jpg');
    expect(carded).toHaveAttribute('srcset', '/c/c.jpg 360w, /m/c.jpg 600w');
    expect(carded.getAttribute('sizes')).toMatch(/47vw$/);
    const older = await photoOf('Older');
    expect(older).toHaveAttribute('src', '/m/o.jpg');
    expect(older).not.toHaveAttribute('srcset');
  });

  it('appends the next page after "Load more", following next_cursor, until there is none', async () => {
    const fetch = searchFetch({
      first: page({
        numResults: 3,
        profiles: [aResult({ name: 'Ann' }), aResult({ name: 'Bea' })],
        next_cursor: 'c2',
      }),
      c2: page({ numResults: 3, profiles: [aResult({ name: 'Cleo' })] }),
    });
    const { view } = await mountAt('/members?gender=female', { fetch });
    await view.findByRole('link', { name: /Bea/ });

    fireEvent.click(view.getByRole('button', { name: 'Load more' }));

    expect(await view.findByRole('link', { name: /Cleo/ })).toBeInTheDocument();
    expect(view.getAllByRole('link', { name: /Ann|Bea|Cleo/ })).toHaveLength(3);
    expect(searches(fetch)).toEqual([{ gender: 'female' }, { gender: 'female', cursor: 'c2' }]);
    expect(view.queryByRole('button', { name: 'Load more' })).toBeNull();
    // The button is gone, so focus moves on to the first new card.
    expect(view.getByRole('link', { name: /Cleo/ })).toHaveFocus();
  });

  describe('infinite scroll', () => {
    let observers: Array<{ callback: IntersectionObserverCallback; disconnected: boolean }>;
    const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;

    beforeEach(() => {
      observers = [];
      (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
        private entry: { callback: IntersectionObserverCallback; disconnected: boolean };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, disconnected: false };
          observers.push(this.entry);
        }
        observe() {}
        disconnect() {
          this.entry.disconnected = true;
        }
      };
    });
    afterEach(() => {
      (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
    });

    const scrollSentinelIntoView = () => {
      const active = observers.filter((observer) => !observer.disconnected).at(-1);
      active?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    };

    /** Ann on the first page, Bea on the second; the list's end observed. */
    const mountTwoPages = async () => {
      const fetch = searchFetch({
        first: page({ numResults: 2, profiles: [aResult({ name: 'Ann' })], next_cursor: 'c2' }),
        c2: page({ numResults: 2, profiles: [aResult({ name: 'Bea' })] }),
      });
      const { view } = await mountAt('/members', { fetch });
      await view.findByRole('link', { name: /Ann/ });
      await waitFor(() => expect(observers.length).toBeGreaterThan(0));
      return { fetch, view };
    };

    it('loads the next page when the end of the list scrolls into view', async () => {
      const { fetch, view } = await mountTwoPages();

      scrollSentinelIntoView();

      expect(await view.findByRole('link', { name: /Bea/ })).toBeInTheDocument();
      expect(searches(fetch)).toEqual([{}, { cursor: 'c2' }]);
      // The last page has no next_cursor: nothing observes any more.
      await waitFor(() => expect(observers.every((observer) => observer.disconnected)).toBe(true));
    });

    it('asks for a page once when the end scrolls into view and "Load more" is pressed as well', async () => {
      const { fetch, view } = await mountTwoPages();

      scrollSentinelIntoView();
      fireEvent.click(view.getByRole('button', { name: 'Load more' }));

      expect(await view.findByRole('link', { name: /Bea/ })).toBeInTheDocument();
      expect(searches(fetch)).toEqual([{}, { cursor: 'c2' }]);
    });
  });

  it('shows the empty state with a way to clear, and similar profiles when offered', async () => {
    const fetch = searchFetch({
      first: page({ similar: [aResult({ id: 9, name: 'Nora' })] }),
    });
    const { view } = await mountAt('/members?country=IS', { fetch });

    expect(await view.findByRole('heading', { name: 'No members found' })).toBeInTheDocument();
    expect(view.getByText('0 members found')).toBeInTheDocument();
    const similar = view.getByRole('region', { name: 'Similar profiles' });
    expect(similar).toContainElement(view.getByRole('link', { name: /Nora/ }));

    fireEvent.click(view.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('asks a visitor to sign up when the site does not allow searching logged out', async () => {
    const message = 'Sign up for free to search our members.';
    const { view, events } = await mountAt('/members', {
      user: null,
      routes: { 'GET /api/search.php': { status: 403, body: { error: 'login_required', message } } },
    });

    expect(await view.findByRole('heading', { name: 'Sign up to see our members' })).toBeInTheDocument();
    expect(view.getByText(message)).toBeInTheDocument();
    expect(events).toEqual([['signup:start', {}]]);

    fireEvent.click(view.getByRole('button', { name: 'Sign up for free' }));
    expect(events).toHaveLength(2);
    expect(view.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('shows an error with a retry that searches again', async () => {
    let fail = true;
    const fetch: FetchMock = jest.fn((_input: RequestInfo | URL) =>
      fail
        ? json(400, { error: 'validation_failed', message: 'Please check the highlighted fields.' })
        : json(200, page({ numResults: 1, profiles: [aResult({ name: 'Ann' })] })),
    );
    const { view } = await mountAt('/members', { fetch });

    expect(await view.findByRole('heading', { name: 'The members could not be loaded' })).toBeInTheDocument();
    expect(view.getByText('Please check the highlighted fields.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(view.getByRole('button', { name: 'Try again' }));

    expect(await view.findByRole('link', { name: /Ann/ })).toBeInTheDocument();
  });

  it('says it is loading where the count will stand, and the same status line then counts the results', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch: FetchMock = jest.fn(
      (_input: RequestInfo | URL) => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const { view } = await mountAt('/members', { fetch });

    const status = await view.findByText('Loading members…');
    expect(status).toHaveAttribute('role', 'status');
    // Shown, not only announced: it holds the count's place on the screen.
    expect(status).not.toHaveClass('visually-hidden');
    expect(view.getByTestId('profile-skeletons')).toBeInTheDocument();
    // The line sits right before the grid, as the count will (the grid does not move down).
    expect(status.nextElementSibling).toBe(view.getByTestId('profile-skeletons'));

    answer(await json(200, page({ numResults: 1, profiles: [aResult({ name: 'Ann' })] })));

    expect(await view.findByText('1 member found')).toBe(status);
    expect(view.queryByTestId('profile-skeletons')).not.toBeInTheDocument();
  });

  it('counts in Polish plural forms', async () => {
    const fetch = searchFetch({ first: page({ numResults: 3 }) });
    const { view } = await mountAt('/members', { fetch, locale: 'pl' });

    expect(await view.findByText('Znaleziono 3 profile')).toBeInTheDocument();
  });

  it('offers the regions of the chosen country as a list', async () => {
    const fetch = searchFetch(
      { first: page() },
      {
        country: 'DE',
        regions: [
          { code: 'BY', name: 'Bayern' },
          { code: 'BE', name: 'Berlin' },
        ],
      },
    );
    const { view } = await mountAt('/members', { fetch });
    await view.findByText('0 members found');
    showFilters(view);

    fireEvent.change(view.getByLabelText('Country'), { target: { value: 'DE' } });
    const region = await view.findByRole('combobox', { name: 'State' });
    await waitFor(() => expect(region).toBeEnabled());
    fireEvent.change(region, { target: { value: 'Berlin' } });
    fireEvent.click(view.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(window.location.search).toBe('?country=DE&countryregion=Berlin'));
  });
});
