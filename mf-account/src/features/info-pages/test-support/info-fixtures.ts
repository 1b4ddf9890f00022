import type { CompanyInfo, SiteSettings } from '@amora/contracts';
import { someSettings } from '@amora/testing';

/** The operating company as /api/companyinfo.php answers it in the info page tests. */
export function aCompany(overrides: Partial<CompanyInfo> = {}): CompanyInfo {
  return {
    name: 'Amora Media B.V.',
    address: 'Keizersgracht 100',
    kvk: '87654321',
    city: 'Amsterdam',
    country: 'NL',
    tradenames: ['Amora', 'Amora Dating'],
    vat_numbers: ['NL862211345B01'],
    support_phone: '+31 20-700 00 00',
    delete_discount: null,
    added: '2022-05-01T10:00:00.000Z',
    ...overrides,
  };
}

/** Site settings with everything the information texts refer to. */
export function infoSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return someSettings({
    name: 'Amora',
    support_email: 'help@amora.test',
    support_phone: '+31 20-555 12 34',
    refund_days: 14,
    min_age: 18,
    partner_url: null,
    geoip_country: 'NL',
    ...overrides,
  });
}
