import { expect, type Page } from '@playwright/test';

/** Page object for the shell's chrome: top bar, account menu, language menu, footer. */
export class ShellChrome {
  constructor(private readonly page: Page) {}

  loginButton() {
    return this.page.getByRole('banner').getByRole('button', { name: /^(log in|anmelden)$/i });
  }

  accountMenu() {
    return this.page.getByTestId('account-menu').getByRole('button').first();
  }

  async openLanguageMenu() {
    await this.page.getByTestId('language-menu').getByRole('button').first().click();
  }

  async chooseLanguage(nativeName: string) {
    await this.openLanguageMenu();
    await this.page.getByRole('menuitem', { name: nativeName }).click();
  }

  async logout() {
    await this.accountMenu().click();
    await this.page.getByRole('menuitem', { name: /log out/i }).click();
  }

  footer() {
    return this.page.getByRole('contentinfo');
  }
}

/** Page object for the login page of mf-account. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/login');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  async login(email: string, password: string) {
    await this.page.getByLabel(/e-mail/i).fill(email);
    await this.page.getByLabel(/password/i).fill(password);
    await this.page
      .getByRole('main')
      .getByRole('button', { name: /log in/i })
      .click();
  }

  /** Opens the login page and logs the member in, which lands on the member search. */
  async logInToMembers(member: { email: string; password: string }) {
    await this.goto();
    await this.login(member.email, member.password);
    await expect(this.page).toHaveURL(/\/members$/);
  }
}
