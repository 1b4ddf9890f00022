/*
 * Text that renders honestly. Bidirectional embeddings, overrides and isolates reorder what
 * follows them on screen (U+202E makes "gpj.exe" read "exe.jpg"), and a member's name or message
 * must read as it was typed: they are removed from names, messages and profile text. Zero-width
 * characters are kept inside a text (emoji sequences need U+200D) but do not count as content:
 * a message or name of nothing but invisible characters is empty.
 */

/** Embeddings and overrides (U+202A-U+202E) and isolates (U+2066-U+2069). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * Characters that take no space and show nothing: the bidirectional controls above, the
 * left-to-right, right-to-left and Arabic letter marks, zero-width space, (non-)joiner, word
 * joiner and invisible operators, the soft hyphen, the byte-order mark and other fillers.
 */
// Combining marks and joiners stand outside the class: inside one they would combine with
// their neighbours in the pattern's source.
const INVISIBLE =
  /[\u00AD\u061C\u115F\u1160\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFEFF\uFFA0]|\u034F|\u17B4|\u17B5|\u200C|\u200D/g;

/** The text without bidirectional embeddings, overrides and isolates. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** Whether the text shows something once invisible characters and white space are set aside. */
export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, '').trim().length > 0;
}
