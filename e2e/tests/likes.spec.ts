import type { Page } from '@playwright/test';
import { aNewMember, Mailbox, signUpByApi } from '../support/account-pages';
import { expect, pageOfItsOwn, test } from '../support/fixtures';
import { aMember } from '../support/members';
import { ShellChrome } from '../support/pages';

/* The likes area with real members, each journey's own. */

const CLIENT = { 'x-request-type': 'client' };

async function myId(page: Page): Promise<number> {
  const { user } = await (await page.request.get('/api/user.php', { headers: CLIENT })).json();
  return user.id as number;
}

test('two members like each other: the new like, the like back, the match modal and the matches tab', async ({
  browser,
}) => {
  // Anna and Ben: new members, activated (only confirmed members can be liked).
  const anna = await pageOfItsOwn(browser);
  const annaMember = aNewMember('anna');
  await signUpByApi(anna, annaMember);
  await new Mailbox(anna).follow(annaMember.email, 'Confirm my e-mail address');
  await expect(anna).toHaveURL(/\/activate\/done(\?welcome_credits=\d+)?$/);
  const annaId = await myId(anna);
  const ben = await pageOfItsOwn(browser);
  const { id: benId } = await aMember(ben.request, 'ben', { confirmed: true });

  // Anna likes Ben from his profile.
  await anna.goto(`/members/${benId}`);
  await anna.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(anna.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');

  // Ben sees the like in the received tab, marked new; the user payload counts it for the badge.
  await ben.goto('/likes');
  await expect(ben.getByRole('heading', { level: 1, name: 'Likes' })).toBeVisible();
  const card = ben.getByRole('listitem', { name: `New like from ${annaMember.name}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  const { user } = await (await ben.request.get('/api/user.php', { headers: CLIENT })).json();
  expect(user.new_likes).toBeGreaterThanOrEqual(1);

  // He likes back: the match modal, whose button goes to the chat with her.
  await card.getByRole('button', { name: 'Like back' }).click();
  const dialog = ben.getByRole('dialog', { name: 'It’s a match!' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`You and ${annaMember.name} like each other.`);
  await ben.screenshot({ path: 'test-results/likes-match-modal.png' });
  await dialog.getByRole('button', { name: `Write a message to ${annaMember.name}` }).click();
  await expect(ben).toHaveURL(new RegExp(`/members/${annaId}/chat$`));

  // Both see the match in their matches tab.
  await ben.goto('/likes/matches');
  await expect(ben.getByRole('listitem', { name: annaMember.name })).toBeVisible();
  await anna.goto('/likes/matches');
  await expect(
    anna.getByRole('navigation', { name: 'Likes tabs' }).getByRole('link', { name: /^Matches/ }),
  ).toHaveAttribute('aria-current', 'page');
  await anna.getByRole('link', { name: 'View match' }).click();
  await expect(anna).toHaveURL(new RegExp(`/likes/m/${benId}$`));
  await expect(anna.getByRole('button', { name: /^Write a message to / })).toBeVisible();

  // The same page in a second language, without a reload.
  await anna.goto('/likes/matches');
  await new ShellChrome(anna).chooseLanguage('Deutsch');
  await expect(anna.getByRole('heading', { level: 1, name: 'Deine Likes' })).toBeVisible();
  await expect(
    anna.getByRole('navigation', { name: 'Reiter der Likes' }).getByRole('link', { name: /^Deine Matches/ }),
  ).toBeVisible();
  await expect(anna.getByRole('link', { name: 'Match ansehen' })).toBeVisible();
});

test('the swipe game stops at 4 likes a day with the countdown; the match finder goes on by keyboard', async ({
  page,
}) => {
  await signUpByApi(page, aNewMember('swiper'));
  await page.goto('/swipe-game');
  await expect(page.getByRole('heading', { level: 1, name: 'Swipe game' })).toBeVisible();
  await expect(page.getByText('4 of 4 likes left today')).toBeVisible();
  for (const left of [3, 2, 1, 0]) {
    const name = await page.getByRole('heading', { level: 2 }).textContent();
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(page.getByText(`${left} of 4 likes left today`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).not.toHaveText(name ?? '');
  }
  const game = page.getByRole('region', { name: 'Swipe game' });
  await expect(game.getByRole('alert')).toContainText('You have used all 4 likes for today.');
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeDisabled();
  await expect(page.getByText('New likes in')).toBeVisible();
  await expect(page.locator('time')).toHaveText(/^\d\d:\d\d:\d\d$/);
  await page.screenshot({ path: 'test-results/swipe-game-limit.png', fullPage: true });

  // The server holds the limit too: a fifth like by the API is refused.
  const { profiles } = await (await page.request.get('/api/match-finder.php', { headers: CLIENT })).json();
  const fifth = await page.request.post('/api/swipe.php', {
    headers: CLIENT,
    data: { profile_id: profiles[0].id, decision: 'like' },
  });
  expect(fifth.status()).toBe(429);
  expect((await fifth.json()).error).toBe('swipe_limit');

  // Passing stays free, and the match finder (no daily limit) works with the arrow keys alone.
  await page.keyboard.press('ArrowLeft');
  await game.getByRole('link', { name: 'Open the match finder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Match finder' })).toBeVisible();
  const first = await page.getByRole('heading', { level: 2 }).textContent();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('heading', { level: 2 })).not.toHaveText(first ?? '');
  const second = (await page.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('heading', { level: 2 })).not.toHaveText(second);
  await page.goto('/likes/sent');
  await expect(page.getByRole('listitem', { name: second.split(',')[0]! })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Likes tabs' }).getByLabel('5 members')).toBeVisible();
});

test('on a phone (390 × 844) the likes tabs fit and a card swipes away with a drag', async ({ browser }) => {
  const page = await pageOfItsOwn(browser, {
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  await aMember(page.request, 'dragger');
  await page.goto('/likes/sent');
  await expect(page.getByRole('heading', { level: 1, name: 'Likes' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Likes tabs' });
  for (const name of ['Received', 'Sent', 'Matches'])
    await expect(tabs.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto('/swipe-game');
  const card = page.getByTestId('swipe-card');
  await expect(card).toBeVisible();
  const box = (await card.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A drag to the left is a pass (free). Inside the viewport all the way: Chromium drops moves outside it.
  const before = await page.getByRole('heading', { level: 2 }).textContent();
  const y = box.y + box.height / 3;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 5, y, { steps: 12 });
  await page.mouse.up();
  await expect(page.getByRole('heading', { level: 2 })).not.toHaveText(before ?? '');
  await page.screenshot({ path: 'test-results/swipe-game-phone.png', fullPage: true });
});

/**
 * `GET /api/auto-like.php` answered with one of the site's own profiles: the seed has none (only
 * the server's tests make them), and what the server chooses is tested there. Returns the calls.
 */
async function autoLikeFrom(page: Page, name: string, id: number): Promise<number[]> {
  const calls: number[] = [];
  await page.route('**/api/auto-like.php', async (route) => {
    calls.push(Date.now());
    await route.fulfill({
      json: {
        profile: {
          id,
          name,
          age: 29,
          main_image: {
            filename: 'a.jpg',
            thumb_filename: 'a_t.jpg',
            status: 'active',
            match: '/media/none-match.jpg',
            card: '/media/none-card.jpg',
          },
        },
        auto_likes: { left: 2, limit: 3, resets_at: new Date(Date.now() + 3_600_000).toISOString() },
      },
    });
  });
  return calls;
}

test('the auto-like match modal: asked 5 s into the members area, once a day', async ({ page }) => {
  await aMember(page.request, 'iris');
  const calls = await autoLikeFrom(page, 'Iris', 999_001);
  const entered = Date.now();
  await page.goto('/members');
  const dialog = page.getByRole('dialog', { name: 'It’s a match!' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  expect(calls).toHaveLength(1);
  expect(calls[0]! - entered).toBeGreaterThanOrEqual(5_000);
  await expect(dialog).toContainText('You and Iris like each other.');
  await expect(dialog.getByRole('button', { name: 'Write a message to Iris' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Later' }).click();
  await expect(dialog).toBeHidden();

  // Another members page the same day: no second call, no modal.
  await page.goto('/likes');
  await expect(page.getByRole('heading', { level: 1, name: 'Likes' })).toBeVisible();
  await page.waitForTimeout(7_000);
  expect(calls).toHaveLength(1);
  await expect(dialog).toBeHidden();
});

test('the like modal opens after ?t=3 seconds, leaves the address without t, and goes to the profile', async ({
  page,
}) => {
  await aMember(page.request, 'mara');
  const calls = await autoLikeFrom(page, 'Mara', 999_002);
  const entered = Date.now();
  await page.goto('/likes?t=3&from=mail');
  // `t` leaves the address at once, the rest stays.
  await expect(page).toHaveURL(/\/likes\?from=mail$/);
  const dialog = page.getByRole('dialog', { name: 'Someone likes you' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  expect(calls).toHaveLength(1);
  expect(calls[0]! - entered).toBeGreaterThanOrEqual(3_000);
  await expect(dialog).toContainText('Mara liked you.');
  await dialog.getByRole('button', { name: 'View the profile of Mara' }).click();
  await expect(page).toHaveURL(/\/members\/999002$/);
  // The like modal was this visit's auto-like: the daily check stays out of it.
  await page.waitForTimeout(6_000);
  expect(calls).toHaveLength(1);
});
