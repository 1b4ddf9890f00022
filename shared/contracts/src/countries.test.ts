import { COUNTRY_CODES, SERVED_MARKET_COUNTRY_CODES, isCountryCode } from './countries';
import { CountryCodeSchema } from './country-schema';

describe('the country list', () => {
  it('holds every ISO 3166-1 code once, plus Kosovo', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(COUNTRY_CODES).toHaveLength(250);
    expect(COUNTRY_CODES).toContain('XK');
  });

  it('offers sign-up only countries of the full list', () => {
    expect(SERVED_MARKET_COUNTRY_CODES.every(isCountryCode)).toBe(true);
  });
});

describe('isCountryCode', () => {
  it('accepts real codes only, not any two capitals', () => {
    expect(['NL', 'CH', 'XK'].every(isCountryCode)).toBe(true);
    expect([null, undefined, '', 'nl', 'ZZ', 'NLD', 12].some(isCountryCode)).toBe(false);
  });

  it('is the check the payload schemas use', () => {
    expect(CountryCodeSchema.safeParse('DE').success).toBe(true);
    const refused = CountryCodeSchema.safeParse('ZZ');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('validation.countryInvalid');
  });
});
