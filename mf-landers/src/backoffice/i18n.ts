/**
 * The landers staff pages' own namespace: a visitor's lander never loads it, and the staff
 * console loads it only with this area's staff page (`./backoffice/landers`).
 */
export const BACKOFFICE_NAMESPACE = 'landers-backoffice';

export function loadBackofficeTranslations(locale: string): Promise<Record<string, unknown>> {
  return import(
    /* webpackChunkName: "i18n-landers-backoffice-[request]" */ `../locales/backoffice/${locale}.json`
  ).then((module: { default: Record<string, unknown> }) => module.default);
}

/** Minor units per currency as staff read them: "€19.90 · $5.00", or a dash for none. */
export function formatRevenue(revenue: Record<string, number>, locale: string): string {
  const parts = Object.entries(revenue).map(([currency, minor]) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100),
  );
  return parts.length ? parts.join(' \u00b7 ') : '\u2014';
}

/** A language's own name in the console's language (the browser knows them all). */
export function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
