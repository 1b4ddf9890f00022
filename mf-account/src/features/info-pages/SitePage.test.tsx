import { jsonFetch, setUpAreaHarness, type FetchMock } from '@amora/testing';
import { fireEvent } from '@testing-library/react';
import * as app from '../../exports/app';
import { isOtherRoute, toParagraphs } from './SitePage';
import { infoSettings } from './test-support/info-fixtures';

const pageFetch = (status: number, body: unknown): FetchMock =>
  jest.fn(jsonFetch({ 'GET /api/page.php': { status, body } }));

describe('toParagraphs', () => {
  it('splits at blank lines, keeps single line breaks and drops empty parts', () => {
    expect(toParagraphs('\r\nOne\r\n\r\nTwo\nstill two\n \n\n\nThree  \n\n')).toEqual([
      'One',
      'Two\nstill two',
      'Three',
    ]);
  });
});

describe('isOtherRoute', () => {
  it('knows the one-segment paths other routes own, and leaves the rest to /:token', () => {
    expect(['/members', '/chats', '/credits', '/terms', '/login'].map(isOtherRoute)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['/about-us', '/partners'].map(isOtherRoute)).toEqual([false, false]);
  });
});

describe('/:token site pages', () => {
  const harness = setUpAreaHarness(app, 'mf_account');

  async function open(path: string, fetch: FetchMock) {
    await harness.mountAt(path, { fetch, settings: infoSettings() });
    return harness.area();
  }

  it('shows the title and the body as paragraphs of text, never as HTML', async () => {
    const fetch = pageFetch(200, {
      page: {
        token: 'about-us',
        title: 'About us',
        body: 'We started in 2015.\n\nOur team <b>loves</b> matchmaking.\nEvery day.\n\n\nSee you soon!',
      },
    });
    const view = await open('/about-us', fetch);

    expect(await view.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    const paragraphs = [...harness.domElement.querySelectorAll('article p')].map((p) => p.textContent);
    expect(paragraphs).toEqual([
      'We started in 2015.',
      'Our team <b>loves</b> matchmaking.\nEvery day.',
      'See you soon!',
    ]);
    expect(harness.domElement.querySelector('b')).toBeNull();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/page.php?token=about-us');
    expect(document.title).toBe('About us');
  });

  it('shows "not found" with a way home when the server has no such page', async () => {
    const fetch: FetchMock = jest.fn(jsonFetch({}));
    const view = await open('/no-such-page', fetch);

    expect(await view.findByRole('alert')).toHaveTextContent('This page could not be found');
    const home = view.getByRole('link', { name: 'Back to the home page' });
    expect(home).toHaveAttribute('href', '/');
    fireEvent.click(home);
    expect(harness.platform.navigations).toEqual(['/']);
    // A 404 is an answer, not a failure: asked once.
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not ask the server for a token its schema rejects', async () => {
    const fetch: FetchMock = jest.fn(jsonFetch({}));
    // InfoPageQuerySchema (@amora/contracts) caps a token's length.
    const view = await open(`/${'a'.repeat(201)}`, fetch);

    expect(await view.findByRole('alert')).toHaveTextContent('This page could not be found');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stays empty, without a request, on a path another area owns', async () => {
    const fetch: FetchMock = jest.fn(jsonFetch({}));
    await open('/members', fetch);

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(harness.domElement.querySelector('[data-area="mf_account"]')).toBeEmptyDOMElement();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers a retry when the page cannot be loaded', async () => {
    const fetch = pageFetch(503, { error: 'internal_error', message: 'Something went wrong on our side.' });
    const view = await open('/about-us', fetch);

    expect(await view.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    fetch.mockImplementation(
      jsonFetch({
        'GET /api/page.php': { body: { page: { token: 'about-us', title: 'About us', body: 'Hi.' } } },
      }),
    );
    fireEvent.click(view.getByRole('button', { name: 'Try again' }));

    expect(await view.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(view.getByText('Hi.')).toBeInTheDocument();
  });
});
