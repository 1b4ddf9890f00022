/** Values for the `{{placeholders}}` of the information texts; missing ones stay visible. */
export type PlaceholderValues = Readonly<Record<string, string | number | null | undefined>>;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * Fills `{{name}}` placeholders. An unknown or missing value leaves the placeholder as written,
 * so a gap in the site data shows up on the page instead of silently vanishing from a sentence.
 */
export function interpolate(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (match, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined || value === null ? match : String(value);
  });
}

/** The placeholder names in a text, sorted (for comparing translations with the English). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').sort();
}
