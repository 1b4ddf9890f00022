import { expect, test } from '../support/fixtures';
import { aNewMember, fillSignupForm, Mailbox } from '../support/account-pages';
import { aMember } from '../support/members';
import { LoginPage, ShellChrome } from '../support/pages';

test('on a phone the login page fits the screen and logging in works', async ({ page, request }) => {
  const member = await aMember(request, 'pocket');
  const login = new LoginPage(page);
  await login.goto();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await login.login(member.email, member.password);
  await expect(page).toHaveURL(/\/members$/);
  await expect(new ShellChrome(page).accountMenu()).toContainText(member.name);
  await page.screenshot({ path: 'test-results/phone-members.png', fullPage: true });
});

test('on a phone a visitor signs up, activates and starts completing the profile', async ({ page }) => {
  const member = aNewMember('phone');
  await page.goto('/signup');
  const main = page.getByRole('main');
  await fillSignupForm(main, member);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await main.getByRole('button', { name: 'Sign up for free' }).click();
  await expect(page).toHaveURL(/\/complete-signup$/);
  // The notifications step first: the site has a VAPID key and the browser can push.
  await expect(page.getByRole('heading', { name: 'Never miss a message' })).toBeVisible();
  await page.screenshot({ path: 'test-results/phone-complete-signup.png', fullPage: true });
  await new Mailbox(page).follow(member.email, 'Confirm my e-mail address');
  await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
  await page.screenshot({ path: 'test-results/phone-activate-done.png', fullPage: true });
});

test('on a phone a member searches and opens a profile', async ({ page, request }) => {
  await new LoginPage(page).logInToMembers(await aMember(request, 'seeker'));
  await expect(page.getByText(/\d+ members found/)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/phone-search.png', fullPage: false });
  await page.getByRole('main').locator('a[href^="/members/"]').first().click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await expect(page.getByRole('button', { name: 'Send a message' })).toBeVisible();
  await page.screenshot({ path: 'test-results/phone-profile.png', fullPage: true });
});

test('on a phone a profile opened far down the results starts at its top, and back returns to the card', async ({
  page,
  request,
}) => {
  await new LoginPage(page).logInToMembers(await aMember(request, 'scroller'));
  await expect(page.getByText(/\d+ members found/)).toBeVisible();
  const scrollY = () => page.evaluate(() => window.scrollY);
  const card = page.getByRole('main').locator('a[href^="/members/"]').nth(9);
  await card.scrollIntoViewIfNeeded();
  expect(await scrollY(), 'the tenth card is far down the results').toBeGreaterThan(1000);
  const href = await card.getAttribute('href');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  // The member's name and photo, not the old page's offset into the profile's last section.
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await scrollY()).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole('main').locator(`a[href="${href}"]`)).toBeInViewport();

  // A tab of the bottom bar, from far down the results, opens its page at the top too.
  await page.getByTestId('bottom-tab-bar').getByRole('link', { name: 'Likes' }).click();
  await expect(page).toHaveURL(/\/likes/);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await scrollY()).toBe(0);
});

test("on a phone /members' first photo downloads once, asked for by the search's preload", async ({
  page,
  request,
}) => {
  await new LoginPage(page).logInToMembers(await aMember(request, 'preload'));
  // A first visit of the page, as a member arrives from a bookmark (ADR 0054).
  await page.goto('/members');
  const firstPhoto = page.getByRole('main').locator('a[href^="/members/"] img').first();
  await expect(firstPhoto).toHaveJSProperty('complete', true);
  const fetched = await firstPhoto.evaluate((img: HTMLImageElement) =>
    performance
      .getEntriesByName(img.currentSrc)
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
  );
  // The preload chose the file the <img> chose (same srcset and sizes): one download, by the link.
  expect(fetched).toEqual(['link']);
});
