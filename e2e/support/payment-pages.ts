import { expect, type Page } from '@playwright/test';
import { aNewMember, signUpByApi, type NewMember } from './account-pages';

/** The sandbox checkout's buttons (server messages `sandbox.*`) in the languages the journeys use. */
export const SANDBOX_CHOICES = {
  en: { pay: 'Pay', fail: 'Fail', cancel: 'Cancel' },
  de: { pay: 'Bezahlen', fail: 'Fehlschlagen', cancel: 'Abbrechen' },
} as const;

/**
 * The method page of a bundle in a payment country: picks the method (its text badge names the
 * radio) and presses Pay, which leaves for the sandbox checkout.
 */
export async function payWith(page: Page, method: RegExp, payButton: RegExp = /^Pay /) {
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: payButton }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
}

/** On the sandbox checkout: ends the payment as chosen; the sandbox sends the member back. */
export async function finishInSandbox(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
}

/** How many pixels the page is wider than the viewport (0 or less: no sideways scrolling). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Members this worker signed up, by tag: a journey that needs no fresh member logs in again. */
const members = new Map<string, NewMember>();

/**
 * A member for `tag`: signed up on first use, logged in (through the API, in the page's browser
 * context) after that. Sign-ups from one address are limited per hour, and the whole suite shares
 * one server, so journeys reuse members where a fresh one is not the point.
 */
export async function memberFor(page: Page, tag: string): Promise<NewMember> {
  const known = members.get(tag);
  if (known) {
    const response = await page.request.post('/api/user.php', {
      headers: { 'x-request-type': 'client' },
      data: { email: known.email, password: known.password },
    });
    expect(response.ok()).toBe(true);
    return known;
  }
  const member = aNewMember(tag);
  await signUpByApi(page, member);
  members.set(tag, member);
  return member;
}

/** Page object for `/pricing`, the public price list (labels passed in the page's language). */
export class PricingPage {
  constructor(private readonly page: Page) {}

  async goto(query = '') {
    await this.page.goto(`/pricing${query}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  /** The bundles' table, named by its caption ("Prices for payments from Netherlands"). */
  table(caption: string) {
    return this.page.getByRole('table', { name: caption });
  }

  /** The bundle rows, without the header row. */
  bundleRows(caption: string) {
    return this.table(caption)
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader') });
  }

  /** The costs card ("What things cost"). */
  costs(title: string) {
    return this.page.getByRole('region', { name: title });
  }

  countrySwitch(label: string) {
    return this.page.getByLabel(label);
  }
}
