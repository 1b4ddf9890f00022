import type { SearchResponse } from '@amora/contracts';
import { sentRequests, type FetchMock } from '@amora/testing';
import { fireEvent, type BoundFunctions, type queries } from '@testing-library/dom';
import { json, type MountedProfileArea, type MountOptions } from './mount-profile';

/** One page of search results; empty unless overridden. */
export function page(overrides: Partial<SearchResponse> = {}): SearchResponse {
  return { profiles: [], numResults: 0, next_cursor: null, similar: [], ...overrides };
}

/** Answers GET /api/search.php by cursor: no cursor is the first page. */
export function searchFetch(pages: Record<string, SearchResponse>, regions: unknown = null): FetchMock {
  return jest.fn((input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/regions.php' && regions) return json(200, regions);
    if (url.pathname !== '/api/search.php') return json(404, { error: 'not_found', message: 'Not found' });
    const answer = pages[url.searchParams.get('cursor') ?? 'first'];
    return answer ? json(200, answer) : json(500, { error: 'internal_error', message: 'Boom' });
  });
}

type MountAt = (path: string, options?: MountOptions) => Promise<MountedProfileArea>;

/** The search page at `path` with no results, once its first search has answered. */
export async function openEmptySearch(mountAt: MountAt, path: string) {
  const fetch = searchFetch({ first: page() });
  const area = await mountAt(path, { fetch });
  await area.view.findByText('0 members found');
  return { ...area, fetch };
}

/** jsdom knows no media queries: the page is laid out as on a phone, the filters behind a button. */
export function showFilters(view: BoundFunctions<typeof queries>) {
  fireEvent.click(view.getByRole('button', { name: 'Filters' }));
}

/** The query of every search sent, in order. */
export const searches = (fetch: FetchMock) =>
  sentRequests(fetch, 'GET /api/search.php').map(({ query }) => query);
