import { DISMISSAL_KEYS } from '@amora/contracts';
import {
  aPushSubscription,
  aUser,
  createTestPlatform,
  fakePushBrowser,
  someSettings,
  type FakePushBrowser,
  type TestPlatform,
} from '@amora/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { registerShellStrings, renderInRouter } from '../test-support/render-in-router';
import { Banners } from './Banners';

let platform: TestPlatform;
let browser: FakePushBrowser;
const invitation = /Get a notification when someone writes to you or likes you/;

async function setUp(push: FakePushBrowser | null = fakePushBrowser(), key: string | null = 'BKey') {
  browser = push as FakePushBrowser;
  const fetch = jest.fn(async () => new Response(JSON.stringify({ push_subscribed: true }), { status: 200 }));
  platform = await createTestPlatform({
    settings: someSettings({ push_public_key: key }),
    push,
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  await registerShellStrings(platform);
  platform.session.setUser(aUser());
  // The push state is read from the browser asynchronously.
  await act(async () => undefined);
  return fetch;
}

afterEach(() => jest.restoreAllMocks());

describe('push-enable alert', () => {
  it('invites a member whose device can push, and enabling subscribes this device', async () => {
    const fetch = await setUp();
    renderInRouter(<Banners />, platform, '/members');
    expect(screen.getByText(invitation)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));

    await waitFor(() => expect(screen.queryByText(invitation)).toBeNull());
    expect(browser.registered).toEqual(['/sw-push.js']);
    expect(platform.push.getState().status).toBe('subscribed');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/user.php?push=1');
    expect(init.method).toBe('POST');
  });

  it('goes when the member blocks notifications at the prompt', async () => {
    await setUp(fakePushBrowser({ answer: 'denied' }));
    renderInRouter(<Banners />, platform, '/members');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    await waitFor(() => expect(screen.queryByText(invitation)).toBeNull());
    expect(platform.push.getState().status).toBe('denied');
  });

  it('says so when the push service refuses, and stays', async () => {
    const push = fakePushBrowser();
    push.failSubscribe = true;
    await setUp(push);
    renderInRouter(<Banners />, platform, '/members');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    expect(
      await screen.findByText('Notifications could not be turned on. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByText(invitation)).toBeInTheDocument();
  });

  it('is not shown where the browser cannot push, nor while the site has no push key', async () => {
    await setUp(null);
    const first = renderInRouter(<Banners />, platform, '/members');
    expect(screen.queryByText(invitation)).toBeNull();
    first.unmount();
    await setUp(fakePushBrowser(), null);
    renderInRouter(<Banners />, platform, '/members');
    expect(screen.queryByText(invitation)).toBeNull();
  });

  it('is not shown on a subscribed device, nor where notifications are blocked', async () => {
    await setUp(fakePushBrowser({ permissionState: 'granted', subscription: aPushSubscription() }));
    const first = renderInRouter(<Banners />, platform, '/members');
    expect(screen.queryByText(invitation)).toBeNull();
    first.unmount();
    await setUp(fakePushBrowser({ permissionState: 'denied' }));
    renderInRouter(<Banners />, platform, '/members');
    expect(screen.queryByText(invitation)).toBeNull();
  });

  it('is not shown on the notifications page', async () => {
    await setUp();
    renderInRouter(<Banners />, platform, '/notifications');
    expect(screen.queryByText(invitation)).toBeNull();
  });

  it('dismissing stores the time, so it stays away on the next page', async () => {
    await setUp();
    jest.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    const first = renderInRouter(<Banners />, platform, '/members');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the notifications invitation' }));
    expect(screen.queryByText(invitation)).toBeNull();
    expect(platform.persisted.getDismissedAt(DISMISSAL_KEYS.pushNotification)).toBe(1_800_000_000_000);
    first.unmount();
    renderInRouter(<Banners />, platform, '/likes');
    expect(screen.queryByText(invitation)).toBeNull();
  });
});
