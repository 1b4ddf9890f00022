import type { DailyAllowance } from '@amora/contracts';

/*
 * Daily limits (swipe likes, auto-likes) count per UTC day: one reset moment for every member,
 * which the answer states (`resets_at`) so the client can show a countdown in any time zone.
 */

/** The UTC day of a moment, `YYYY-MM-DD`. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The start of the UTC day of a moment. */
export function startOfUtcDay(now: Date): Date {
  return new Date(`${utcDay(now)}T00:00:00.000Z`);
}

/** The next UTC midnight after a moment: when today's counts start again. */
export function nextUtcMidnight(now: Date): Date {
  const start = startOfUtcDay(now);
  start.setUTCDate(start.getUTCDate() + 1);
  return start;
}

export function allowance(used: number, limit: number, now: Date): DailyAllowance {
  return { left: Math.max(0, limit - used), limit, resets_at: nextUtcMidnight(now).toISOString() };
}
