import '@testing-library/jest-dom';
import {
  aMainImage,
  aUser,
  createTestPlatform,
  fakeFetch,
  jsonFetch,
  sentRequests,
  someSettings,
} from '@amora/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NAMESPACE, loadTranslations } from '../../i18n';
import { likeModalDelaySeconds, LikeModalWidget, withoutDelayParam } from './like-modal';
import { MatchModalWidget } from './match-modal';

const autoLiked = {
  profile: {
    id: 41,
    name: 'Iris',
    age: 28,
    main_image: aMainImage(),
    fictional: true,
  },
  auto_likes: { left: 2, limit: 3, resets_at: '2026-11-26T00:00:00.000Z' },
};

describe('like modal widget', () => {
  afterEach(() => window.history.pushState(null, '', '/'));

  it('reads t as a positive number of seconds only', () => {
    expect(likeModalDelaySeconds('?t=3')).toBe(3);
    for (const search of ['', '?t=0', '?t=-2', '?t=abc', '?t='])
      expect(likeModalDelaySeconds(search)).toBeNull();
    expect(withoutDelayParam({ pathname: '/members', search: '?t=3&page=2', hash: '#x' })).toBe(
      '/members?page=2#x',
    );
  });

  it('opens after t seconds with the member who liked, removes t, and goes to the profile', async () => {
    window.history.pushState(null, '', '/members?t=3');
    const fetch = fakeFetch(jsonFetch({ 'GET /api/auto-like.php': { body: autoLiked } }));
    const platform = await createTestPlatform({ fetch });
    platform.session.setUser(aUser({ id: 3 }));
    // The likes texts first, with real timers; then the clock is the test's.
    await platform.registerTranslations(NAMESPACE, loadTranslations);
    jest.useFakeTimers();
    try {
      render(<LikeModalWidget platform={platform} />);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(platform.navigations).toEqual(['/members']);
      expect(sentRequests(fetch, 'GET /api/auto-like.php')).toHaveLength(0);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3000);
      });
      const dialog = await screen.findByRole('dialog', { name: 'Someone likes you' });
      expect(dialog).toHaveTextContent('Iris liked you.');
      expect(screen.getByRole('img', { name: 'Photo of Iris' })).toHaveAttribute('src', '/media/a-card.jpg');
      fireEvent.click(screen.getByRole('button', { name: 'View the profile of Iris' }));
      expect(platform.navigations.at(-1)).toBe('/members/41');
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('match modal widget', () => {
  it('loads the auto-like when no profile is passed, and its button starts the conversation', async () => {
    const fetch = fakeFetch(jsonFetch({ 'GET /api/auto-like.php': { body: autoLiked } }));
    const platform = await createTestPlatform({ fetch });
    platform.session.setUser(aUser({ id: 3 }));
    const onClose = jest.fn();
    render(<MatchModalWidget platform={platform} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'It’s a match!' });
    expect(dialog).toHaveTextContent('You and Iris like each other.');
    fireEvent.click(screen.getByRole('button', { name: 'Write a message to Iris' }));
    expect(platform.navigations).toEqual(['/members/41/chat']);
    expect(onClose).toHaveBeenCalled();
  });

  it("names the site's fictional label for an auto-like (only fictional profiles like automatically)", async () => {
    const fetch = fakeFetch(jsonFetch({ 'GET /api/auto-like.php': { body: autoLiked } }));
    const marked = await createTestPlatform({ fetch, settings: someSettings({ fictional_warning: true }) });
    marked.session.setUser(aUser({ id: 3 }));
    const { unmount } = render(<MatchModalWidget platform={marked} onClose={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'It’s a match!' });
    expect(dialog).toHaveTextContent('Fictional profile');
    unmount();

    const unmarked = await createTestPlatform({
      fetch,
      settings: someSettings({ fictional_warning: false }),
    });
    unmarked.session.setUser(aUser({ id: 3 }));
    render(<MatchModalWidget platform={unmarked} onClose={jest.fn()} />);
    expect(await screen.findByRole('dialog', { name: 'It’s a match!' })).not.toHaveTextContent(
      'Fictional profile',
    );
  });

  it('closes at once when there is no auto-like today', async () => {
    const fetch = fakeFetch(
      jsonFetch({ 'GET /api/auto-like.php': { body: { ...autoLiked, profile: null } } }),
    );
    const platform = await createTestPlatform({ fetch });
    const onClose = jest.fn();
    render(<MatchModalWidget platform={platform} onClose={onClose} />);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
