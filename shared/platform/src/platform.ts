import type { Locale, PlatformProps, SiteSettings } from '@amora/contracts';
import { createEventBus } from './events/event-bus.js';
import { createHttpClient, type HttpClientOptions } from './http/http-client.js';
import { createPlatformI18n } from './i18n/create-i18n.js';
import { createPersistedState, type KeyValueStorage } from './persisted/persisted-state.js';
import { createQueryClient } from './query/query-client.js';
import { queryKeys } from './query/query-keys.js';
import { createSessionStore } from './session/session-store.js';

export interface CreatePlatformOptions {
  locale: Locale;
  theme: object;
  navigate: PlatformProps['navigate'];
  storage: KeyValueStorage | null;
  getSettings?: () => SiteSettings | null;
  http?: Pick<HttpClientOptions, 'fetch' | 'baseUrl' | 'sleep' | 'baseDelayMs'>;
}

/**
 * Builds the page's singletons once. The shell calls this at boot; tests call it with fakes at
 * the edges (fetch, storage, navigate) and get the same wiring as production.
 */
export async function createPlatform(options: CreatePlatformOptions): Promise<PlatformProps> {
  const session = createSessionStore();
  const events = createEventBus();
  const queryClient = createQueryClient();
  const { i18n, registerTranslations } = await createPlatformI18n(options.locale);

  const http = createHttpClient({
    ...options.http,
    isAuthenticated: () => session.getState().status === 'authenticated',
    networkErrorMessage: () => i18n.t('errors.network', { ns: 'messages' }),
    // Clearing the session flips isAuthenticated, so concurrent 403s log out once.
    onAuthenticationRequired: () => {
      session.clear();
      queryClient.setQueryData(queryKeys.user(), { user: null });
      events.emit('session:logout', { reason: 'authentication_required' });
    },
  });

  return {
    queryClient,
    i18n,
    session,
    http,
    events,
    persisted: createPersistedState(options.storage),
    theme: options.theme,
    navigate: options.navigate,
    registerTranslations,
    getSettings: options.getSettings ?? (() => null),
  };
}
