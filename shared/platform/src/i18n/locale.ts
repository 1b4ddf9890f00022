import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  LOCALE_COOKIE_NAME,
  isLocale,
  type Locale,
} from '@amora/contracts/plain';

export interface LocaleSources {
  /** Value of the `i18n_redirected` cookie, if any. */
  cookie: string | null | undefined;
  /** The site's `domain_language` from /api/settings.php. */
  siteLanguage: string | null | undefined;
}

/**
 * The spec's rule: a supported locale in the cookie wins (the visitor chose it); without one, the
 * site's domain_language when it is supported; otherwise English.
 */
export function resolveLocale({ cookie, siteLanguage }: LocaleSources): Locale {
  if (isLocale(cookie)) return cookie;
  if (isLocale(siteLanguage)) return siteLanguage;
  return DEFAULT_LOCALE;
}

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return safeDecode(rest.join('='));
  }
  return null;
}

/** A malformed escape (`%E0%A4%A`) in a cookie must not throw at boot; the raw value is kept. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function readLocaleCookie(doc: Pick<Document, 'cookie'>): string | null {
  return readCookie(doc.cookie, LOCALE_COOKIE_NAME);
}

export function writeLocaleCookie(doc: Pick<Document, 'cookie'>, locale: Locale): void {
  const maxAge = LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  doc.cookie = `${LOCALE_COOKIE_NAME}=${locale}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}
