/** `{ locale: ['/<file>.js', …] }` of the chunks every shell page needs in that language. */
export function languageChunks(
  chunks: Iterable<{ name?: string | null; files: Iterable<string> }>,
): Record<string, string[]>;

export class LanguageChunksPlugin {
  apply(compiler: unknown): void;
}
