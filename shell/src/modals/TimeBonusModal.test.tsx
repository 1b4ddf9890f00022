import type { PlatformProps } from '@amora/contracts';
import { aUser, createTestPlatform, type TestPlatform } from '@amora/testing';
import { loadRemote } from '../federation/remotes';
import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { renderInRouter } from '../test-support/render-in-router';
import { TimeBonusModal } from './TimeBonusModal';

jest.mock('../federation/remotes', () => ({ loadRemote: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

/** Stands in for mf_payments' modal widget: counts its mounts and unmounts. */
const lifecycle = { mounts: 0, unmounts: 0 };
function FakeModal({ platform }: { platform: PlatformProps }) {
  useEffect(() => {
    lifecycle.mounts += 1;
    return () => {
      lifecycle.unmounts += 1;
    };
  }, []);
  return <div data-testid="time-bonus-modal">{platform.session.getState().user?.id}</div>;
}

let platform: TestPlatform;

beforeEach(async () => {
  lifecycle.mounts = 0;
  lifecycle.unmounts = 0;
  platform = await createTestPlatform();
  loadRemoteMock.mockResolvedValue({ TimeBonusModalWidget: FakeModal });
});

afterEach(() => jest.clearAllMocks());

describe('time-bonus modal host', () => {
  it('keeps the widget mounted between members pages and unmounts it on leaving the area', async () => {
    platform.session.setUser(aUser({ id: 77 }));
    const { router } = renderInRouter(<TimeBonusModal />, platform, '/members');

    expect(await screen.findByTestId('time-bonus-modal')).toHaveTextContent('77');
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_payments/widgets/time-bonus-modal');

    await act(() => router.navigate('/chats'));
    expect(screen.getByTestId('time-bonus-modal')).toBeInTheDocument();
    expect(lifecycle).toEqual({ mounts: 1, unmounts: 0 });

    await act(() => router.navigate('/credits'));
    expect(screen.queryByTestId('time-bonus-modal')).toBeNull();
    expect(lifecycle).toEqual({ mounts: 1, unmounts: 1 });
  });

  it('is not loaded for a visitor', async () => {
    renderInRouter(<TimeBonusModal />, platform, '/members');
    await act(async () => undefined);

    expect(loadRemoteMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('time-bonus-modal')).toBeNull();
  });
});
