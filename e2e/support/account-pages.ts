import { expect, type Locator, type Page } from '@playwright/test';

/** A new member's details; unique per call so journeys never collide on one server. */
export function aNewMember(tag: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    email: `${tag}.${stamp}@example.com`,
    name: `${tag[0]!.toUpperCase()}${tag.slice(1)}${stamp.slice(-4)}`,
    password: 'a-good-password-1',
    birth: { day: '12', month: '4', year: '1991' },
  };
}
export type NewMember = ReturnType<typeof aNewMember>;

/** Labels of the sign-up form in the languages the journeys use. */
export const SIGNUP_LABELS = {
  en: { email: 'E-mail address', name: 'Username', password: 'Choose a password', day: 'Day', month: 'Month', year: 'Year', submit: 'Sign up for free' },
  de: { email: 'E-Mail-Adresse', name: 'Benutzername', password: 'Wähle ein Passwort', day: 'Tag', month: 'Monat', year: 'Jahr', submit: 'Kostenlos anmelden' },
} as const; // prettier-ignore

/** Fills and submits the sign-up form inside `scope` (the page's main area or the signup modal). */
export async function fillSignupForm(
  scope: Locator,
  member: NewMember,
  lang: keyof typeof SIGNUP_LABELS = 'en',
) {
  const labels = SIGNUP_LABELS[lang];
  await scope.getByLabel(labels.email, { exact: true }).fill(member.email);
  await scope.getByLabel(labels.name, { exact: true }).fill(member.name);
  await scope.getByLabel(labels.password, { exact: true }).fill(member.password);
  await scope.getByLabel(labels.day, { exact: true }).selectOption(member.birth.day);
  await scope.getByLabel(labels.month, { exact: true }).selectOption(member.birth.month);
  await scope.getByLabel(labels.year, { exact: true }).selectOption(member.birth.year);
}

/** The development mailbox (`/dev/mailbox`): where mails go when no SMTP server is configured. */
export class Mailbox {
  constructor(private readonly page: Page) {}

  /** Opens the newest mail to `email` (waiting for it to arrive). */
  async open(email: string) {
    await expect(async () => {
      await this.page.goto('/dev/mailbox');
      await expect(this.page.getByRole('row').filter({ hasText: email }).first()).toBeVisible({
        timeout: 1000,
      });
    }).toPass({ timeout: 15_000 });
    await this.page.getByRole('row').filter({ hasText: email }).first().getByRole('link').click();
  }

  /** Opens the newest mail to `email` and follows its button. */
  async follow(email: string, button: string | RegExp) {
    await this.open(email);
    await this.page.getByRole('link', { name: button }).first().click();
  }
}

/** Signs up through the API in the page's browser context (its cookie logs the page in). */
export async function signUpByApi(page: Page, member: NewMember) {
  const { day, month, year } = member.birth;
  const response = await page.request.post('/api/signup.php', {
    headers: { 'x-request-type': 'client' },
    data: {
      email: member.email,
      name: member.name,
      password: member.password,
      date_of_birth: `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`,
    },
  });
  expect(response.status()).toBe(201);
}
