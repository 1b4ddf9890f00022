import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from '../support/environment';
import { aMember } from '../support/members';
import { expect, test } from '../support/fixtures';

/**
 * At 360 px, the narrowest phone the site supports, no page is wider than the screen
 * in any of the 11 languages (the longest translation of every label included). A page that is
 * wider scrolls sideways and cuts off buttons such as 'Inloggen' or 'Anmelden'.
 */
const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;

const PUBLIC_PAGES = ['/', '/login', '/signup', '/reset-password', '/faq', '/terms', '/pricing'] as const;
const MEMBER_PAGES = ['/members', '/profile', '/notifications', '/complete-signup'] as const;

test.use({ viewport: { width: 360, height: 780 } });
// Eleven independent journeys, the suite's longest file: spread over both workers.
test.describe.configure({ mode: 'parallel' });

/**
 * Resolves once no request of the page has been open for half a second: `networkidle` for a page
 * that moved on by itself, which `waitForLoadState` cannot tell (its state stays reached).
 */
function quietNetwork(page: Page): () => Promise<void> {
  let open = 0;
  let lastChange = Date.now();
  page.on('request', () => {
    open += 1;
    lastChange = Date.now();
  });
  const finished = () => {
    open -= 1;
    lastChange = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return () =>
    expect
      .poll(() => open <= 0 && Date.now() - lastChange >= 500, { intervals: [100], timeout: 30_000 })
      .toBe(true);
}

/** Each test's page with its quiet-network wait (the listeners are set once per page). */
const settled = new WeakMap<Page, () => Promise<void>>();

/**
 * How many pixels the page is wider than the viewport, once the page has settled. `'load'` loads
 * the page afresh; `'navigate'` moves there as the site's own links do (a `pushState`, which
 * single-spa turns into the popstate every router follows): the same page, without booting the
 * shell again.
 */
async function overflowOf(page: Page, path: string, visit: 'load' | 'navigate'): Promise<number> {
  const heading = page.getByRole('main').getByRole('heading').first();
  if (visit === 'load') await page.goto(path);
  else {
    const before = await heading.textContent();
    await page.evaluate((to) => window.history.pushState(null, '', to), path);
    await page.waitForURL((url) => url.pathname === path);
    // The new page's own heading, not the one of the page before it.
    if (before) await expect(heading).not.toHaveText(before);
  }
  await expect(heading).toBeVisible();
  // Remotes, translations and images arrive after the first heading: let the layout settle.
  await settled.get(page)!();
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The elements sticking out past the right edge, named for the failure message. */
function widerElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} "${element.innerText?.slice(0, 40)}"`,
      ),
  );
}

async function expectFits(page: Page, path: string, locale: string, visit: 'load' | 'navigate' = 'navigate') {
  const overflow = await overflowOf(page, path, visit);
  const culprits = overflow > 0 ? await widerElements(page) : [];
  expect(
    overflow,
    `${path} in ${locale} is ${overflow}px too wide: ${culprits.join(', ')}`,
  ).toBeLessThanOrEqual(0);
}

for (const locale of LOCALES) {
  test(`at 360 px nothing is wider than the screen in ${locale}`, async ({ page, context }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: locale, url: E2E_BASE_URL }]);
    settled.set(page, quietNetwork(page));

    // The home page may be the lean lander page, without the shell: the next page loads afresh.
    for (const [index, path] of PUBLIC_PAGES.entries())
      await expectFits(page, path, locale, index < 2 ? 'load' : 'navigate');

    // Logged in as a member of its own: the member pages, and a member's profile from the search.
    await aMember(page.request, `narrow${locale}`);
    // Loaded afresh: the shell learns of the new session at its boot.
    for (const [index, path] of MEMBER_PAGES.entries())
      await expectFits(page, path, locale, index === 0 ? 'load' : 'navigate');
    await page.goto('/members');
    // The bottom tab bar's labels whole: a cut one ("Nachricht…") leaves a member guessing.
    const tabLabels = page
      .getByTestId('bottom-tab-bar')
      .locator('a span')
      .filter({ hasText: /\S/ })
      .filter({ hasNot: page.locator('span') });
    await expect(tabLabels.first()).toBeVisible();
    const labels = await tabLabels.evaluateAll((spans) =>
      spans
        .filter((span) => getComputedStyle(span).textOverflow === 'ellipsis')
        .map((span) => ({ text: span.textContent, cut: span.scrollWidth > span.clientWidth })),
    );
    expect(labels.length, `the tab bar's labels in ${locale}`).toBeGreaterThanOrEqual(4);
    expect(
      labels.filter((label) => label.cut).map((label) => label.text),
      `cut tab labels in ${locale}`,
    ).toEqual([]);
    // The search form, which a phone renders only once its filters are opened (ADR 0058).
    const filtersToggle = page.getByRole('main').locator('button[aria-expanded][aria-controls]').first();
    await filtersToggle.click();
    await expect(page.getByRole('search')).toBeVisible();
    const formOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const formCulprits = formOverflow > 0 ? await widerElements(page) : [];
    expect(formOverflow, `the open search form in ${locale}: ${formCulprits.join(', ')}`).toBeLessThanOrEqual(
      0,
    );
    const firstCard = page.getByRole('main').locator('a[href^="/members/"]').first();
    const href = await firstCard.getAttribute('href');
    if (href) await expectFits(page, href, locale);
  });
}
