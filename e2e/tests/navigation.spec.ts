import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { E2E_BASE_URL } from '../support/environment';
import { aMember } from '../support/members';
import { LoginPage } from '../support/pages';

/** The shell's language cookie (LOCALE_COOKIE_NAME in @amora/contracts). */
const LOCALE_COOKIE = 'i18n_redirected';

async function useLanguage(page: Page, locale: string) {
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: E2E_BASE_URL }]);
}

/** How many pixels the page is wider than the viewport (0 or less: no sideways scrolling). */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * A member's title carries the spec's counter, "(n) …", n = unread messages + new likes (other
 * members may like a new member at any time), read from the member's own user payload.
 */
async function withCounter(page: Page, title: string): Promise<string> {
  const response = await page.request.get('/api/user.php', { headers: { 'x-request-type': 'client' } });
  const { user } = (await response.json()) as { user: { unread_messages?: number; new_likes?: number } };
  const count = (user.unread_messages ?? 0) + (user.new_likes ?? 0);
  return count > 0 ? `(${count > 99 ? '99+' : count}) ${title}` : title;
}

test.describe('main navigation on a desktop', () => {
  test('a member reaches search from the navigation, which marks the current page', async ({
    page,
    request,
  }) => {
    await new LoginPage(page).logInToMembers(await aMember(request, 'navigator', { paid: true }));
    await page.goto('/profile');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
    // A member who has paid: Credits instead of Get Premium.
    await expect(nav.getByRole('link', { name: 'Credits' })).toHaveAttribute('href', '/credits');
    await expect(nav.getByRole('link', { name: 'Get Premium' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/members$/);
    await expect(nav.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/\d+ members found/)).toBeVisible();
    await expect(page).toHaveTitle(await withCounter(page, 'Search – Amora'));
  });

  test('at 768 px in German the navigation sits in the top bar and fits', async ({ page, request }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await new LoginPage(page).logInToMembers(await aMember(request, 'tablet'));
    await useLanguage(page, 'de');
    await page.goto('/members');
    const nav = page.getByRole('banner').getByRole('navigation');
    await expect(nav.getByRole('link', { name: 'Suche' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('bottom-tab-bar')).toHaveCount(0);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expect(page).toHaveTitle(await withCounter(page, 'Suche – Amora'));
    await page.screenshot({ path: 'test-results/nav-tablet-de-member-search.png' });
  });

  test('visitors get no member navigation, and the title follows the page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Search' })).toHaveCount(0);
    await expect(page).toHaveTitle('Log in – Amora');
  });

  test('an unknown URL answers 404 with the 404 page; a route of the table answers 200', async ({ page }) => {
    const unknown = await page.goto('/members/12/no-such-page');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found – Amora');

    const known = await page.goto('/members/12');
    expect(known?.status()).toBe(200);
  });
});

test.describe('the phone header at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  for (const locale of ['nl', 'de', 'fi']) {
    test(`visitors in ${locale}: sign-up and log-in fit, on every site's brand name`, async ({ page }) => {
      await useLanguage(page, locale);
      for (const url of ['/login', '/', '/login?domain=amora-nl.test', '/?domain=amora-nl.test']) {
        await page.goto(url);
        const buttons = page.getByRole('banner').getByRole('button');
        await expect(buttons.last()).toBeVisible();
        expect(await sidewaysOverflow(page), url).toBeLessThanOrEqual(0);
        for (const button of await buttons.all()) {
          const box = await button.boundingBox();
          expect(box && box.x + box.width, url).toBeLessThanOrEqual(360);
          // Not cut: the label is as wide as its content.
          expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        }
        // The brand stays on one line (it shortens with an ellipsis instead).
        const brand = page.getByRole('banner').getByRole('link').first();
        expect((await brand.boundingBox())?.height ?? 0).toBeLessThan(40);
      }
    });
  }

  test('visitors in every other language: the header fits at 360 px', async ({ page }) => {
    for (const locale of ['da', 'en', 'es', 'fr', 'it', 'nb', 'pl', 'sv']) {
      await useLanguage(page, locale);
      await page.goto('/login');
      const buttons = page.getByRole('banner').getByRole('button');
      await expect(buttons.last()).toBeVisible();
      expect(await sidewaysOverflow(page), locale).toBeLessThanOrEqual(0);
      const box = await buttons.last().boundingBox();
      expect(box && box.x + box.width, locale).toBeLessThanOrEqual(360);
    }
  });

  test('members in nl, de and fi: the bottom tab bar, and nothing wider than the screen', async ({
    page,
    request,
  }) => {
    await new LoginPage(page).logInToMembers(await aMember(request, 'thumb'));
    for (const locale of ['nl', 'de', 'fi']) {
      await useLanguage(page, locale);
      await page.goto('/members');
      const tabBar = page.getByTestId('bottom-tab-bar');
      await expect(tabBar.locator('a[aria-current="page"]')).toHaveAttribute('href', '/members');
      await expect(tabBar.getByRole('link')).toHaveCount(4);
      expect(await sidewaysOverflow(page), locale).toBeLessThanOrEqual(0);
      await page.goto('/profile');
      await expect(tabBar).toBeVisible();
      expect(await sidewaysOverflow(page), locale).toBeLessThanOrEqual(0);
    }
    await page.getByTestId('bottom-tab-bar').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/members$/);
  });
});

test.describe('screenshots for review', () => {
  test('Dutch phone (390×844) and English desktop (1280×800), visitor and member', async ({
    browser,
    request,
  }) => {
    const member = await aMember(request, 'reviewer');
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 1,
    });
    const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    for (const [context, locale, name] of [
      [phone, 'nl', 'phone-nl'],
      [desktop, 'en', 'desktop-en'],
    ] as const) {
      await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: E2E_BASE_URL }]);
      await context.addInitScript(() => {
        window.localStorage.setItem(
          'amora.state.v1',
          JSON.stringify({ dismissals: { 'entry-warning': Date.now() } }),
        );
      });
      const page = await context.newPage();
      await page.goto('/?domain=amora-nl.test');
      await expect(page.getByRole('banner').getByRole('button').last()).toBeVisible();
      await page.screenshot({ path: `test-results/nav-${name}-visitor-nl-site.png` });
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `test-results/nav-${name}-visitor.png` });
      await page.getByLabel(/e-mail/i).fill(member.email);
      await page.getByLabel(/wachtwoord|password/i).fill(member.password);
      await page
        .getByRole('main')
        .getByRole('button', { name: /inloggen|log in/i })
        .click();
      await expect(page).toHaveURL(/\/members$/);
      await expect(page.getByRole('main').locator('a[href^="/members/"]').first()).toBeVisible();
      await page.screenshot({ path: `test-results/nav-${name}-member-search.png` });
      await page.goto('/profile');
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `test-results/nav-${name}-member-profile.png`, fullPage: true });
      await context.addCookies([{ name: LOCALE_COOKIE, value: 'en', url: E2E_BASE_URL }]);
      await page.goto('/members');
      await context.close();
    }
  });
});
