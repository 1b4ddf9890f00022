import { PUSH_PAGE_MESSAGE, type HttpClient, type User } from '@amora/contracts';
import { aPushSubscription, fakePushBrowser } from '../../../testing/src/fake-push';
import { createQueryClient } from '../query/query-client';
import { queryKeys } from '../query/query-keys';
import { createSessionStore } from '../session/session-store';
import {
  base64UrlToBytes,
  createPushClient,
  PUSH_OPEN_MESSAGE,
  PUSH_SERVICE_WORKER_URL,
  type PushBrowser,
} from './push-client';

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

function fakeHttp() {
  const calls: Array<{ method: string; path: string; query?: unknown; body?: unknown }> = [];
  let fail = false;
  const record = (method: string) => async (path: string, options?: { query?: unknown; body?: unknown }) => {
    calls.push({ method, path, query: options?.query, body: options?.body });
    if (fail) throw new Error('server down');
    return { push_subscribed: method === 'post' };
  };
  const http = {
    get: record('get'),
    post: record('post'),
    put: record('put'),
    delete: record('delete'),
    upload: record('upload'),
  } as unknown as HttpClient;
  return { http, calls, failNext: () => (fail = true) };
}

function setUp(browser: PushBrowser | null, key: string | null = KEY) {
  const queryClient = createQueryClient();
  const session = createSessionStore(queryClient);
  const { http, calls, failNext } = fakeHttp();
  const invalidated: unknown[] = [];
  jest.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push(filters?.queryKey);
  });
  const navigations: string[] = [];
  const push = createPushClient({
    browser,
    publicKey: () => key,
    http,
    queryClient,
    session,
    navigate: (to) => void navigations.push(to),
  });
  return { push, calls, invalidated, session, failNext, navigations };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('push state', () => {
  it('is unsupported where the browser cannot push', async () => {
    const { push } = setUp(null);
    await settle();
    expect(push.getState().status).toBe('unsupported');
  });

  it('is unsupported while the site has no push key', async () => {
    const { push } = setUp(fakePushBrowser(), null);
    await settle();
    expect(push.getState().status).toBe('unsupported');
    await push.subscribe();
    expect(push.getState().status).toBe('unsupported');
  });

  it('is denied when the member blocked notifications', async () => {
    const { push } = setUp(fakePushBrowser({ permissionState: 'denied' }));
    await settle();
    expect(push.getState().status).toBe('denied');
  });

  it('is subscribed when the browser holds a subscription, unsubscribed otherwise', async () => {
    const subscribed = setUp(
      fakePushBrowser({ permissionState: 'granted', subscription: aPushSubscription() }),
    );
    const fresh = setUp(fakePushBrowser());
    await settle();
    expect(subscribed.push.getState().status).toBe('subscribed');
    expect(fresh.push.getState().status).toBe('unsubscribed');
  });

  it('ready resolves with the first state read from the browser, which the shell renders with', async () => {
    const subscribed = setUp(
      fakePushBrowser({ permissionState: 'granted', subscription: aPushSubscription() }),
    );
    expect(subscribed.push.getState().status).toBe('unknown');
    await expect(subscribed.push.ready).resolves.toEqual({ status: 'subscribed', busy: false });
    await expect(setUp(fakePushBrowser()).push.ready).resolves.toMatchObject({ status: 'unsubscribed' });
    await expect(setUp(null).push.ready).resolves.toMatchObject({ status: 'unsupported' });
  });

  it('ready resolves (unsubscribed) when the browser fails to tell its registration', async () => {
    const browser = fakePushBrowser({ permissionState: 'granted' });
    browser.getRegistration = () => Promise.reject(new Error('storage unavailable'));
    await expect(setUp(browser).push.ready).resolves.toMatchObject({ status: 'unsubscribed' });
  });
});

