import { isLocale, type Locale, type PlatformProps } from '@amora/contracts';
import { writeLocaleCookie } from '@amora/platform';

/** Loader of the shell's own strings ("common" namespace), one chunk per language. */
export function loadCommonTranslations(locale: string): Promise<Record<string, unknown>> {
  return import(/* webpackChunkName: "i18n-common-[request]" */ `./locales/${locale}.json`).then(
    (module: { default: Record<string, unknown> }) => module.default,
  );
}

/**
 * Switches the interface language: loads every registered namespace for it (shell and mounted
 * remotes re-render together), remembers it in the locale cookie and, for a member, on the server.
 */
export async function changeLanguage(platform: PlatformProps, locale: string): Promise<void> {
  if (!isLocale(locale)) return;
  await platform.i18n.changeLanguage(locale);
  applyDocumentLanguage(locale);
  writeLocaleCookie(document, locale);
  platform.events.emit('locale:changed', { locale });
  if (platform.session.getState().status === 'authenticated') {
    await platform.http.put('/api/user.php', { body: { language: locale } }).catch(() => undefined);
  }
}

export function applyDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = locale;
}
