/** The three selects of the date-of-birth field, each '' until chosen. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export const EMPTY_DATE_PARTS: DateParts = { day: '', month: '', year: '' };

/** Oldest birth year offered: nobody signs up past this age. */
const MAX_AGE_YEARS = 100;

/** `YYYY-MM-DD` once all three parts are chosen, else ''. Impossible dates (31 Feb) pass through for validation. */
export function toCalendarDate({ day, month, year }: DateParts): string {
  if (!day || !month || !year) return '';
  return `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

export function isEmptyDate({ day, month, year }: DateParts): boolean {
  return !day && !month && !year;
}

/**
 * Birth years newest first, from the youngest allowed age: a later year could only ever be
 * refused. The minimum-age check still runs on the whole date (born later in that year).
 */
export function birthYears(today: Date, minAge: number): number[] {
  const newest = today.getUTCFullYear() - minAge;
  return Array.from({ length: MAX_AGE_YEARS - minAge + 1 }, (_, index) => newest - index);
}

/** Month names in the member's language, January first. */
export function monthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2000, index, 1))));
}
