import { LOCALES } from '@amora/contracts';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readSeedInfoPages } from './info-pages.js';

describe("the seed's {token} pages from Markdown", () => {
  const pages = readSeedInfoPages();

  it('has every token in every language, each with a title and paragraphs of plain text', () => {
    expect(pages).toHaveLength(2 * LOCALES.length);
    for (const locale of LOCALES)
      expect(pages.filter((page) => page.language === locale).map((page) => page.token)).toEqual([
        'about-us',
        'safety-tips',
      ]);
    for (const page of pages) {
      expect(page.title.trim()).not.toBe('');
      expect(page.body).not.toMatch(/^---|^title:|\n{3,}/);
      expect(page.body.split('\n\n').length).toBeGreaterThan(2);
    }
  });

  it('reads the text exactly as written', () => {
    const safety = pages.find((page) => page.token === 'safety-tips' && page.language === 'en');
    expect(safety?.title).toBe('Dating safely');
    expect(safety?.body.startsWith('Most members come to Amora for the same reason you do')).toBe(true);
  });

  it('refuses a language that lacks a page English has', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'seed-pages-'));
    for (const locale of LOCALES) {
      mkdirSync(path.join(folder, locale));
      writeFileSync(path.join(folder, locale, 'about-us.md'), '---\ntitle: About\n---\n\nText.\n');
    }
    writeFileSync(path.join(folder, 'en', 'extra.md'), '---\ntitle: Extra\n---\n\nText.\n');
    expect(() => readSeedInfoPages(folder)).toThrow(/differ from English/);
  });
});
