import type { PushBrowser, PushSubscriptionLike, RegistrationLike } from '@amora/platform';

export interface FakePushBrowser extends PushBrowser {
  /** What the member answers to the permission prompt. */
  answer: NotificationPermission;
  permissionState: NotificationPermission;
  /** The browser's subscription on this device, or null. */
  subscription: PushSubscriptionLike | null;
  /** Set to make `pushManager.subscribe` fail (the push service is unreachable). */
  failSubscribe: boolean;
  registered: string[];
  /** A message from the service worker to the page. */
  postFromWorker(data: unknown): void;
}

/** A subscription as `PushSubscription.toJSON()` would give it. */
export function aPushSubscription(
  endpoint = 'https://fcm.googleapis.com/fcm/send/device-1',
): PushSubscriptionLike & {
  unsubscribed: boolean;
} {
  const subscription = {
    endpoint,
    unsubscribed: false,
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: {
        p256dh: 'B'.repeat(87),
        auth: 'a'.repeat(22),
      },
    }),
    unsubscribe: async () => {
      subscription.unsubscribed = true;
      return true;
    },
  };
  return subscription;
}

/**
 * The browser's push APIs in memory: a permission prompt answered by `answer`, one registration
 * and at most one subscription, and a way to post messages from the service worker.
 */
export function fakePushBrowser(
  initial: Partial<Pick<FakePushBrowser, 'answer' | 'permissionState' | 'subscription'>> = {},
): FakePushBrowser {
  const listeners: Array<(data: unknown) => void> = [];
  let registered = initial.subscription != null;
  const fake: FakePushBrowser = {
    answer: initial.answer ?? 'granted',
    permissionState: initial.permissionState ?? 'default',
    subscription: initial.subscription ?? null,
    failSubscribe: false,
    registered: [],
    register: async (url) => {
      fake.registered.push(url);
      registered = true;
      return registration;
    },
    getRegistration: async () => (registered ? registration : undefined),
    permission: () => fake.permissionState,
    requestPermission: async () => {
      fake.permissionState = fake.answer;
      return fake.answer;
    },
    onWorkerMessage: (listener) => void listeners.push(listener),
    postFromWorker: (data) => listeners.forEach((listener) => listener(data)),
  };
  const registration: RegistrationLike = {
    pushManager: {
      getSubscription: async () =>
        fake.subscription?.toJSON && !isUnsubscribed(fake.subscription) ? fake.subscription : null,
      subscribe: async () => {
        if (fake.failSubscribe) throw new Error('push service unavailable');
        fake.subscription = aPushSubscription();
        return fake.subscription;
      },
    },
  };
  return fake;
}

function isUnsubscribed(subscription: PushSubscriptionLike): boolean {
  return (subscription as { unsubscribed?: boolean }).unsubscribed === true;
}
