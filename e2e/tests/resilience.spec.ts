import { expect, test } from '../support/fixtures';
import { ShellChrome } from '../support/pages';

test.describe('one broken remote never blanks the site', () => {
  test('a remote whose manifest fails to load shows an error panel; top bar and footer still work', async ({
    page,
  }) => {
    await page.route('**/mf/mf_account/**/mf-manifest.json', (route) => route.abort());
    const chrome = new ShellChrome(page);
    await page.goto('/login');

    await expect(page.getByRole('alert')).toContainText('This part of the site could not be loaded');
    await expect(chrome.loginButton()).toBeVisible();
    await chrome.chooseLanguage('Nederlands');
    await expect(chrome.footer()).toContainText('Algemene voorwaarden');

    // Another area still loads: the footer's pricing link goes to the payments remote.
    await chrome.footer().getByRole('link', { name: 'Tarieven' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator('[data-area="mf_payments"]')).toBeVisible();
  });

  test("a release whose manifest is missing: the registry's previous release loads instead, through the runtime's fallback plugin", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/mf/mf_account/')) asked.push(new URL(request.url()).pathname);
    });
    await page.route('**/mf-registry.json', async (route) => {
      const registry = await (await route.fetch()).json();
      const current = registry.remotes.mf_account;
      registry.remotes.mf_account = {
        ...current,
        entry: '/mf/mf_account/0.0.0-missing/mf-manifest.json',
        version: '0.0.0-missing',
        fallbackEntry: current.entry,
      };
      await route.fulfill({ json: registry });
    });
    await page.goto('/login');

    await expect(page.locator('[data-area="mf_account"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(asked).toContain('/mf/mf_account/0.0.0-missing/mf-manifest.json');
    await expect(page.getByText('This part of the site could not be loaded')).toHaveCount(0);
  });

  test('when the registry cannot be read, the baked-in last-known-good registry is used', async ({
    page,
  }) => {
    await page.route('**/mf-registry.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.goto('/login');
    await expect(page.locator('[data-area="mf_account"]')).toBeVisible();
  });

  test('a registry entry with a bad URL is skipped and the rest of the site renders', async ({ page }) => {
    await page.route('**/mf-registry.json', async (route) => {
      const registry = await (await route.fetch()).json();
      registry.remotes.mf_account = { entry: 'javascript:alert(1)', version: 'evil' };
      await route.fulfill({ json: registry });
    });
    await page.goto('/pricing');
    await expect(page.locator('[data-area="mf_payments"]')).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('alert')).toContainText('This part of the site could not be loaded');
    await expect(new ShellChrome(page).footer()).toBeVisible();
  });

  test('unknown paths get the 404 page with a way home; deep links get the shell', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);

    const response = await page.goto('/members/12');
    expect(response?.status()).toBe(200);
    await expect(page.locator('[data-area="mf_profile"]')).toBeVisible();
  });
});
