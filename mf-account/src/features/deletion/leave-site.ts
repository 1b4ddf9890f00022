/** Leaves the site for a partner's address (a full page load; the session has already ended). */
export function leaveSite(url: string): void {
  window.location.assign(url);
}
