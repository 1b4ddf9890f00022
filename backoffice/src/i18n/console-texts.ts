import { isLocale, type Locale } from '@amora/contracts/plain';
import { writeLocaleCookie } from '@amora/platform';
import type { i18n as I18n } from 'i18next';

/** The console's own namespace; the nav labels of BACKOFFICE_PAGES are its keys. */
export const CONSOLE_NAMESPACE = 'backoffice';

/** The console's texts, one chunk per language (`src/locales/console/<lng>.json`). */
export function loadConsoleTexts(locale: string): Promise<Record<string, unknown>> {
  return import(/* webpackChunkName: "i18n-backoffice-[request]" */ `../locales/console/${locale}.json`).then(
    (module: { default: Record<string, unknown> }) => module.default,
  );
}

/**
 * The `common` keys the shared staff-page wrapper of @amora/ui reads (its crash panel), which on
 * the members' site come from the shell (`src/locales/common/<lng>.json`).
 */
export function loadCommonTexts(locale: string): Promise<Record<string, unknown>> {
  return import(
    /* webpackChunkName: "i18n-backoffice-common-[request]" */ `../locales/common/${locale}.json`
  ).then((module: { default: Record<string, unknown> }) => module.default);
}

/** Switches the console's language; the choice is kept in the site's locale cookie. */
export async function changeConsoleLanguage(i18n: I18n, locale: string): Promise<void> {
  if (!isLocale(locale)) return;
  await i18n.changeLanguage(locale);
  applyDocumentLanguage(locale);
  writeLocaleCookie(document, locale);
}

export function applyDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = locale;
}
