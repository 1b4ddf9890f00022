import { QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import type { PlatformEvents } from '@amora/contracts';
import { queryKeys } from '@amora/platform';
import {
  aPushSubscription,
  aUser,
  createTestPlatform,
  fakePushBrowser,
  jsonFetch,
  type TestPlatform,
} from '@amora/testing';
import { LOGOUT_PUSH_WAIT_MS, logout, onLogin, refreshUser } from './session-actions';

function recordLogouts(platform: TestPlatform) {
  const seen: Array<PlatformEvents['session:logout']> = [];
  platform.events.on('session:logout', (payload) => seen.push(payload));
  return seen;
}

describe('logout', () => {
  it('posts /api/logout.php, clears the session and the cache, emits session:logout and goes home', async () => {
    const fetch = jest.fn(jsonFetch({ 'POST /api/logout.php': { body: { success: true } } }));
    const platform = await createTestPlatform({ fetch });
    platform.session.setUser(aUser());
    platform.queryClient.setQueryData(['chats'], { chats: [1, 2] });
    const logouts = recordLogouts(platform);

    await logout(platform);

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/logout.php');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(platform.session.getState()).toEqual({ status: 'anonymous', user: null });
    expect(platform.queryClient.getQueryData(['chats'])).toBeUndefined();
    expect(logouts).toEqual([{ reason: 'user' }]);
    expect(platform.navigations).toEqual(['/']);
  });

  it('still ends the session locally when the server call fails', async () => {
    const fetch = jsonFetch({
      'POST /api/logout.php': { status: 500, body: { error: 'server_error', message: 'Oops' } },
    });
    const platform = await createTestPlatform({ fetch });
    platform.session.setUser(aUser());
    const logouts = recordLogouts(platform);

    await expect(logout(platform)).rejects.toMatchObject({ status: 500 });

    expect(platform.session.getState().status).toBe('anonymous');
    expect(logouts).toEqual([{ reason: 'user' }]);
    expect(platform.navigations).toEqual(['/']);
  });
});

describe('logout on a device subscribed to push', () => {
  afterEach(() => jest.useRealTimers());

  /** A logged-in member on a subscribed device; `requests` lists each call with the browser's state. */
  async function subscribedMember(deleteAnswer: { status?: number; body: unknown } = { body: {} }) {
    const subscription = aPushSubscription('https://push.example/device-7');
    const requests: string[] = [];
    const answer = jsonFetch({
      'DELETE /api/user.php': deleteAnswer,
      'POST /api/logout.php': { body: { success: true } },
    });
    const fetch = jest.fn((input: Parameters<typeof globalThis.fetch>[0], init?: RequestInit) => {
      const browser = subscription.unsubscribed ? 'forgotten' : 'subscribed';
      requests.push(`${init?.method ?? 'GET'} ${String(input)} (${browser})`);
      return answer(input, init);
    });
    const push = fakePushBrowser({ permissionState: 'granted', subscription });
    const platform = await createTestPlatform({ fetch, push });
    platform.session.setUser(aUser({ push_subscribed: true }));
    await new Promise((resolve) => setTimeout(resolve, 0)); // the push state is read from the browser
    return { platform, fetch, subscription, requests, logouts: recordLogouts(platform) };
  }

  it('forgets the subscription at the server, while still logged in, and in the browser, then logs out', async () => {
    const { platform, fetch, subscription, requests, logouts } = await subscribedMember();

    await logout(platform);

    expect(requests).toEqual([
      'DELETE /api/user.php?push=1 (subscribed)',
      'POST /api/logout.php (forgotten)',
    ]);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ endpoint: subscription.endpoint });
    expect(subscription.unsubscribed).toBe(true);
    expect(platform.push.getState().status).toBe('unsubscribed');
    expect(logouts).toEqual([{ reason: 'user' }]);
    expect(platform.navigations).toEqual(['/']);
  });

  it('still forgets it in the browser and logs out when the server refuses to forget it', async () => {
    const refused = { status: 500, body: { error: 'server_error', message: 'Oops' } };
    const { platform, subscription, requests, logouts } = await subscribedMember(refused);

    await logout(platform);

    expect(requests.at(-1)).toBe('POST /api/logout.php (forgotten)');
    expect(subscription.unsubscribed).toBe(true);
    expect(logouts).toEqual([{ reason: 'user' }]);
  });

  it('logs out when forgetting the subscription throws', async () => {
    const { platform, requests, logouts } = await subscribedMember();
    jest.spyOn(platform.push, 'unsubscribe').mockImplementation(() => {
      throw new Error('push client broken');
    });

    await logout(platform);

    expect(requests).toEqual(['POST /api/logout.php (subscribed)']);
    expect(platform.session.getState().status).toBe('anonymous');
    expect(logouts).toEqual([{ reason: 'user' }]);
  });

  it(`waits at most ${LOGOUT_PUSH_WAIT_MS} ms for a subscription that will not go, then logs out`, async () => {
    const { platform, requests, logouts } = await subscribedMember();
    jest.useFakeTimers();
    jest.spyOn(platform.push, 'unsubscribe').mockReturnValue(new Promise(() => undefined));

    const done = logout(platform);
    await jest.advanceTimersByTimeAsync(LOGOUT_PUSH_WAIT_MS - 1);
    expect(requests).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    await done;

    expect(requests).toEqual(['POST /api/logout.php (subscribed)']);
    expect(platform.session.getState().status).toBe('anonymous');
    expect(logouts).toEqual([{ reason: 'user' }]);
  });

  it('is a plain logout where the browser cannot push or holds no subscription', async () => {
    for (const push of [null, fakePushBrowser({ permissionState: 'granted' })]) {
      const fetch = jest.fn(jsonFetch({ 'POST /api/logout.php': { body: { success: true } } }));
      const platform = await createTestPlatform({ fetch, push });
      platform.session.setUser(aUser());

      await logout(platform);

      expect(fetch.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
        'POST /api/logout.php',
      ]);
      expect(platform.navigations).toEqual(['/']);
    }
  });
});

