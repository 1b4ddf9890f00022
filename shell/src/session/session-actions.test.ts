import { QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import type { PlatformEvents } from '@amora/contracts';
import { queryKeys } from '@amora/platform';
import { aUser, createTestPlatform, jsonFetch, type TestPlatform } from '@amora/testing';
import { logout, onLogin, refreshUser } from './session-actions';

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
