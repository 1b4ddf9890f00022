import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANDER_FAMILIES } from '@amora/contracts';
import type { Page } from '@playwright/test';
import { aNewMember, signUpByApi } from '../support/account-pages';
import { E2E_BASE_URL, E2E_DATA_DIR, REPO_ROOT } from '../support/environment';
import { aMember } from '../support/members';
import { LoginPage } from '../support/pages';
import { expect, test } from '../support/fixtures';

const FAMILIES = LANDER_FAMILIES;
const DEFAULT_HEADLINE = 'Meet singles near you tonight';
const CTA = /Join free now/;

/** The lander's call to action (one per page; the social feed repeats it as like/message links). */
function cta(page: Page) {
  return page.getByRole('main').getByRole('link', { name: CTA }).first();
}

/** `npm run landers -- …` as a marketer runs it, against this e2e server (no build, no release). */
function landers(...args: string[]): string {
  // The admin API of the e2e server (its embedded database), with the token it keeps in DATA_DIR
  // (or LANDERS_ADMIN_TOKEN when the run sets one for the server and for this command).
  const { DATABASE_URL: _unused, ...env } = process.env;
  return execFileSync(process.execPath, [path.join(REPO_ROOT, 'server/dist/cli/landers.js'), ...args], {
    env: { ...env, DATA_DIR: E2E_DATA_DIR, LANDERS_API_URL: E2E_BASE_URL },
    encoding: 'utf8',
  });
}

