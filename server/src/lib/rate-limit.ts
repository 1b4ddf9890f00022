import { and, count, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rateEvents } from '../db/schema.js';
import { AppError } from './app-error.js';

export interface RateRule {
  /** What is counted, e.g. `signup-ip`. */
  kind: string;
  /** Whom it is counted for (an address, an e-mail, a member id). */
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts events in the database, so a limit holds across server instances and restarts. Returns
 * false (and records nothing) when the limit is reached; otherwise records the event.
 */
export async function takeRateAllowance(db: Db, rule: RateRule, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - rule.windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(rateEvents)
    .where(
      and(eq(rateEvents.kind, rule.kind), eq(rateEvents.key, rule.key), gt(rateEvents.occurredAt, since)),
    );
  if ((row?.n ?? 0) >= rule.limit) return false;
  await db.insert(rateEvents).values({ kind: rule.kind, key: rule.key, occurredAt: now });
  return true;
}

/**
 * Returns an allowance taken at `at` by `takeRateAllowance`: for a request refused after the count
 * because of its own input, which must not use up the caller's limit.
 */
export async function giveBackRateAllowance(db: Db, rule: RateRule, at: Date): Promise<void> {
  await db
    .delete(rateEvents)
    .where(and(eq(rateEvents.kind, rule.kind), eq(rateEvents.key, rule.key), eq(rateEvents.occurredAt, at)));
}

/** Seconds until `rule` allows one more event (for `Retry-After`); 0 when it already does. */
export async function secondsUntilAllowance(db: Db, rule: RateRule, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - rule.windowMs);
  const rows = await db
    .select({ at: rateEvents.occurredAt })
    .from(rateEvents)
    .where(
      and(eq(rateEvents.kind, rule.kind), eq(rateEvents.key, rule.key), gt(rateEvents.occurredAt, since)),
    )
    .orderBy(desc(rateEvents.occurredAt))
    .limit(rule.limit);
  // The event that must leave the window is the limit-th newest.
  const leaving = rows.length >= rule.limit ? rows[rule.limit - 1] : undefined;
  if (!leaving) return 0;
  return Math.max(0, (leaving.at.getTime() + rule.windowMs - now.getTime()) / 1000);
}

/**
 * Takes an allowance of each rule in turn; when one refuses, throws the refusal (429
 * `too_many_requests` unless told otherwise) with `Retry-After` for that rule, as every 429 must.
 * Rules after the refusing one are not counted.
 */
export async function requireRateAllowance(
  db: Db,
  rules: RateRule | RateRule[],
  now = new Date(),
  refusal: () => AppError = () => new AppError(429, 'too_many_requests', 'errors.tooManyRequests'),
): Promise<void> {
  for (const rule of Array.isArray(rules) ? rules : [rules]) {
    if (await takeRateAllowance(db, rule, now)) continue;
    throw refusal().withRetryAfter(await secondsUntilAllowance(db, rule, now));
  }
}

/** Drops events older than any window we use (one day is the longest). */
export async function pruneRateEvents(db: Db, now = new Date()): Promise<void> {
  await db.delete(rateEvents).where(lt(rateEvents.occurredAt, new Date(now.getTime() - 2 * 86_400_000)));
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
