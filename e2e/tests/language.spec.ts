import { expect, test } from '../support/fixtures';
import { ShellChrome } from '../support/pages';

test('switching language re-renders the shell and the mounted remote together', async ({ page }) => {
  const chrome = new ShellChrome(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(chrome.footer()).toContainText('Terms and conditions');

  await chrome.chooseLanguage('Deutsch');

  // The remote (mf-account) and the shell (footer, top bar) both switch, without a reload.
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expect(chrome.footer()).toContainText('AGB');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('de');

  // The choice survives a reload (cookie, 365 days).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);
});

test('a site in another language starts in that language when no cookie is set', async ({ page }) => {
  await page.goto('/login?domain=amora-nl.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
});
