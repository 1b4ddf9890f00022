import { aProfile, aUser, createTestPlatform, jsonFetch, type TestPlatform } from '@amora/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { PHONE_QUERY } from '../platform/media';
import { mockMatchMedia } from '../test-support/match-media';
import { registerShellStrings, renderInRouter } from '../test-support/render-in-router';
import { Banners } from './Banners';

type Fetch = jest.Mock<Promise<Response>, Parameters<typeof fetch>>;

const member = aUser({
  email: 'new.member@amora.test',
  status: 'not_confirmed',
  profile: aProfile({ status: 'disabled' }),
});

let fetchMock: Fetch;
let platform: TestPlatform;
let restoreMatchMedia: (() => void) | null = null;

async function setUp(routes: Parameters<typeof jsonFetch>[0] = {}) {
  fetchMock = jest.fn(jsonFetch(routes));
  platform = await createTestPlatform({ fetch: fetchMock });
  await registerShellStrings(platform);
  platform.session.setUser(member);
}

afterEach(() => {
  restoreMatchMedia?.();
  restoreMatchMedia = null;
});

const reminderTitle = 'Please confirm your e-mail address';
const resendButton = () => screen.getByRole('button', { name: 'Send the e-mail again' });
const resendCalls = () =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url) === '/api/activation-resend.php' && init?.method === 'POST',
  );

describe('activate reminder', () => {
  it('asks a member who has not confirmed to confirm, naming the address the link went to', async () => {
    await setUp();
    renderInRouter(<Banners />, platform, '/members');

    expect(screen.getByText(reminderTitle)).toBeInTheDocument();
    expect(screen.getByText(/We sent a link to new\.member@amora\.test\./)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each(['/signup', '/members/12/signup', '/complete-signup', '/notifications'])(
    'is not shown on %s',
    async (path) => {
      await setUp();
      renderInRouter(<Banners />, platform, path);

      expect(screen.queryByText(reminderTitle)).toBeNull();
    },
  );

  it('is not shown to a confirmed member', async () => {
    await setUp();
    platform.session.setUser(aUser());
    renderInRouter(<Banners />, platform, '/members');

    expect(screen.queryByText(reminderTitle)).toBeNull();
  });

  it('disappears when the member confirms in another tab and the session refreshes', async () => {
    await setUp();
    renderInRouter(<Banners />, platform, '/members');

    act(() =>
      platform.session.setUser({
        ...member,
        status: 'confirmed',
        profile: { ...member.profile, status: 'active' },
      }),
    );

    expect(screen.queryByText(reminderTitle)).toBeNull();
  });

  it('sends the e-mail again and says so', async () => {
    await setUp({ 'POST /api/activation-resend.php': { body: { ok: true } } });
    renderInRouter(<Banners />, platform, '/members');

    fireEvent.click(resendButton());

    // By text: the profile-photo invitation (this member has no photo) is a status too.
    expect(await screen.findByText(/We sent the e-mail again/)).toHaveAttribute('role', 'status');
    expect(resendCalls()).toHaveLength(1);
    expect(JSON.parse(String(resendCalls()[0]?.[1]?.body))).toEqual({});
  });

  it("shows the server's message when the e-mail cannot be sent again", async () => {
    await setUp({
      'POST /api/activation-resend.php': {
        status: 429,
        body: { error: 'too_many_requests', message: 'Please wait a minute before trying again.' },
      },
    });
    renderInRouter(<Banners />, platform, '/members');

    fireEvent.click(resendButton());

    expect(await screen.findByText('Please wait a minute before trying again.')).toBeInTheDocument();
    expect(screen.queryByText(/We sent the e-mail again/)).toBeNull();
  });

  it('opens as a modal on a phone right after sign-up, and leaves the banner when closed', async () => {
    await setUp();
    restoreMatchMedia = mockMatchMedia([PHONE_QUERY]);
    renderInRouter(<Banners />, platform, '/members?api_signup_complete=1');

    const dialog = screen.getByRole('dialog', { name: reminderTitle });
    expect(within(dialog).getByRole('button', { name: 'Send the e-mail again' })).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(reminderTitle)).toBeInTheDocument();
  });

  it('stays a banner on a phone without the sign-up query, and on a larger screen with it', async () => {
    await setUp();
    restoreMatchMedia = mockMatchMedia([PHONE_QUERY]);
    const phone = renderInRouter(<Banners />, platform, '/members');
    expect(screen.queryByRole('dialog')).toBeNull();
    phone.unmount();

    restoreMatchMedia();
    restoreMatchMedia = mockMatchMedia([]);
    renderInRouter(<Banners />, platform, '/members?api_signup_complete=1');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(reminderTitle)).toBeInTheDocument();
  });
});
