export { createPlatform, startPlatform, type CreatePlatformOptions } from './platform.js';
export { createHttpClient, retryDelayMs, type HttpClientOptions } from './http/http-client.js';
export { HttpError, isHttpError } from './http/http-error.js';
export { createSessionStore } from './session/session-store.js';
export { userQuery } from './session/user-query.js';
export { createQueryClient } from './query/query-client.js';
export { queryKeys } from './query/query-keys.js';
export { createPlatformI18n, type PlatformI18n } from './i18n/create-i18n.js';
export {
  resolveLocale,
  readCookie,
  readLocaleCookie,
  writeLocaleCookie,
  type LocaleSources,
} from './i18n/locale.js';
export { createEventBus } from './events/event-bus.js';
export {
  createRealtimeClient,
  pageSocketUrl,
  reconnectDelayMs,
  type RealtimeClientOptions,
  type SocketLike,
} from './realtime/realtime-client.js';
export { createPersistedState, browserStorage, type KeyValueStorage } from './persisted/persisted-state.js';
export { listedRegionName, regionKind, regionsQuery, type Region, type RegionKind } from './geo/regions.js';
export { geocodeQuery, roundCoordinate, type Place } from './geo/geocode.js';
export {
  createPushClient,
  browserPush,
  base64UrlToBytes,
  PUSH_SERVICE_WORKER_URL,
  PUSH_OPEN_MESSAGE,
  type PushBrowser,
  type PushClientOptions,
  type RegistrationLike,
  type PushSubscriptionLike,
} from './push/push-client.js';
export { startAppBadge, appBadgeCount, type BadgeNavigator } from './push/app-badge.js';
export { isInstalledApp, INSTALLED_APP_QUERY, type DisplayEnvironment } from './display/installed-app.js';
export { loadRemote, registerRemotes, type RemoteRef } from './federation/remotes.js';
export {
  loadRegistry,
  toRemoteList,
  type LoadedRegistry,
  type LoadRegistryOptions,
} from './federation/load-registry.js';
