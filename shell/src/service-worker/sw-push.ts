/*
 * The push service worker, served at /sw-push.js (ADR 0021). Built to one plain script without
 * a bundler runtime (shell/webpack.config.mjs transpiles this file alone): no imports, so the
 * few shared values are repeated here and a test checks them against the contract.
 *
 * It has no fetch handler on purpose: it caches nothing and never stands between the page and
 * the network, so a deploy of a new shell or remote is seen at once.
 *
 * A push carries only `{type, id, count}` (content-free). What the notification says
 * is asked from the API with the member's session; when that fails (logged out, offline) a
 * neutral line in the browser's language is shown, never anything about the event.
 */

/** `PUSH_PAGE_MESSAGE` of `@amora/contracts` (api/push.ts). */
const PAGE_MESSAGE_KIND = 'amora:push';
/** `PUSH_OPEN_MESSAGE` of `@amora/platform`: the page navigates its router to `url`. */
const OPEN_MESSAGE_KIND = 'amora:push-open';
const NOTIFICATION_PATH = '/api/push-notification.php';
const MANIFEST_PATH = '/manifest.webmanifest';
const ICON_PATH = '/icons/icon-192.png';
const BADGE_ICON_PATH = '/icons/badge-96.png';
const EVENT_TYPES = ['message', 'like', 'match'];

interface Payload {
  type: string;
  id: number;
  count: number;
}

interface Shown {
  title: string;
  body: string;
  url: string;
  tag: string;
  badge: number | null;
}

interface WindowClientLike {
  url: string;
  focused?: boolean;
  focus(): Promise<unknown>;
  postMessage(message: unknown): void;
}