describe('subscribe', () => {
  it('asks permission, registers /sw-push.js, stores the subscription and reloads the user', async () => {
    const browser = fakePushBrowser();
    const { push, calls, invalidated } = setUp(browser);
    await settle();
    const seen: string[] = [];
    push.onChange((state) => seen.push(`${state.status}${state.busy ? ' busy' : ''}`));

    const state = await push.subscribe();

    expect(state.status).toBe('subscribed');
    expect(browser.registered).toEqual([PUSH_SERVICE_WORKER_URL]);
    expect(calls).toEqual([
      {
        method: 'post',
        path: '/api/user.php',
        query: { push: 1 },
        body: { subscription: browser.subscription?.toJSON() },
      },
    ]);
    expect(invalidated).toContainEqual(queryKeys.user());
    expect(seen[0]).toBe('unsubscribed busy');
    expect(seen.at(-1)).toBe('subscribed');
  });

  it('ends denied when the member refuses the prompt, and nothing is registered', async () => {
    const browser = fakePushBrowser({ answer: 'denied' });
    const { push, calls } = setUp(browser);
    await push.subscribe();
    expect(push.getState()).toEqual({ status: 'denied', busy: false });
    expect(browser.registered).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('stays unsubscribed when the push service fails', async () => {
    const browser = fakePushBrowser();
    browser.failSubscribe = true;
    const { push, calls } = setUp(browser);
    await push.subscribe();
    expect(push.getState()).toEqual({ status: 'unsubscribed', busy: false });
    expect(calls).toEqual([]);
  });
});

describe('unsubscribe', () => {
  it('tells the server the endpoint, then forgets the subscription in the browser', async () => {
    const subscription = aPushSubscription('https://updates.push.services.mozilla.com/wpush/v2/abc');
    const browser = fakePushBrowser({ permissionState: 'granted', subscription });
    const { push, calls, invalidated } = setUp(browser);
    await settle();

    await push.unsubscribe();

    expect(calls).toEqual([
      {
        method: 'delete',
        path: '/api/user.php',
        query: { push: 1 },
        body: { endpoint: subscription.endpoint },
      },
    ]);
    expect(subscription.unsubscribed).toBe(true);
    expect(push.getState().status).toBe('unsubscribed');
    expect(invalidated).toContainEqual(queryKeys.user());
  });

  it('before a logout, leaves the user alone: there is no user left to reload', async () => {
    const subscription = aPushSubscription();
    const { push, calls, invalidated } = setUp(fakePushBrowser({ permissionState: 'granted', subscription }));
    await settle();

    await push.unsubscribe({ reloadUser: false });

    expect(calls.map((call) => call.method)).toEqual(['delete']);
    expect(subscription.unsubscribed).toBe(true);
    expect(invalidated).toEqual([]);
  });

  it('forgets it in the browser even when the server cannot be told', async () => {
    const subscription = aPushSubscription();
    const { push, failNext } = setUp(fakePushBrowser({ permissionState: 'granted', subscription }));
    await settle();
    failNext();
    await push.unsubscribe();
    expect(subscription.unsubscribed).toBe(true);
    expect(push.getState().status).toBe('unsubscribed');
  });
});

describe('messages from the service worker', () => {
  it('a push reloads the chats, the likes and the user', async () => {
    const browser = fakePushBrowser();
    const { invalidated } = setUp(browser);
    browser.postFromWorker({ kind: PUSH_PAGE_MESSAGE, payload: { type: 'message', id: 4, count: 1 } });
    expect(invalidated).toEqual([queryKeys.chats(), queryKeys.likes(), queryKeys.user()]);
  });

  it('a clicked notification takes the open page to its target through the router', () => {
    const browser = fakePushBrowser();
    const { navigations, invalidated } = setUp(browser);
    browser.postFromWorker({ kind: PUSH_OPEN_MESSAGE, url: '/chats/4' });
    browser.postFromWorker({ kind: PUSH_OPEN_MESSAGE, url: 'https://evil.example/' });
    browser.postFromWorker({ kind: PUSH_OPEN_MESSAGE, url: '//evil.example/' });
    expect(navigations).toEqual(['/chats/4']);
    expect(invalidated).toEqual([]);
  });

  it('ignores other messages', async () => {
    const browser = fakePushBrowser();
    const { invalidated } = setUp(browser);
    browser.postFromWorker({ kind: 'something-else' });
    browser.postFromWorker('hello');
    expect(invalidated).toEqual([]);
  });
});

describe('a subscribed device and a login', () => {
  it('stores the device for the member who logs in', async () => {
    const { session, calls } = setUp(
      fakePushBrowser({ permissionState: 'granted', subscription: aPushSubscription() }),
    );
    await settle();
    expect(calls).toEqual([]);
    session.setUser({ id: 3 } as User);
    await settle();
    expect(calls.map((call) => call.method)).toEqual(['post']);
    session.setUser({ id: 3, unread_messages: 1 } as User);
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('a member who just subscribed is not stored twice when their data changes', async () => {
    const { push, session, calls } = setUp(fakePushBrowser());
    session.setUser({ id: 3 } as User);
    await push.subscribe();
    session.setUser({ id: 3, new_likes: 2 } as User);
    await settle();
    expect(calls.map((call) => call.method)).toEqual(['post']);
  });
});

it('decodes the VAPID key from base64url', () => {
  const bytes = base64UrlToBytes(KEY);
  expect(bytes).toHaveLength(65);
  expect(bytes[0]).toBe(4); // an uncompressed P-256 point
});
