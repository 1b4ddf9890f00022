import { PUSH_PAGE_MESSAGE } from '@amora/contracts/plain';
import type {
  HttpClient,
  PushClient,
  PushPageMessage,
  PushState,
  PushSubscribeBody,
  PushUnsubscribeBody,
  SessionStore,
} from '@amora/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query/query-keys.js';

/** The push service worker; at the site root so its scope is the whole site (ADR 0021). */
export const PUSH_SERVICE_WORKER_URL = '/sw-push.js';
const SUBSCRIBE_PATH = '/api/user.php';
/**
 * The service worker asks an open page to show a notification's target (`{kind, url}`): the
 * page's router goes there, without reloading the shell and its remotes.
 */
export const PUSH_OPEN_MESSAGE = 'amora:push-open';

/** What of `PushManager` the client uses (a `PushSubscription` per device). */
export interface PushManagerLike {
  getSubscription(): Promise<PushSubscriptionLike | null>;
  subscribe(options: {
    userVisibleOnly: boolean;
    applicationServerKey: Uint8Array<ArrayBuffer>;
  }): Promise<PushSubscriptionLike>;
}

export interface PushSubscriptionLike {
  endpoint: string;
  options?: { applicationServerKey?: ArrayBuffer | null };
  toJSON(): unknown;
  unsubscribe(): Promise<boolean>;
}

export interface RegistrationLike {
  pushManager: PushManagerLike;
}

/** The browser APIs push needs, injectable so the state machine runs in Jest. */
export interface PushBrowser {
  register(url: string): Promise<RegistrationLike>;
  /** The registration of the push worker, or undefined when none was registered on this device. */
  getRegistration(): Promise<RegistrationLike | undefined>;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  /** Subscribes to messages from the service worker; null where the page gets none. */
  onWorkerMessage(listener: (data: unknown) => void): void;
}

export interface PushClientOptions {
  /** Null where the browser cannot push (no service worker, PushManager or Notification). */
  browser: PushBrowser | null;
  /** The site's VAPID public key (settings `push_public_key`); null: the site cannot push yet. */
  publicKey: () => string | null | undefined;
  http: HttpClient;
  queryClient: QueryClient;
  session: SessionStore;
  /** The shell's router, for a notification the member clicked while the page was open. */
  navigate: (to: string) => void;
}

/** The VAPID key as `pushManager.subscribe` wants it: base64url → bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(buffer: ArrayBuffer | null | undefined, key: Uint8Array<ArrayBuffer>): boolean {
  if (!buffer) return true; // the browser does not tell: assume it is ours
  const bytes = new Uint8Array(buffer);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

function isPushPageMessage(data: unknown): data is PushPageMessage {
  return typeof data === 'object' && data !== null && (data as { kind?: unknown }).kind === PUSH_PAGE_MESSAGE;
}

/**
 * This device's push state and the subscribe / unsubscribe actions. The state is read
 * from the browser, never guessed: a subscription the browser holds is `subscribed`. A message
 * from the service worker (a push arrived) reloads the chats, likes and the user (badges).
 */
