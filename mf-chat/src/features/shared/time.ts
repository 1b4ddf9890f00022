/** Dates as the member's language writes them (Intl), never a hard-coded format. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

function capitalise(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** "5 min. ago", "yesterday", "3 days ago"; a date beyond a week. */
export function relativeTime(iso: string, locale: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const elapsed = now.getTime() - date.getTime();
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  if (elapsed < MINUTE) return format.format(0, 'second');
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), 'minute');
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY);
  if (days === 0) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  if (days < 7) return format.format(-days, 'day');
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** The heading of a day in the conversation: "Today", "Yesterday" or the date. */
export function dayLabel(iso: string, locale: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY);
  if (days === 0 || days === 1)
    return capitalise(new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-days, 'day'), locale);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full' }).format(date);
}

/** The day a message belongs to, for grouping (local time). */
export function dayKey(iso: string): number {
  return startOfDay(new Date(iso));
}

/** The time of a message: "14:05" or "2:05 PM". */
export function clockTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(iso));
}
