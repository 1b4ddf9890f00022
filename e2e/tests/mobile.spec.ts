import { expect, test } from '../support/fixtures';
import { DEMO } from '../support/environment';
import { LoginPage, ShellChrome } from '../support/pages';

test('on a phone the login page fits the screen and logging in works', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await login.login();
  await expect(page).toHaveURL(/\/members$/);
  await expect(new ShellChrome(page).accountMenu()).toContainText(DEMO.name);
  await page.screenshot({ path: 'test-results/phone-members.png', fullPage: true });
});