export function createPushClient(options: PushClientOptions): PushClient {
  const { browser, http, queryClient, session } = options;
  const listeners = new Set<(state: PushState) => void>();
  let state: PushState = { status: 'unknown', busy: false };
  const set = (next: Partial<PushState>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener(state);
    return state;
  };
  const key = () => options.publicKey() ?? null;
  const capable = () => browser !== null && key() !== null;

  const currentSubscription = async (): Promise<PushSubscriptionLike | null> => {
    const registration = await browser?.getRegistration();
    return (await registration?.pushManager.getSubscription()) ?? null;
  };

  /** Reads the state from the browser: permission first, then whether a subscription exists. */
  const read = async (): Promise<PushState> => {
    if (!browser || !capable()) return set({ status: 'unsupported' });
    if (browser.permission() === 'denied') return set({ status: 'denied' });
    try {
      return set({ status: (await currentSubscription()) ? 'subscribed' : 'unsubscribed' });
    } catch {
      return set({ status: 'unsubscribed' });
    }
  };

  const saveAtServer = async (subscription: PushSubscriptionLike) => {
    const body: PushSubscribeBody = {
      subscription: subscription.toJSON() as PushSubscribeBody['subscription'],
    };
    await http.post(SUBSCRIBE_PATH, { query: { push: 1 }, body });
  };
  const refreshUser = () => queryClient.invalidateQueries({ queryKey: queryKeys.user() });

  /** This member's session already told the server about this device's subscription. */
  let savedForSession = false;

  const subscribe = async (): Promise<PushState> => {
    const vapidKey = key();
    if (!browser || vapidKey === null || state.busy) return state;
    set({ busy: true });
    try {
      const permission =
        browser.permission() === 'default' ? await browser.requestPermission() : browser.permission();
      if (permission === 'denied') return set({ status: 'denied' });
      if (permission !== 'granted') return set({ status: 'unsubscribed' });
      const registration = await browser.register(PUSH_SERVICE_WORKER_URL);
      const applicationServerKey = base64UrlToBytes(vapidKey);
      let subscription = await registration.pushManager.getSubscription();
      // A subscription made with an earlier key of the site cannot receive: replace it.
      if (subscription && !sameKey(subscription.options?.applicationServerKey, applicationServerKey)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey,
      });
      await saveAtServer(subscription);
      savedForSession = session.getState().status === 'authenticated';
      await refreshUser();
      return set({ status: 'subscribed' });
    } catch {
      // The browser, the push service or our server said no: show what the browser now holds.
      return read();
    } finally {
      set({ busy: false });
    }
  };

  const unsubscribe = async (options?: { reloadUser?: boolean }): Promise<PushState> => {
    if (!browser || state.busy) return state;
    set({ busy: true });
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        const body: PushUnsubscribeBody = { endpoint: subscription.endpoint };
        // The browser forgets it even if the server cannot be told now: the server drops the
        // endpoint itself at the next push (the push service answers 410).
        await http.delete(SUBSCRIBE_PATH, { query: { push: 1 }, body }).catch(() => undefined);
        await subscription.unsubscribe();
      }
      if (options?.reloadUser !== false) await refreshUser();
      return set({ status: 'unsubscribed' });
    } catch {
      return read();
    } finally {
      set({ busy: false });
    }
  };

  browser?.onWorkerMessage((data) => {
    const open = data as { kind?: unknown; url?: unknown } | null;
    if (
      open?.kind === PUSH_OPEN_MESSAGE &&
      typeof open.url === 'string' &&
      open.url.startsWith('/') &&
      !open.url.startsWith('//')
    ) {
      options.navigate(open.url);
      return;
    }
    if (!isPushPageMessage(data)) return;
    for (const queryKey of [queryKeys.chats(), queryKeys.likes(), queryKeys.user()])
      void queryClient.invalidateQueries({ queryKey });
  });

  // A member who logs in on a device that is already subscribed: tell the server this device is
  // theirs now (the server stores or refreshes it), so their pushes arrive here.
  const saveDeviceForMember = () => {
    if (savedForSession || state.status !== 'subscribed') return;
    if (session.getState().status !== 'authenticated') return;
    savedForSession = true;
    void currentSubscription()
      .then((subscription) => subscription && saveAtServer(subscription).then(refreshUser))
      .catch(() => undefined);
  };
  session.subscribe(({ status }) => {
    if (status !== 'authenticated') savedForSession = false;
    saveDeviceForMember();
  });

  const ready = read().catch(() => state);
  void ready.then(saveDeviceForMember);

  return {
    getState: () => state,
    ready,
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    subscribe,
    unsubscribe,
  };
}

/** The page's browser push APIs, or null where any is missing. */
export function browserPush(): PushBrowser | null {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return null;
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || typeof Notification === 'undefined')
    return null;
  const container = navigator.serviceWorker;
  return {
    register: async (url) => {
      // No HTTP cache for the worker script itself: a new deploy's worker is picked up at once.
      await container.register(url, { scope: '/', updateViaCache: 'none' });
      return container.ready;
    },
    getRegistration: () => container.getRegistration('/'),
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    onWorkerMessage: (listener) => {
      container.addEventListener('message', (event) => listener(event.data));
      container.startMessages();
    },
  };
}
