/** Decorative glyphs (always aria-hidden or beside a translated label): not words to translate. */
export const GLYPHS = {
  arrow: '→',
  heart: '♥',
  cross: '✕',
  unknown: '?',
} as const;
