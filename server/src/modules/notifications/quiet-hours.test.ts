import { canonicalTimeZone, isQuietAt, localMinutes, timeZoneOfCountry } from './quiet-hours.js';

const utc = (iso: string) => new Date(`${iso}Z`);

describe('quiet hours', () => {
  it('keeps a window within one day: start included, end excluded', () => {
    const quiet = { start: '13:00', end: '14:30' };
    expect(isQuietAt(quiet, 'UTC', utc('2026-01-10T12:59'))).toBe(false);
    expect(isQuietAt(quiet, 'UTC', utc('2026-01-10T13:00'))).toBe(true);
    expect(isQuietAt(quiet, 'UTC', utc('2026-01-10T14:29'))).toBe(true);
    expect(isQuietAt(quiet, 'UTC', utc('2026-01-10T14:30'))).toBe(false);
  });

  it('crosses midnight when the start is after the end', () => {
    const night = { start: '22:00', end: '07:00' };
    expect(isQuietAt(night, 'UTC', utc('2026-01-10T21:59'))).toBe(false);
    expect(isQuietAt(night, 'UTC', utc('2026-01-10T23:59'))).toBe(true);
    expect(isQuietAt(night, 'UTC', utc('2026-01-11T00:00'))).toBe(true);
    expect(isQuietAt(night, 'UTC', utc('2026-01-11T06:59'))).toBe(true);
    expect(isQuietAt(night, 'UTC', utc('2026-01-11T07:00'))).toBe(false);
  });

  it("is judged in the member's zone, summer time included", () => {
    const night = { start: '22:00', end: '07:00' };
    // 21:30 UTC is 22:30 in Amsterdam in winter (UTC+1), 23:30 in summer (UTC+2).
    expect(isQuietAt(night, 'Europe/Amsterdam', utc('2026-01-10T21:30'))).toBe(true);
    expect(isQuietAt(night, 'UTC', utc('2026-01-10T21:30'))).toBe(false);
    // 05:30 UTC is 06:30 in winter (quiet) and 07:30 in summer (not).
    expect(isQuietAt(night, 'Europe/Amsterdam', utc('2026-01-10T05:30'))).toBe(true);
    expect(isQuietAt(night, 'Europe/Amsterdam', utc('2026-07-10T05:30'))).toBe(false);
    expect(localMinutes(utc('2026-07-10T23:15'), 'America/New_York')).toBe(19 * 60 + 15);
  });

  it('has none without a window, or with an empty one', () => {
    expect(isQuietAt(null, 'UTC', new Date())).toBe(false);
    expect(isQuietAt({ start: '08:00', end: '08:00' }, 'UTC', utc('2026-01-10T08:00'))).toBe(false);
  });
});

describe('time zones', () => {
  it('takes the main zone of the country, and UTC without one', () => {
    expect(timeZoneOfCountry('NL')).toBe('Europe/Amsterdam');
    expect(timeZoneOfCountry('US')).toBe('America/New_York');
    expect(timeZoneOfCountry('ES')).toBe('Europe/Madrid');
    expect(timeZoneOfCountry('PL')).toBe('Europe/Warsaw');
    expect(timeZoneOfCountry('AU')).toBe('Australia/Sydney');
    expect(timeZoneOfCountry(null)).toBe('UTC');
    expect(timeZoneOfCountry('ZZ')).toBe('UTC');
  });

  it('spells a zone canonically and refuses unknown ones', () => {
    expect(canonicalTimeZone('europe/amsterdam')).toBe('Europe/Amsterdam');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
  });
});
