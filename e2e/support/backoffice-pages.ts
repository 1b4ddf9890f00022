import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { E2E_DATA_DIR } from './environment';

export const STAFF_PASSWORD = 'a-long-staff-password-e2e';

/** The code an authenticator app shows for `secret`, `offsetSteps` 30-second steps from now. */
export function totpCode(secret: string, offsetSteps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
}

/** An address of this run's own: the suite never reuses another test's staff account. */
export function staffEmail(role: string): string {
  return `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@staff.amora.test`;
}

/**
 * A staff account made as `npm run staff -- add` makes it: the loopback admin API with the token
 * the e2e server wrote into its data directory. Answers the one-time set-up link.
 */
export async function addStaffFromCommandLine(
  request: APIRequestContext,
  email: string,
  roles: string[],
): Promise<string> {
  const token = readFileSync(path.join(E2E_DATA_DIR, 'staff-admin-token'), 'utf8').trim();
  const response = await request.post('/api/admin/staff', {
    headers: { authorization: `Bearer ${token}`, 'x-request-type': 'client' },
    data: { email, roles },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { setup_url: string }).setup_url;
}

/** The console's set-up page: the secret read off the page, the password twice and a first code. */
export async function completeSetup(page: Page, setupUrl: string): Promise<string> {
  await page.goto(setupUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your staff account' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of your authenticator secret' })).toBeVisible();
  const secret = (await page.getByTestId('setup-secret').innerText()).trim();
  await page.getByLabel('New password').fill(STAFF_PASSWORD);
  await page.getByLabel('Repeat the password').fill(STAFF_PASSWORD);
  await page.getByLabel('Code from your authenticator app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Finish set-up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is ready' })).toBeVisible();
  return secret;
}

/**
 * Logs in with password and a code. The set-up used the code of this 30-second step, and a step
 * is accepted once per account: the log-in uses the next one (the server allows one step of drift).
 */
export async function logIn(page: Page, email: string, secret: string): Promise<void> {
  await page.goto('/backoffice/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByLabel('Code from your authenticator app').fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  // Without a name, the console greets them by the address's local part.
  await expect(page.getByTestId('console-staff')).toContainText(email.split('@')[0]!);
}

export function consoleNav(page: Page) {
  return page.getByRole('navigation', { name: 'Console navigation' });
}

/** The navigation's labels, in order. */
export async function navLabels(page: Page): Promise<string[]> {
  const links = consoleNav(page).getByRole('link');
  await expect(links.first()).toBeVisible();
  return (await links.allInnerTexts()).map((text) => text.trim());
}
