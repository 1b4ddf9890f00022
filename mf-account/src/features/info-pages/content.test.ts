import { DECISION_GROUND_TEXTS, INFO_PAGES, LOCALES, TERMS_CLAUSES, type Locale } from '@amora/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { InfoArticle } from './info-markdown';
import { placeholdersOf } from './interpolate';
import { infoFilesOf, loadInfoContent, type InfoContent, type InfoFile } from './useInfoContent';

const CONTENT = {} as Record<Locale, InfoContent>;
beforeAll(async () => {
  for (const locale of LOCALES) CONTENT[locale] = await loadInfoContent(locale);
});
const TRANSLATIONS = LOCALES.filter((locale) => locale !== 'en');
/** Placeholders the renderer fills in; anything else in a text would stay visible on the page. */
const KNOWN_PLACEHOLDERS = new Set([
  'company_name',
  'company_address',
  'company_city',
  'company_country',
  'kvk',
  'vat_numbers',
  'tradenames',
  'site_name',
  'support_email',
  'support_phone',
  'refund_days',
  'min_age',
  'terms_date',
  'free_photos',
  'premium_photos',
  'free_conversations',
  'reactivation_days',
]);

/** Every text of a page with its position, e.g. `sections.2.paragraphs.1`. */
function textsOf(article: InfoArticle): Array<[path: string, text: string]> {
  return [
    ['title', article.title],
    ...article.intro.map((text, i): [string, string] => [`intro.${i}`, text]),
    ...article.sections.flatMap((section, s): Array<[string, string]> => [
      [`sections.${s}.heading`, section.heading],
      ...section.paragraphs.map((text, p): [string, string] => [`sections.${s}.paragraphs.${p}`, text]),
    ]),
  ];
}

const shape = (article: InfoArticle) => ({
  intro: article.intro.length,
  sections: article.sections.map((section) => section.paragraphs.length),
});

const wordCount = (article: InfoArticle) =>
  textsOf(article)
    .map(([, text]) => text)
    .join(' ')
    .split(/\s+/).length;

/** A page of a language (loaded before the tests run). */
const pageOf = (locale: Locale, page: InfoFile): InfoArticle => CONTENT[locale][page]!;
const ENGLISH_FILES = infoFilesOf('en');
const translatedPageNames: InfoFile[] = [...INFO_PAGES];

describe('information texts', () => {
  it('has the seven pages and the English-only US privacy notice in English', () => {
    expect(Object.keys(CONTENT.en).sort()).toEqual(
      ['ban', 'cookies', 'faq', 'privacy', 'privacy-us', 'return-policy', 'service', 'terms'].sort(),
    );
  });

  it.each(ENGLISH_FILES)('English %s is a real, substantial text', (page) => {
    const article = pageOf('en', page);
    expect(wordCount(article)).toBeGreaterThanOrEqual(230);
    expect(wordCount(article)).toBeLessThanOrEqual(700);
    for (const [path, text] of textsOf(article)) {
      expect(`${path}: ${text.trim()}`).not.toBe(`${path}: `);
      expect(text).not.toMatch(/lorem ipsum/i);
    }
  });

  it('asks 10 to 14 questions in the FAQ', () => {
    expect(CONTENT.en.faq?.sections.length).toBeGreaterThanOrEqual(10);
    expect(CONTENT.en.faq?.sections.length).toBeLessThanOrEqual(14);
  });

  // A moderation decision's statement of reasons cites the terms by title, heading and anchor.
  it.each(LOCALES)('%s terms carry the title, headings and anchors decisions cite', (locale) => {
    const terms = CONTENT[locale].terms!;
    const cited = DECISION_GROUND_TEXTS[locale];
    expect(terms.title).toBe(cited.terms);
    for (const anchor of TERMS_CLAUSES)
      expect([anchor, terms.sections.find((section) => section.anchor === anchor)?.heading]).toEqual([
        anchor,
        cited.clauses[anchor],
      ]);
  });

  it('uses only placeholders the page fills in', () => {
    const unknown = LOCALES.flatMap((locale) =>
      Object.entries(CONTENT[locale]).flatMap(([page, article]) =>
        textsOf(article!).flatMap(([path, text]) =>
          placeholdersOf(text)
            .filter((name) => !KNOWN_PLACEHOLDERS.has(name))
            .map((name) => `${locale}/${page}/${path}: {{${name}}}`),
        ),
      ),
    );
    expect(unknown).toEqual([]);
  });

  describe.each(TRANSLATIONS)('%s', (locale) => {
    it('has the same pages as English (the US notice stays English-only)', () => {
      expect(Object.keys(CONTENT[locale]).sort()).toEqual([...translatedPageNames].sort());
    });

    it.each(translatedPageNames)('%s has the sections and paragraphs of the English', (page) => {
      expect(shape(pageOf(locale, page))).toEqual(shape(pageOf('en', page)));
    });

    it.each(translatedPageNames)('%s keeps the placeholders of each English text', (page) => {
      const translated = Object.fromEntries(textsOf(pageOf(locale, page)));
      for (const [path, english] of textsOf(pageOf('en', page)))
        expect([path, placeholdersOf(translated[path] ?? '')]).toEqual([path, placeholdersOf(english)]);
    });

    it.each(translatedPageNames)('%s is translated: no paragraph equals the English', (page) => {
      const english = new Set(
        textsOf(pageOf('en', page))
          .filter(([path]) => path !== 'title' && !path.endsWith('heading'))
          .map(([, text]) => text),
      );
      const copied = textsOf(pageOf(locale, page)).filter(([, text]) => english.has(text));
      expect(copied).toEqual([]);
    });
  });

  it('reads each page from its Markdown file: front matter title, paragraphs, ## sections', () => {
    const source = readFileSync(path.join(__dirname, 'content/de/faq.md'), 'utf8');
    const faq = CONTENT.de.faq!;
    expect(source.startsWith(`---\ntitle: ${faq.title}\n---\n`)).toBe(true);
    expect(source.match(/^## /gm)).toHaveLength(faq.sections.length);
    expect(faq.intro).toHaveLength(1);
  });
});
