import '@testing-library/jest-dom';
import { aUser, sentBodies } from '@amora/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { aCandidate, anAllowance, setUpLikesArea } from '../../test-support/likes-fixtures';

const mountAt = setUpLikesArea();

describe('match finder', () => {
  it('shows one candidate at a time with shared interests, passes and likes by keyboard, and opens the match', async () => {
    const first = aCandidate({ name: 'Gina', interests: ['hiking', 'music'], shared_interests: ['music'] });
    const second = aCandidate({ name: 'Hana', likes_you: true });
    const { view, page, fetch } = await mountAt('/match-finder', {
      user: aUser({ id: 3 }),
      routes: {
        'GET /api/match-finder.php': { body: { profiles: [first, second], swipe_likes: anAllowance(4) } },
        'POST /api/swipe.php': (_url, body) => ({
          body: { ...(body as object), liked: false, match: false, swipe_likes: anAllowance(4) },
        }),
        'POST /api/like.php': { body: { liked: true, match: true } },
      },
    });
    const heading = await view.findByRole('heading', { level: 2, name: /^Gina/ });
    expect(heading).toBeInTheDocument();
    const interests = view.getByRole('list', { name: 'Interests' });
    expect(within(interests).getAllByRole('listitem')[0]).toHaveTextContent('Music(shared)');

    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(await view.findByRole('heading', { level: 2, name: /^Hana/ })).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST /api/swipe.php')).toEqual([{ profile_id: first.id, decision: 'pass' }]);
    expect(view.getByText('Likes you already: like back for a match.')).toBeInTheDocument();

    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await page.findByRole('dialog', { name: 'It’s a match!' })).toBeInTheDocument();
    await waitFor(() => expect(sentBodies(fetch, 'POST /api/like.php')).toEqual([{ profile_id: second.id }]));
  });
});
