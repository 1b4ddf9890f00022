import {
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_WINDOW_MINUTES,
  type StaffLoginBody,
} from '@amora/contracts';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { staff } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { durableRule, type RateCheck, type RateLimiter } from '../../core/rate-limiter.js';
import type { Client } from '../../types.js';
import { verifyPassword } from '../../core/password.js';
import { writeStaffAudit } from './audit.js';
import { normalizeStaffEmail } from './staff-accounts.js';
import { createStaffSession, endStaffSession } from './staff-session.js';
import { totpStepOf } from './staff-totp.js';

const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;

/**
 * Failed staff logins are counted like members' (the same limits per account and per address),
 * as durable rate events, so the count holds across instances and restarts.
 */
const FAILURES_PER_ACCOUNT = durableRule('staff-login-account', LOGIN_MAX_FAILURES_PER_ACCOUNT, WINDOW_MS);
const FAILURES_PER_ADDRESS = durableRule('staff-login-ip', LOGIN_MAX_FAILURES_PER_ADDRESS, WINDOW_MS);

function throttleChecks(emailNormalized: string, ip: string): RateCheck[] {
  return [
    [FAILURES_PER_ACCOUNT, emailNormalized],
    [FAILURES_PER_ADDRESS, ip],
  ];
}

async function blockedFor(limits: RateLimiter, checks: RateCheck[], now: Date): Promise<number> {
  const waits = await Promise.all(checks.map(([rule, key]) => limits.secondsUntil(rule, key, { now })));
  return Math.max(0, ...waits);
}

function loginBlocked(seconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new AppError(429, 'login_blocked', 'errors.loginBlocked', { minutes }).withRetryAfter(seconds);
}

/**
 * Logs a staff member in with password and TOTP code. Every failure (unknown address, wrong
 * password, wrong or replayed code, disabled or not enrolled account) gets the same answer and
 * counts against the throttle; the code is checked only after the password, so a wrong password
 * never uses up a code. The caller's previous staff session (`previousTokenHash`) ends: the
 * session rotates at login. The login is audited with the new session.
 */
export async function staffLogin(
  { db, rateLimits }: { db: Db; rateLimits: RateLimiter },
  client: Client,
  previousTokenHash: string | null,
  body: StaffLoginBody,
  now: Date,
): Promise<{ token: string; staffId: number }> {
  const emailNormalized = normalizeStaffEmail(body.email);
  const checks = throttleChecks(emailNormalized, client.ip);
  const waiting = await blockedFor(rateLimits, checks, now);
  if (waiting > 0) throw loginBlocked(waiting);

  const [row] = await db.select().from(staff).where(eq(staff.emailNormalized, emailNormalized)).limit(1);
  const usable = row && !row.disabled && row.enrolledAt !== null ? row : null;
  const passwordOk = await verifyPassword(usable?.passwordHash ?? null, body.password);
  const step = usable && passwordOk ? totpStepOf(usable.totpSecret, body.code, now) : null;
  if (!usable || step === null) return refuse(rateLimits, checks, now);

  const token = await db.transaction(async (tx) => {
    // A code is accepted once: the step must be newer than the last accepted one.
    const [accepted] = await tx
      .update(staff)
      .set({ totpLastStep: step })
      .where(and(eq(staff.id, usable.id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
      .returning({ id: staff.id });
    if (!accepted) return null;
    if (previousTokenHash) await endStaffSession(tx, previousTokenHash);
    const created = await createStaffSession(tx, usable.id, client, now);
    await writeStaffAudit(
      tx,
      { staffId: usable.id, ip: client.ip },
      { action: 'staff.login', targetType: 'staff', targetId: usable.id },
      now,
    );
    return created;
  });
  if (token === null) return refuse(rateLimits, checks, now);
  return { token, staffId: usable.id };
}

async function refuse(limits: RateLimiter, checks: RateCheck[], now: Date): Promise<never> {
  for (const [rule, key] of checks) await limits.take(rule, key, { now });
  // As for members: the failure that reaches a limit is already answered with the lockout.
  const waiting = await blockedFor(limits, checks, now);
  if (waiting > 0) throw loginBlocked(waiting);
  throw new AppError(401, 'staff_login_failed', 'errors.staffLoginFailed');
}
