import type en from './en.json';

/**
 * The API's messages: validation and error texts that the server returns translated and the forms
 * show inline, one JSON file per language like the UI locales (`<lang>.json`). English is the
 * source; a key missing from another language fails typecheck in `index.ts`, and
 * `npm run i18n:check` also reports extra keys and placeholders that differ from the English.
 */
export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
