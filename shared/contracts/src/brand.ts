/**
 * The brand colours that leave the browser too: the design-system theme (`@amora/ui` theme.ts)
 * and the server's web app manifest and app icons read them here, so the installed app's
 * splash screen and icon match the site.
 */
export const BRAND_COLORS = {
  primary: '#f5a000',
  secondary: '#5a4fcf',
  onSecondary: '#ffffff',
  background: '#f7f5fa',
} as const;
