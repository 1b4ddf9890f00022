import {
  addStaffFromCommandLine,
  completeSetup,
  consoleNav,
  logIn,
  staffEmail,
} from '../support/backoffice-pages';
import { expect, test } from '../support/fixtures';
import { finishInSandbox, memberFor, payWith, SANDBOX_CHOICES } from '../support/payment-pages';

/*
 * Finance in the staff console: a member buys credits in the sandbox, a finance user finds the
 * payment, refunds it in full through the provider interface, and the member's own statement shows
 * the credits taken back.
 */

test('a finance user refunds a sandbox payment and the member’s statement shows it', async ({
  page,
  browser,
  request,
}) => {
  // The member's purchase: 120 credits with iDEAL, completed by the sandbox's webhook.
  await memberFor(page, 'refunded-buyer');
  await page.goto('/credits/p2?country=NL');
  await payWith(page, /^iDEAL/);
  await finishInSandbox(page, SANDBOX_CHOICES.en.pay);
  await expect(page.getByRole('heading', { name: 'Payment completed' })).toBeVisible({ timeout: 30_000 });
  const paymentId = Number(new URL(page.url()).pathname.split('/').at(-1));
  expect(paymentId).toBeGreaterThan(0);

  // Finance enrols and logs in in a browser of their own; the console names their one page.
  const staffContext = await browser.newContext();
  const finance = await staffContext.newPage();
  const email = staffEmail('finance');
  const secret = await completeSetup(finance, await addStaffFromCommandLine(request, email, ['finance']));
  await logIn(finance, email, secret);
  await consoleNav(finance).getByRole('link', { name: 'Payments' }).click();
  await expect(finance).toHaveURL(/\/backoffice\/payments$/);
  await expect(finance.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();

  // The payment found by its member's filters and opened from the list.
  await finance.getByLabel('Status').selectOption('completed');
  await finance.getByLabel('Payment method').selectOption('ideal');
  await finance.getByRole('button', { name: 'Search', exact: true }).click();
  await finance.getByRole('link', { name: new RegExp(`^Payment ${paymentId}(?!\\d)`) }).click();
  await expect(finance.getByRole('heading', { level: 1, name: `Payment ${paymentId}` })).toBeVisible();
  await expect(finance.getByRole('table', { name: 'Ledger rows' })).toContainText('Purchase');

  // A refund without a reason is stopped in the form; with one it goes through, in full.
  const refund = finance.getByRole('form', { name: 'Refund' });
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(refund.getByText('Give a reason.')).toBeVisible();
  await refund
    .getByLabel('Reason (kept in the audit log)')
    .fill('Asked for a refund within the return period');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(finance.getByText(/refunded; 120 credits taken back\.$/)).toBeVisible();
  await expect(finance.getByRole('table', { name: 'Refunds' })).toContainText(
    'Asked for a refund within the return period',
  );
  await expect(finance.getByRole('table', { name: 'Ledger rows' })).toContainText('Reversal');
  await expect(finance.getByRole('form', { name: 'Refund' })).toHaveCount(0);
  await staffContext.close();

  // The member's statement: the reversal of the payment, 120 credits out.
  await page.goto('/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Your credit statement' })).toBeVisible();
  const reversal = page.getByRole('listitem').filter({ hasText: 'Payment reversed' });
  await expect(reversal).toContainText('-120 credits');
});
