/**
 * The staff pages' own namespace: members' pages never load it, and the staff console loads it
 * only with this area's staff page (`./backoffice/payments`).
 */
export const BACKOFFICE_NAMESPACE = 'payments-backoffice';

export function loadBackofficeTranslations(locale: string): Promise<Record<string, unknown>> {
  return import(
    /* webpackChunkName: "i18n-payments-backoffice-[request]" */ `../locales/backoffice/${locale}.json`
  ).then((module: { default: Record<string, unknown> }) => module.default);
}

/** A date and time as staff read it, in the console's language. */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Minor units as money in the console's language: 1250 EUR → €12.50. */
export function formatMoney(minor: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}

/** A fresh idempotency key for one form: a retry or a double click sends the same one. */
export function newRequestKey(): string {
  return globalThis.crypto.randomUUID();
}
