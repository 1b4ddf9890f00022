import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { CLIENT, confirmedMember, otherMember, quietContext, type Member } from '../support/first-week';

/*
 * Distance, nearby first and online status on a phone, in English and German: a member sees the
 * member from the next town first with the distance between the two city centres, narrows the
 * search to 25 km, sees who is online, and a hidden status is hidden both ways (ADR 0037).
 * Each language uses a city pair of its own, far from the other's and from the seeded cities.
 */

const TEXTS = {
  en: {
    results: 'Search results',
    away: (km: number) => `${km} km away`,
    online: 'Online now',
    filters: 'Filters',
    distance: 'Distance',
    within25: 'Within 25 km',
    search: 'Search',
    showActivity: "Show when I'm online",
  },
  de: {
    results: 'Suchergebnisse',
    away: (km: number) => `${km} km entfernt`,
    online: 'Jetzt online',
    filters: 'Filter',
    distance: 'Entfernung',
    within25: 'Bis 25 km',
    search: 'Suchen',
    showActivity: 'Zeigen, wenn ich online bin',
  },
} as const;

/** Home, the next town (km between the GeoNames centres) and a far city, per language. */
const PLACES = {
  en: {
    home: { region: 'Southwest Finland', city: 'Turku' },
    near: { region: 'Southwest Finland', city: 'Naantali', km: 14 },
    far: { region: 'North Karelia', city: 'Joensuu', km: 463 },
  },
  de: {
    home: { region: 'North Ostrobothnia', city: 'Oulu' },
    near: { region: 'North Ostrobothnia', city: 'Kempele', km: 11 },
    far: { region: 'Ostrobothnia', city: 'Vaasa', km: 284 },
  },
} as const;

test.use({ viewport: { width: 360, height: 640 } });

async function livesIn(member: Member, gender: 'male' | 'female', place: { region: string; city: string }) {
  const response = await member.page.request.put('/api/profile.php', {
    headers: CLIENT,
    data: { gender, country: 'FI', region: place.region, city: place.city },
  });
  expect(response.ok()).toBe(true);
}

async function showActivity(member: Member, on: boolean) {
  const response = await member.page.request.put('/api/account-settings.php', {
    headers: CLIENT,
    data: { show_activity: on },
  });
  expect(response.ok()).toBe(true);
}

/** The search results' cards, in order (not the similar profiles a thin search adds below). */
function cards(page: Page, lang: keyof typeof TEXTS) {
  return page.getByRole('list', { name: TEXTS[lang].results }).locator('a[href^="/members/"]');
}

/** The km each card names, in order (cards without a distance left out). */
async function distancesShown(page: Page, lang: keyof typeof TEXTS): Promise<number[]> {
  const texts = await cards(page, lang).allInnerTexts();
  return texts
    .map((text) => /(\d[\d.,\u00a0]*)\s*km/.exec(text)?.[1])
    .filter((km): km is string => km !== undefined)
    .map((km) => Number(km.replace(/[.,\u00a0]/g, '')));
}

for (const lang of ['en', 'de'] as const) {
  const t = TEXTS[lang];
  const places = PLACES[lang];

  test(`[${lang}] nearby members first with their distance, a distance filter, and status hidden both ways`, async ({
    page,
    context,
    browser,
  }) => {
    await quietContext(context, lang);
    const viewer = await confirmedMember(page, `home${lang}`, lang);
    await livesIn(viewer, 'male', places.home);
    const near = await otherMember(browser, `near${lang}`, lang);
    await livesIn(near, 'female', places.near);
    const far = await otherMember(browser, `far${lang}`, lang);
    await livesIn(far, 'female', places.far);

    // Nearby first: the member from the next town leads, online, with the km between the cities.
    await page.goto('/members');
    const nearCard = cards(page, lang).filter({ hasText: near.name });
    await expect(cards(page, lang).first()).toContainText(near.name);
    await expect(nearCard).toContainText(t.away(places.near.km));
    await expect(nearCard.getByText(t.online, { exact: true })).toBeVisible();
    const shown = await distancesShown(page, lang);
    expect(shown.length).toBeGreaterThan(1);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    await page.screenshot({ path: `test-results/first-week-nearby-${lang}.png` });

    // Within 25 km: the near member stays, the far one (and every seeded city) goes.
    await page.getByRole('button', { name: t.filters, exact: true }).click();
    await page.getByLabel(t.distance, { exact: true }).selectOption({ label: t.within25 });
    await page.getByRole('search').getByRole('button', { name: t.search, exact: true }).click();
    await expect(page).toHaveURL(/max_km=25/);
    await expect(nearCard).toBeVisible();
    await expect(cards(page, lang).filter({ hasText: far.name })).toHaveCount(0);
    for (const km of await distancesShown(page, lang)) expect(km).toBeLessThanOrEqual(25);

    // The profile says the same, never finer than the city.
    await page.goto(`/members/${near.id}`);
    await expect(page.getByText(t.away(places.near.km), { exact: true })).toBeVisible();
    await expect(page.getByText(t.online, { exact: true })).toBeVisible();

    // Both see each other's status while both share it.
    await near.page.goto(`/members/${viewer.id}`);
    await expect(near.page.getByText(t.online, { exact: true })).toBeVisible();

    // The near member hides theirs: the viewer no longer sees it.
    await showActivity(near, false);
    await page.goto('/members?max_km=25');
    await expect(nearCard).toContainText(t.away(places.near.km));
    await expect(nearCard.getByText(t.online, { exact: true })).toHaveCount(0);
    await showActivity(near, true);
    await page.reload();
    await expect(nearCard.getByText(t.online, { exact: true })).toBeVisible();

    // The viewer hides their own in the settings: they see nobody's, and nobody sees theirs.
    await page.goto('/notifications');
    const toggle = page.getByRole('switch', { name: t.showActivity });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect
      .poll(async () => {
        const response = await page.request.get('/api/account-settings.php', { headers: CLIENT });
        return ((await response.json()) as { settings: { show_activity: boolean } }).settings.show_activity;
      })
      .toBe(false);
    await page.goto('/members?max_km=25');
    await expect(nearCard).toContainText(t.away(places.near.km));
    await expect(nearCard.getByText(t.online, { exact: true })).toHaveCount(0);
    await near.page.goto(`/members/${viewer.id}`);
    await expect(near.page.getByRole('heading', { level: 1, name: viewer.name })).toBeVisible();
    await expect(near.page.getByText(t.online, { exact: true })).toHaveCount(0);
  });
}
