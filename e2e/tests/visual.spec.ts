import type { Page } from '@playwright/test';
import { aNewMember, signUpByApi } from '../support/account-pages';
import { E2E_BASE_URL } from '../support/environment';
import { expect, test } from '../support/fixtures';

/**
 * The main pages at 360 px and 1280 px in English, German and Finnish (German and Finnish
 * carry the longest labels), compared against the committed baselines in `visual.spec.ts-snapshots`.
 * What changes from run to run is masked: photos and other members (the search results depend on
 * who signed up earlier in the suite), relative times, counters and the member's own name.
 * Update the baselines on purpose with `npx playwright test visual --update-snapshots`.
 */
const LOCALES = ['en', 'de', 'fi'] as const;
const VIEWPORTS = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const VISITOR_PAGES = [
  ['login', '/login'],
  ['signup', '/signup'],
] as const;
const MEMBER_PAGES = [
  ['search', '/members'],
  ['own-profile', '/profile'],
  ['chats', '/chats'],
  ['likes', '/likes'],
  ['credits', '/credits'],
] as const;

/** Regions whose content is not the layout under test. */
function dynamicRegions(page: Page) {
  return [
    page.locator('img, video, time'),
    page.locator('[data-visual="dynamic"]'),
    page.getByRole('main').locator('a[href^="/members/"]'),
    page.getByRole('timer'),
    // The member's own name and address (unique per run): in the account menu, greetings, banners.
    page.getByText(/Visual\d{4}|@example\.com/),
    // How many members a search finds grows with every member the suite signs up.
    page.getByRole('main').getByText(/^\d+ \S+/),
  ];
}

async function expectPage(page: Page, name: string, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  // Remotes, translations and fonts arrive after the first heading: let the page settle.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: false,
    animations: 'disabled',
    caret: 'hide',
    mask: dynamicRegions(page),
    maxDiffPixelRatio: 0.01,
  });
}

for (const viewport of VIEWPORTS) {
  for (const locale of LOCALES) {
    test.describe(`${locale} at ${viewport.width} px`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      test.beforeEach(async ({ context }) => {
        await context.addCookies([{ name: 'i18n_redirected', value: locale, url: E2E_BASE_URL }]);
      });

      test(`visitor pages look as before`, async ({ page }) => {
        for (const [name, path] of VISITOR_PAGES)
          await expectPage(page, `${name}-${locale}-${viewport.name}`, path);
      });

      test(`a new member's pages look as before`, async ({ page }) => {
        // Name and address of a fixed length (digits are equally wide), so lines wrap alike each run.
        const stamp = `${Date.now()}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
        await signUpByApi(page, {
          ...aNewMember('visual'),
          email: `visual.${stamp}@example.com`,
          name: `Visual${stamp.slice(-4)}`,
        });
        for (const [name, path] of MEMBER_PAGES)
          await expectPage(page, `${name}-${locale}-${viewport.name}`, path);
      });
    });
  }
}
