import { and, count, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rateEvents } from '../db/schema.js';

/**
 * The limiter's `durable` rules: each allowed event is a `rate_events` row (`kind` = the rule's
 * name, `key` = whom it is counted for), so a limit holds across server instances and restarts.
 */
export interface DurableWindow {
  name: string;
  limit: number;
  windowMs: number;
}

const inWindow = (rule: DurableWindow, key: string, now: Date) =>
  and(
    eq(rateEvents.kind, rule.name),
    eq(rateEvents.key, key),
    gt(rateEvents.occurredAt, new Date(now.getTime() - rule.windowMs)),
  );

/** Records the event and answers true, or answers false (recording nothing) at the limit. */
export async function takeEvent(db: Db, rule: DurableWindow, key: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(rateEvents)
    .where(inWindow(rule, key, now));
  if ((row?.n ?? 0) >= rule.limit) return false;
  await db.insert(rateEvents).values({ kind: rule.name, key, occurredAt: now });
  return true;
}

/** Removes the event taken at `at`: a request refused after the count must not use up the limit. */
export async function giveBackEvent(db: Db, rule: DurableWindow, key: string, at: Date): Promise<void> {
  await db
    .delete(rateEvents)
    .where(and(eq(rateEvents.kind, rule.name), eq(rateEvents.key, key), eq(rateEvents.occurredAt, at)));
}

/** Seconds until `rule` allows one more event for `key` (for `Retry-After`); 0 when it already does. */
export async function secondsUntilEvent(
  db: Db,
  rule: DurableWindow,
  key: string,
  now: Date,
): Promise<number> {
  const rows = await db
    .select({ at: rateEvents.occurredAt })
    .from(rateEvents)
    .where(inWindow(rule, key, now))
    .orderBy(desc(rateEvents.occurredAt))
    .limit(rule.limit);
  // The event that must leave the window is the limit-th newest.
  const leaving = rows.length >= rule.limit ? rows[rule.limit - 1] : undefined;
  if (!leaving) return 0;
  return Math.max(0, (leaving.at.getTime() + rule.windowMs - now.getTime()) / 1000);
}

/** Drops events older than any window we use (one day is the longest). */
export async function pruneRateEvents(db: Db, now: Date): Promise<void> {
  await db.delete(rateEvents).where(lt(rateEvents.occurredAt, new Date(now.getTime() - 2 * 86_400_000)));
}
