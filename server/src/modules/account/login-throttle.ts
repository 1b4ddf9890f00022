import {
  LOGIN_LOCKOUT_MINUTES,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_WINDOW_MINUTES,
} from '@amora/contracts';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { loginAttempts } from '../../db/schema.js';

const MINUTE_MS = 60_000;

export interface AttemptKey {
  siteId: number;
  emailNormalized: string;
  ip: string;
}

export type ThrottleVerdict = { blocked: false } | { blocked: true; minutes: number };

/**
 * Blocked while the `limit`-th most recent failure is younger than the lockout: `limit` failures
 * within the window, with no success after them, lock for LOGIN_LOCKOUT_MINUTES from the last one.
 */
function verdictFrom(attempts: Array<{ succeeded: boolean; attemptedAt: Date }>, limit: number, now: Date): ThrottleVerdict {
  const failures: Date[] = [];
  for (const attempt of attempts) {
    if (attempt.succeeded) break;
    failures.push(attempt.attemptedAt);
  }
  if (failures.length < limit) return { blocked: false };
  const lastFailure = failures[0] as Date;
  const blockedUntil = lastFailure.getTime() + LOGIN_LOCKOUT_MINUTES * MINUTE_MS;
  const remaining = blockedUntil - now.getTime();
  return remaining > 0 ? { blocked: true, minutes: Math.ceil(remaining / MINUTE_MS) } : { blocked: false };
}

/** Checks the per-account and the per-address limits; the stricter answer wins. */
export async function checkLoginThrottle(db: Db, key: AttemptKey, now: Date = new Date()): Promise<ThrottleVerdict> {
  const since = new Date(now.getTime() - Math.max(LOGIN_WINDOW_MINUTES, LOGIN_LOCKOUT_MINUTES) * MINUTE_MS);
  const columns = { succeeded: loginAttempts.succeeded, attemptedAt: loginAttempts.attemptedAt };
  const [byAccount, byAddress] = await Promise.all([
    db
      .select(columns)
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.siteId, key.siteId),
          eq(loginAttempts.emailNormalized, key.emailNormalized),
          gt(loginAttempts.attemptedAt, since),
        ),
      )
      .orderBy(desc(loginAttempts.attemptedAt))
      .limit(LOGIN_MAX_FAILURES_PER_ACCOUNT),
    db
      .select(columns)
      .from(loginAttempts)
      .where(and(eq(loginAttempts.ip, key.ip), gt(loginAttempts.attemptedAt, since), eq(loginAttempts.succeeded, false)))
      .orderBy(desc(loginAttempts.attemptedAt))
      .limit(LOGIN_MAX_FAILURES_PER_ADDRESS),
  ]);
  const verdicts = [
    verdictFrom(byAccount, LOGIN_MAX_FAILURES_PER_ACCOUNT, now),
    verdictFrom(byAddress, LOGIN_MAX_FAILURES_PER_ADDRESS, now),
  ];
  const minutes = Math.max(...verdicts.map((v) => (v.blocked ? v.minutes : 0)));
  return minutes > 0 ? { blocked: true, minutes } : { blocked: false };
}

export async function recordLoginAttempt(db: Db, key: AttemptKey, succeeded: boolean, at: Date = new Date()): Promise<void> {
  await db.insert(loginAttempts).values({ ...key, succeeded, attemptedAt: at });
}
