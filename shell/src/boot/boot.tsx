import type { PlatformProps, SiteSettings, UserResponse } from '@amora/contracts';
import { isLocale } from '@amora/contracts/plain';
import {
  browserStorage,
  createHttpClient,
  createPlatform,
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
import { registerRemotes } from '../federation/federation-runtime';
import { applyDocumentLanguage, loadCommonTranslations, syncMemberLanguage } from '../i18n/language';
import { loadRegistry, toRemoteList } from '../registry/load-registry';
import { refreshUser } from '../session/session-actions';
import { captureTracking } from './capture-tracking';
import { readPreloadedSettings } from './preloaded-settings';

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
 * Starts the site: site settings → language → the page's singletons (and the arrival's tracking
 * parameters) → translations, registry and the current member in parallel → the router. Remotes
 * load later, when a route needs them.
 */
export async function boot(rootElement: HTMLElement): Promise<PlatformProps> {
  patchHistoryApi();
  const settings = await loadSettings();
  const cookie = readLocaleCookie(document);
  const locale = resolveLocale({ cookie, siteLanguage: settings?.domain_language });
  if (!isLocale(cookie)) writeLocaleCookie(document, locale);
  applyDocumentLanguage(locale);
  if (settings?.index_title) document.title = settings.index_title;

  // The shell's texts download beside the platform's messages (webpack loads a chunk once, so the
  // registration below gets this same download): one round trip less before the first render.
  void loadCommonTranslations(locale).catch(() => undefined);
  // Who is logged in, asked beside the platform's own first download (its messages in this language):
  // the first render waits for both, so one round trip less (ADR 0027, decision 6).
  const userAnswer = createHttpClient().get<UserResponse>('/api/user.php');
  userAnswer.catch(() => undefined);
  // The router's navigate, once the app has rendered; a navigation asked for before is dropped.
  let navigateTo: NavigateFunction | null = null;
  const platform = await createPlatform({
    locale,
    theme,
    storage: browserStorage(),
    getSettings: () => settings,
    navigate: (to, options) => void navigateTo?.(to, options),
  });
  captureTracking(platform.persisted, window.location.search);
  await Promise.all([
    platform.registerTranslations('common', loadCommonTranslations),
    registerRegistryRemotes(),
    refreshUser(platform, userAnswer)
      .then(() => syncMemberLanguage(platform))
      .catch(() => platform.session.setUser(null)),
  ]);

  createRoot(rootElement).render(
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
