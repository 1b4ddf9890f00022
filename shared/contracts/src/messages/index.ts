import type { Locale } from '../locales.js';
import type { Messages } from './en.js';

export type { MessageKey, Messages } from './en.js';
export { fieldMessages, isMessageKey, type FieldIssue } from './field-messages.js';

/**
 * Loaders per locale: the server imports them all at start, the browser loads only the language
 * in use (webpack splits each into its own chunk, named `api-messages-<locale>`: the server names
 * the page language's chunk in the shell HTML's preload hints, ADR 0053).
 */
export const messageLoaders: Record<Locale, () => Promise<Messages>> = {
  da: () => import(/* webpackChunkName: "api-messages-da" */ './da.js').then((m) => m.default),
  de: () => import(/* webpackChunkName: "api-messages-de" */ './de.js').then((m) => m.default),
  en: () => import(/* webpackChunkName: "api-messages-en" */ './en.js').then((m) => m.default),
  es: () => import(/* webpackChunkName: "api-messages-es" */ './es.js').then((m) => m.default),
  fi: () => import(/* webpackChunkName: "api-messages-fi" */ './fi.js').then((m) => m.default),
  fr: () => import(/* webpackChunkName: "api-messages-fr" */ './fr.js').then((m) => m.default),
  it: () => import(/* webpackChunkName: "api-messages-it" */ './it.js').then((m) => m.default),
  nb: () => import(/* webpackChunkName: "api-messages-nb" */ './nb.js').then((m) => m.default),
  nl: () => import(/* webpackChunkName: "api-messages-nl" */ './nl.js').then((m) => m.default),
  pl: () => import(/* webpackChunkName: "api-messages-pl" */ './pl.js').then((m) => m.default),
  sv: () => import(/* webpackChunkName: "api-messages-sv" */ './sv.js').then((m) => m.default),
};

/** The i18next namespace these messages live in, on the server and in the browser. */
export const MESSAGES_NAMESPACE = 'messages';
