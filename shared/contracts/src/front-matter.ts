/** A text file with front matter: the attributes between the `---` lines, then the body. */
export interface FrontMatterText {
  attributes: Readonly<Record<string, string>>;
  body: string;
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---(?:\n|$)/;

/**
 * Splits a Markdown file of prose (an information page) into its front matter and body. The front
 * matter is flat `key: value` lines; a value may be JSON-quoted when it holds a colon or quote
 * marks. Deliberately no YAML parser: the pages need titles, nothing nested.
 */
export function parseFrontMatter(source: string): FrontMatterText {
  const text = source.replace(/\r\n/g, '\n');
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error('the text does not start with front matter between --- lines');
  const attributes: Record<string, string> = {};
  for (const line of (match[1] ?? '').split('\n')) {
    if (line.trim() === '') continue;
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`front matter line without "key: value": ${line}`);
    const value = line.slice(colon + 1).trim();
    attributes[line.slice(0, colon).trim()] = value.startsWith('"') ? (JSON.parse(value) as string) : value;
  }
  return { attributes, body: text.slice(match[0].length).trim() };
}
