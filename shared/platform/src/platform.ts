import type { Locale, PlatformProps, SiteSettings } from '@amora/contracts';
import { createEventBus } from './events/event-bus.js';
import { createHttpClient, type HttpClientOptions } from './http/http-client.js';
import { startPlatformI18n } from './i18n/create-i18n.js';
import { createPersistedState, type KeyValueStorage } from './persisted/persisted-state.js';
import { isInstalledApp, type DisplayEnvironment } from './display/installed-app.js';
import { browserBadge, startAppBadge, type BadgeNavigator } from './push/app-badge.js';
import { browserPush, createPushClient, type PushBrowser } from './push/push-client.js';
import { createQueryClient } from './query/query-client.js';
import {
  createRealtimeClient,
  pageSocketUrl,
  type RealtimeClientOptions,
  type SocketLike,
} from './realtime/realtime-client.js';
import { createSessionStore } from './session/session-store.js';
import { userQuery } from './session/user-query.js';

export interface CreatePlatformOptions {
  locale: Locale;
  theme: object;
  navigate: PlatformProps['navigate'];
  storage: KeyValueStorage | null;
  getSettings?: () => SiteSettings | null;
  http?: Pick<HttpClientOptions, 'fetch' | 'baseUrl' | 'sleep' | 'baseDelayMs'>;
  /** Opens the realtime socket; null (tests, no WebSocket) leaves the areas on polling. */
  createSocket?: RealtimeClientOptions['createSocket'];
  /** The browser's push APIs; null: this device cannot push. Default: the page's own. */
  push?: PushBrowser | null;
  /** The Badging API; null: none. Default: the page's navigator. */
  badge?: BadgeNavigator | null;
  /** Where standalone display mode is read from. Default: the page's matchMedia and navigator. */
  display?: DisplayEnvironment;
}

/** The browser's WebSocket when there is one. */
function browserSocket(): RealtimeClientOptions['createSocket'] {
  if (typeof WebSocket === 'undefined' || typeof location === 'undefined') return null;
  return (url) => new WebSocket(url) as unknown as SocketLike;
}

/**
 * Builds the page's singletons once, resolving when the platform's messages are loaded. Tests
 * call this with fakes at the edges (fetch, storage, navigate) and get the same wiring as
 * production.
 */
export async function createPlatform(options: CreatePlatformOptions): Promise<PlatformProps> {
  const { platform, ready } = startPlatform(options);
  await ready;
  return platform;
}

/**
 * `createPlatform` without the wait, for the shell's boot: the singletons at once, and `ready`
 * once the messages are loaded. Nothing may render before `ready`; an area's warm-up may start
 * its downloads (ADR 0052).
 */
export function startPlatform(options: CreatePlatformOptions): {
  platform: PlatformProps;
  ready: Promise<unknown>;
} {
  const queryClient = createQueryClient();
  const session = createSessionStore(queryClient);
  const events = createEventBus();
  const { i18n, registerTranslations, ready } = startPlatformI18n(options.locale);

  // Clearing the session flips the status, so concurrent 403s (and a closing socket) log out once.
  const sessionLost = () => {
    if (session.getState().status !== 'authenticated') return;
    session.clear();
    events.emit('session:logout', { reason: 'authentication_required' });
  };
  const http = createHttpClient({
    ...options.http,
    isAuthenticated: () => session.getState().status === 'authenticated',
    networkErrorMessage: () => i18n.t('errors.network', { ns: 'messages' }),
    onAuthenticationRequired: sessionLost,
  });

  // One socket while a member is logged in: the session starts and stops it (ADR 0018).
  const realtime = createRealtimeClient({
    createSocket: options.createSocket === undefined ? browserSocket() : options.createSocket,
    url: () => pageSocketUrl(location),
    // The server ends a suspended member's sessions: their open pages log out within seconds.
    onLoggedOut: sessionLost,
  });
  session.subscribe(({ status }) => (status === 'authenticated' ? realtime.start() : realtime.stop()));

  // Anyone may observe or invalidate the user query without knowing its endpoint.
  const { queryKey, ...userDefaults } = userQuery(http);
  queryClient.setQueryDefaults(queryKey, userDefaults);

  const getSettings = options.getSettings ?? (() => null);
  const push = createPushClient({
    browser: options.push === undefined ? browserPush() : options.push,
    publicKey: () => getSettings()?.push_public_key,
    http,
    queryClient,
    session,
    navigate: (to) => options.navigate(to),
  });
  startAppBadge(session, options.badge === undefined ? browserBadge() : options.badge);

  const platform: PlatformProps = {
    queryClient,
    i18n,
    session,
    http,
    events,
    realtime,
    push,
    isInstalledApp: () => isInstalledApp(options.display),
    persisted: createPersistedState(options.storage),
    theme: options.theme,
    navigate: options.navigate,
    registerTranslations,
    getSettings,
  };
  return { platform, ready };
}
