import {
  LOGIN_LOCKOUT_MINUTES,
  LOGIN_MAX_ADDRESSES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_WINDOW_MINUTES,
} from '@amora/contracts';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { loginAttempts } from '../../db/schema.js';

const MINUTE_MS = 60_000;
/** Rows read per limit: enough for the runs of failures that can still lock (attempts during a block are not recorded). */
const ROWS_PER_LIMIT = 3;

export interface AttemptKey {
  siteId: number;
  emailNormalized: string;
  ip: string;
}

export type ThrottleVerdict = { blocked: false } | { blocked: true; minutes: number };

/**
 * `limit` failures within LOGIN_WINDOW_MINUTES, with no success after them, lock for
 * LOGIN_LOCKOUT_MINUTES from the last of them. `attempts` are newest first and must reach back
 * window + lockout, so that a block announced as "15 min" really lasts 15 minutes even after its
 * first failures have left the window.
 */
function verdictFrom(
  attempts: Array<{ succeeded: boolean; attemptedAt: Date }>,
  limit: number,
  now: Date,
): ThrottleVerdict {
  const failures: Date[] = [];
  for (const attempt of attempts) {
    if (attempt.succeeded) break;
    failures.push(attempt.attemptedAt);
  }
  // The newest run of `limit` failures that fits in the window decides (newer runs lock longer).
  for (let i = 0; i + limit - 1 < failures.length; i += 1) {
    const newest = (failures[i] as Date).getTime();
    const oldest = (failures[i + limit - 1] as Date).getTime();
    if (newest - oldest >= LOGIN_WINDOW_MINUTES * MINUTE_MS) continue;
    const remaining = newest + LOGIN_LOCKOUT_MINUTES * MINUTE_MS - now.getTime();
    return remaining > 0 ? { blocked: true, minutes: Math.ceil(remaining / MINUTE_MS) } : { blocked: false };
  }
  return { blocked: false };
}

/**
 * Like `verdictFrom`, but a run counts the distinct addresses of its failures: `limit` addresses
 * failing within the window, with no success after them, lock the account from everywhere.
 */
function addressesVerdict(
  attempts: Array<{ succeeded: boolean; attemptedAt: Date; ip: string }>,
  limit: number,
  now: Date,
): ThrottleVerdict {
  const failures: Array<{ at: number; ip: string }> = [];
  for (const attempt of attempts) {
    if (attempt.succeeded) break;
    failures.push({ at: attempt.attemptedAt.getTime(), ip: attempt.ip });
  }
  for (let i = 0; i < failures.length; i += 1) {
    const newest = failures[i]!.at;
    const addresses = new Set<string>();
    for (
      let j = i;
      j < failures.length && newest - failures[j]!.at < LOGIN_WINDOW_MINUTES * MINUTE_MS;
      j += 1
    )
      addresses.add(failures[j]!.ip);
    if (addresses.size < limit) continue;
    const remaining = newest + LOGIN_LOCKOUT_MINUTES * MINUTE_MS - now.getTime();
    return remaining > 0 ? { blocked: true, minutes: Math.ceil(remaining / MINUTE_MS) } : { blocked: false };
  }
  return { blocked: false };
}

/**
 * Checks the limits per account and address, per account across addresses, and per address;
 * the stricter answer wins.
 */
export async function checkLoginThrottle(
  db: Db,
  key: AttemptKey,
  now: Date = new Date(),
): Promise<ThrottleVerdict> {
  const since = new Date(now.getTime() - (LOGIN_WINDOW_MINUTES + LOGIN_LOCKOUT_MINUTES) * MINUTE_MS);
  const columns = {
    succeeded: loginAttempts.succeeded,
    attemptedAt: loginAttempts.attemptedAt,
    ip: loginAttempts.ip,
  };
  const ofAccount = and(
    eq(loginAttempts.siteId, key.siteId),
    eq(loginAttempts.emailNormalized, key.emailNormalized),
    gt(loginAttempts.attemptedAt, since),
  );
  const [byAccountAndAddress, byAccount, byAddress] = await Promise.all([
    db
      .select(columns)
      .from(loginAttempts)
      .where(and(ofAccount, eq(loginAttempts.ip, key.ip)))
      .orderBy(desc(loginAttempts.attemptedAt))
      .limit(LOGIN_MAX_FAILURES_PER_ACCOUNT * ROWS_PER_LIMIT),
    // Enough rows for the addresses' runs: each address stops at its own limit of failures.
    db
      .select(columns)
      .from(loginAttempts)
      .where(ofAccount)
      .orderBy(desc(loginAttempts.attemptedAt))
      .limit(LOGIN_MAX_ADDRESSES_PER_ACCOUNT * LOGIN_MAX_FAILURES_PER_ACCOUNT * ROWS_PER_LIMIT),
    db
      .select(columns)
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.ip, key.ip),
          gt(loginAttempts.attemptedAt, since),
          eq(loginAttempts.succeeded, false),
        ),
      )
      .orderBy(desc(loginAttempts.attemptedAt))
      .limit(LOGIN_MAX_FAILURES_PER_ADDRESS * ROWS_PER_LIMIT),
  ]);
  const verdicts = [
    verdictFrom(byAccountAndAddress, LOGIN_MAX_FAILURES_PER_ACCOUNT, now),
    addressesVerdict(byAccount, LOGIN_MAX_ADDRESSES_PER_ACCOUNT, now),
    verdictFrom(byAddress, LOGIN_MAX_FAILURES_PER_ADDRESS, now),
  ];
  const minutes = Math.max(...verdicts.map((v) => (v.blocked ? v.minutes : 0)));
  return minutes > 0 ? { blocked: true, minutes } : { blocked: false };
}

export async function recordLoginAttempt(
  db: Db,
  key: AttemptKey,
  succeeded: boolean,
  at: Date = new Date(),
): Promise<void> {
  await db.insert(loginAttempts).values({ ...key, succeeded, attemptedAt: at });
}
