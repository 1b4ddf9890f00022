import { REALTIME_CLOSE, type Locale, type PlatformEvents, type User } from '@amora/contracts';
import { HttpError } from './http/http-error';
import { createPlatform } from './platform';
import { queryKeys } from './query/query-keys';
import type { SocketLike } from './realtime/realtime-client';

const member = { id: 7, email: 'ann@example.com', language: 'en' } as unknown as User;

const authRequired = () =>
  new Response(JSON.stringify({ error: 'authentication_required', message: 'Please log in' }), {
    status: 403,
    headers: { 'Content-Type': 'application/json' },
  });

async function platformWith(fetch: typeof globalThis.fetch, locale: Locale = 'en') {
  return createPlatform({
    locale,
    theme: {},
    navigate: () => {},
    storage: null,
    http: { fetch, sleep: async () => undefined },
    createSocket: null,
  });
}

function recordLogouts(platform: Awaited<ReturnType<typeof createPlatform>>) {
  const logouts: PlatformEvents['session:logout'][] = [];
  platform.events.on('session:logout', (payload) => logouts.push(payload));
  return logouts;
}

describe('createPlatform: a 403 authentication_required from another endpoint', () => {
  it('logs the member out: anonymous session, one logout event, user query set to {user: null}', async () => {
    const platform = await platformWith(jest.fn(async () => authRequired()));
    platform.session.setUser(member);
    const logouts = recordLogouts(platform);

    await expect(platform.http.get('/api/chats.php')).rejects.toMatchObject({
      status: 403,
      code: 'authentication_required',
    });

    expect(platform.session.getState()).toEqual({ status: 'anonymous', user: null });
    expect(logouts).toEqual([{ reason: 'authentication_required' }]);
    expect(platform.queryClient.getQueryData(queryKeys.user())).toEqual({ user: null });
  });

  it('logs out exactly once when several concurrent requests fail', async () => {
    const platform = await platformWith(jest.fn(async () => authRequired()));
    platform.session.setUser(member);
    const logouts = recordLogouts(platform);
    const statuses: string[] = [];
    platform.session.subscribe((state) => statuses.push(state.status));

    const results = await Promise.allSettled([
      platform.http.get('/api/chats.php'),
      platform.http.get('/api/likes.php'),
      platform.http.put('/api/profile.php', { body: {} }),
      platform.http.post('/api/chats.php', { body: {} }),
    ]);

    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    expect(logouts).toHaveLength(1);
    expect(statuses).toEqual(['anonymous']);
  });

  it('does not log out on a 403 from /api/user.php', async () => {
    const platform = await platformWith(jest.fn(async () => authRequired()));
    platform.session.setUser(member);
    const logouts = recordLogouts(platform);

    await expect(platform.http.get('/api/user.php')).rejects.toBeInstanceOf(HttpError);

    expect(platform.session.getState()).toEqual({ status: 'authenticated', user: member });
    expect(logouts).toEqual([]);
  });

  it('emits nothing when the session is not logged in', async () => {
    const platform = await platformWith(jest.fn(async () => authRequired()));
    const logouts = recordLogouts(platform);

    await expect(platform.http.get('/api/chats.php')).rejects.toBeInstanceOf(HttpError);

    expect(platform.session.getState().status).toBe('unknown');
    expect(logouts).toEqual([]);
  });
});

describe('createPlatform: wiring', () => {
  it('translates network errors into the platform language', async () => {
    const fetch = jest.fn(async (): Promise<Response> => {
      throw new TypeError('fetch failed');
    });
    const platform = await platformWith(fetch, 'nl');

    const error = (await platform.http.post('/api/login.php').catch((e: unknown) => e)) as HttpError;

    expect(error.code).toBe('network_error');
    expect(error.message).toBe(
      'Geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.',
    );
  });

  it('hands out the given theme and navigate, memory-only persisted state and no settings by default', async () => {
    const theme = { colors: { primary: 'red' } };
    const navigate = jest.fn();
    const platform = await createPlatform({
      locale: 'de',
      theme,
      navigate,
      storage: null,
      http: { fetch: jest.fn() },
    });

    platform.navigate('/chat');
    platform.persisted.dismiss('banner', 1000);

    expect(platform.theme).toBe(theme);
    expect(navigate).toHaveBeenCalledWith('/chat');
    expect(platform.persisted.getDismissedAt('banner')).toBe(1000);
    expect(platform.getSettings()).toBeNull();
    expect(platform.i18n.language).toBe('de');
    expect(platform.session.getState().status).toBe('unknown');
  });
});

describe('createPlatform: one writer of the user (ADR 0010)', () => {
  it('reads /api/user.php for anyone who fetches the ["user"] query, and the session follows', async () => {
    const fetch = jest.fn(
      async () =>
        new Response(JSON.stringify({ user: member }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const platform = await platformWith(fetch);

    await platform.queryClient.fetchQuery({ queryKey: queryKeys.user() });

    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/user.php');
    expect(platform.session.getState()).toEqual({ status: 'authenticated', user: member });
  });
});

class StubSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  send() {}
  close() {}
}

describe('createPlatform: the server closes the socket because the session ended', () => {
  // The Node test environment has no page: the socket URL is built from this one.
  beforeAll(() => void Object.assign(globalThis, { location: { protocol: 'http:', host: 'amora.test' } }));
  afterAll(() => void delete (globalThis as { location?: unknown }).location);

  it('logs the member out once (a suspension elsewhere ends this page too)', async () => {
    const sockets: StubSocket[] = [];
    const platform = await createPlatform({
      locale: 'en',
      theme: {},
      navigate: () => {},
      storage: null,
      http: { fetch: jest.fn(), sleep: async () => undefined },
      createSocket: () => {
        const socket = new StubSocket();
        sockets.push(socket);
        return socket;
      },
    });
    platform.session.setUser(member);
    const logouts = recordLogouts(platform);
    expect(sockets).toHaveLength(1);

    sockets[0]!.onclose?.({ code: REALTIME_CLOSE.loggedOut });

    expect(platform.session.getState()).toEqual({ status: 'anonymous', user: null });
    expect(logouts).toEqual([{ reason: 'authentication_required' }]);
  });
});
