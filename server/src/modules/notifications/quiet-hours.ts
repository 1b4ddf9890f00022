/*
 * Time zones and quiet hours. Pure functions of a date, so the notifier judges them by
 * the app's clock (`ctx.clock`) and tests by a fake one.
 */

/**
 * The zone most of a country's people live in, where the first of its zones (alphabetical, as
 * Intl lists them) would be wrong: the served markets with several zones, and a few large ones.
 */
const MAIN_TIME_ZONES: Record<string, string> = {
  US: 'America/New_York',
  CA: 'America/Toronto',
  AU: 'Australia/Sydney',
  NZ: 'Pacific/Auckland',
  ES: 'Europe/Madrid',
  PT: 'Europe/Lisbon',
  DE: 'Europe/Berlin',
  FR: 'Europe/Paris',
  NL: 'Europe/Amsterdam',
  DK: 'Europe/Copenhagen',
  NO: 'Europe/Oslo',
  GB: 'Europe/London',
  CY: 'Asia/Nicosia',
  UA: 'Europe/Kyiv',
  RU: 'Europe/Moscow',
  BR: 'America/Sao_Paulo',
  MX: 'America/Mexico_City',
  AR: 'America/Argentina/Buenos_Aires',
  CL: 'America/Santiago',
  EC: 'America/Guayaquil',
  ID: 'Asia/Jakarta',
  KZ: 'Asia/Almaty',
  CN: 'Asia/Shanghai',
  XK: 'Europe/Belgrade',
};

/** The canonical name of an IANA zone (`europe/amsterdam` → `Europe/Amsterdam`), or null if unknown. */
export function canonicalTimeZone(zone: string): string | null {
  if (!zone || zone.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The member's default zone: their country's main one, or UTC. */
export function timeZoneOfCountry(country: string | null | undefined): string {
  if (!country) return 'UTC';
  const known = MAIN_TIME_ZONES[country];
  if (known) return known;
  try {
    const locale = new Intl.Locale(`und-${country}`) as Intl.Locale & {
      timeZones?: string[];
      getTimeZones?: () => string[];
    };
    const zones = locale.getTimeZones?.() ?? locale.timeZones ?? [];
    return (zones[0] && canonicalTimeZone(zones[0])) ?? 'UTC';
  } catch {
    return 'UTC';
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes since local midnight at `now` in `zone` (0 to 1439). */
export function localMinutes(now: Date, zone: string): number {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    if (formatters.size < 500) formatters.set(zone, format);
  }
  let hour = 0;
  let minute = 0;
  for (const part of format.formatToParts(now)) {
    if (part.type === 'hour') hour = Number(part.value);
    if (part.type === 'minute') minute = Number(part.value);
  }
  return hour * 60 + minute;
}

/** `HH:MM` → minutes since midnight. */
export const clockMinutes = (clock: string): number =>
  Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

export interface QuietHours {
  start: string;
  end: string;
}

/**
 * Whether `now` falls in the quiet hours, from `start` (included) to `end` (excluded), in `zone`.
 * A start after the end crosses midnight (22:00–07:00 is quiet at 23:30 and at 06:59).
 */
export function isQuietAt(quiet: QuietHours | null, zone: string, now: Date): boolean {
  if (!quiet) return false;
  const start = clockMinutes(quiet.start);
  const end = clockMinutes(quiet.end);
  if (start === end) return false;
  const t = localMinutes(now, zone);
  return start < end ? t >= start && t < end : t >= start || t < end;
}
