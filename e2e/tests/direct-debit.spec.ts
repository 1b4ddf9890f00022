import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { finishInSandbox, memberFor, SANDBOX_CHOICES } from '../support/payment-pages';

/*
 * Direct debit: the method page sends the member to /directdebit, the code arrives by
 * SMS (in development the outbox at /dev/sms), a wrong code is refused with the tries left, the
 * right one stores the mandate and the payment goes on to the checkout. The IBAN is never shown
 * in full again.
 */

const MOBILE = '+31612345678';

/** The newest code texted to MOBILE, read from the development outbox as a member would read the SMS. */
async function codeFromOutbox(page: Page): Promise<string> {
  const outbox = await page.context().newPage();
  try {
    await outbox.goto('/dev/sms');
    const row = outbox.getByRole('row').filter({ hasText: MOBILE }).first();
    const text = await row.textContent();
    const code = /code is (\d{6})/.exec(text ?? '')?.[1];
    if (!code) throw new Error(`no code for ${MOBILE} in the SMS outbox: ${text}`);
    return code;
  } finally {
    await outbox.close();
  }
}

test('a member sets up direct debit with the SMS code and pays by SEPA direct debit', async ({ page }) => {
  await memberFor(page, 'debtor');
  await page.goto('/credits/p0?country=NL');
  await page.getByRole('radio', { name: /^SEPA Direct Debit/ }).check();
  await page.getByRole('button', { name: 'Continue to direct debit' }).click();
  await expect(page).toHaveURL(/\/directdebit\?bundle=p0/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by direct debit' })).toBeVisible();

  await page.getByLabel('Account holder').fill('Anna de Vries');
  await page.getByLabel('IBAN (bank account number)').fill('NL91ABNA0417164300');
  await page.getByLabel('Street').fill('Oudegracht');
  await page.getByLabel('House number').fill('12');
  await page.getByLabel('Postal code').fill('3511 AB');
  await page.getByLabel('City').fill('Utrecht');
  await page.getByLabel('Mobile number').fill(MOBILE);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/We sent a code to/)).toBeVisible();
  const code = await codeFromOutbox(page);

  // A wrong code counts a try and stores nothing.
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('SMS code').fill(wrong);
  await page.getByRole('checkbox', { name: 'I authorize the direct debit' }).check();
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(page.getByLabel('SMS code')).toHaveAccessibleDescription(
    /The SMS code is not correct\. Tries left: 4\./,
  );

  await page.getByLabel('SMS code').fill(code);
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await finishInSandbox(page, SANDBOX_CHOICES.en.pay);
  await expect(page.getByRole('heading', { name: 'Payment completed' })).toBeVisible({ timeout: 30_000 });

  // The mandate is on file, shown with the IBAN masked; the full number appears nowhere.
  await page.goto('/directdebit');
  await expect(page.getByRole('heading', { name: 'Your bank account' })).toBeVisible();
  await expect(page.getByText(/NL\*\* \*{4} \*{4} \*{4} 4300/)).toBeVisible();
  await expect(page.getByText('NL91ABNA0417164300')).toHaveCount(0);
  await expect(page.getByText('NL91 ABNA 0417 1643 00')).toHaveCount(0);
});
