import '@testing-library/jest-dom';
import { aUser, sentBodies, sentRequests } from '@amora/testing';
import { fireEvent } from '@testing-library/dom';
import { aCandidate, anAllowance, setUpLikesArea } from '../../test-support/likes-fixtures';

const mountAt = setUpLikesArea();

const real = aCandidate({ name: 'Rita' });
const fictional = aCandidate({ name: 'Fiona' });

/** The server applies the stored preference to the queue, as the real one does. */
function routes(initially: boolean) {
  let realOnly = initially;
  return {
    'GET /api/match-finder.php': () => ({
      body: { profiles: realOnly ? [real] : [fictional, real], swipe_likes: anAllowance(4) },
    }),
    'PUT /api/listing-preferences.php': (_url: URL, body: unknown) => {
      realOnly = (body as { real_members_only: boolean }).real_members_only;
      return { body: { preferences: { real_members_only: realOnly } } };
    },
  };
}

describe.each(['/match-finder', '/swipe-game'])('real members only in %s', (path) => {
  it('stores the choice and asks for a queue without the fictional profiles, under the deck', async () => {
    const { view, fetch } = await mountAt(path, {
      user: aUser({ id: 3, real_members_only: false }),
      routes: routes(false),
    });
    expect(await view.findByRole('heading', { level: 2, name: /^Fiona/ })).toBeInTheDocument();
    const toggle = view.getByRole('switch', { name: 'Real members only' });
    // After Like and Pass in the page's order, so it never pushes them off the first screen.
    const pass = view.getByRole('button', { name: 'Pass' });
    expect(pass.compareDocumentPosition(toggle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    fireEvent.click(toggle);
    expect(await view.findByRole('heading', { level: 2, name: /^Rita/ })).toBeInTheDocument();
    expect(view.getByRole('switch', { name: 'Real members only' })).toBeChecked();
    expect(sentBodies(fetch, 'PUT /api/listing-preferences.php')).toEqual([{ real_members_only: true }]);
    expect(sentRequests(fetch, 'GET /api/match-finder.php')).toHaveLength(2);
  });
});
