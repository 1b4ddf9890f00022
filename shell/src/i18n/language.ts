import { isLocale, type Locale, type PlatformProps } from '@amora/contracts/plain';
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

/**
 * The language on screen is the one the visitor chose (cookie) or the site's; when a member logs
 * in, or a session is resumed, their account is brought in line with it, so e-mails and server
 * messages come in the language they are reading.
 */
export async function syncMemberLanguage(platform: PlatformProps): Promise<void> {
  const { user } = platform.session.getState();
  const current = platform.i18n.language;
  if (!user || !isLocale(current) || user.language === current) return;
  await platform.http.put('/api/user.php', { body: { language: current } }).catch(() => undefined);
}

export function applyDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = locale;
}
