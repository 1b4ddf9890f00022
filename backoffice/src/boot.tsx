import { isLocale, REGISTRY_SCHEMA_VERSION } from '@amora/contracts/plain';
import {
  loadRegistry,
  readLocaleCookie,
  registerRemotes,
  resolveLocale,
  toRemoteList,
} from '@amora/platform';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { NavigateFunction } from 'react-router';
import { patchHistoryApi } from 'single-spa';
import { ConsoleApp } from './ConsoleApp';
import { applyDocumentLanguage } from './i18n/console-texts';
import { consoleRoute } from './navigation/console-nav';
import { createConsolePlatform } from './platform/console-platform';

/** The browser's first supported language, when the visitor has not chosen one on the site. */
function browserLanguage(): string | undefined {
  return navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase()).find((tag) => isLocale(tag));
}

/**
 * Starts the console: the registry (the areas' releases, the same `/mf-registry.json` the site
 * reads, without a baked copy: the console has no last-known-good build of its own), the
 * language, the console's instances and the staff session in parallel, then the first render.
 */
export async function boot(rootElement: HTMLElement): Promise<void> {
  // The areas' pages run their own routers: history changes of the console reach them as popstate.
  patchHistoryApi();
  const registered = loadRegistry({ baked: { schemaVersion: REGISTRY_SCHEMA_VERSION, remotes: {} } }).then(
    ({ registry }) => registerRemotes(toRemoteList(registry, window.location.origin)),
  );
  const locale = resolveLocale({ cookie: readLocaleCookie(document), siteLanguage: browserLanguage() });
  applyDocumentLanguage(locale);
  let navigateTo: NavigateFunction | null = null;
  const platform = await createConsolePlatform(locale, (to, options) => {
    void navigateTo?.(consoleRoute(to), options);
  });
  await Promise.all([registered.catch(() => undefined), platform.session.load()]);
  createRoot(rootElement, { identifierPrefix: 'backoffice-' }).render(
    <StrictMode>
      <ConsoleApp
        platform={platform}
        onNavigateReady={(navigate) => {
          navigateTo = navigate;
        }}
      />
    </StrictMode>,
  );
}
