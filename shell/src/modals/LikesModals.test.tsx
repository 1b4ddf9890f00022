import type { PlatformProps } from '@amora/contracts';
import {
  aUser,
  createTestPlatform,
  fakeRealtime,
  type FakeRealtime,
  type TestPlatform,
} from '@amora/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderInRouter } from '../test-support/render-in-router';
import { LikesModals } from './LikesModals';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

/** Stand-ins for mf_likes' widgets. */
function FakeMatch({
  profileId,
  onClose,
}: {
  platform: PlatformProps;
  profileId?: number;
  onClose: () => void;
}) {
  return (
    <div role="dialog" aria-label="match">
      match with {profileId}
      <button onClick={onClose}>close</button>
    </div>
  );
}
const FakeLike = () => <div data-testid="like-modal-host" />;

let platform: TestPlatform;
let socket: FakeRealtime;

beforeEach(async () => {
  socket = fakeRealtime();
  platform = await createTestPlatform({ createSocket: socket.createSocket });
  loadRemoteMock.mockImplementation(async (id: string) =>
    id.endsWith('match-modal') ? { MatchModalWidget: FakeMatch } : { LikeModalWidget: FakeLike },
  );
});
afterEach(() => jest.clearAllMocks());

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