describe('onLogin', () => {
  it('sets the user, caches it and replaces the current entry with /members', async () => {
    const platform = await createTestPlatform();
    const navigate = jest.spyOn(platform, 'navigate');
    const user = aUser();

    onLogin(platform, user);

    expect(platform.session.getState()).toEqual({ status: 'authenticated', user });
    expect(platform.queryClient.getQueryData(queryKeys.user())).toEqual({ user });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/members', { replace: true });
  });

  it('saves the language on screen to the account when it differs', async () => {
    const fetch = jest.fn(jsonFetch({ 'PUT /api/user.php': { body: { user: null } } }));
    const platform = await createTestPlatform({ fetch, locale: 'de' });

    onLogin(platform, aUser({ language: 'en' }));

    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/user.php');
    expect(init).toMatchObject({ method: 'PUT', body: JSON.stringify({ language: 'de' }) });
  });

  it('leaves the account alone when it already has the language on screen', async () => {
    const fetch = jest.fn(jsonFetch({}));
    const platform = await createTestPlatform({ fetch, locale: 'de' });
    onLogin(platform, aUser({ language: 'de' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('refreshUser', () => {
  it('reads /api/user.php into the session store and the query cache', async () => {
    const user = aUser({ credits: 42 });
    const platform = await createTestPlatform({
      fetch: jsonFetch({ 'GET /api/user.php': { body: { user } } }),
    });

    await expect(refreshUser(platform)).resolves.toEqual(user);

    expect(platform.session.getState()).toEqual({ status: 'authenticated', user });
    expect(platform.queryClient.getQueryData(queryKeys.user())).toEqual({ user });
  });

  it('marks the session anonymous when the server knows no member', async () => {
    const platform = await createTestPlatform({
      fetch: jsonFetch({ 'GET /api/user.php': { body: { user: null } } }),
    });
    platform.session.setUser(aUser());

    await expect(refreshUser(platform)).resolves.toBeNull();

    expect(platform.session.getState()).toEqual({ status: 'anonymous', user: null });
  });

  it('leaves the session as it was when the request fails', async () => {
    const fetch = jsonFetch({
      'GET /api/user.php': { status: 500, body: { error: 'server_error', message: 'Oops' } },
    });
    const platform = await createTestPlatform({ fetch });
    const user = aUser();
    platform.session.setUser(user);

    await expect(refreshUser(platform)).rejects.toMatchObject({ status: 500 });

    expect(platform.session.getState()).toEqual({ status: 'authenticated', user });
    expect(platform.queryClient.getQueryData(queryKeys.user())).toEqual({ user });
  });

  it("takes the boot's answer, already asked for, instead of asking again; a later refresh asks", async () => {
    const member = aUser({ credits: 7 });
    const fetch = jest.fn(jsonFetch({ 'GET /api/user.php': { body: { user: aUser({ credits: 8 }) } } }));
    const platform = await createTestPlatform({ fetch });

    await expect(refreshUser(platform, Promise.resolve({ user: member }))).resolves.toEqual(member);

    expect(fetch).not.toHaveBeenCalled();
    expect(platform.session.getState()).toEqual({ status: 'authenticated', user: member });
    await expect(refreshUser(platform)).resolves.toMatchObject({ credits: 8 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("leaves the session as it was when the boot's answer failed", async () => {
    const platform = await createTestPlatform({ fetch: jsonFetch({}) });

    await expect(refreshUser(platform, Promise.reject(new Error('offline')))).rejects.toThrow('offline');

    expect(platform.session.getState().status).toBe('unknown');
  });

  it('is a fetch of the ["user"] query: an invalidation while the top bar observes it updates the session too', async () => {
    const fresh = aUser({ credits: 99 });
    const fetch = jest.fn(jsonFetch({ 'GET /api/user.php': { body: { user: fresh } } }));
    const platform = await createTestPlatform({ fetch });
    platform.session.setUser(aUser({ credits: 1 }));
    const observer = new QueryObserver(platform.queryClient, { queryKey: queryKeys.user() });
    const unsubscribe = observer.subscribe(() => undefined);

    await platform.queryClient.invalidateQueries({ queryKey: queryKeys.user() });
    unsubscribe();

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(platform.session.getState()).toEqual({ status: 'authenticated', user: fresh });
  });
});
