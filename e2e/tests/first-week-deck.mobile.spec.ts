import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { CLIENT, confirmedMember, quietContext } from '../support/first-week';

/*
 * The swipe deck and the match finder on a 360 × 640 phone, in English and German: reached from
 * the tab bar's Likes (the hub), Like and Pass inside the first screen above the tab bar, the last
 * pass taken back once, the arrow-key tip only after a key press.
 */

const TEXTS = {
  en: {
    likesTab: 'Likes',
    swipe: 'Swipe game',
    finder: 'Match finder',
    pass: 'Pass',
    like: 'Like',
    undo: 'Undo the last pass',
    tip: 'Tip: use the left arrow key to pass and the right arrow key to like.',
  },
  de: {
    likesTab: 'Deine Likes',
    swipe: 'Swipe-Spiel',
    finder: 'Match-Finder',
    pass: 'Weiter',
    like: 'Liken',
    undo: 'Zuletzt übersprungenes Profil zurückholen',
    tip: 'Tipp: Pfeil nach links zum Überspringen, Pfeil nach rechts zum Liken.',
  },
} as const;

test.use({ viewport: { width: 360, height: 640 } });

/** The element lies wholly on the first screen and above the fixed tab bar. */
async function expectAboveTabBar(page: Page, element: Locator) {
  const box = (await element.boundingBox())!;
  const bar = (await page.getByTestId('bottom-tab-bar').boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
}

for (const lang of ['en', 'de'] as const) {
  const t = TEXTS[lang];

  test(`[${lang}] the swipe deck from the tab bar, Like and Pass on the first screen, and undo`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await quietContext(context, lang);
    await confirmedMember(page, `deck${lang}`, lang);
    const gender = await page.request.put('/api/profile.php', { headers: CLIENT, data: { gender: 'male' } });
    expect(gender.ok()).toBe(true);

    // The tab bar's Likes is the hub of the swipe game and the match finder.
    await page.goto('/members');
    await page.getByTestId('bottom-tab-bar').getByRole('link', { name: t.likesTab }).click();
    await expect(page).toHaveURL(/\/likes$/);
    await page.screenshot({ path: `test-results/first-week-deck-${lang}-hub.png` });
    await page.getByRole('link', { name: t.swipe, exact: true }).click();
    await expect(page).toHaveURL(/\/swipe-game$/);
    await expect(page.getByTestId('bottom-tab-bar').getByRole('link', { name: t.likesTab })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const pass = page.getByRole('button', { name: t.pass, exact: true });
    const like = page.getByRole('button', { name: t.like, exact: true });
    await expect(pass).toBeVisible();
    await expectAboveTabBar(page, pass);
    await expectAboveTabBar(page, like);
    // A phone's touch screen: no keyboard tip until a key is pressed.
    await expect(page.getByText(t.tip)).toHaveCount(0);
    await page.screenshot({ path: `test-results/first-week-deck-${lang}-swipe.png` });

    // Pass, then take it back: the same card is on top again, and the offer is gone.
    const name = page.locator('#swipe-name');
    const first = await name.textContent();
    await pass.click();
    await expect(name).not.toHaveText(first ?? '');
    const undo = page.getByRole('button', { name: t.undo });
    await expectAboveTabBar(page, undo);
    await undo.click();
    await expect(name).toHaveText(first ?? '');
    await expect(undo).toHaveCount(0);

    await page.keyboard.press('Tab');
    await expect(page.getByText(t.tip)).toBeVisible();

    // The match finder: the same, from the hub.
    await page.goto('/likes');
    await page.getByRole('link', { name: t.finder, exact: true }).click();
    await expect(page).toHaveURL(/\/match-finder$/);
    await expect(pass).toBeVisible();
    await expectAboveTabBar(page, pass);
    await expectAboveTabBar(page, like);
    await page.screenshot({ path: `test-results/first-week-deck-${lang}-finder.png` });
  });
}
