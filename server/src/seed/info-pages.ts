import { LOCALES, parseFrontMatter } from '@amora/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Demo content for the database-backed `{token}` information pages, served at `/<token>` and by
 * `GET /api/page.php?token=`: one Markdown file per page and language,
 * `server/seed-pages/<lang>/<token>.md`, the title in its front matter and the body as plain text
 * with paragraphs separated by a blank line. Outside `src/` so that the sources and the build
 * (`dist/seed/`) find the same folder, as they find the migrations.
 */
export const SEED_PAGES_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../seed-pages',
);

export interface SeedInfoPage {
  token: string;
  language: string;
  title: string;
  body: string;
}

/** Every page of every language; a token missing from a language fails here, not on the site. */
export function readSeedInfoPages(folder: string = SEED_PAGES_FOLDER): SeedInfoPage[] {
  const tokensOf = (language: string) =>
    readdirSync(path.join(folder, language))
      .filter((file) => file.endsWith('.md'))
      .map((file) => file.slice(0, -'.md'.length))
      .sort();
  const tokens = tokensOf('en');
  return LOCALES.flatMap((language) => {
    const own = tokensOf(language);
    if (own.join() !== tokens.join())
      throw new Error(
        `seed pages of ${language} (${own.join(', ')}) differ from English (${tokens.join(', ')})`,
      );
    return tokens.map((token) => {
      const { attributes, body } = parseFrontMatter(
        readFileSync(path.join(folder, language, `${token}.md`), 'utf8'),
      );
      if (!attributes.title) throw new Error(`seed page ${language}/${token} has no title`);
      return { token, language, title: attributes.title, body };
    });
  });
}
