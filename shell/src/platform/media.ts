import { minWidthQuery, theme } from '@amora/ui';

/** The installed app's media query; the detection itself is the platform's `isInstalledApp()`. */
export { INSTALLED_APP_QUERY } from '@amora/platform';

/** Phones: below the theme's `sm` breakpoint (576 px). */
export const PHONE_QUERY = `(max-width: ${theme.breakpoints.sm - 0.02}px)`;

/** Tablets and up (the theme's `md`, 768 px): the main navigation sits in the top bar, not at the bottom. */
export const TOP_BAR_NAV_QUERY = minWidthQuery('md');