test.describe('landers for a visitor', () => {
  for (const family of FAMILIES) {
    test(`${family} renders with members and a call to action`, async ({ page }) => {
      await page.goto(`/landers/${family}`);
      await expect(page.getByRole('heading', { level: 1, name: DEFAULT_HEADLINE })).toBeVisible();
      await expect(cta(page)).toBeVisible();
      // Real members' photos, each with its size set (no layout shift when they arrive).
      const photos = page.getByRole('main').locator('img');
      await expect(photos.first()).toBeVisible();
      for (const image of await photos.all()) {
        expect(await image.getAttribute('width')).toBeTruthy();
        expect(await image.getAttribute('height')).toBeTruthy();
      }
    });
  }

  test('every family renders in German', async ({ page, context }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: E2E_BASE_URL }]);
    for (const family of FAMILIES) {
      await page.goto(`/landers/${family}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Triff noch heute Singles in deiner Nähe' }),
      ).toBeVisible();
      await expect(
        page
          .getByRole('main')
          .getByRole('link', { name: /Jetzt kostenlos anmelden/ })
          .first(),
      ).toBeVisible();
    }
    await page.screenshot({ path: 'test-results/landers-de-tinderswipe.png', fullPage: true });
  });

  test('the lean page links the site’s manifest and theme colour, so a phone can install the site', async ({
    page,
  }) => {
    for (const url of ['/', '/landers/video']) {
      const response = await page.goto(url);
      // The lean lander page (ADR 0022), not the shell's: the release's one script.
      expect(await response?.text()).toContain('/lander/main.js');
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
      const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
        theme_color: string;
      };
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
      // What the browser itself found: the manifest it would install from.
      const session = await page.context().newCDPSession(page);
      const { url: manifestUrl, errors } = (await session.send('Page.getAppManifest')) as {
        url: string;
        errors: unknown[];
      };
      expect(new URL(manifestUrl).pathname).toBe('/manifest.webmanifest');
      expect(errors).toEqual([]);
      await session.detach();
    }
  });

  test('the niche slug chooses the copy', async ({ page }) => {
    await page.goto('/landers/gallery/gay-nights');
    await expect(page.getByRole('heading', { level: 1, name: 'Meet gay men near you' })).toBeVisible();
  });

  test('the call to action opens sign-up with the tracking kept', async ({ page }) => {
    await page.goto('/landers/video/milf?network=e2enet&sub1=abc&cpc=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Confident women near you' })).toBeVisible();
    await cta(page).click();
    await expect(page).toHaveURL(/\/signup\?network=e2enet&sub1=abc&lander=video$/);
    await expect(page.getByRole('heading', { name: 'Create your free account' })).toBeVisible();
  });

  test('a member landing leads to sign-up with the member as target profile', async ({ page }) => {
    const lander = await (await page.request.get('/api/lander.php?family=video')).json();
    const member = lander.members[0] as { id: number; name: string };
    await page.goto(`/members/${member.id}/landing2/milf?ref=e2e`);
    await expect(
      page.getByRole('heading', { level: 1, name: `${member.name} sent you a message` }),
    ).toBeVisible();
    await page.getByRole('link', { name: new RegExp(`Chat with ${member.name}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/members/${member.id}/signup\\?ref=e2e&lander=member-message$`));
    await expect(page.getByRole('heading', { name: `Sign up to meet ${member.name}` })).toBeVisible();

    // A member a visitor may not see: the default lander, nothing of them.
    await page.goto('/members/999999/landing');
    await expect(page.getByRole('heading', { level: 1, name: DEFAULT_HEADLINE })).toBeVisible();
  });

  test("/ shows a visitor the site's lander and sends a member to /members", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: DEFAULT_HEADLINE })).toBeVisible();
    await expect(cta(page)).toBeVisible();
    await signUpByApi(page, aNewMember('home'));
    await page.goto('/');
    await expect(page).toHaveURL(/\/members$/);
  });

  test('a variant published with the command is live on the next load, and paused again', async ({
    page,
  }) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-landers-'));
    const key = `e2e-swipe-${Date.now()}`;
    const file = path.join(dir, 'variant.json');
    writeFileSync(
      file,
      JSON.stringify({
        key,
        family: 'tinderswipe',
        language: 'en',
        headline: 'Swipe into something new',
        weight: 1000,
      }),
    );
    expect(landers('publish', file, '--dry-run')).toContain(`[dry run] would create ${key}`);
    await page.goto('/landers/tinderswipe');
    await expect(page.getByRole('heading', { level: 1, name: DEFAULT_HEADLINE })).toBeVisible();

    expect(landers('publish', file)).toContain(`create ${key}`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Swipe into something new' })).toBeVisible();
    await cta(page).click();
    await expect(page).toHaveURL(new RegExp(`/signup\\?lander=${key}$`));
    expect(landers('report')).toMatch(new RegExp(`${key}\\s+tinderswipe\\s+-\\s+-\\s+1\\s+1\\s+0`));

    landers('pause', key);
    await page.goto('/landers/tinderswipe');
    await expect(page.getByRole('heading', { level: 1, name: DEFAULT_HEADLINE })).toBeVisible();
  });
});

test.describe('the promotion block (member_resell)', () => {
  test('shows below the search results where the site turns it on, the partner link carrying the tracking', async ({
    page,
    request,
  }) => {
    const member = await aMember(request, 'promoted');
    // The site's data as a site with the promotion has it: member_resell and its partner.
    await page.route('**/api/settings.php*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { settings: Record<string, unknown> };
      body.settings.member_resell = true;
      body.settings.partner_url = 'https://partner.example/cams?src=amora';
      await route.fulfill({ response, json: body });
    });
    await page.goto('/login?network=e2enet&sub1=promo');
    await new LoginPage(page).login(member.email, member.password);
    await expect(page).toHaveURL(/\/members$/);
    const block = page.getByRole('complementary', { name: 'Live cams, right now' });
    await expect(block).toBeVisible();
    await expect(block.getByRole('link', { name: 'Watch live now' })).toHaveAttribute(
      'href',
      'https://partner.example/cams?src=amora&network=e2enet&sub1=promo',
    );
    // Below the search results: after the area's content in the page.
    const below = await page.evaluate(() => {
      const area = document.querySelector('[data-remote="mf_profile"]');
      const aside = document.querySelector('aside[aria-labelledby="promotion-title"]');
      return Boolean(area && aside && area.compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(below).toBe(true);
  });

  test('is not on the page of a site without it', async ({ page, request }) => {
    const member = await aMember(request, 'plain');
    await page.goto('/login');
    await new LoginPage(page).login(member.email, member.password);
    await expect(page).toHaveURL(/\/members$/);
    await expect(page.getByRole('main').locator('a[href^="/members/"]').first()).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Live cams, right now' })).toHaveCount(0);
  });
});

test.describe('landers on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const family of FAMILIES) {
    test(`${family}: the call to action is visible without scrolling`, async ({ page }) => {
      await page.goto(`/landers/${family}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(cta(page)).toBeInViewport();
      // Nothing wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `test-results/landers-390-${family}.png` });
    });
  }
});

test.describe('landers on a desktop (1280×800)', () => {
  for (const family of [
    'video',
    'collagelanding',
    'gallery',
    'maplanding',
    'socialnetwork',
    'tinderswipe',
  ] as const) {
    test(`${family} screenshot`, async ({ page }) => {
      await page.goto(`/landers/${family}`);
      await expect(cta(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `test-results/landers-1280-${family}.png` });
    });
  }
});
