import '@testing-library/jest-dom';
import { DISMISSAL_KEYS, type RemoteName } from '@amora/contracts';
import { aUser, createTestPlatform, jsonFetch, type TestPlatform } from '@amora/testing';
import { PlatformProvider } from '@amora/ui';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ShellRoutes } from './shell-routes';

/** Every mount and unmount of the (mocked) RemoteMount, by remote. */
const mockLifecycle: string[] = [];

jest.mock('../remote-mount/RemoteMount', () => {
  const { useEffect } = jest.requireActual<typeof import('react')>('react');
  return {
    RemoteMount({ remote }: { remote: RemoteName }) {
      useEffect(() => {
        mockLifecycle.push(`mount ${remote}`);
        return () => void mockLifecycle.push(`unmount ${remote}`);
      }, [remote]);
      return <div data-testid={`remote-${remote}`} />;
    },
  };
});

// The default and empty layouts hold the signup modal; keep the federation runtime out of these tests.
jest.mock('../federation/remotes', () => ({
  loadRemote: jest.fn(() => new Promise(() => undefined)),
}));

let platform: TestPlatform;

beforeEach(async () => {
  mockLifecycle.length = 0;
  // The shell root refreshes the member after 5 s; answer it, should a test ever get there.
  platform = await createTestPlatform({
    fetch: jsonFetch({ 'GET /api/user.php': { body: { user: null } } }),
  });
  // These tests are about routing and the top bar, not the adult-content warning over them.
  platform.persisted.dismiss(DISMISSAL_KEYS.entryWarning);
});

/** What a test drives and reads of the rendered shell: the router's navigate and the current path. */
interface RenderedShell {
  navigate: NavigateFunction;
  pathname: () => string;
}

function renderShellAt(path: string): RenderedShell {
  const shell = { pathname: () => path } as RenderedShell;
  function Probe() {
    shell.navigate = useNavigate();
    const { pathname } = useLocation();
    shell.pathname = () => pathname;
    return null;
  }
  // As App renders it, with a memory history instead of the browser's.
  render(
    <PlatformProvider platform={platform}>
      <MemoryRouter initialEntries={[path]}>
        <Probe />
        <RouteErrorBoundary>
          <ShellRoutes />
        </RouteErrorBoundary>
      </MemoryRouter>
    </PlatformProvider>,
  );
  return shell;
}

const mountedRemotes = () => screen.queryAllByTestId(/^remote-/).map((element) => element.dataset.testid);

