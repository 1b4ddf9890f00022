/** The installed web app (added to the home screen) runs in standalone display mode. */
export const INSTALLED_APP_QUERY = '(display-mode: standalone)';

export interface DisplayEnvironment {
  matchMedia?: (query: string) => { matches: boolean };
  /** Safari on iOS says so here instead of the media query (before iOS 16.4 only here). */
  navigatorStandalone?: boolean;
}

function browserDisplay(): DisplayEnvironment {
  if (typeof window === 'undefined') return {};
  return {
    matchMedia: typeof window.matchMedia === 'function' ? (query) => window.matchMedia(query) : undefined,
    navigatorStandalone: (navigator as Navigator & { standalone?: boolean }).standalone,
  };
}

/**
 * Whether the page runs as the installed app: the `display-mode: standalone` media query (the
 * manifest's `display`), or iOS Safari's `navigator.standalone`. One detection for the whole site
 * (back button, footer, entry warning; ADR 0067).
 */
export function isInstalledApp(environment: DisplayEnvironment = browserDisplay()): boolean {
  if (environment.navigatorStandalone === true) return true;
  return environment.matchMedia?.(INSTALLED_APP_QUERY).matches ?? false;
}
