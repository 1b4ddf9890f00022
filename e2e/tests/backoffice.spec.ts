import { expect, test } from '../support/fixtures';
import {
  addStaffFromCommandLine,
  completeSetup,
  consoleNav,
  logIn,
  navLabels,
  STAFF_PASSWORD,
  staffEmail,
  totpCode,
} from '../support/backoffice-pages';

const ADMIN_NAV = [
  'Overview',
  'Reports',
  'Photos',
  'Complaints',
  'Payments',
  'Exports and deletions',
  'Landers',
  'Members',
  'Site settings',
  'Audit log',
  'Staff',
  'My sessions',
];
const MODERATOR_NAV = ['Overview', 'Reports', 'Photos', 'My sessions'];

/** The policy's directives by name. */
function directives(policy: string): Record<string, string> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

test.describe('the staff console', () => {
  test('an admin enrols, runs the console, adds a moderator who sees only their pages, and the audit log lists it all', async ({
    page,
    browser,
    request,
  }) => {
    const adminEmail = staffEmail('admin');
    const setupUrl = await addStaffFromCommandLine(request, adminEmail, ['admin']);
    expect(setupUrl).toMatch(/\/backoffice\/setup\/[A-Za-z0-9_-]{20,}$/);

    // The set-up page is the console's own: its stricter policy and its own HTML.
    const consoleAnswer = await page.request.get('/backoffice/');
    expect(consoleAnswer.headers()['cache-control']).toBe('no-cache');
    expect(directives(consoleAnswer.headers()['content-security-policy'] ?? '')).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'img-src': "'self' data:",
      'object-src': "'none'",
      'frame-ancestors': "'none'",
      'base-uri': "'none'",
    });
    expect(consoleAnswer.headers()['content-security-policy']).not.toMatch(/https?:|blob:/);

    const adminSecret = await completeSetup(page, setupUrl);
    // The link is used up: opened again, it says so instead of showing the secret.
    await page.goto(setupUrl);
    await expect(page.getByRole('heading', { name: 'This set-up link does not work' })).toBeVisible();

    await logIn(page, adminEmail, adminSecret);
    expect(await navLabels(page)).toEqual(ADMIN_NAV);
    // The home page without the overview endpoint (or with it) is never blank.
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

    // An area's page loads from its release, or says it is not available; the console goes on.
    await consoleNav(page).getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/backoffice\/reports$/);
    await expect(
      page
        .locator('[data-backoffice-page="reports"]')
        .or(page.getByRole('heading', { name: 'This page is not available' })),
    ).toBeVisible();
    await expect(consoleNav(page)).toBeVisible();

    // The admin adds a moderator: the one-time link is shown once.
    await consoleNav(page).getByRole('link', { name: 'Staff' }).click();
    const moderatorEmail = staffEmail('moderator');
    await page.getByLabel('E-mail address').fill(moderatorEmail);
    await page.getByRole('checkbox', { name: 'Moderator' }).check();
    await page.getByRole('button', { name: 'Create and get the set-up link' }).click();
    const moderatorLink = (await page.getByTestId('setup-link').innerText()).trim();
    expect(moderatorLink).toMatch(/\/backoffice\/setup\//);
    await expect(page.getByTestId('staff-row').filter({ hasText: moderatorEmail })).toContainText(
      'Waiting for set-up',
    );

    // The moderator, in a browser of their own, sees the moderators' pages only.
    const moderatorContext = await browser.newContext();
    const moderatorPage = await moderatorContext.newPage();
    const moderatorSecret = await completeSetup(moderatorPage, moderatorLink);
    await logIn(moderatorPage, moderatorEmail, moderatorSecret);
    expect(await navLabels(moderatorPage)).toEqual(MODERATOR_NAV);
    await moderatorPage.goto('/backoffice/audit');
    await expect(moderatorPage.getByRole('heading', { name: 'Not for your role' })).toBeVisible();

    // The audit log lists what happened, newest first, and filters by action.
    await consoleNav(page).getByRole('link', { name: 'Audit log' }).click();
    const rows = page.getByTestId('audit-row');
    // The admin's own account came from the command line; the moderator's from the admin.
    await expect(
      rows.filter({ hasText: 'staff.created' }).filter({ hasText: 'Command line' }).first(),
    ).toBeVisible();
    await expect(
      rows.filter({ hasText: 'staff.created' }).filter({ hasText: adminEmail }).first(),
    ).toBeVisible();
    await expect(rows.filter({ hasText: 'staff.setup_completed' }).first()).toBeVisible();
    await expect(rows.filter({ hasText: 'staff.login' }).first()).toBeVisible();
    await page.getByLabel('Action', { exact: true }).fill('staff.login');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(rows.first()).toContainText('staff.login');
    for (const text of await rows.allInnerTexts()) expect(text).toContain('staff.login');

    // Disabling the moderator ends their session: their next call sends them to the log-in page.
    await consoleNav(page).getByRole('link', { name: 'Staff' }).click();
    const moderatorRow = page.getByTestId('staff-row').filter({ hasText: moderatorEmail });
    await moderatorRow.getByRole('button', { name: 'Disable' }).click();
    await moderatorRow.getByLabel(`Why is ${moderatorEmail} being disabled?`).fill('Left the team');
    await moderatorRow.getByRole('button', { name: 'Disable the account' }).click();
    await expect(moderatorRow).toContainText('Disabled');
    await consoleNav(moderatorPage).getByRole('link', { name: 'My sessions' }).click();
    await moderatorPage.getByRole('button', { name: 'End my other sessions' }).click();
    await expect(moderatorPage).toHaveURL(/\/backoffice\/login$/);
    await expect(moderatorPage.getByText('Your session ended. Please log in again.')).toBeVisible();
    await moderatorContext.close();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/backoffice\/login$/);
    await page.goto('/backoffice/staff');
    await expect(page).toHaveURL(/\/backoffice\/login$/);
  });

  test('a wrong code is refused with the server’s message and the focus on it', async ({ page, request }) => {
    const email = staffEmail('support');
    const secret = await completeSetup(page, await addStaffFromCommandLine(request, email, ['support']));
    await page.goto('/backoffice/login');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    // Last step's code: already used by the set-up, or outside the window; refused either way.
    await page.getByLabel('Code from your authenticator app').fill(totpCode(secret, -3));
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const error = page.getByTestId('form-error');
    await expect(error.getByRole('alert')).toBeVisible();
    await expect(error).toBeFocused();
    await expect(page.getByTestId('console-staff')).toHaveCount(0);
  });

  test("a member's pages never load the console's files", async ({ page }) => {
    const shellAnswer = await page.request.get('/login');
    expect(await shellAnswer.text()).not.toContain('/backoffice');
    // Nor do the shell's preload hints name anything of it.
    expect(shellAnswer.headers()['link'] ?? '').not.toContain('/backoffice');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((pathname) => pathname.startsWith('/backoffice'))).toEqual([]);
  });
});