interface WorkerScope {
  location: { origin: string };
  navigator: {
    language?: string;
    setAppBadge?: (count?: number) => Promise<void>;
    clearAppBadge?: () => Promise<void>;
  };
  registration: {
    showNotification(title: string, options: Record<string, unknown>): Promise<void>;
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  fetch(input: string, init?: Record<string, unknown>): Promise<{ ok: boolean; json(): Promise<unknown> }>;
  addEventListener(type: string, listener: (event: never) => void): void;
}

interface ExtendableEvent {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEventLike extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface NotificationClickLike extends ExtendableEvent {
  notification: { data?: { url?: unknown } | null; close(): void };
}

const scope = self as unknown as WorkerScope;

/** The neutral line for when the API cannot be asked, in the site's 11 languages. */
const FALLBACK_BODY: Record<string, string> = {
  da: 'Du har noget nyt. Åbn appen for at se det.',
  de: 'Es gibt etwas Neues für dich. Öffne die App, um es zu sehen.',
  en: 'You have something new. Open the app to see it.',
  es: 'Tienes algo nuevo. Abre la aplicación para verlo.',
  fi: 'Sinulle on jotain uutta. Avaa sovellus nähdäksesi sen.',
  fr: "Vous avez du nouveau. Ouvrez l'application pour le voir.",
  it: "C'è qualcosa di nuovo per te. Apri l'app per vederlo.",
  nb: 'Du har noe nytt. Åpne appen for å se det.',
  nl: 'Er is iets nieuws voor je. Open de app om het te zien.',
  pl: 'Masz coś nowego. Otwórz aplikację, aby to zobaczyć.',
  sv: 'Du har något nytt. Öppna appen för att se det.',
};

export function fallbackBody(language: string | undefined): string {
  const primary = (language ?? 'en').toLowerCase().split('-')[0] ?? 'en';
  const code = primary === 'no' || primary === 'nn' ? 'nb' : primary;
  return FALLBACK_BODY[code] ?? (FALLBACK_BODY.en as string);
}

function parsePayload(data: PushEventLike['data']): Payload | null {
  try {
    const value = data?.json() as Partial<Payload> | undefined;
    if (!value || !EVENT_TYPES.includes(value.type as string)) return null;
    if (!Number.isInteger(value.id) || !Number.isInteger(value.count)) return null;
    return { type: value.type as string, id: value.id as number, count: value.count as number };
  } catch {
    return null;
  }
}

/** Where a notification of this kind leads when the API could not say. */
function defaultUrl(payload: Payload | null): string {
  if (payload?.type === 'message') return `/chats/${payload.id}`;
  return payload ? '/likes' : '/';
}

function isShown(value: unknown): value is Omit<Shown, 'badge'> & { badge: number } {
  const v = value as Record<string, unknown> | null;
  return (
    typeof v?.title === 'string' &&
    typeof v.body === 'string' &&
    typeof v.url === 'string' &&
    typeof v.tag === 'string' &&
    typeof v.badge === 'number'
  );
}

async function siteName(): Promise<string> {
  try {
    const response = await scope.fetch(MANIFEST_PATH, { credentials: 'same-origin' });
    const manifest = (await response.json()) as { name?: unknown };
    if (response.ok && typeof manifest.name === 'string') return manifest.name;
  } catch {
    // offline: the host name below
  }
  return new URL(scope.location.origin).hostname;
}

/** What to show: the API's translated text, or the site's name and a neutral line. */
async function whatToShow(payload: Payload | null): Promise<Shown> {
  if (payload) {
    try {
      // The count says how many events the notification folds (the body then says so).
      const count = payload.count > 1 ? `&count=${payload.count}` : '';
      const query = `type=${encodeURIComponent(payload.type)}&id=${payload.id}${count}`;
      const response = await scope.fetch(`${NOTIFICATION_PATH}?${query}`, {
        credentials: 'same-origin',
        headers: { 'X-Request-Type': 'client' },
      });
      const shown: unknown = await response.json();
      if (response.ok && isShown(shown)) return shown;
    } catch {
      // fall through to the neutral notification
    }
  }
  return {
    title: await siteName(),
    body: fallbackBody(scope.navigator.language),
    url: defaultUrl(payload),
    tag: payload?.type === 'message' ? `chat-${payload.id}` : 'amora',
    badge: null,
  };
}

async function setBadge(count: number | null): Promise<void> {
  if (count === null || !scope.navigator.setAppBadge) return;
  try {
    if (count > 0) await scope.navigator.setAppBadge(count);
    else await (scope.navigator.clearAppBadge?.() ?? scope.navigator.setAppBadge(0));
  } catch {
    // No permission for the badge: the notification is what matters.
  }
}

async function windows(): Promise<WindowClientLike[]> {
  return scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

export async function onPush(event: PushEventLike): Promise<void> {
  const payload = parsePayload(event.data);
  const shown = await whatToShow(payload);
  // Every push must show a notification (userVisibleOnly), even one we cannot read.
  await scope.registration.showNotification(shown.title, {
    body: shown.body,
    icon: ICON_PATH,
    badge: BADGE_ICON_PATH,
    tag: shown.tag,
    renotify: true,
    data: { url: shown.url },
  });
  await setBadge(shown.badge);
  if (payload) for (const client of await windows()) client.postMessage({ kind: PAGE_MESSAGE_KIND, payload });
}

/** A same-origin path of the site, whatever the notification's data says. */
function safePath(url: unknown): string {
  if (typeof url !== 'string') return '/';
  try {
    const target = new URL(url, scope.location.origin);
    return target.origin === scope.location.origin ? `${target.pathname}${target.search}` : '/';
  } catch {
    return '/';
  }
}

export async function onNotificationClick(event: NotificationClickLike): Promise<void> {
  event.notification.close();
  const path = safePath(event.notification.data?.url);
  const open = await windows();
  const page = open.find((client) => client.focused) ?? open[0];
  if (!page) {
    await scope.clients.openWindow(path);
    return;
  }
  // The page's own router goes there: no reload of the shell and its remotes.
  page.postMessage({ kind: OPEN_MESSAGE_KIND, url: path });
  await page.focus();
}

scope.addEventListener('install', () => void scope.skipWaiting());
scope.addEventListener('activate', (event: ExtendableEvent) => event.waitUntil(scope.clients.claim()));
scope.addEventListener('push', (event: PushEventLike) => event.waitUntil(onPush(event)));
scope.addEventListener('notificationclick', (event: NotificationClickLike) =>
  event.waitUntil(onNotificationClick(event)),
);
