import { INFO_PAGES, LOCALES, type CompanyInfo } from '@amora/contracts';
import { jsonFetch, setUpAreaHarness } from '@amora/testing';
import * as app from '../../exports/app';
import { interpolate } from './interpolate';
import { pickArticle } from './InfoPage';
import { placeholderValues } from './placeholder-values';
import { aCompany, infoSettings } from './test-support/info-fixtures';
import { loadInfoContent } from './useInfoContent';

// Every page in every language through the real page: what the Markdown says is what renders,
// with each placeholder filled from the company and the site's settings.
describe('every information page in every language', () => {
  const harness = setUpAreaHarness(app, 'mf_account');
  const cases = LOCALES.flatMap((locale) => [
    ...INFO_PAGES.map((page) => ({ locale, page, country: 'NL' })),
    { locale, page: 'privacy' as const, country: 'US' },
  ]);

  // Every text read once before the pages mount: the first read compiles the files on a cold cache.
  beforeAll(() => Promise.all(LOCALES.map(loadInfoContent)), 60_000);

  it.each(cases)(
    '$locale /$page (visitor from $country)',
    async ({ locale, page, country }) => {
      const company: CompanyInfo = aCompany();
      const settings = infoSettings({ geoip_country: country, refund_days: 21 });
      const fetch = jest.fn(jsonFetch({ 'GET /api/companyinfo.php': { body: { company } } }));
      const { view } = await harness.mountAt(`/${page}`, { fetch, settings, locale });
      const article = pickArticle(await loadInfoContent(locale), page, locale, country);
      const fill = (text: string) => interpolate(text, placeholderValues(company, settings, locale));

      // A first mount on a busy machine may take more than the default second.
      const title = await view.findByRole('heading', { level: 1 }, { timeout: 10_000 });
      expect(title).toHaveTextContent(fill(article.title));
      // In order, among the contact and company blocks some pages add.
      const sectionHeadings = article.sections.map((section) => fill(section.heading));
      const headings = view
        .getAllByRole('heading', { level: 2 })
        .map((h: HTMLElement) => h.textContent ?? '');
      expect(headings.filter((heading: string) => sectionHeadings.includes(heading))).toEqual(
        sectionHeadings,
      );
      const shown = harness.domElement.textContent ?? '';
      for (const paragraph of [...article.intro, ...article.sections.flatMap((s) => s.paragraphs)])
        expect(shown).toContain(fill(paragraph));
      expect(shown).not.toContain('{{');
      const usesRefundDays = [...article.intro, ...article.sections.flatMap((s) => s.paragraphs)].some((p) =>
        p.includes('{{refund_days}}'),
      );
      if (usesRefundDays) expect(shown).toMatch(/\b21\b/);
    },
    30_000,
  );
});
