import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { CLIENT, confirmedMember, quietContext } from '../support/first-week';

/*
 * A new member of a fresh demo site, on a phone in English and German: the site's own fictional
 * profiles (the only ones that like automatically) bring the auto-like match modal and the like
 * modal (`?t=`), each with the site's fictional label, also in the chat header; "real members
 * only", stored at the server, then hides them in search, the match finder and the swipe game.
 */

const TEXTS = {
  en: {
    match: 'It’s a match!',
    like: 'Someone likes you',
    fictional: 'Fictional profile',
    write: /^Write a message to /,
    realOnly: 'Real members only',
  },
  de: {
    match: 'Es ist ein Match!',
    like: 'Jemand mag dich',
    fictional: 'Fiktives Profil',
    write: /^Schreib .+ eine Nachricht$/,
    realOnly: 'Nur echte Mitglieder',
  },
} as const;

interface Listed {
  id: number;
  name: string;
  age: number;
  country: string;
  fictional: boolean;
}

/**
 * The site's fictional profiles as the search answers them, from the countries the seed gives
 * them (the seeded members live elsewhere, so each country is a page or two).
 */
async function fictionalProfiles(page: Page): Promise<Listed[]> {
  const found: Listed[] = [];
  for (const country of ['DE', 'GB', 'SE', 'DK', 'FI']) {
    const response = await page.request.get(`/api/search.php?country=${country}`, { headers: CLIENT });
    expect(response.ok()).toBe(true);
    const { profiles } = (await response.json()) as { profiles: Listed[] };
    found.push(...profiles.filter((profile) => profile.fictional));
  }
  return found;
}

// The auto-likes are what this journey is about: the server's own answers, not the suite's.
test.use({ autoLikes: true });

for (const lang of ['en', 'de'] as const) {
  const t = TEXTS[lang];

  test(`[${lang}] the auto-like match, the like modal and the chat name the fictional profile; real members only hides it`, async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(120_000);
    await quietContext(context, lang);
    await confirmedMember(page, `fiction${lang}`, lang);
    expect(
      (await page.request.put('/api/profile.php', { headers: CLIENT, data: { gender: 'male' } })).ok(),
    ).toBe(true);
    // The shell asks for an auto-like a few seconds into the members area.
    await page.goto('/members');
    const match = page.getByRole('dialog', { name: t.match });
    await expect(match).toBeVisible({ timeout: 20_000 });
    await expect(match.getByText(t.fictional, { exact: true })).toBeVisible();
    await page.screenshot({ path: `test-results/first-week-fictional-${lang}-match.png` });

    // The chat with the fictional profile names it so in its header.
    await match.getByRole('button', { name: t.write }).click();
    await expect(page).toHaveURL(/\/members\/\d+\/chat$/);
    const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(header.getByText(t.fictional, { exact: true })).toBeVisible();
    await page.screenshot({ path: `test-results/first-week-fictional-${lang}-chat.png` });

    // Real members only: the search shows a fictional profile until the member switches it on.
    const fictional = await fictionalProfiles(page);
    const shown = fictional[0];
    expect(shown).toBeDefined();
    await page.goto(`/members?country=${shown!.country}&min_age=${shown!.age}&max_age=${shown!.age}`);
    const results = page.getByRole('main');
    await expect(results.getByText(shown!.name, { exact: true })).toBeVisible();
    await expect(results.getByText(t.fictional, { exact: true }).first()).toBeVisible();
    const realOnly = page.getByRole('switch', { name: t.realOnly });
    await expect(realOnly).not.toBeChecked();
    await realOnly.click();
    await expect(realOnly).toBeChecked();
    await expect(results.getByText(shown!.name, { exact: true })).toHaveCount(0);
    await expect(results.getByText(t.fictional, { exact: true })).toHaveCount(0);
    await page.screenshot({ path: `test-results/first-week-fictional-${lang}-real-only.png` });

    // Remembered at the server: after a reload, and in the match finder and the swipe game.
    await page.reload();
    await expect(page.getByRole('switch', { name: t.realOnly })).toBeChecked();
    await expect(results.getByText(t.fictional, { exact: true })).toHaveCount(0);
    const fictionalIds = new Set(fictional.map((profile) => profile.id));
    for (const game of ['/match-finder', '/swipe-game']) {
      await page.goto(game);
      await expect(page.getByRole('switch', { name: t.realOnly })).toBeChecked();
    }
    const queue = await page.request.get('/api/match-finder.php', { headers: CLIENT });
    const { profiles } = (await queue.json()) as { profiles: Array<{ id: number }> };
    expect(profiles.filter((profile) => fictionalIds.has(profile.id))).toEqual([]);

    // Another new member: the like modal after `?t=1`.
    const other = await browser.newContext();
    await quietContext(other, lang);
    const second = await other.newPage();
    await confirmedMember(second, `liked${lang}`, lang);
    expect(
      (await second.request.put('/api/profile.php', { headers: CLIENT, data: { gender: 'female' } })).ok(),
    ).toBe(true);
    await second.goto('/members?t=1');
    const like = second.getByRole('dialog', { name: t.like });
    await expect(like).toBeVisible({ timeout: 20_000 });
    await expect(like.getByText(t.fictional, { exact: true })).toBeVisible();
    await second.screenshot({ path: `test-results/first-week-fictional-${lang}-like.png` });
    await other.close();
  });
}
