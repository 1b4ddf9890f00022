import {
  FREE_CONVERSATIONS,
  FREE_PHOTO_LIMIT,
  PREMIUM_PHOTO_LIMIT,
  REACTIVATION_DAYS,
  termsVersionDate,
  type CompanyInfo,
  type Locale,
  type SiteSettings,
} from '@amora/contracts';
import type { PlaceholderValues } from './interpolate';

/** The terms version date in the reader's language (a calendar date, so in UTC for everyone). */
export function formatTermsDate(companyAdded: string | null | undefined, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    termsVersionDate(companyAdded),
  );
}

/** A two-letter country code named in the reader's language; anything else as written. */
export function countryName(country: string, locale: Locale): string {
  if (!/^[A-Z]{2}$/.test(country)) return country;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/** The support phone to show: the site's own line, else the company's. */
export function supportPhone(
  company: CompanyInfo | undefined,
  settings: SiteSettings | null,
): string | undefined {
  return settings?.support_phone || company?.support_phone || undefined;
}

/**
 * Everything the information texts may refer to. Values the page does not know (no settings in
 * a bare harness) stay undefined, so their placeholders remain visible rather than vanish.
 */
export function placeholderValues(
  company: CompanyInfo | undefined,
  settings: SiteSettings | null,
  locale: Locale,
): PlaceholderValues {
  const siteName = settings?.name;
  return {
    company_name: company?.name,
    company_address: company?.address,
    company_city: company?.city,
    company_country: company ? countryName(company.country, locale) : undefined,
    kvk: company?.kvk,
    vat_numbers: company?.vat_numbers.join(', '),
    // A company without registered trade names trades under the site's name.
    tradenames: company?.tradenames.length ? company.tradenames.join(', ') : siteName,
    site_name: siteName,
    support_email: settings?.support_email,
    support_phone: supportPhone(company, settings),
    refund_days: settings?.refund_days,
    min_age: settings?.min_age,
    terms_date: company ? formatTermsDate(company.added, locale) : undefined,
    // The limits the server enforces, so the texts never promise other numbers than the rules.
    free_photos: FREE_PHOTO_LIMIT,
    premium_photos: PREMIUM_PHOTO_LIMIT,
    free_conversations: FREE_CONVERSATIONS,
    reactivation_days: REACTIVATION_DAYS,
  };
}