describe('shell routes', () => {
  it.each([
    ['/members/12', 'mf_profile'],
    ['/members', 'mf_profile'],
    ['/login', 'mf_account'],
    ['/chats/3', 'mf_chat'],
    ['/likes', 'mf_likes'],
    ['/credits', 'mf_payments'],
    ['/', 'mf_landers'],
    ['/landers/video/summer', 'mf_landers'],
    ['/terms', 'mf_account'],
    // Any other single segment is a `{token}` information page; the account area shows its 404.
    ['/nope', 'mf_account'],
    ['/some-campaign-page', 'mf_account'],
  ])('%s mounts %s, and only it', (path, remote) => {
    renderShellAt(path);

    expect(mountedRemotes()).toEqual([`remote-${remote}`]);
    expect(mockLifecycle).toEqual([`mount ${remote}`]);
  });

  it('an unknown path of several segments shows the 404 page in the default layout and mounts no remote', () => {
    renderShellAt('/no/such/page');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('errorPage.notFound');
    expect(screen.getByRole('link', { name: 'errorPage.backHome' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'topBar.label' })).toBeInTheDocument();
    expect(mountedRemotes()).toEqual([]);
  });

  it('the default layout has the top bar, the footer and the remote in the main content', () => {
    renderShellAt('/chats');

    expect(screen.getByRole('navigation', { name: 'topBar.label' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'footer.label' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByTestId('remote-mf_chat')).toBeInTheDocument();
  });

  it('the chat layout has neither top bar nor footer', () => {
    renderShellAt('/chats/3');

    expect(screen.queryByRole('navigation', { name: 'topBar.label' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'footer.label' })).toBeNull();
    expect(within(screen.getByRole('main')).getByTestId('remote-mf_chat')).toBeInTheDocument();
  });

  it('the lander layout has a small navbar with the logo, and the footer, but no login', () => {
    platform.session.setUser(null);
    renderShellAt('/landers/video');

    const navbar = screen.getByRole('navigation', { name: 'topBar.label' });
    expect(within(navbar).getByRole('link', { name: 'brand.name' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'topBar.login' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'footer.label' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByTestId('remote-mf_landers')).toBeInTheDocument();
  });

  it('the empty layout has neither top bar nor footer', () => {
    renderShellAt('/members/4/signup');

    expect(screen.queryByRole('navigation', { name: 'topBar.label' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'footer.label' })).toBeNull();
    expect(within(screen.getByRole('main')).getByTestId('remote-mf_account')).toBeInTheDocument();
  });

  it('keeps the same RemoteMount when moving between two routes of one area', async () => {
    const shell = renderShellAt('/members');

    await act(() => shell.navigate('/members/12'));
    await act(() => shell.navigate('/profile'));

    expect(shell.pathname()).toBe('/profile');
    expect(mountedRemotes()).toEqual(['remote-mf_profile']);
    expect(mockLifecycle).toEqual(['mount mf_profile']);
  });

  it('swaps the RemoteMount when moving to another area', async () => {
    const shell = renderShellAt('/members/12');

    await act(() => shell.navigate('/login'));

    expect(mountedRemotes()).toEqual(['remote-mf_account']);
    expect(mockLifecycle).toEqual(['mount mf_profile', 'unmount mf_profile', 'mount mf_account']);
  });

  it('moving from an area to a 404 unmounts the remote', async () => {
    const shell = renderShellAt('/likes');

    await act(() => shell.navigate('/nope/at/all'));

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('errorPage.notFound');
    expect(mountedRemotes()).toEqual([]);
    expect(mockLifecycle).toEqual(['mount mf_likes', 'unmount mf_likes']);
  });
});

describe('top bar in the default layout', () => {
  it('shows neither login nor the account menu while the session is unknown', () => {
    renderShellAt('/members');

    expect(screen.queryByRole('button', { name: 'topBar.login' })).toBeNull();
    expect(screen.queryByTestId('account-menu')).toBeNull();
  });

  it('shows the login button to an anonymous visitor, and it goes to /login', async () => {
    platform.session.setUser(null);
    const shell = renderShellAt('/members');

    expect(screen.queryByTestId('account-menu')).toBeNull();
    await act(async () => screen.getByRole('button', { name: 'topBar.login' }).click());

    expect(shell.pathname()).toBe('/login');
    expect(mountedRemotes()).toEqual(['remote-mf_account']);
  });

  it('shows a sign-up button to an anonymous visitor that opens the signup modal', () => {
    platform.session.setUser(null);
    const starts = jest.fn();
    platform.events.on('signup:start', starts);
    renderShellAt('/members/12');

    act(() => screen.getByRole('button', { name: 'topBar.signup' }).click());

    expect(starts).toHaveBeenCalledWith({});
    expect(screen.getByRole('dialog', { name: 'signupModal.title' })).toBeInTheDocument();
  });

  it("shows the member's account menu with their name instead of the login button", () => {
    platform.session.setUser(aUser({ profile: { ...aUser().profile, name: 'Roxanne' } }));
    renderShellAt('/members');

    const menu = screen.getByTestId('account-menu');
    expect(menu).toHaveTextContent('Roxanne');
    expect(within(menu).getByRole('button', { name: 'account.menuLabel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'topBar.login' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'topBar.signup' })).toBeNull();
  });

  it('follows the session: logging in replaces the login button with the account menu', () => {
    platform.session.setUser(null);
    renderShellAt('/');

    act(() => platform.session.setUser(aUser({ profile: { ...aUser().profile, name: 'Bo' } })));

    expect(screen.getByTestId('account-menu')).toHaveTextContent('Bo');
    expect(screen.queryByRole('button', { name: 'topBar.login' })).toBeNull();
  });
});

describe('shell root', () => {
  it('on session:login from an area, sets the member and navigates to /members with replace', () => {
    renderShellAt('/login');
    const navigate = jest.spyOn(platform, 'navigate');
    const user = aUser();

    act(() => platform.events.emit('session:login', { user }));

    expect(platform.session.getState()).toEqual({ status: 'authenticated', user });
    expect(navigate).toHaveBeenCalledWith('/members', { replace: true });
  });
});
