#!/usr/bin/env node
// Writes the country-name tables the member cards use (shared/ui/src/place/country-name-tables):
// for every interface language, every country code's name, made once here with Node's full ICU
// instead of on a phone's main thread, where the first `Intl.DisplayNames` of a page costs 20-80 ms
// at desktop speed (ADR 0057). Run after `npm run build` (it reads the built contracts)
// whenever the country list or the languages change: `node scripts/generate-country-names.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contracts = pathToFileURL(path.join(root, 'shared/contracts/dist/plain.js')).href;
const { COUNTRY_CODES, LOCALES } = await import(contracts);
const outDir = path.join(root, 'shared/ui/src/place/country-name-tables');
mkdirSync(outDir, { recursive: true });

for (const locale of LOCALES) {
  // English as the fallback, as the browser's names are made (`country-names.ts`).
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  const table = Object.fromEntries(COUNTRY_CODES.map((code) => [code, names.of(code) ?? code]));
  writeFileSync(path.join(outDir, `${locale}.json`), `${JSON.stringify(table, null, 0)}\n`);
}
console.log(
  `wrote ${LOCALES.length} tables of ${COUNTRY_CODES.length} names to ${path.relative(root, outDir)}`,
);
