import { aNewMember, signUpByApi } from '../support/account-pages';
import { watchChunk } from '../support/chunk-watch';
import { aMember } from '../support/members';
import { LoginPage } from '../support/pages';
import { aJpeg, cardIds } from '../support/profile-pages';
import { expect, test } from '../support/fixtures';

test('a member edits the profile, uploads photos and picks the main one', async ({ page }) => {
  await signUpByApi(page, aNewMember('portrait'));
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();

  await page.getByLabel('About me').fill('I love jazz evenings, bike rides along the river and good coffee.');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();

  await page
    .getByLabel('Choose photos')
    .setInputFiles([await aJpeg('beach.jpg', 20), await aJpeg('city.jpg', 200)]);
  await expect(page.getByText('2 of 3 photos')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Options for photo 2' }).click();
  await page.getByRole('menuitem', { name: 'Make main photo' }).click();
  await expect(page.getByText('Photo 2 is now your main photo.')).toBeVisible();
  await page.screenshot({ path: 'test-results/own-profile.png', fullPage: true });

  // The main photo reaches the account menu's user (no more "add a photo" alert on other pages).
  await page.goto('/members');
  await expect(page.getByRole('link', { name: /add a photo|photo/i })).toHaveCount(0);
});

test('a member searches with filters and loads more pages without duplicates', async ({ page, request }) => {
  await new LoginPage(page).logInToMembers(await aMember(request, 'filterer'));
  await page.getByLabel('Looking for').selectOption('female');
  await page.getByLabel('Minimum age').selectOption('20');
  await page.getByLabel('Maximum age').selectOption('70');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/gender=female/);
  await expect(page).toHaveURL(/min_age=20/);
  await expect(page.getByText(/\d+ members found/)).toBeVisible();
  const first = await cardIds(page);
  expect(first.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(async () => (await cardIds(page)).length).toBeGreaterThan(first.length);
  const all = await cardIds(page);
  expect(new Set(all).size).toBe(all.length);

  // The search is in the URL: a reload shows the same filters.
  await page.reload();
  await expect(page.getByLabel('Looking for')).toHaveValue('female');
});

// ADR 0051: /members reads its address filters without the search schema, which comes
// as a chunk of its own when the member first uses the form.
test('a member opens a search link: its bad filters are dropped without loading the form rules', async ({
  page,
  request,
}) => {
  const member = await aMember(request, 'linker');
  const { requested } = await watchChunk(page, 'search-schema');
  await new LoginPage(page).logInToMembers(member);
  await page.goto('/members?gender=female&min_age=17&max_age=040&country=nl');
  await expect(page.getByText(/\d+ members found/)).toBeVisible();
  await expect(page.getByLabel('Looking for')).toHaveValue('female');
  await expect(page.getByLabel('Minimum age')).toHaveValue('');
  await expect(page.getByLabel('Maximum age')).toHaveValue('40');
  await page.waitForLoadState('networkidle');
  expect(requested, 'the search schema is not loaded with the page').toEqual([]);

  await page.getByLabel('Minimum age').selectOption('25');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/min_age=25/);
  await expect(page).toHaveURL(/max_age=40/);
  expect(requested).toHaveLength(1);
});

test('a member opens a profile, likes and unlikes, blocks and unblocks', async ({ page }) => {
  await signUpByApi(page, aNewMember('liker'));
  await page.goto('/members');
  const firstCard = page.getByRole('main').locator('a[href^="/members/"]').first();
  await firstCard.click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Liked', pressed: true })).toBeVisible();
  await page.getByRole('button', { name: 'Liked', pressed: true }).click();
  await expect(page.getByRole('button', { name: 'Like', exact: true, pressed: false })).toBeVisible();

  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText(/You have blocked/)).toBeVisible();
  await page.getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByRole('button', { name: 'Block', exact: true })).toBeVisible();
});

test('a free member sees locked photos blurred, with the premium prompt', async ({ page }) => {
  await signUpByApi(page, aNewMember('freebie'));
  const response = await page.request.get('/api/search.php');
  const { profiles } = (await response.json()) as { profiles: Array<{ id: number }> };
  // Find a member with more than one photo: those have locked ones for free viewers.
  let lockedProfile: number | null = null;
  for (const { id } of profiles) {
    const view = await page.request.get(`/api/profile.php?id=${id}`);
    const { profile } = (await view.json()) as { profile: { photos: Array<{ locked: boolean }> } };
    if (profile.photos.some((p) => p.locked)) {
      lockedProfile = id;
      break;
    }
  }
  expect(lockedProfile).not.toBeNull();
  await page.goto(`/members/${lockedProfile}`);
  await page
    .getByRole('button', { name: /^Show locked photo/ })
    .first()
    .click();
  await expect(page.getByText('Premium photo').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /premium/i }).first()).toHaveAttribute('href', /\/premium/);
  await page.screenshot({ path: 'test-results/locked-photos.png', fullPage: true });
});
