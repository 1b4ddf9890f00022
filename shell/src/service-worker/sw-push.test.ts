/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { PUSH_PAGE_MESSAGE } from '@amora/contracts';
import { PUSH_OPEN_MESSAGE } from '@amora/platform';

type Listener = (event: unknown) => void;

interface FakeClient {
  url: string;
  focused: boolean;
  focus: jest.Mock;
  postMessage: jest.Mock;
}

const ORIGIN = 'https://amora.test';

/** A service worker's global scope with just what sw-push uses. */
function fakeScope(options: { language?: string; clients?: FakeClient[]; badge?: boolean } = {}) {
  const listeners: Record<string, Listener> = {};
  const routes = new Map<string, { ok: boolean; body: unknown } | Error>();
  const scope = {
    location: { origin: ORIGIN },
    navigator: {
      language: options.language ?? 'en-GB',
      ...(options.badge === false
        ? {}
        : { setAppBadge: jest.fn(async () => undefined), clearAppBadge: jest.fn(async () => undefined) }),
    } as { language: string; setAppBadge?: jest.Mock; clearAppBadge?: jest.Mock },
    registration: { showNotification: jest.fn(async () => undefined) },
    clients: {
      matchAll: jest.fn(async () => options.clients ?? []),
      openWindow: jest.fn(async () => undefined),
      claim: jest.fn(async () => undefined),
    },
    skipWaiting: jest.fn(async () => undefined),
    fetch: jest.fn(async (url: string, _init?: unknown) => {
      const answer = routes.get(url.split('?')[0] as string);
      if (!answer) throw new TypeError('offline');
      if (answer instanceof Error) throw answer;
      return { ok: answer.ok, json: async () => answer.body };
    }),
    addEventListener: (type: string, listener: Listener) => void (listeners[type] = listener),
  };
  /** Dispatches an extendable event and waits for what it asked to wait for. */
  const dispatch = async (type: string, event: object) => {
    const waits: Array<Promise<unknown>> = [];
    listeners[type]?.({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  };
  return { scope, routes, dispatch, listeners };
}

/** Runs the built service worker (what /sw-push.js serves) against a fake scope. */
async function loadWorker(fake: ReturnType<typeof fakeScope>) {
  const { transpilePlainScript } = await import('../../build/plain-script-plugin.mjs');
  const script = transpilePlainScript(readFileSync(path.join(__dirname, 'sw-push.ts'), 'utf8'));
  vm.runInNewContext(script, { self: fake.scope, URL, encodeURIComponent, Number, Promise, console });
  return fake;
}

const pushOf = (payload: unknown) => ({ data: { json: () => payload } });
const aClient = (url = `${ORIGIN}/members`, focused = false): FakeClient => ({
  url,
  focused,
  focus: jest.fn(async () => undefined),
  postMessage: jest.fn(),
});

describe('sw-push: a push', () => {
  it('shows what the API says for the payload, sets the badge and tells the open pages', async () => {
    const page = aClient();
    const fake = await loadWorker(fakeScope({ clients: [page] }));
    fake.routes.set('/api/push-notification.php', {
      ok: true,
      body: { title: 'Amora', body: 'You have 2 new messages', url: '/chats/12', badge: 5, tag: 'chat-12' },
    });

    await fake.dispatch('push', pushOf({ type: 'message', id: 12, count: 2 }));

    expect(fake.scope.fetch).toHaveBeenCalledWith(
      '/api/push-notification.php?type=message&id=12&count=2',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(fake.scope.registration.showNotification).toHaveBeenCalledWith(
      'Amora',
      expect.objectContaining({
        body: 'You have 2 new messages',
        tag: 'chat-12',
        data: { url: '/chats/12' },
      }),
    );
    const [, shown] = fake.scope.registration.showNotification.mock.calls[0] as unknown as [
      string,
      { icon: string },
    ];
    expect(shown.icon).toBe('/icons/icon-192.png');
    expect(fake.scope.navigator.setAppBadge).toHaveBeenCalledWith(5);
    expect(page.postMessage).toHaveBeenCalledWith({
      kind: PUSH_PAGE_MESSAGE,
      payload: { type: 'message', id: 12, count: 2 },
    });
  });

  it('clears the badge when the API says there is nothing unread', async () => {
    const fake = await loadWorker(fakeScope());
    fake.routes.set('/api/push-notification.php', {
      ok: true,
      body: { title: 'Amora', body: 'New like', url: '/likes', badge: 0, tag: 'likes' },
    });
    await fake.dispatch('push', pushOf({ type: 'like', id: 3, count: 1 }));
    expect(fake.scope.fetch.mock.calls[0]?.[0]).toBe('/api/push-notification.php?type=like&id=3');
    expect(fake.scope.navigator.clearAppBadge).toHaveBeenCalled();
  });

  it("falls back to the site's name and a neutral line in the browser's language", async () => {
    const fake = await loadWorker(fakeScope({ language: 'nl-NL' }));
    fake.routes.set('/api/push-notification.php', { ok: false, body: { error: 'authentication_required' } });
    fake.routes.set('/manifest.webmanifest', { ok: true, body: { name: 'Velvet Hearts' } });

    await fake.dispatch('push', pushOf({ type: 'message', id: 7, count: 1 }));

    expect(fake.scope.registration.showNotification).toHaveBeenCalledWith(
      'Velvet Hearts',
      expect.objectContaining({
        body: 'Er is iets nieuws voor je. Open de app om het te zien.',
        data: { url: '/chats/7' },
      }),
    );
    expect(fake.scope.navigator.setAppBadge).not.toHaveBeenCalled();
  });

  it('offline: the host name and English for a language the site does not speak', async () => {
    const fake = await loadWorker(fakeScope({ language: 'ja-JP' }));
    await fake.dispatch('push', pushOf({ type: 'like', id: 3, count: 1 }));
    expect(fake.scope.registration.showNotification).toHaveBeenCalledWith(
      'amora.test',
      expect.objectContaining({
        body: 'You have something new. Open the app to see it.',
        data: { url: '/likes' },
      }),
    );
  });

  it('Norwegian browsers (no, nn) get the Bokmål line', async () => {
    const fake = await loadWorker(fakeScope({ language: 'no' }));
    await fake.dispatch('push', pushOf({ type: 'match', id: 3, count: 1 }));
    expect(fake.scope.registration.showNotification).toHaveBeenCalledWith(
      'amora.test',
      expect.objectContaining({ body: 'Du har noe nytt. Åpne appen for å se det.' }),
    );
  });

  it('a malformed payload still shows a neutral notification (every push must), and asks nothing', async () => {
    const page = aClient();
    const fake = await loadWorker(fakeScope({ clients: [page] }));
    await fake.dispatch('push', pushOf({ type: 'message', id: 'x' }));
    await fake.dispatch('push', { data: null });
    expect(fake.scope.registration.showNotification).toHaveBeenCalledTimes(2);
    const asked = fake.scope.fetch.mock.calls.map(([url]) => url);
    expect(asked.some((url) => url.startsWith('/api/push-notification.php'))).toBe(false);
    expect(page.postMessage).not.toHaveBeenCalled();
  });

  it('works where the browser has no Badging API', async () => {
    const fake = await loadWorker(fakeScope({ badge: false }));
    fake.routes.set('/api/push-notification.php', {
      ok: true,
      body: { title: 'Amora', body: 'New match', url: '/likes/m/3', badge: 1, tag: 'likes' },
    });
    await fake.dispatch('push', pushOf({ type: 'match', id: 3, count: 1 }));
    expect(fake.scope.registration.showNotification).toHaveBeenCalled();
  });
});

describe('sw-push: a click on the notification', () => {
  const click = (url: unknown) => ({ notification: { data: { url }, close: jest.fn() } });

  it('focuses an open page and has its router go to the target', async () => {
    const other = aClient();
    const focused = aClient(`${ORIGIN}/likes`, true);
    const fake = await loadWorker(fakeScope({ clients: [other, focused] }));
    const event = click('/chats/12');

    await fake.dispatch('notificationclick', event);

    expect(event.notification.close).toHaveBeenCalled();
    expect(focused.postMessage).toHaveBeenCalledWith({ kind: PUSH_OPEN_MESSAGE, url: '/chats/12' });
    expect(focused.focus).toHaveBeenCalled();
    expect(other.postMessage).not.toHaveBeenCalled();
    expect(fake.scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens the target when no page is open', async () => {
    const fake = await loadWorker(fakeScope());
    await fake.dispatch('notificationclick', click('/likes'));
    expect(fake.scope.clients.openWindow).toHaveBeenCalledWith('/likes');
  });

  it('never leaves the site, whatever the data says', async () => {
    const fake = await loadWorker(fakeScope());
    await fake.dispatch('notificationclick', click('https://evil.example/phish'));
    await fake.dispatch('notificationclick', click(undefined));
    expect(fake.scope.clients.openWindow.mock.calls).toEqual([['/'], ['/']]);
  });
});

describe('sw-push: lifecycle', () => {
  it('takes over at once and has no fetch handler (it caches nothing)', async () => {
    const fake = await loadWorker(fakeScope());
    expect(Object.keys(fake.listeners).sort()).toEqual(['activate', 'install', 'notificationclick', 'push']);
    fake.listeners.install?.({});
    expect(fake.scope.skipWaiting).toHaveBeenCalled();
    await fake.dispatch('activate', {});
    expect(fake.scope.clients.claim).toHaveBeenCalled();
  });
});
