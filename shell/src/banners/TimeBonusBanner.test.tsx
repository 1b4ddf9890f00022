import type { PlatformProps } from '@amora/contracts';
import { aUser, createTestPlatform, type TestPlatform } from '@amora/testing';
import { loadRemote } from '../federation/remotes';
import { act, screen } from '@testing-library/react';
import { renderInRouter } from '../test-support/render-in-router';
import { shouldShowTimeBonusWidgets } from './banner-rules';
import { Banners } from './Banners';

jest.mock('../federation/remotes', () => ({ loadRemote: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

/** Stands in for mf_payments' banner widget: shows that it got the platform. */
function FakeBanner({ platform }: { platform: PlatformProps }) {
  return <div data-testid="time-bonus-banner">{platform.session.getState().user ? 'member' : 'nobody'}</div>;
}

let platform: TestPlatform;

beforeEach(async () => {
  platform = await createTestPlatform();
  loadRemoteMock.mockResolvedValue({ TimeBonusBannerWidget: FakeBanner });
});

afterEach(() => jest.clearAllMocks());

describe('time-bonus banner rule', () => {
  it('allows a logged-in member who never paid, on the members area routes only', () => {
    const user = aUser();
    for (const route of ['members', 'members-id', 'chats', 'likes', 'likes-m-id', 'premium'] as const)
      expect([route, shouldShowTimeBonusWidgets(user, route)]).toEqual([route, true]);
    for (const route of ['credits', 'profile', 'chats-id', 'signup', 'notifications'] as const)
      expect([route, shouldShowTimeBonusWidgets(user, route)]).toEqual([route, false]);
    expect(shouldShowTimeBonusWidgets(null, 'members')).toBe(false);
    expect(shouldShowTimeBonusWidgets(aUser({ paid_user: true }), 'members')).toBe(false);
    expect(shouldShowTimeBonusWidgets(user, null)).toBe(false);
  });
});

describe('time-bonus banner', () => {
  it('shows the payments widget, with the platform, on a members page', async () => {
    platform.session.setUser(aUser());
    renderInRouter(<Banners />, platform, '/members');

    expect(await screen.findByTestId('time-bonus-banner')).toHaveTextContent('member');
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_payments/widgets/time-bonus-banner');
  });

  it('loads nothing for a visitor', async () => {
    renderInRouter(<Banners />, platform, '/members');
    await act(async () => undefined);

    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('loads nothing outside the members area, and shows on entering it', async () => {
    platform.session.setUser(aUser());
    const { router } = renderInRouter(<Banners />, platform, '/profile');
    await act(async () => undefined);

    expect(loadRemoteMock).not.toHaveBeenCalled();

    await act(() => router.navigate('/likes'));
    expect(await screen.findByTestId('time-bonus-banner')).toBeInTheDocument();
  });

  it('shows nothing when the widget cannot be loaded', async () => {
    loadRemoteMock.mockResolvedValue({});
    platform.session.setUser(aUser());
    renderInRouter(<Banners />, platform, '/chats');
    await act(async () => undefined);

    expect(loadRemoteMock).toHaveBeenCalled();
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
  });
});
