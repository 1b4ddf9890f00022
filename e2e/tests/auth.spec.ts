import { expect, test } from '../support/fixtures';
import { watchChunk } from '../support/chunk-watch';
import { aMember } from '../support/members';
import { LoginPage, ShellChrome } from '../support/pages';

test.describe('logging in and out', () => {
  test('a member logs in, lands on /members and sees their name in the account menu', async ({
    page,
    request,
  }) => {
    const member = await aMember(request, 'login');
    const login = new LoginPage(page);
    const chrome = new ShellChrome(page);
    await login.goto();
    await expect(chrome.loginButton()).toBeVisible();
    await login.login(member.email, member.password);

    await expect(page).toHaveURL(/\/members$/);
    await expect(chrome.accountMenu()).toContainText(member.name);
    // The members area (mf-profile) is mounted under the top bar.
    await expect(page.locator('[data-area="mf_profile"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  });

  test('a reload keeps the session', async ({ page, request }) => {
    const member = await aMember(request, 'reload');
    await new LoginPage(page).goto();
    await new LoginPage(page).login(member.email, member.password);
    await expect(page).toHaveURL(/\/members$/);
    await page.reload();
    await expect(new ShellChrome(page).accountMenu()).toContainText(member.name);
    const cookies = await page.context().cookies();
    const auth = cookies.find((cookie) => cookie.name === 'auth._token');
    expect(auth?.httpOnly).toBe(true);
    expect(auth?.sameSite).toBe('Lax');
  });

  test('logout returns to the home page, logged out', async ({ page, request }) => {
    const member = await aMember(request, 'logout');
    const chrome = new ShellChrome(page);
    await new LoginPage(page).goto();
    await new LoginPage(page).login(member.email, member.password);
    await expect(chrome.accountMenu()).toBeVisible();
    await chrome.logout();
    await expect(page).toHaveURL(/\/$/);
    await expect(chrome.loginButton()).toBeVisible();
    // Reloaded, the visitor's home page is the lean lander page (ADR 0022), which the server sends
    // only without a session: its log-in is a link.
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  });

  test('a wrong password shows the server message and keeps the visitor on /login', async ({
    page,
    request,
  }) => {
    const member = await aMember(request, 'mistyped');
    const login = new LoginPage(page);
    await login.goto();
    await login.login(member.email, 'not-the-password');
    await expect(page.getByRole('alert')).toContainText('Login failed, please try again');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the form checks its fields before sending', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login('not-an-email', '');
    await expect(page.getByText('Invalid email')).toBeVisible();
    await expect(page.getByText('Enter your password.')).toBeVisible();
  });

  // ADR 0051: the form's schema (and zod) is a chunk of its own, fetched on first use.
  test('the form downloads its rules on first use, not with the page, and a failed download can be retried', async ({
    page,
    request,
  }) => {
    const member = await aMember(request, 'offline');
    const { requested, goOnline } = await watchChunk(page, 'login-schema', { offline: true });
    const login = new LoginPage(page);
    await login.goto();
    await page.waitForLoadState('networkidle');
    expect(requested, 'not part of the first load').toEqual([]);

    await login.login(member.email, member.password);
    await expect(page.getByRole('alert')).toContainText('An error occured, please try again later.');
    expect(requested.length).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/login$/);

    goOnline();
    await page
      .getByRole('main')
      .getByRole('button', { name: /log in/i })
      .click();
    await expect(page).toHaveURL(/\/members$/);
  });
});
