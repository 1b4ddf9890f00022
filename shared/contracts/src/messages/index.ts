import type { Locale } from '../locales.js';
import type { Messages } from './keys.js';

export type { MessageKey, Messages } from './keys.js';
export { fieldMessages, isMessageKey, type FieldIssue } from './field-messages.js';

/**
 * Loaders per locale: the server imports them all at start, the browser loads only the language
 * in use (webpack splits each into its own chunk, named `api-messages-<locale>`: the server names
 * the page language's chunk in the shell HTML's preload hints, ADR 0053). Typed `Messages`, so a
 * language missing an English key fails typecheck.
 */
export const messageLoaders: Record<Locale, () => Promise<Messages>> = {
  da: () =>
    import(/* webpackChunkName: "api-messages-da" */ './da.json', { with: { type: 'json' } }).then(
      (m): Messages => m.default,
    ),
  de: () =>
    import(/* webpackChunkName: "api-messages-de" */ './de.json', { with: { type: 'json' } }).then(
      (m): Messages => m.default,
    ),
  en: () =>
    import(/* webpackChunkName: "api-messages-en" */ './en.json', { with: { type: 'json' } }).then(
      (m): Messages => m.default,
    ),
  es: () =>
    import(/* webpackChunkName: "api-messages-es" */ './es.json', { with: { type: 'json' } }).then(
      (m): Messages => m.default,
    ),
  fi: () =>
    import(/* webpackChunkName: "api-messages-fi" */ './fi.json', { with: { type: 'json' } }).then(
      (m): Messages => m.default,
    ),
  fr: () =>
    import(/* webpackChunkName: "api-messages-fr" */ './fr.json', { with: { type: 'json' } }).then(
      (m): Messages => m.default,
    ),
  it: () =>
    import(/* webpackChunkName: "api-messages-it" */ './it.json', { with: { type: 'json' } }).then(
      (m): Messages => m.default,
    ),
  nb: () =>
    import(/* webpackChunkName: "api-messages-nb" */ './nb.json', { with: { type: 'json' } }).then(
      (m): Messages => m.default,
    ),
  nl: () =>
    import(/* webpackChunkName: "api-messages-nl" */ './nl.json', { with: { type: 'json' } }).then(
      (m): Messages => m.default,
    ),
  pl: () =>
    import(/* webpackChunkName: "api-messages-pl" */ './pl.json', { with: { type: 'json' } }).then(
      (m): Messages => m.default,
    ),
  sv: () =>
    import(/* webpackChunkName: "api-messages-sv" */ './sv.json', { with: { type: 'json' } }).then(
      (m): Messages => m.default,
    ),
};

/** The i18next namespace these messages live in, on the server and in the browser. */
export const MESSAGES_NAMESPACE = 'messages';
