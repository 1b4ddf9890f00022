import { aUser, createTestPlatform, someSettings, type TestPlatform } from '@amora/testing';
import { act, screen, within } from '@testing-library/react';
import { TopBar } from '../layouts/TopBar';
import { TOP_BAR_NAV_QUERY } from '../platform/media';
import { mockMatchMedia } from '../test-support/match-media';
import { registerShellStrings, renderInRouter } from '../test-support/render-in-router';
import { BottomTabBar } from './BottomTabBar';
import { memberNavItems } from './nav-items';

let platform: TestPlatform;
let restoreMatchMedia: (() => void) | null = null;

async function setUp({ wide }: { wide: boolean }) {
  platform = await createTestPlatform({ settings: someSettings({ name: 'Velvet Hearts' }) });
  await registerShellStrings(platform);
  platform.session.setUser(null);
  restoreMatchMedia = mockMatchMedia(wide ? [TOP_BAR_NAV_QUERY] : []);
}

afterEach(() => {
  restoreMatchMedia?.();
  restoreMatchMedia = null;
});

const topBarLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('main navigation in the top bar (768 px and up)', () => {
  it('visitors get sign-up and log-in, and no member links', async () => {
    await setUp({ wide: true });
    renderInRouter(<TopBar />, platform, '/members');

    expect(topBarLinks()).toEqual([['Velvet Hearts', '/']]);
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('members get search, messages, likes and Get Premium when they are not paid members', async () => {
    await setUp({ wide: true });
    platform.session.setUser(aUser({ paid_user: false, credits: 0 }));
    renderInRouter(<TopBar />, platform, '/profile');

    expect(topBarLinks()).toEqual([
      ['Velvet Hearts', '/'],
      ['Search', '/members'],
      ['Messages', '/chats'],
      ['Likes', '/likes'],
      ['Get Premium', '/premium'],
    ]);
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('bottom-tab-bar')).not.toBeInTheDocument();
  });

  it('paid members get Credits instead of Get Premium, with no badge while they have more than 10', async () => {
    await setUp({ wide: true });
    platform.session.setUser(aUser({ paid_user: true, credits: 250 }));
    renderInRouter(<TopBar />, platform, '/profile');

    expect(topBarLinks().at(-1)).toEqual(['Credits', '/credits']);
    expect(screen.queryByText('Get Premium')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the credits badge when a paid member runs low, and follows the user', async () => {
    await setUp({ wide: true });
    platform.session.setUser(aUser({ paid_user: true, credits: 4 }));
    renderInRouter(<TopBar />, platform, '/profile');

    expect(screen.getByRole('status', { name: '4 credits left' })).toHaveTextContent('4');
    act(() => platform.session.setUser(aUser({ paid_user: true, credits: 1 })));
    expect(screen.getByRole('status', { name: '1 credit left' })).toBeInTheDocument();
  });
});

describe('bottom tab bar (below 768 px)', () => {
  const tabBar = () => screen.getByRole('navigation', { name: 'Main menu' });

  it('is not there for visitors', async () => {
    await setUp({ wide: false });
    renderInRouter(<TopBar />, platform, '/members');

    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('holds the member items instead of the top bar, and marks the current page', async () => {
    await setUp({ wide: false });
    platform.session.setUser(aUser());
    renderInRouter(
      <>
        <TopBar />
        <BottomTabBar />
      </>,
      platform,
      '/members',
    );

    expect(topBarLinks()).toEqual([['Velvet Hearts', '/']]);
    const search = within(tabBar()).getByRole('link', { name: 'Search' });
    expect(search).toHaveAttribute('aria-current', 'page');
    expect(within(tabBar()).getByRole('link', { name: 'Likes' })).not.toHaveAttribute('aria-current');
  });

  it("names the premium tab by the tier alone, where the top bar's longer words would be cut", async () => {
    await setUp({ wide: false });
    platform.session.setUser(aUser({ paid_user: false, credits: 0 }));
    renderInRouter(<BottomTabBar />, platform, '/members');

    const premium = within(tabBar()).getByRole('link', { name: 'Premium' });
    expect(premium).toHaveAttribute('href', '/premium');
    expect(within(tabBar()).queryByRole('link', { name: 'Get Premium' })).not.toBeInTheDocument();
    // The other tabs keep the top bar's words.
    expect(within(tabBar()).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/chats');
  });

  it('moves aria-current along when the member navigates', async () => {
    await setUp({ wide: false });
    platform.session.setUser(aUser());
    const { router } = renderInRouter(<BottomTabBar />, platform, '/members');

    await act(() => router.navigate('/likes/received'));
    expect(within(tabBar()).getByRole('link', { name: 'Likes' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabBar()).getByRole('link', { name: 'Search' })).not.toHaveAttribute('aria-current');
    await act(() => router.navigate('/profile'));
    expect(within(tabBar()).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });

  it('shows a counter badge only above 0', async () => {
    await setUp({ wide: false });
    platform.session.setUser(aUser());
    renderInRouter(<BottomTabBar counts={{ unreadMessages: 0, newLikes: 3 }} />, platform, '/members');

    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status', { name: '3 new likes' })).toHaveTextContent('3');
  });
});

describe('memberNavItems', () => {
  it('gives a badge only for counts above 0, capped by the badge itself', () => {
    const badges = (counts: Parameters<typeof memberNavItems>[1]) =>
      memberNavItems(aUser(), counts).map((item) => item.badge?.count ?? null);

    expect(badges({})).toEqual([null, null, null, null]);
    expect(badges({ unreadMessages: 0, newLikes: 0 })).toEqual([null, null, null, null]);
    expect(badges({ unreadMessages: 120, newLikes: 2 })).toEqual([null, 120, 2, null]);
  });

  it('warns in the credits badge above 0 and shows danger at 0 (spec: only at 10 or fewer)', () => {
    const credits = (amount: number) =>
      memberNavItems(aUser({ paid_user: true, credits: amount })).at(-1)?.badge;

    expect(credits(11)).toBeNull();
    expect(credits(10)).toMatchObject({ count: 10, tone: 'warning' });
    expect(credits(0)).toMatchObject({ count: 0, tone: 'danger' });
  });
});
