import { groundCitation, isLocale, type DecisionGround } from '@amora/contracts';

/**
 * The staff pages' own namespace: members' pages never load it, and the staff console loads it
 * only with one of this area's staff pages (`./backoffice/reports`, `./backoffice/photos`).
 */
export const BACKOFFICE_NAMESPACE = 'profile-backoffice';

export function loadBackofficeTranslations(locale: string): Promise<Record<string, unknown>> {
  return import(
    /* webpackChunkName: "i18n-profile-backoffice-[request]" */ `../locales/backoffice/${locale}.json`
  ).then((module: { default: Record<string, unknown> }) => module.default);
}

/** A date and time as staff read it, in the console's language. */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/**
 * A ground as the member's statement of reasons cites it (the terms section's heading and the
 * rule), from the one catalogue the server's mails use too, in the console's language.
 */
export function groundLabel(ground: DecisionGround, language: string): string {
  const citation = groundCitation(isLocale(language) ? language : 'en', ground);
  return `${citation.heading}: ${citation.ground}`;
}
