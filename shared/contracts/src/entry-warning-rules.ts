import type { SiteSettings } from './api/settings.js';
import { ENTRY_WARNING_STRICT_COUNTRIES } from './constants.js';
import type { SessionStatus } from './remote-module.js';
import type { LayoutName, RouteName } from './routes.js';

// Pure rules shared by the shell's layouts and the lean lander page (ADR 0022), so both warn alike.

/** Pages reached from e-mail links or mid-flow, where the warning would block the task at hand. */
const NEVER_ON_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'complete-signup',
  'reset-password',
  'reset-password-do',
]);

export interface EntryWarningContext {
  sessionStatus: SessionStatus;
  /** When the visitor entered before (persisted dismissal), or null. */
  dismissedAt: number | null;
  /** Running as the installed web app. */
  installedApp: boolean;
  settings: Pick<SiteSettings, 'enable_site_entry_popup' | 'countries' | 'geoip_country'> | null;
  routeName: RouteName | null;
  layout: LayoutName;
}

const isStrictCountry = (country: string | null | undefined) =>
  (ENTRY_WARNING_STRICT_COUNTRIES as readonly string[]).includes(country ?? '');

/**
 * Whether the adult-content warning blocks the page. Only logged-out visitors who have not entered
 * before see it (an unknown session waits); not in the installed app, not where the site turns it
 * off or the visitor's country is outside the site's country list, never on the pages of
 * `NEVER_ON_ROUTES`, and on the chat, lander and empty layouts only for the strict countries.
 * Without site settings the default layout still warns: it is the safe side.
 */
export function shouldShowEntryWarning(context: EntryWarningContext): boolean {
  const { sessionStatus, dismissedAt, installedApp, settings, routeName, layout } = context;
  if (sessionStatus !== 'anonymous' || dismissedAt !== null || installedApp) return false;
  if (settings?.enable_site_entry_popup === 'no') return false;
  const country = settings?.geoip_country ?? null;
  if (settings && settings.countries.length > 0 && !(country && settings.countries.includes(country)))
    return false;
  if (routeName && NEVER_ON_ROUTES.has(routeName)) return false;
  return layout === 'default' || isStrictCountry(country);
}

/** Where a visitor who declines the adult-content warning is sent. */
export const LEAVE_SITE_URL = 'https://www.google.com';
