import type { PlatformProps } from '@amora/contracts';
import {
  aUser,
  createTestPlatform,
  fakeFetch,
  fakeRealtime,
  jsonFetch,
  sentRequests,
  type FetchMock,
  type FakeRealtime,
  type TestPlatform,
} from '@amora/testing';
import { loadRemote } from '../federation/remotes';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderInRouter } from '../test-support/render-in-router';
import { autoLikeCheckKey } from './auto-like-rules';
import { LikesModals } from './LikesModals';

jest.mock('../federation/remotes', () => ({ loadRemote: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

/** Stand-ins for mf_likes' widgets. */
function FakeMatch({
  profile,
  profileId,
  onClose,
}: {
  platform: PlatformProps;
  profile?: { id: number; name: string };
  profileId?: number;
  onClose: () => void;
}) {
  return (
    <div role="dialog" aria-label="match">
      {profile ? `auto-like from ${profile.name}` : `match with ${profileId}`}
      <button onClick={onClose}>close</button>
    </div>
  );
}
const FakeLike = () => <div data-testid="like-modal-host" />;

let platform: TestPlatform;
let socket: FakeRealtime;
let fetch: FetchMock;
/** What `GET /api/auto-like.php` answers: Iris liked the member, or nobody today. */
let autoLikeProfile: { id: number; name: string; age: number; main_image: null } | null;

beforeEach(async () => {
  socket = fakeRealtime();
  autoLikeProfile = { id: 41, name: 'Iris', age: 28, main_image: null };
  fetch = fakeFetch(
    jsonFetch({
      'GET /api/auto-like.php': () => ({
        body: {
          profile: autoLikeProfile,
          auto_likes: { left: 2, limit: 3, resets_at: '2026-11-26T00:00:00.000Z' },
        },
      }),
    }),
  );
  platform = await createTestPlatform({ createSocket: socket.createSocket, fetch });
  loadRemoteMock.mockImplementation(async (id: string) =>
    id.endsWith('match-modal') ? { MatchModalWidget: FakeMatch } : { LikeModalWidget: FakeLike },
  );
});
afterEach(() => {
  jest.clearAllMocks();
  jest.useRealTimers();
});

const MATCH_MODAL_ID = 'mf_likes/widgets/match-modal';

/** Lets the fake clock run `ms` and the widget's loading promises settle. */
async function elapse(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('likes modals host', () => {
  it('shows the match modal when the realtime channel reports a match, and closes it', async () => {
    platform.session.setUser(aUser({ id: 5 }));
    renderInRouter(<LikesModals />, platform, '/members?t=3');
    expect(await screen.findByTestId('like-modal-host')).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalledWith('mf_likes/widgets/match-modal');

    act(() => {
      socket.open();
      socket.emit('match', { profile_id: 42 });
    });
    expect(await screen.findByRole('dialog', { name: 'match' })).toHaveTextContent('match with 42');
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.queryByRole('dialog', { name: 'match' })).toBeNull();
  });

  it('loads the like modal only with its ?t= timer', async () => {
    platform.session.setUser(aUser({ id: 5 }));
    renderInRouter(<LikesModals />, platform, '/members');
    await act(async () => undefined);
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('loads nothing for a visitor', async () => {
    renderInRouter(<LikesModals />, platform, '/members');
    await act(async () => undefined);
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });
});

describe('the auto-like match modal', () => {
  const NOON = Date.parse('2026-11-25T12:00:00Z');

  beforeEach(() => {
    jest.useFakeTimers({ now: NOON });
    platform.session.setUser(aUser({ id: 5 }));
  });

  const asked = () => sentRequests(fetch, 'GET /api/auto-like.php').length;

  it('asks 5 s after entering the members area, shows the match modal for it, and not again that day', async () => {
    const first = renderInRouter(<LikesModals />, platform, '/members');
    await elapse(4_900);
    expect(asked()).toBe(0);
    await elapse(100);
    expect(asked()).toBe(1);
    expect(loadRemoteMock).toHaveBeenCalledWith(MATCH_MODAL_ID);
    expect(await screen.findByRole('dialog', { name: 'match' })).toHaveTextContent('auto-like from Iris');
    expect(platform.persisted.getDismissedAt(autoLikeCheckKey(5))).toBe(NOON + 5_000);
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.queryByRole('dialog', { name: 'match' })).toBeNull();
    first.unmount();

    // A new page the same UTC day: no second ask.
    renderInRouter(<LikesModals />, platform, '/likes');
    await elapse(60_000);
    expect(asked()).toBe(1);
    expect(screen.queryByRole('dialog', { name: 'match' })).toBeNull();
  });

  it('loads no likes code on a day without an auto-like, and counts the day as asked', async () => {
    autoLikeProfile = null;
    renderInRouter(<LikesModals />, platform, '/members');
    await elapse(5_000);
    expect(asked()).toBe(1);
    expect(loadRemoteMock).not.toHaveBeenCalled();
    expect(platform.persisted.getDismissedAt(autoLikeCheckKey(5))).toBe(NOON + 5_000);
  });

  it('asks again on the next UTC day, and for another member the same day', async () => {
    platform.persisted.dismiss(autoLikeCheckKey(5), Date.parse('2026-11-24T23:59:00Z'));
    platform.persisted.dismiss(autoLikeCheckKey(6), NOON - 1_000);
    renderInRouter(<LikesModals />, platform, '/members/9');
    await elapse(5_000);
    expect(await screen.findByRole('dialog', { name: 'match' })).toHaveTextContent('auto-like from Iris');
  });

  it('keeps its timer between members pages and cancels it on leaving the area', async () => {
    const { router } = renderInRouter(<LikesModals />, platform, '/members');
    await elapse(3_000);
    await act(() => router.navigate('/likes/received'));
    await elapse(2_000);
    expect(await screen.findByRole('dialog', { name: 'match' })).toBeInTheDocument();

    // The next day: leaving for the premium page in between starts the 5 s again.
    platform.persisted.dismiss(autoLikeCheckKey(5), Date.parse('2026-11-24T12:00:00Z'));
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    await act(() => router.navigate('/premium'));
    await elapse(3_000);
    await act(() => router.navigate('/members'));
    await elapse(3_000);
    expect(asked()).toBe(1);
    await elapse(2_000);
    expect(asked()).toBe(2);
  });

  it.each([
    '/premium',
    '/credits',
    '/credits/3/card',
    '/signup',
    '/complete-signup',
    '/profile',
    '/swipe-game',
  ])('never asks on %s', async (path) => {
    renderInRouter(<LikesModals />, platform, path);
    await elapse(60_000);
    expect(asked()).toBe(0);
    expect(platform.persisted.getDismissedAt(autoLikeCheckKey(5))).toBeNull();
  });

  it('waits while another modal is open', async () => {
    const other = document.createElement('div');
    other.setAttribute('role', 'dialog');
    other.setAttribute('aria-modal', 'true');
    document.body.append(other);
    try {
      renderInRouter(<LikesModals />, platform, '/members');
      await elapse(12_000);
      expect(asked()).toBe(0);
      other.remove();
      await elapse(5_000);
      expect(asked()).toBe(1);
      expect(await screen.findByRole('dialog', { name: 'match' })).toBeInTheDocument();
    } finally {
      other.remove();
    }
  });

  it('leaves the visit to the like modal when the address has its ?t= timer', async () => {
    renderInRouter(<LikesModals />, platform, '/members?t=3');
    await elapse(60_000);
    expect(asked()).toBe(0);
    expect(screen.getByTestId('like-modal-host')).toBeInTheDocument();
  });

  it('never asks for a visitor', async () => {
    platform.session.setUser(null);
    renderInRouter(<LikesModals />, platform, '/members');
    await elapse(60_000);
    expect(asked()).toBe(0);
  });
});
