import {
  PASSWORD_RESET_MAX_PER_DAY,
  PASSWORD_RESET_TOKEN_TTL_MINUTES,
  type ChangePasswordBody,
  type ResetPasswordDoBody,
} from '@amora/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { sessions, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { DAY_MS, durableRule } from '../../core/rate-limiter.js';
import type { AppContext, RequestAuth } from '../../types.js';
import type { Site } from '../../core/site-resolver.js';
import { sendAccountMail, siteOrigin } from '../mail/index.js';
import { CREDENTIAL_TOKENS, consumeToken, issueToken, peekToken, revokeTokens } from './account-tokens.js';
import { checkLoginThrottle, recordLoginAttempt } from './login-throttle.js';
import { hashPassword, verifyPassword } from '../../core/password.js';
import { findUserRecord } from '../me/index.js';
import { normalizeEmail } from '../../core/email.js';

const RESETS_PER_EMAIL = durableRule('reset-email', PASSWORD_RESET_MAX_PER_DAY, DAY_MS);
/** Reset requests per client address per day, whatever addresses they name. */
const RESETS_PER_ADDRESS = durableRule('reset-ip', 20, DAY_MS);

/**
 * Mails a reset link when the address belongs to a member. The answer is the same either way (no
 * account enumeration, ADR 0005); the daily limit counts the address asked for, existing or not.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  site: Site,
  ip: string,
  email: string,
): Promise<void> {
  const now = ctx.clock.now();
  const emailNormalized = normalizeEmail(email);
  await ctx.rateLimits.requireEach(
    [
      [RESETS_PER_EMAIL, `${site.id}:${emailNormalized}`],
      [RESETS_PER_ADDRESS, ip],
    ],
    { now, refusal: () => new AppError(429, 'reset_limit', 'errors.resetLimit') },
  );

  const [member] = await ctx.db
    .select({ id: users.id, email: users.email, language: users.language, status: users.status })
    .from(users)
    .where(and(eq(users.siteId, site.id), eq(users.emailNormalized, emailNormalized)))
    .limit(1);
  if (!member || member.status === 'pending_deletion') return;
  const record = await findUserRecord(ctx, site, member.id);
  const token = await issueToken(
    ctx.db,
    member.id,
    'password_reset',
    PASSWORD_RESET_TOKEN_TTL_MINUTES * 60_000,
    null,
    now,
  );
  await sendAccountMail(
    ctx,
    site,
    { email: member.email, name: record?.profile.name ?? '', language: member.language },
    'passwordReset',
    {
      link: `${siteOrigin(ctx, site)}/reset-password/do?token=${encodeURIComponent(token)}`,
      params: { minutes: PASSWORD_RESET_TOKEN_TTL_MINUTES },
    },
  );
}

/** `POST /api/reset-password-check.php`: refuses a reset link that is broken, spent or expired; spends nothing. */
export async function checkPasswordResetToken(ctx: AppContext, token: string): Promise<void> {
  const status = await peekToken(ctx.db, token, 'password_reset', ctx.clock.now());
  if (status !== 'valid') throw new AppError(400, 'token_invalid', 'errors.tokenInvalid');
}

/** Sets the new password from a reset link; every session of the member ends. Answers the member. */
export async function resetPassword(ctx: AppContext, body: ResetPasswordDoBody): Promise<number> {
  const check = await consumeToken(ctx.db, body.token, 'password_reset', ctx.clock.now());
  if (check.status !== 'valid') throw new AppError(400, 'token_invalid', 'errors.tokenInvalid');
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, check.userId));
    await revokeTokens(tx, check.userId, CREDENTIAL_TOKENS, ctx.clock.now());
    await tx.delete(sessions).where(eq(sessions.userId, check.userId));
  });
  return check.userId;
}

/** Changes the password of the member of session `auth`; their other sessions end, this one stays. */
export async function changePassword(
  ctx: AppContext,
  auth: RequestAuth,
  ip: string,
  body: ChangePasswordBody,
): Promise<void> {
  await checkCurrentPassword(ctx, auth.userId, body.old_password, ip, 'old_password');
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, auth.userId));
    await revokeTokens(tx, auth.userId, CREDENTIAL_TOKENS, ctx.clock.now());
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, auth.userId), ne(sessions.tokenHash, auth.tokenHash)));
  });
}

const loginBlocked = (minutes: number) =>
  new AppError(429, 'login_blocked', 'errors.loginBlocked', { minutes }).withRetryAfter(minutes * 60);

/**
 * Checks a logged-in member's current password, throttled like login and counted with it (issue
 * 9, finding 6): a stolen session must not become an unlimited password oracle. The per-account
 * and per-address limits and the spec's lockout message are login's.
 */
async function checkCurrentPassword(
  ctx: AppContext,
  userId: number,
  password: string,
  ip: string,
  field: 'old_password' | 'password',
): Promise<void> {
  const [row] = await ctx.db
    .select({ hash: users.passwordHash, siteId: users.siteId, emailNormalized: users.emailNormalized })
    .from(users)
    .where(eq(users.id, userId));
  const wrong = new AppError(
    400,
    'validation_failed',
    'validation.oldPasswordWrong',
    {},
    { [field]: 'validation.oldPasswordWrong' },
  );
  if (!row) throw wrong;
  const key = { siteId: row.siteId, emailNormalized: row.emailNormalized, ip };
  const before = await checkLoginThrottle(ctx.db, key);
  if (before.blocked) throw loginBlocked(before.minutes);
  const valid = await verifyPassword(row.hash, password);
  await recordLoginAttempt(ctx.db, key, valid);
  if (valid) return;
  const after = await checkLoginThrottle(ctx.db, key);
  if (after.blocked) throw loginBlocked(after.minutes);
  throw wrong;
}

/** Checks the member's current password (deletion and mail change ask for it), throttled like login. */
export async function assertPassword(
  ctx: AppContext,
  userId: number,
  password: string,
  ip: string,
): Promise<void> {
  await checkCurrentPassword(ctx, userId, password, ip, 'password');
}
