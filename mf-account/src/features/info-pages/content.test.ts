import { DECISION_GROUND_TEXTS, LOCALES, TERMS_CLAUSES, type Locale } from '@amora/contracts';
import daContent from './content/da';
import deContent from './content/de';
import enContent from './content/en';
import esContent from './content/es';
import fiContent from './content/fi';
import frContent from './content/fr';
import itContent from './content/it';
import nbContent from './content/nb';
import nlContent from './content/nl';
import plContent from './content/pl';
import svContent from './content/sv';
import type { InfoArticle, InfoContent } from './content/types';
import { placeholdersOf } from './interpolate';
import { pickArticle } from './InfoPage';
import { loadInfoContent } from './useInfoContent';

// Imported under other names: `it` would shadow Jest's `it`.
const CONTENT: Record<Locale, InfoContent> = {
  da: daContent,
  de: deContent,
  en: enContent,
  es: esContent,
  fi: fiContent,
  fr: frContent,
  it: itContent,
  nb: nbContent,
  nl: nlContent,
  pl: plContent,
  sv: svContent,
};
const en = enContent;
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
]);

/** Every page of a language as title, intro and sections (FAQ questions become sections). */
function pagesOf(content: InfoContent): Record<string, InfoArticle> {
  const { faq: _faq, ...articles } = content;
  return { ...(articles as Record<string, InfoArticle>), faq: pickArticle(content, 'faq', 'en', null) };
}

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

const englishPages = pagesOf(en);
const translatedPageNames = Object.keys(englishPages).filter((page) => page !== 'privacy-us');

describe('information texts', () => {
  it('has the seven pages and the English-only US privacy notice in English', () => {
    expect(Object.keys(englishPages).sort()).toEqual(
      ['ban', 'cookies', 'faq', 'privacy', 'privacy-us', 'return-policy', 'service', 'terms'].sort(),
    );
  });

  it.each(Object.keys(englishPages))('English %s is a real, substantial text', (page) => {
    const article = englishPages[page]!;
    expect(wordCount(article)).toBeGreaterThanOrEqual(230);
    expect(wordCount(article)).toBeLessThanOrEqual(700);
    for (const [path, text] of textsOf(article)) {
      expect(`${path}: ${text.trim()}`).not.toBe(`${path}: `);
      expect(text).not.toMatch(/lorem ipsum/i);
    }
  });

  it('asks 10 to 14 questions in the FAQ', () => {
    expect(en.faq.items.length).toBeGreaterThanOrEqual(10);
    expect(en.faq.items.length).toBeLessThanOrEqual(14);
  });

  // A moderation decision's statement of reasons cites the terms by title, heading and anchor.
  it.each(LOCALES)('%s terms carry the title, headings and anchors decisions cite', (locale) => {
    const terms = CONTENT[locale].terms;
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
      Object.entries(pagesOf(CONTENT[locale])).flatMap(([page, article]) =>
        textsOf(article).flatMap(([path, text]) =>
          placeholdersOf(text)
            .filter((name) => !KNOWN_PLACEHOLDERS.has(name))
            .map((name) => `${locale}/${page}/${path}: {{${name}}}`),
        ),
      ),
    );
    expect(unknown).toEqual([]);
  });

  describe.each(TRANSLATIONS)('%s', (locale) => {
    const pages = pagesOf(CONTENT[locale]);

    it('has the same pages as English (the US notice stays English-only)', () => {
      expect(Object.keys(pages).sort()).toEqual([...translatedPageNames].sort());
    });

    it.each(translatedPageNames)('%s has the sections and paragraphs of the English', (page) => {
      expect(shape(pages[page]!)).toEqual(shape(englishPages[page]!));
    });

    it.each(translatedPageNames)('%s keeps the placeholders of each English text', (page) => {
      const translated = Object.fromEntries(textsOf(pages[page]!));
      for (const [path, english] of textsOf(englishPages[page]!))
        expect([path, placeholdersOf(translated[path] ?? '')]).toEqual([path, placeholdersOf(english)]);
    });

    it.each(translatedPageNames)('%s is translated: no paragraph equals the English', (page) => {
      const english = new Set(
        textsOf(englishPages[page]!)
          .filter(([path]) => path !== 'title' && !path.endsWith('heading'))
          .map(([, text]) => text),
      );
      const copied = textsOf(pages[page]!).filter(([, text]) => english.has(text));
      expect(copied).toEqual([]);
    });
  });

  it('loads one language lazily', async () => {
    await expect(loadInfoContent('de')).resolves.toBe(deContent);
  });
});
