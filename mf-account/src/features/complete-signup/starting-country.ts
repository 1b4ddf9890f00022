import { isCountryCode, type SiteSettings, type User } from '@amora/contracts';

/**
 * Where the country starts. The visitor's country (GeoIP, else the region of the browser's
 * language, which sign-up also stored on the profile) counts first only when the site serves it:
 * a Dutch visitor with an en-US browser on a Dutch site starts in the Netherlands, not the US.
 * Then the site's own country and markets; the visitor's country anyway on a site without markets.
 */
export function startingCountry(user: User, settings: SiteSettings | null): string {
  const served = settings?.countries ?? [];
  const visitor = [settings?.geoip_country, user.profile.country];
  const candidates = [
    ...visitor.filter((code) => code && served.includes(code)),
    settings?.geoip_selected_country,
    ...served,
    ...visitor,
  ];
  return candidates.find((code) => isCountryCode(code)) ?? '';
}
