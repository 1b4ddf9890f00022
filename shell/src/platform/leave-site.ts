import { LEAVE_SITE_URL } from '@amora/contracts/plain';

/** Where a visitor who declines the adult-content warning is sent (shared with the lean lander page). */
export { LEAVE_SITE_URL };

/** Leaves the site (its own module, so tests can replace the navigation jsdom cannot do). */
export function leaveSite(): void {
  window.location.assign(LEAVE_SITE_URL);
}
