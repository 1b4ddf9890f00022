import '@testing-library/jest-dom';
import { aUser, sentBodies } from '@amora/testing';
import { fireEvent } from '@testing-library/dom';
import { aResult, json, setUpProfileArea } from './test-support/mount-profile';
import { page, searches } from './test-support/search-server';

const mountAt = setUpProfileArea();

const real = aResult({ id: 11, name: 'Rita' });
const fictional = aResult({ id: 12, name: 'Fiona', fictional: true });

/**
 * A server that applies the member's stored "real members only" as the real one does: the search
 * answers without the fictional profile once the preference is on.
 */
function preferenceServer(initially: boolean, refuse = false) {
  let realOnly = initially;
  return jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/listing-preferences.php' && init?.method === 'PUT') {
      if (refuse) return json(500, { error: 'internal_error', message: 'Boom' });
      realOnly = (JSON.parse(String(init.body)) as { real_members_only: boolean }).real_members_only;
      return json(200, { preferences: { real_members_only: realOnly } });
    }
    if (url.pathname === '/api/search.php') {
      const profiles = realOnly ? [real] : [real, fictional];
      return json(200, page({ profiles, numResults: profiles.length }));
    }
    return json(404, { error: 'not_found', message: 'Not found' });
  });
}

describe('real members only in the search', () => {
  it('stores the member’s choice at the server and searches again without the fictional profiles', async () => {
    const fetch = preferenceServer(false);
    const { view } = await mountAt('/members', { fetch, user: aUser({ real_members_only: false }) });
    expect(await view.findByText('Fiona')).toBeInTheDocument();
    const toggle = view.getByRole('switch', { name: 'Real members only' });
    expect(toggle).not.toBeChecked();

    fireEvent.click(toggle);
    expect(await view.findByText('1 member found')).toBeInTheDocument();
    expect(view.getByText('Rita')).toBeInTheDocument();
    expect(view.queryByText('Fiona')).not.toBeInTheDocument();
    expect(view.getByRole('switch', { name: 'Real members only' })).toBeChecked();
    expect(sentBodies(fetch, 'PUT /api/listing-preferences.php')).toEqual([{ real_members_only: true }]);
    // The filter is the server's: the page asked again with the same filters, no parameter of its own.
    const [before, after] = searches(fetch);
    expect(searches(fetch)).toHaveLength(2);
    expect(after).toEqual(before);
  });

  it('shows the choice the member made on another device', async () => {
    const fetch = preferenceServer(true);
    const { view } = await mountAt('/members', { fetch, user: aUser({ real_members_only: true }) });
    expect(await view.findByText('Rita')).toBeInTheDocument();
    expect(view.getByRole('switch', { name: 'Real members only' })).toBeChecked();
  });

  it('says so when the choice could not be saved, and keeps the results', async () => {
    const fetch = preferenceServer(false, true);
    const { view } = await mountAt('/members', { fetch, user: aUser({ real_members_only: false }) });
    await view.findByText('Fiona');
    fireEvent.click(view.getByRole('switch', { name: 'Real members only' }));
    expect(await view.findByText('Your choice could not be saved. Please try again.')).toBeInTheDocument();
    expect(view.getByRole('switch', { name: 'Real members only' })).not.toBeChecked();
    expect(view.getByText('Fiona')).toBeInTheDocument();
  });

  it('offers visitors nothing to switch', async () => {
    const fetch = preferenceServer(false);
    const { view } = await mountAt('/members', { fetch, user: null });
    await view.findByText('Fiona');
    expect(view.queryByRole('switch', { name: 'Real members only' })).not.toBeInTheDocument();
  });
});
