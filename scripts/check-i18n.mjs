#!/usr/bin/env node
// The i18n completeness check (part of `npm test`): every key of every namespace exists in all 11
// locales, with the same placeholders and a real translation; every t('key') in the code exists.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'];
/** Values that are the same in every language (brand names, the membership tier's name). */
const SAME_IN_EVERY_LANGUAGE = new Set(['Amora', 'Premium']);

const problems = [];
const placeholders = (text) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

function checkCatalogue(label, byLocale) {
  const english = byLocale.en;
  if (!english) return problems.push(`${label}: no English source`);
  for (const locale of LOCALES) {
    const catalogue = byLocale[locale];
    if (!catalogue) {
      problems.push(`${label}: ${locale} is missing`);
      continue;
    }
    for (const key of Object.keys(english)) {
      const value = catalogue[key];
      if (typeof value !== 'string' || value.trim() === '')
        problems.push(`${label}/${locale}: "${key}" is missing or empty`);
      else if (placeholders(value) !== placeholders(english[key]))
        problems.push(`${label}/${locale}: "${key}" has other placeholders than English`);
      else if (locale !== 'en' && value === english[key] && !SAME_IN_EVERY_LANGUAGE.has(value)) {
        problems.push(`${label}/${locale}: "${key}" is not translated`);
      }
    }
    for (const key of Object.keys(catalogue)) {
      // Languages have other plural forms than English (Polish few/many): x_few is fine beside x_other.
      const plural = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
      const isPluralForm = plural !== null && `${plural[1]}_other` in english;
      if (!(key in english) && !isPluralForm) problems.push(`${label}/${locale}: "${key}" is not in English`);
    }
  }
}

function readJsonCatalogues(dir) {
  return Object.fromEntries(
    LOCALES.filter((l) => existsSync(path.join(dir, `${l}.json`))).map((l) => [
      l,
      JSON.parse(readFileSync(path.join(dir, `${l}.json`), 'utf8')),
    ]),
  );
}

/** String-literal keys passed to t() in a package's sources. */
function usedKeys(srcDir) {
  const keys = new Set();
  const walk = (dir) => {
    for (const item of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, item.name);
      if (item.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(item.name) && !/\.test\.tsx?$/.test(item.name)) {
        for (const match of readFileSync(file, 'utf8').matchAll(/\bt[m]?\(\s*'([A-Za-z0-9_.]+)'/g))
          keys.add(match[1]);
      }
    }
  };
  walk(srcDir);
  return keys;
}

// The API message catalogue (TypeScript modules in @amora/contracts, built to dist/).
const messagesDir = path.join(root, 'shared/contracts/dist/messages');
const messages = {};
for (const locale of LOCALES) {
  const file = path.join(messagesDir, `${locale}.js`);
  if (existsSync(file)) messages[locale] = (await import(pathToFileURL(file).href)).default;
}
checkCatalogue('contracts/messages', messages);

const common = readJsonCatalogues(path.join(root, 'shell/src/i18n/locales'));
checkCatalogue('shell/common', common);

const apps = [{ name: 'shell', src: 'shell/src', catalogue: common }];
// The remotes and the staff console (its own host, with its own `backoffice` and `common` texts).
for (const dir of readdirSync(root)
  .filter((d) => /^mf-[a-z]+$/.test(d) || d === 'backoffice')
  .sort()) {
  // A namespace may be split into feature groups (src/locales/<group>/<lng>.json) that merge.
  const localesDir = path.join(root, dir, 'src/locales');
  const groups = readdirSync(localesDir, { withFileTypes: true }).filter((d) => d.isDirectory());
  // Texts directly in src/locales (the area's main namespace) sit beside any groups (mf-landers:
  // the visitors' texts there, the staff page's in backoffice/).
  const flat = readJsonCatalogues(localesDir);
  const parts = [
    ...groups.map((g) => ({
      label: `${dir}/${g.name}`,
      catalogue: readJsonCatalogues(path.join(localesDir, g.name)),
    })),
    ...(Object.keys(flat).length || !groups.length ? [{ label: dir, catalogue: flat }] : []),
  ];
  const catalogue = {};
  for (const part of parts) {
    checkCatalogue(part.label, part.catalogue);
    for (const [locale, texts] of Object.entries(part.catalogue)) {
      for (const key of Object.keys(texts))
        if (catalogue[locale] && key in catalogue[locale])
          problems.push(`${part.label}/${locale}: "${key}" is defined in two groups`);
      catalogue[locale] = { ...catalogue[locale], ...texts };
    }
  }
  apps.push({ name: dir, src: `${dir}/src`, catalogue });
}
for (const app of [...apps, { name: 'shared/ui', src: 'shared/ui/src', catalogue: {} }]) {
  for (const key of usedKeys(path.join(root, app.src))) {
    // A plural key is used bare (t('x', { count })) and stored as x_one, x_other, ….
    const has = (k) => k in (app.catalogue.en ?? {}) || k in (common.en ?? {}) || k in (messages.en ?? {});
    const known = has(key) || has(`${key}_other`);
    if (!known) problems.push(`${app.name}: t('${key}') has no English text`);
  }
}

if (problems.length) {
  console.error(`i18n check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`i18n check passed: ${apps.length + 1} catalogues × ${LOCALES.length} locales complete`);
