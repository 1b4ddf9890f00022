#!/usr/bin/env node
// The i18n completeness check (part of `npm test`): every key of every namespace exists in all 11
// locales, with the same placeholders and a real translation; every t('key') in the code exists;
// the prose kept as Markdown (information pages, the seed's `{token}` pages) exists in every
// language with the placeholders and the paragraphs of the English.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'];
/** Values that are the same in every language (brand names, the membership tier's name). */
const SAME_IN_EVERY_LANGUAGE = new Set(['Amora', 'Premium']);
/** Words a language spells as English does (French "photos"). */
const SAME_AS_ENGLISH = { fr: new Set(['photos']) };

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
      else if (
        locale !== 'en' &&
        value === english[key] &&
        !SAME_IN_EVERY_LANGUAGE.has(value) &&
        !SAME_AS_ENGLISH[locale]?.has(value)
      ) {
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

// The API message catalogue (@amora/contracts) and the e-mail texts (the server's mail module).
const messages = readJsonCatalogues(path.join(root, 'shared/contracts/src/messages'));
checkCatalogue('contracts/messages', messages);
checkCatalogue('server/mail', readJsonCatalogues(path.join(root, 'server/src/modules/mail/catalogue')));

/**
 * A Markdown page as the title (front matter) and its blocks (paragraphs and `## ` headings,
 * separated by blank lines), as `@amora/contracts`' parseFrontMatter and the readers split it.
 */
function readPage(file) {
  const text = readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(text);
  if (!match) return null;
  const titleLine = match[1].split('\n').find((line) => line.startsWith('title:'));
  const raw = titleLine?.slice('title:'.length).trim() ?? '';
  const title = raw.startsWith('"') ? JSON.parse(raw) : raw;
  const blocks = text
    .slice(match[0].length)
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return { title, blocks };
}

/**
 * A folder of `<lang>/<page>.md`: every English page in every language (but `englishOnly`), no page
 * English lacks, each with a title, the English's number of paragraphs and headings, the same
 * placeholders block by block, and no paragraph left in English.
 */
function checkPages(label, dir, englishOnly = []) {
  const pagesOf = (locale) =>
    existsSync(path.join(dir, locale))
      ? readdirSync(path.join(dir, locale))
          .filter((f) => f.endsWith('.md'))
          .map((f) => f.slice(0, -3))
      : [];
  const english = Object.fromEntries(
    pagesOf('en').map((p) => [p, readPage(path.join(dir, 'en', `${p}.md`))]),
  );
  if (Object.keys(english).length === 0) return problems.push(`${label}: no English pages`);
  for (const locale of LOCALES) {
    const own = pagesOf(locale);
    for (const page of own)
      if (!(page in english) || (locale !== 'en' && englishOnly.includes(page)))
        problems.push(`${label}/${locale}/${page}.md is not an English page`);
    for (const [page, source] of Object.entries(english)) {
      if (locale !== 'en' && englishOnly.includes(page)) continue;
      const where = `${label}/${locale}/${page}.md`;
      const translated = own.includes(page) ? readPage(path.join(dir, locale, `${page}.md`)) : undefined;
      if (translated === undefined) {
        problems.push(`${where} is missing`);
        continue;
      }
      if (translated === null || !source) {
        problems.push(`${where}: no front matter`);
        continue;
      }
      if (!translated.title) problems.push(`${where}: no title in the front matter`);
      if (placeholders(translated.title) !== placeholders(source.title))
        problems.push(`${where}: the title has other placeholders than English`);
      if (translated.blocks.length !== source.blocks.length) {
        problems.push(
          `${where}: ${translated.blocks.length} paragraphs and headings, English has ${source.blocks.length}`,
        );
        continue;
      }
      source.blocks.forEach((block, index) => {
        const other = translated.blocks[index];
        if (block.startsWith('## ') !== other.startsWith('## '))
          problems.push(`${where}: block ${index + 1} is a heading in one language only`);
        else if (placeholders(other) !== placeholders(block))
          problems.push(`${where}: block ${index + 1} has other placeholders than English`);
        else if (locale !== 'en' && other === block && !block.startsWith('## '))
          problems.push(`${where}: block ${index + 1} is not translated`);
      });
    }
  }
}

// The US privacy notice is for English visitors from the US only (mf-account's useInfoContent).
checkPages('mf-account/info-pages', path.join(root, 'mf-account/src/features/info-pages/content'), [
  'privacy-us',
]);
checkPages('server/seed-pages', path.join(root, 'server/seed-pages'));

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
  // Files beside the groups (an area's one catalogue next to its staff pages' group) count too.
  const topLevel = readJsonCatalogues(localesDir);
  const parts = [
    ...(Object.keys(topLevel).length || !groups.length ? [{ label: dir, catalogue: topLevel }] : []),
    ...groups.map((g) => ({
      label: `${dir}/${g.name}`,
      catalogue: readJsonCatalogues(path.join(localesDir, g.name)),
    })),
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
/**
 * Shared helpers that build texts from the calling area's own keys (`areaT('key')` in the
 * helper): an area that calls one must have every such key itself.
 */
const AREA_KEY_HELPERS = {
  reportMemberLabels: 'shared/ui/src/ReportMemberDialog.tsx',
  staffQueryParts: 'shared/ui/src/backoffice/staff-page-kit.tsx',
};
function sourcesOf(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const file = path.join(dir, item.name);
    if (item.isDirectory()) return sourcesOf(file);
    return /\.tsx?$/.test(item.name) && !/\.test\.tsx?$/.test(item.name) ? [readFileSync(file, 'utf8')] : [];
  });
}
function helperKeys(app) {
  const code = sourcesOf(path.join(root, app.src)).join('\n');
  return Object.entries(AREA_KEY_HELPERS).flatMap(([helper, file]) =>
    code.includes(`${helper}(`)
      ? [...readFileSync(path.join(root, file), 'utf8').matchAll(/\bareaT\(\s*'([A-Za-z0-9_.]+)'/g)].map(
          (m) => m[1],
        )
      : [],
  );
}

function requireKey(app, key) {
  // A plural key is used bare (t('x', { count })) and stored as x_one, x_other, ….
  const has = (k) => k in (app.catalogue.en ?? {}) || k in (common.en ?? {}) || k in (messages.en ?? {});
  const known = has(key) || has(`${key}_other`);
  if (!known) problems.push(`${app.name}: t('${key}') has no English text`);
}

for (const app of apps) helperKeys(app).forEach((key) => requireKey(app, key));
for (const app of [...apps, { name: 'shared/ui', src: 'shared/ui/src', catalogue: {} }]) {
  for (const key of usedKeys(path.join(root, app.src))) requireKey(app, key);
}

if (problems.length) {
  console.error(`i18n check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `i18n check passed: ${apps.length + 2} catalogues and 2 page folders × ${LOCALES.length} locales complete`,
);
