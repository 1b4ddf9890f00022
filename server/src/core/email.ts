/** The form an e-mail address is compared in: sign-up, login, bans and look-ups all use it. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
