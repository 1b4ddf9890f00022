/** Where a visitor who declines the adult-content warning is sent. */
export const LEAVE_SITE_URL = 'https://www.google.com';

/** Leaves the site (its own module, so tests can replace the navigation jsdom cannot do). */
export function leaveSite(): void {
  window.location.assign(LEAVE_SITE_URL);
}
