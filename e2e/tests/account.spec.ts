import { aNewMember, fillSignupForm, Mailbox, signUpByApi } from '../support/account-pages';
import { watchChunk } from '../support/chunk-watch';
import { E2E_BASE_URL } from '../support/environment';
import { LoginPage } from '../support/pages';
import { expect, test } from '../support/fixtures';

test.describe('a new visitor becomes a member', () => {
  test('signs up in the modal (which cannot be closed meanwhile), activates by e-mail and completes the profile', async ({
    page,
  }) => {
    const member = aNewMember('modal');
    // Hold the sign-up request a moment, to try closing the modal while it runs.
    await page.route('**/api/signup.php', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    // A page of the shell's default layout: `/` is the lean lander page for a visitor (ADR 0022),
    // whose top bar links to the sign-up page instead of opening the modal.
    await page.goto('/faq');
    await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
    const modal = page.getByRole('dialog');
    await fillSignupForm(modal, member);
    await modal.getByRole('button', { name: 'Sign up for free' }).click();
    await expect(modal.getByRole('button', { name: 'Creating your account…' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(modal).toBeVisible();

    await expect(page).toHaveURL(/\/complete-signup$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The site has a VAPID key and the browser can push: the notifications step comes first.
    await expect(page.getByRole('heading', { name: 'Never miss a message' })).toBeVisible();

    await new Mailbox(page).follow(member.email, 'Confirm my e-mail address');
    // The activation granted the site's sign-up credits, and the page says so.
    await expect(page).toHaveURL(/\/activate\/done\?welcome_credits=20$/);
    await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Welcome! 20 free credits are on your account');
    await page.screenshot({ path: 'test-results/activate-done.png', fullPage: true });

    await page.goto('/complete-signup');
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('heading', { name: 'Where do you live?' })).toBeVisible();
    await page.getByLabel('Country').selectOption('DE');
    await page.getByLabel('City').fill('Berlin');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Tell us a bit about yourself' })).toBeVisible();
    await page.getByLabel('Gender').selectOption('female');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'A few words about you' })).toBeVisible();
    await page.getByRole('textbox').first().fill('Curious, cheerful and fond of long walks.');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { name: 'Your profile is ready' })).toBeVisible();

    // Resumes where it was: after a reload the finished flow stays finished.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your profile is ready' })).toBeVisible();
  });

  test('signs up on the sign-up page in German and gets the activation mail in German', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: E2E_BASE_URL }]);
    const member = aNewMember('deutsch');
    await page.goto('/signup');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Erstelle dein kostenloses Konto' }),
    ).toBeVisible();
    const main = page.getByRole('main');
    await fillSignupForm(main, member, 'de');
    await main.getByRole('button', { name: 'Kostenlos anmelden' }).click();
    await expect(page).toHaveURL(/\/complete-signup$/);
    await expect(page.getByRole('heading', { name: 'Verpasse keine Nachricht mehr' })).toBeVisible();
    await new Mailbox(page).follow(member.email, 'E-Mail-Adresse bestätigen');
    await expect(page.getByRole('heading', { name: 'Deine E-Mail-Adresse ist bestätigt' })).toBeVisible();
  });
});

test.describe('the sign-up form', () => {
  test('downloads its rules on first use, not with the page or the modal, and a failed download can be retried', async ({
    page,
  }) => {
    // ADR 0051: SignupBodySchema and zod come in a chunk of their own.
    const { requested, goOnline } = await watchChunk(page, 'signup-schema', { offline: true });

    await page.goto('/faq');
    await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('dialog').getByLabel('E-mail address', { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested, 'not part of the signup modal').toEqual([]);

    await page.goto('/signup');
    const main = page.getByRole('main');
    await expect(main.getByLabel('E-mail address', { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested, 'not part of the first load of /signup').toEqual([]);

    await fillSignupForm(main, aNewMember('lazy'));
    await expect
      .poll(() => requested.length, { message: 'the first input starts the download' })
      .toBeGreaterThan(0);
    await main.getByRole('button', { name: 'Sign up for free' }).click();
    await expect(main.getByRole('alert')).toContainText('An error occured, please try again later.');
    await expect(page).toHaveURL(/\/signup$/);

    goOnline();
    await main.getByRole('button', { name: 'Sign up for free' }).click();
    await expect(page).toHaveURL(/\/complete-signup$/);
    await expect(page.getByRole('heading', { name: 'Never miss a message' })).toBeVisible();
  });
});

test('a member resets a forgotten password by the e-mailed link and logs in with the new one', async ({
  page,
  context,
}) => {
  const member = aNewMember('forgetful');
  await signUpByApi(page, member);
  await context.clearCookies();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('E-mail address').fill(member.email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByText(`If an account exists for ${member.email}`)).toBeVisible();

  await new Mailbox(page).follow(member.email, 'Choose a new password');
  await expect(page).toHaveURL(/\/reset-password\/do\?token=/);
  await page.getByLabel('New password', { exact: true }).fill('my-new-secret-2');
  await page.getByLabel('Repeat new password').fill('my-new-secret-2');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login\?reset=1$/);
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await new LoginPage(page).login(member.email, 'my-new-secret-2');
  await expect(page).toHaveURL(/\/members$/);
});

test('a member deletes the account and reactivates it by the e-mailed link', async ({ page }) => {
  const member = aNewMember('leaver');
  await signUpByApi(page, member);
  await page.goto('/notifications');
  await page.getByRole('link', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'I have found a partner' }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Stay and get 25% off your next credits')).toBeVisible();
  await dialog.getByRole('button', { name: 'No thanks, delete my account' }).click();
  await dialog.getByLabel('Your password').fill(member.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account will be deleted in 14 days' })).toBeVisible();
  await expect(page).toHaveURL(/\/account-deleted$/, { timeout: 20_000 });

  await new Mailbox(page).follow(member.email, 'Reactivate my account');
  await expect(page).toHaveURL(/\/login\?reactivated=1$/);
  await new LoginPage(page).login(member.email, member.password);
  await expect(page).toHaveURL(/\/members$/);
});

test.describe('the site-entry warning', () => {
  test.describe('for a Dutch visitor', () => {
    test.use({ entryWarningAccepted: false, locale: 'nl-NL' });

    test('appears even on a lander and stays dismissed after a reload', async ({ page }) => {
      await page.goto('/landers/video');
      const warning = page.getByRole('dialog', { name: 'Adult content' });
      await expect(warning).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(warning).toBeVisible();
      await warning.getByRole('button', { name: 'Enter' }).click();
      await expect(warning).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });

  test.describe('for a visitor from the US', () => {
    test.use({ entryWarningAccepted: false, locale: 'en-US' });

    test('appears on the default layout but not on a lander', async ({ page }) => {
      await page.goto('/landers/video');
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.goto('/faq');
      await expect(page.getByRole('dialog', { name: 'Adult content' })).toBeVisible();
    });
  });
});
