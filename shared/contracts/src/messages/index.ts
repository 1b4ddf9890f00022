import type { Locale } from '../locales.js';
import type { Messages } from './en.js';

export type { MessageKey, Messages } from './en.js';
export { fieldMessages, isMessageKey, type FieldIssue } from './field-messages.js';

/**
 * Loaders per locale: the server imports them all at start, the browser loads only the language
 * in use (webpack splits each into its own chunk).
 */
export const messageLoaders: Record<Locale, () => Promise<Messages>> = {
  da: () => import('./da.js').then((m) => m.default),
  de: () => import('./de.js').then((m) => m.default),
  en: () => import('./en.js').then((m) => m.default),
  es: () => import('./es.js').then((m) => m.default),
  fi: () => import('./fi.js').then((m) => m.default),
  fr: () => import('./fr.js').then((m) => m.default),
  it: () => import('./it.js').then((m) => m.default),
  nb: () => import('./nb.js').then((m) => m.default),
  nl: () => import('./nl.js').then((m) => m.default),
  pl: () => import('./pl.js').then((m) => m.default),
  sv: () => import('./sv.js').then((m) => m.default),
};

/** The i18next namespace these messages live in, on the server and in the browser. */
export const MESSAGES_NAMESPACE = 'messages';
