import type { PlatformProps, SiteSettings, UserResponse } from '@amora/contracts';
import { isLocale } from '@amora/contracts/plain';
import {
  browserStorage,
  createHttpClient,
  startPlatform,
  readLocaleCookie,
  resolveLocale,
  writeLocaleCookie,
} from '@amora/platform';
import { theme } from '@amora/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { patchHistoryApi } from 'single-spa';
import type { NavigateFunction } from 'react-router';
import { App } from '../App';
import { registerRemotes } from '../federation/remotes';
import { applyDocumentLanguage, loadCommonTranslations, syncMemberLanguage } from '../i18n/language';
import { loadRegistry, toRemoteList } from '../registry/load-registry';
import { refreshUser } from '../session/session-actions';
import { captureTracking } from './capture-tracking';
import { firstPushState } from './first-push-state';
import { startLocaleDataWarmup } from './locale-data-warmup';
import { readPreloadedSettings, readPreloadedUser } from './preloaded-calls';
import { loadRouteArea, warmRouteArea } from './warm-route-area';

async function loadSettings(): Promise<SiteSettings | null> {
  // The spec's forced-domain parameter lets one host preview another site's settings.
  const domain = new URLSearchParams(window.location.search).get('domain') ?? undefined;
  // Without a forced domain the HTML has preloaded exactly this call: take its answer.
  const preloaded = domain === undefined ? await readPreloadedSettings() : null;
  if (preloaded) return preloaded;
  try {
    const { settings } = await createHttpClient().get<{ settings: SiteSettings }>('/api/settings.php', {
      query: { domain },
    });
    return settings;
  } catch (error) {
    console.error('settings unavailable', error);
    return null;
  }
}

/** Registers every remote of the registry, each with its previous release as fallback. */
async function registerRegistryRemotes(): Promise<void> {
  const { registry } = await loadRegistry({ baked: __AMORA_BAKED_REGISTRY__ });
  registerRemotes(toRemoteList(registry, window.location.origin));
}

/**
 * Starts the site: the current member, the registry (then the page's area) and the site settings
 * in parallel → language → the page's singletons (and the arrival's tracking parameters) → the
 * translations → the router. The page's area starts its own downloads before the first render
 * (ADR 0052); other remotes load when a route needs them.
 */
export async function boot(rootElement: HTMLElement): Promise<PlatformProps> {
  patchHistoryApi();
  // Who is logged in: the HTML preloaded the answer for a member (ADR 0064), so it is usually here
  // by the time the script runs; a failed read asks again through the HTTP client.
  const userAnswer = readPreloadedUser().then(
    (preloaded) => preloaded ?? createHttpClient().get<UserResponse>('/api/user.php'),
  );
  userAnswer.catch(() => undefined);
  // The registry (preloaded too), then the page's area: beside the settings and the member.
  const remotesRegistered = registerRegistryRemotes();
  const routeArea = remotesRegistered.then(
    () => loadRouteArea(window.location.pathname),
    () => null,
  );
  const settings = await loadSettings();
  const cookie = readLocaleCookie(document);
  const locale = resolveLocale({ cookie, siteLanguage: settings?.domain_language });
  if (!isLocale(cookie)) writeLocaleCookie(document, locale);
  // The language's locale data loads in a worker while the page boots (ADR 0057).
  startLocaleDataWarmup(locale, __AMORA_LOCALE_DATA_WORKER__);
  applyDocumentLanguage(locale);
  if (settings?.index_title) document.title = settings.index_title;

  // The shell's texts download beside the platform's messages (webpack loads a chunk once, so the
  // registration below gets this same download): one round trip less before the first render.
  void loadCommonTranslations(locale).catch(() => undefined);
  // The router's navigate, once the app has rendered; a navigation asked for before is dropped.
  let navigateTo: NavigateFunction | null = null;
  // The singletons at once; the platform's messages load meanwhile (`messagesLoaded`).
  const { platform, ready: messagesLoaded } = startPlatform({
    locale,
    theme,
    storage: browserStorage(),
    getSettings: () => settings,
    navigate: (to, options) => void navigateTo?.(to, options),
  });
  captureTracking(platform.persisted, window.location.search);
  const userFetched = refreshUser(platform, userAnswer);
  // The area starts its texts and first data once it and the member are known, not after the
  // platform's and the shell's texts; it is usually loaded by then, so this runs before the first
  // render below, which on a slow phone is the longest task of the page load (ADR 0052).
  const warm = () => warmRouteArea(routeArea, platform, window.location);
  void userFetched.then(warm, warm);
  const memberKnown = userFetched
    .then(() => syncMemberLanguage(platform))
    .catch(() => platform.session.setUser(null));
  await Promise.all([
    messagesLoaded,
    platform.registerTranslations('common', loadCommonTranslations),
    remotesRegistered,
    memberKnown,
    firstPushState(platform.push),
  ]);

  // The shell's own prefix: every area's root has its own, so `useId` is unique on the page.
  createRoot(rootElement, { identifierPrefix: 'shell-' }).render(
    <StrictMode>
      <App
        platform={platform}
        onNavigateReady={(navigate) => {
          navigateTo = navigate;
        }}
      />
    </StrictMode>,
  );
  return platform;
}
