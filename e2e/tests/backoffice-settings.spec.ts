import type { Page } from '@playwright/test';
import {
  addStaffFromCommandLine,
  completeSetup,
  consoleNav,
  logIn,
  staffEmail,
} from '../support/backoffice-pages';
import { expect, pageOfItsOwn, test } from '../support/fixtures';
import { aMember } from '../support/members';

/*
 * A site's owner changes a price in the staff console and it is live at once: the member's next
 * page load shows the new message price before they send, with no restart of the server. The
 * admin then undoes the change with one click and the old price is back.
 */

const PRICE = /This message costs (\d+) credits?; \d+ left after sending\./;

/** The price the chat footer names for the next message. */
async function shownPrice(page: Page): Promise<number> {
  const line = page.getByText(PRICE);
  await expect(line).toBeVisible();
  return Number(PRICE.exec(await line.innerText())![1]);
}

/** Opens the chat with `otherId`, past the icebreakers of a first conversation. */
async function openChat(page: Page, otherId: number, otherName: string): Promise<void> {
  await page.goto(`/members/${otherId}/chat`);
  await expect(page.getByRole('heading', { level: 1, name: otherName })).toBeVisible();
  const icebreakers = page.getByRole('dialog', { name: `Say hello to ${otherName}` });
  if (await icebreakers.isVisible().catch(() => false))
    await icebreakers.getByRole('button', { name: 'Close' }).click();
}

test('an admin changes the message cost and a member sees the new price before sending, without a restart', async ({
  browser,
  page,
  request,
}) => {
  const member = await pageOfItsOwn(browser);
  await aMember(member.request, 'sal', { paid: true });
  const other = await aMember((await pageOfItsOwn(browser)).request, 'sol', { confirmed: true });
  await openChat(member, other.id, other.name);
  const before = await shownPrice(member);

  const adminEmail = staffEmail('admin');
  const secret = await completeSetup(page, await addStaffFromCommandLine(request, adminEmail, ['admin']));
  await logIn(page, adminEmail, secret);
  await consoleNav(page).getByRole('link', { name: 'Site settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
  // The member's site: the one the member's settings name.
  const { settings } = (await (await member.request.get('/api/settings.php')).json()) as {
    settings: { name: string; domain: string };
  };
  await page.getByRole('link', { name: `${settings.name} at ${settings.domain}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Settings of ${settings.domain}` })).toBeVisible();

  // A price the contract refuses is stopped at its field; nothing is saved.
  const cost = page.getByLabel('Credits per message', { exact: true });
  await cost.fill('-4');
  await page.getByLabel('Why this change?').fill('Winter prices');
  await page.getByRole('button', { name: 'Save the changes' }).click();
  await expect(page.getByText('This value is not allowed here.')).toBeVisible();

  const raised = before + 3;
  await cost.fill(String(raised));
  await page.getByRole('button', { name: 'Save the changes' }).click();
  await expect(page.getByText(/^Saved as version \d+\./)).toBeVisible();
  const versions = page.getByRole('list', { name: 'Versions' });
  await expect(versions.getByText('Reason: Winter prices')).toBeVisible();

  // The member's next page load has the new price, shown before anything is sent.
  await openChat(member, other.id, other.name);
  expect(await shownPrice(member)).toBe(raised);

  // One click undoes the version; the member is back at the old price.
  await versions
    .getByRole('button', { name: /^Revert version \d+$/ })
    .first()
    .click();
  await expect(page.getByText(/^Version \d+ is undone\.$/)).toBeVisible();
  await expect(page.getByLabel('Credits per message', { exact: true })).toHaveValue(String(before));
  await openChat(member, other.id, other.name);
  expect(await shownPrice(member)).toBe(before);
});
