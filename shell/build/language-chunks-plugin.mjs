import { SHELL_LANGUAGE_CHUNKS_FILE } from '@amora/contracts';
import webpack from 'webpack';

/**
 * The chunks of one language that every shell page waits for before its first render: the shell's
 * own texts (`i18n-common-<locale>-json`, shell/src/i18n/language.ts) and the platform's API
 * messages (`api-messages-<locale>`, @amora/contracts). Named by their `webpackChunkName`s.
 */
const FIRST_SCREEN_CHUNK = /^(?:i18n-common-([a-z]{2})-json|api-messages-([a-z]{2}))$/;

/**
 * `{ "<locale>": ["/<file>.js", …] }` for the chunks above, from a compilation's chunks (name and
 * emitted files). Only JavaScript files; the order is stable (by name) so the hints are too.
 */
export function languageChunks(chunks) {
  const byLocale = {};
  const named = [...chunks]
    .filter((chunk) => typeof chunk.name === 'string')
    .sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const chunk of named) {
    const match = FIRST_SCREEN_CHUNK.exec(chunk.name);
    const locale = match?.[1] ?? match?.[2];
    if (!locale) continue;
    const files = [...chunk.files].filter((file) => file.endsWith('.js')).map((file) => `/${file}`);
    byLocale[locale] = [...(byLocale[locale] ?? []), ...files];
  }
  return byLocale;
}

/**
 * Writes `language-chunks.json` beside the shell's files: the server names the page language's
 * chunks in the HTML's `Link` preloads, so they download beside `main.js` instead of after it has
 * run (ADR 0053). Their names carry content hashes that only the build knows.
 */
export class LanguageChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('LanguageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'LanguageChunksPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const json = JSON.stringify(languageChunks(compilation.chunks), null, 2);
          compilation.emitAsset(SHELL_LANGUAGE_CHUNKS_FILE, new webpack.sources.RawSource(`${json}\n`));
        },
      );
    });
  }
}
