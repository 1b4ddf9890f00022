import type { Page } from '@playwright/test';
import { aNewMember, signUpByApi } from '../support/account-pages';
import { E2E_BASE_URL } from '../support/environment';
import { expect, test } from '../support/fixtures';
import {
  finishInSandbox,
  horizontalOverflow,
  memberFor,
  payWith,
  SANDBOX_CHOICES,
} from '../support/payment-pages';

/*
 * The payments journeys against the sandbox provider (the default): bundles, method choice, the
 * hosted test checkout, the return to /transactions/{id}, the statement, repeat order and the top
 * bar. A journey about a new member (welcome discount, premium) signs one up; the others reuse one.
 */

const topBar = (page: Page) => page.getByRole('banner');

test('a free member buys with iDEAL, sees it complete, becomes premium, and repeats an order', async ({
  page,
}) => {
  // Three payments through the sandbox, one journey: more than the default minute on a busy host.
  test.setTimeout(120_000);
  await memberFor(page, 'buyer');
  await page.goto('/credits/repeat-order');
  await expect(
    page.getByText('You have not bought credits yet, so there is no order to repeat.'),
  ).toBeVisible();
  await page.goto('/members');
  await expect(topBar(page).getByRole('link', { name: 'Get Premium' })).toBeVisible();

  await page.goto('/credits?country=NL');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy credits' })).toBeVisible();
  await expect(page.getByLabel('Payment country')).toHaveValue('NL');
  const popular = page.getByRole('listitem', { name: '120 credits' });
  await expect(popular.getByText('Most popular')).toBeVisible();
  await popular.getByRole('link', { name: 'Choose' }).click();
  await expect(page).toHaveURL(/\/credits\/p2\?country=NL/);

  await payWith(page, /^iDEAL/);
  await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible();
  await finishInSandbox(page, SANDBOX_CHOICES.en.pay);

  // Back on the result page: pending ('Please wait') until the payment settles, then completed.
  await expect(page.getByRole('heading', { name: 'Payment completed' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('120 credits have been added to your account.')).toBeVisible();
  await expect(page.getByText(/^Your balance is now \d+ credits\.$/)).toBeVisible();
  await expect(page.getByText('You are now a premium member: all photos are unlocked.')).toBeVisible();
  // The top bar follows the refreshed member: credits instead of Get Premium.
  await expect(topBar(page).getByRole('link', { name: /^Credits/ })).toBeVisible();
  await expect(topBar(page).getByRole('link', { name: 'Get Premium' })).toHaveCount(0);

  await page.getByRole('link', { name: 'View your statement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your credit statement' })).toBeVisible();
  const purchase = page.getByRole('listitem').filter({ hasText: 'Credits bought with iDEAL' });
  await expect(purchase).toContainText('+120 credits');
  await expect(purchase).toContainText(/Paid €\d+\.\d\d, including a €0\.00 fee\./);

  // iDEAL cannot be charged again in one step: repeat order offers the method choice for p2.
  await page.goto('/credits/repeat-order');
  await expect(page).toHaveURL(/\/credits\/p2\?country=NL&repeat=1$/);
  await expect(page.getByText(/cannot be charged again in one step/)).toBeVisible();
  await payWith(page, /^PayPal/);
  await finishInSandbox(page, SANDBOX_CHOICES.en.pay);
  await expect(page.getByRole('heading', { name: 'Payment completed' })).toBeVisible({ timeout: 30_000 });

  // PayPal can: the same bundle again with the same method in one confirmation.
  await page.goto('/credits');
  await page.getByRole('link', { name: 'Buy your last bundle again with PayPal' }).click();
  await expect(page.getByText('120 credits again, paid with PayPal.')).toBeVisible();
  await page.getByRole('button', { name: /^Pay .* with PayPal$/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await finishInSandbox(page, SANDBOX_CHOICES.en.pay);
  await expect(page.getByRole('heading', { name: 'Payment completed' })).toBeVisible({ timeout: 30_000 });
  await page.goto('/transactions');
  await expect(page.getByRole('listitem').filter({ hasText: 'Credits bought with PayPal' })).toHaveCount(2);
});

test('a failed card payment offers the card again or a wallet; a cancelled one another method', async ({
  page,
}) => {
  await memberFor(page, 'declined');
  await page.goto('/credits/p0?country=NL');
  await payWith(page, /^Credit card/);
  await finishInSandbox(page, SANDBOX_CHOICES.en.fail);

  await expect(page.getByText('Credit card payment failed')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Try the card again' })).toHaveAttribute(
    'href',
    '/credits/p0/creditcard',
  );
  await expect(page.getByRole('link', { name: 'Pay with PayPal' })).toBeVisible();
  await expect(topBar(page).getByRole('link', { name: 'Get Premium' })).toBeVisible();

  await page.goto('/credits/p1?country=NL');
  await payWith(page, /^iDEAL/);
  await finishInSandbox(page, SANDBOX_CHOICES.en.cancel);
  await expect(page.getByText('Payment failed or has been cancelled.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Try another method' }).click();
  await expect(page).toHaveURL(/\/credits\/p1$/);
  await expect(page.getByRole('group', { name: 'Payment method' })).toBeVisible();

  // Neither payment moved a credit: the statement has no purchase and matches the member's balance.
  const statement = (await (await page.request.get('/api/transactions.php')).json()) as {
    balance: number;
    entries: Array<{ kind: string }>;
  };
  const { user } = (await (await page.request.get('/api/user.php')).json()) as { user: { credits: number } };
  expect(statement.entries.filter((entry) => entry.kind === 'purchase')).toHaveLength(0);
  expect(statement.balance).toBe(user.credits);
});

test('the time-bonus banner counts down, the modal follows after 40 s, and the discount applies', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await memberFor(page, 'welcome');
  await page.goto('/members');
  const banner = page.getByRole('complementary', { name: 'Welcome bonus' });
  await expect(banner).toContainText('25% off your first credits');
  const clock = banner.getByRole('timer');
  await expect(clock).toHaveText(/^0[34]:\d\d:\d\d$/);
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first ?? '', { timeout: 3_000 });

  // A new member has no credits yet: the modal opens 40 s after entering the members area.
  const modal = page.getByRole('dialog', { name: 'Your welcome bonus' });
  await expect(modal).toBeVisible({ timeout: 50_000 });
  await expect(modal.getByRole('timer')).toHaveText(/^0[34]:\d\d:\d\d$/);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toHaveCount(0);
  const stored = await page.evaluate(() => localStorage.getItem('amora.state.v1') ?? '');
  expect(stored).toContain('time-bonus-modal');

  await banner.getByRole('link', { name: 'Get the discount' }).click();
  await expect(page).toHaveURL(/\/credits\?code=TIMEBONUS25$/);
  await expect(page.getByText('Code TIMEBONUS25 applied: 25% off.')).toBeVisible();
  const popular = page.getByRole('listitem', { name: '120 credits' });
  await expect(popular.locator('del')).toBeVisible();
  await expect(popular.getByText(/^Now /)).toBeVisible();
});

test('in German the whole purchase reads German, down to the sandbox checkout', async ({ page }) => {
  // The member's language comes from the locale cookie at sign-up.
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', url: E2E_BASE_URL }]);
  await signUpByApi(page, aNewMember('kaeufer'));
  await page.goto('/credits?country=DE');
  await expect(page.getByRole('heading', { level: 1, name: 'Credits kaufen' })).toBeVisible();
  const bundle = page.getByRole('listitem', { name: '50 Credits' });
  await expect(bundle).toContainText(/pro Credit/);
  await bundle.getByRole('link', { name: 'Auswählen' }).click();
  await payWith(page, /^PayPal/, / bezahlen$/);
  await expect(page.getByRole('heading', { name: 'Testzahlung' })).toBeVisible();
  await finishInSandbox(page, SANDBOX_CHOICES.de.pay);
  await expect(page.getByRole('heading', { name: 'Zahlung abgeschlossen' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('50 Credits wurden deinem Konto gutgeschrieben.')).toBeVisible();
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the bundles, the method choice and the result fit the screen', async ({ page }) => {
    await memberFor(page, 'buyer');
    await page.goto('/credits?country=NL');
    const popular = page.getByRole('listitem', { name: '120 credits' });
    await expect(popular).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/credits-phone.png', fullPage: true });

    await popular.getByRole('link', { name: 'Choose' }).click();
    await expect(page.getByRole('group', { name: 'Payment method' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await payWith(page, /^iDEAL/);
    await finishInSandbox(page, SANDBOX_CHOICES.en.pay);
    await expect(page.getByRole('heading', { name: 'Payment completed' })).toBeVisible({ timeout: 30_000 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
