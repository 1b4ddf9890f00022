import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rateEvents } from '../db/schema.js';

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

/** Drops events older than any window we use (one day is the longest). */
export async function pruneRateEvents(db: Db, now = new Date()): Promise<void> {
  await db.delete(rateEvents).where(lt(rateEvents.occurredAt, new Date(now.getTime() - 2 * 86_400_000)));
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
