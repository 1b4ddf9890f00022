import '@testing-library/jest-dom';
import { aUser, fakeRealtime, sentRequests } from '@amora/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { aLikeCard, aLikesPage, setUpLikesArea } from '../../test-support/likes-fixtures';

const mountAt = setUpLikesArea();
const member = aUser({ id: 3 });
const counts = { received: 2, sent: 1, matches: 0, new: 1 };

describe('likes page', () => {
  it('lists received likes with the new marker, the tab counts and a like back that makes a match', async () => {
    const anna = aLikeCard({ id: 7, name: 'Anna' });
    const bea = aLikeCard({ id: 8, name: 'Bea' });
    let liked = false;
    const { view, page, fetch } = await mountAt('/likes', {
      user: member,
      routes: {
        'GET /api/likes.php': () => ({
          body: aLikesPage('received', [{ ...anna, liked, match: liked }, bea], {
            liked_by: [
              { id: 7, like_new: true },
              { id: 8, like_new: false },
            ],
            counts,
          }),
        }),
        'POST /api/like.php': () => {
          liked = true;
          return { body: { liked: true, match: true } };
        },
      },
    });
    const annaCard = await view.findByRole('listitem', { name: 'New like from Anna' });
    expect(within(annaCard).getByText('New')).toBeInTheDocument();
    expect(view.getByRole('listitem', { name: 'Bea' })).toBeInTheDocument();
    expect(sentRequests(fetch, 'GET /api/likes.php')[0]?.query).toEqual({ type: 'received' });
    const tabs = view.getByRole('navigation', { name: 'Likes tabs' });
    expect(within(tabs).getByRole('link', { name: /Received/ })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByLabelText('2 members')).toHaveTextContent('2');
    expect(within(tabs).getByRole('link', { name: /Matches/ })).toHaveAttribute('href', '/likes/matches');

    fireEvent.click(within(annaCard).getByRole('button', { name: 'Like back' }));
    const dialog = await page.findByRole('dialog', { name: 'It’s a match!' });
    expect(sentRequests(fetch, 'POST /api/like.php')[0]?.body).toEqual({ profile_id: 7 });
    expect(within(dialog).getByText('You and Anna like each other.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Write a message to Anna' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  });

  it('reloads the tab when a like arrives live', async () => {
    const socket = fakeRealtime();
    let profiles = [aLikeCard({ name: 'Dana' })];
    const { view, fetch } = await mountAt('/likes', {
      user: member,
      createSocket: socket.createSocket,
      routes: { 'GET /api/likes.php': () => ({ body: aLikesPage('received', profiles, { counts }) }) },
    });
    await view.findByRole('listitem', { name: 'Dana' });
    socket.open();
    profiles = [aLikeCard({ name: 'Elif' }), ...profiles];
    socket.emit('like', { profile_id: 9 });
    expect(await view.findByRole('listitem', { name: 'Elif' })).toBeInTheDocument();
    expect(sentRequests(fetch, 'GET /api/likes.php')).toHaveLength(2);
  });

  it('shows an empty state that leads to search, per tab', async () => {
    const { view } = await mountAt('/likes/matches', {
      user: member,
      routes: { 'GET /api/likes.php': { body: aLikesPage('matches', [], { counts }) } },
    });
    expect(
      await view.findByText('No matches yet. When someone you like likes you back, it is a match.'),
    ).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  });

  it('loads the next page on demand and takes a like back', async () => {
    const first = Array.from({ length: 2 }, () => aLikeCard({ liked: true }));
    const second = aLikeCard({ name: 'Cleo', liked: true });
    const { view, fetch } = await mountAt('/likes/sent', {
      user: member,
      routes: {
        'GET /api/likes.php': (url) => ({
          body: url.searchParams.get('cursor')
            ? aLikesPage('sent', [second], { counts })
            : aLikesPage('sent', first, { counts, next_cursor: 'next' }),
        }),
        'DELETE /api/like.php': { body: { liked: false, match: false } },
      },
    });
    fireEvent.click(await view.findByRole('button', { name: 'Show more' }));
    const cleo = await view.findByRole('listitem', { name: 'Cleo' });
    expect(sentRequests(fetch, 'GET /api/likes.php')[1]?.query).toEqual({ type: 'sent', cursor: 'next' });
    fireEvent.click(within(cleo).getByRole('button', { name: 'Remove like' }));
    await waitFor(() => expect(sentRequests(fetch, 'DELETE /api/like.php')).toHaveLength(1));
  });

  it('explains a failed load with a retry', async () => {
    const { view } = await mountAt('/likes', {
      user: member,
      routes: { 'GET /api/likes.php': { status: 500, body: { error: 'internal_error', message: 'Boom' } } },
    });
    expect(await view.findByText('Your likes could not be loaded.')).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says so for a tab that does not exist', async () => {
    const { view } = await mountAt('/likes/favourites', { user: member });
    expect(await view.findByText('This tab does not exist.')).toBeInTheDocument();
  });
});
