import '@testing-library/jest-dom';
import {
  aUser,
  apiRefusal,
  fakeFetch,
  jsonFetch,
  jsonResponse,
  sentRequests,
  someSettings,
} from '@amora/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { PLN_BUNDLES, setUpPaymentsArea, somePrices } from '../../test-support/payments-fixtures';

const mountAt = setUpPaymentsArea();
const settings = someSettings({
  message_credits: 10,
  photo_credits: 10,
  gift_credits: 25,
  signup_credits: 15,
});

/** `GET /api/prices.php` as the server answers it: the Netherlands unless the query names Poland. */
const pricesRoute = (url: URL) =>
  url.searchParams.get('country') === 'PL'
    ? {
        body: somePrices({
          country: 'PL',
          bundles: PLN_BUNDLES,
          costs: { ...somePrices().costs, message: 12 },
        }),
      }
    : { body: somePrices() };

describe('pricing page', () => {
  it('shows a visitor the four bundles with prices, and what a message, a photo and a gift cost', async () => {
    const { view, fetch, platform } = await mountAt('/pricing', {
      user: null,
      settings,
      routes: { 'GET /api/prices.php': pricesRoute },
    });
    const events: string[] = [];
    platform.events.on('signup:start', () => events.push('signup:start'));
    expect(await view.findByRole('heading', { level: 1, name: 'Prices' })).toBeInTheDocument();
    const table = await view.findByRole('table', { name: 'Prices for payments from Netherlands' });
    const rows = within(table).getAllByRole('row');
    // A header row and the four bundles, the popular one marked.
    expect(rows).toHaveLength(5);
    expect(rows[1]).toHaveTextContent('20€4.99€0.25');
    expect(rows[3]).toHaveTextContent('120Most popular€19.99€0.167');
    expect(rows[4]).toHaveTextContent('300€39.99€0.133');
    // The server picks the visitor's country: the page sends none of its own.
    expect(sentRequests(fetch, 'GET /api/prices.php')[0]?.query).toEqual({});

    const costs = view.getByRole('region', { name: 'What things cost' });
    expect(within(costs).getByText('Sending a message').nextElementSibling).toHaveTextContent(
      '10 creditsDepending on the bundle: €1.33 – €2.50',
    );
    expect(within(costs).getByText('Sending a photo in a chat')).toBeInTheDocument();
    expect(within(costs).getByText('Sending a gift').nextElementSibling).toHaveTextContent(
      '25 to 250 creditsDepending on the bundle: €3.33 – €62.38',
    );
    // The site's own figure (15 here), and when it arrives: with the confirmed address.
    expect(
      within(costs).getByText('New members get 15 free credits when they confirm their e-mail address.'),
    ).toBeInTheDocument();
    const unlocks = view.getByRole('list', { name: 'Premium unlocks:' });
    expect(
      within(unlocks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'See all photos of every member, without blur.',
      'Start as many conversations as you like; free members can start 2.',
      'Upload up to 25 photos instead of 3.',
      'Premium stays, even when your credits run out.',
    ]);

    expect(view.queryByText(/Sign up for free to see them/)).not.toBeInTheDocument();
    fireEvent.click(view.getByRole('button', { name: 'Sign up for free' }));
    expect(events).toEqual(['signup:start']);
    expect(view.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(view.getByRole('link', { name: 'Returns and refunds' })).toBeInTheDocument();
  });

  it('switches the country like /credits: the złoty list and that country’s message price', async () => {
    const { view, fetch } = await mountAt('/pricing', {
      user: null,
      settings,
      routes: { 'GET /api/prices.php': pricesRoute },
    });
    const select = await view.findByLabelText('Payment country');
    expect(select).toHaveValue('NL');
    fireEvent.change(select, { target: { value: 'PL' } });
    const table = await view.findByRole('table', { name: 'Prices for payments from Poland' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('20PLN 21.99');
    expect(sentRequests(fetch, 'GET /api/prices.php').at(-1)?.query).toEqual({ country: 'PL' });
    expect(window.location.search).toBe('?country=PL');
    expect(view.getByText('Sending a message').nextElementSibling).toHaveTextContent('12 credits');
    // Said to a screen reader, as the table changed under the select.
    expect(view.getByRole('status')).toHaveTextContent('Prices for payments from Poland');
  });

  it('reads the page in the visitor’s language, with the country from the URL', async () => {
    const { view } = await mountAt('/pricing?country=PL', {
      user: null,
      locale: 'pl',
      settings,
      routes: { 'GET /api/prices.php': pricesRoute },
    });
    expect(await view.findByRole('heading', { level: 1, name: 'Cennik' })).toBeInTheDocument();
    const table = await view.findByRole('table', { name: 'Ceny dla płatności z kraju: Polska' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('21,99 zł');
    expect(view.getByRole('button', { name: 'Zarejestruj się za darmo' })).toBeInTheDocument();
  });

  it('shows a member the list of their profile’s country and leads them to buy there', async () => {
    const { view, fetch } = await mountAt('/pricing', {
      user: aUser({ profile: { ...aUser().profile, country: 'PL' } }),
      settings,
      routes: { 'GET /api/prices.php': pricesRoute },
    });
    await view.findByRole('table', { name: 'Prices for payments from Poland' });
    expect(sentRequests(fetch, 'GET /api/prices.php')[0]?.query).toEqual({ country: 'PL' });
    expect(view.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits?country=PL');
    expect(view.queryByRole('button', { name: 'Sign up for free' })).not.toBeInTheDocument();
  });

  it('says it is loading until the prices arrive', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = fakeFetch((input, init) =>
      String(input).includes('/api/prices.php')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : jsonFetch({})(input, init),
    );
    const { view } = await mountAt('/pricing', { user: null, settings, fetch });
    expect(await view.findByRole('status')).toHaveTextContent('Loading the prices…');
    answer(jsonResponse(200, somePrices()));
    expect(
      await view.findByRole('table', { name: 'Prices for payments from Netherlands' }),
    ).toBeInTheDocument();
  });

  it('says so when the prices cannot be loaded, and tries again', async () => {
    let fail = true;
    const { view } = await mountAt('/pricing', {
      user: null,
      settings,
      routes: {
        'GET /api/prices.php': (url) =>
          fail ? apiRefusal(400, 'validation_failed', 'Invalid value.') : pricesRoute(url),
      },
    });
    const alert = await view.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { level: 2, name: 'The prices could not be loaded.' }),
    ).toBeInTheDocument();
    expect(within(alert).getByText('Invalid value.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(view.getByRole('table')).toBeInTheDocument());
  });
});
