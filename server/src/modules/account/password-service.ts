import {
  PASSWORD_RESET_MAX_PER_DAY,
  PASSWORD_RESET_TOKEN_TTL_MINUTES,
  type ChangePasswordBody,
  type ResetPasswordDoBody,
} from '@amora/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sessions, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { DAY_MS, takeRateAllowance } from '../../lib/rate-limit.js';
import type { AppContext } from '../../types.js';
import { sendAccountMail, siteOrigin } from './account-mail.js';
import { requireAuth } from './account-service.js';
import { consumeToken, issueToken } from './account-tokens.js';
import { hashPassword, verifyPassword } from './password.js';
import { findUserRecord, normalizeEmail } from './user-repository.js';

/** Reset requests per client address per day, whatever addresses they name. */
const RESET_MAX_PER_ADDRESS_PER_DAY = 20;

/**
 * Mails a reset link when the address belongs to a member. The answer is the same either way (no
 * account enumeration, ADR 0005); the daily limit counts the address asked for, existing or not.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  request: FastifyRequest,
  email: string,
): Promise<void> {
  const now = ctx.clock.now();
  const emailNormalized = normalizeEmail(email);
  const perAddress = await takeRateAllowance(
    ctx.db,
    {
      kind: 'reset-email',
      key: `${request.site.id}:${emailNormalized}`,
      limit: PASSWORD_RESET_MAX_PER_DAY,
      windowMs: DAY_MS,
    },
    now,
  );
  if (!perAddress) throw new AppError(429, 'reset_limit', 'errors.resetLimit');
  const perIp = await takeRateAllowance(
    ctx.db,
    { kind: 'reset-ip', key: request.ip, limit: RESET_MAX_PER_ADDRESS_PER_DAY, windowMs: DAY_MS },
    now,
  );
  if (!perIp) throw new AppError(429, 'reset_limit', 'errors.resetLimit');

  const [member] = await ctx.db
    .select({ id: users.id, email: users.email, language: users.language, status: users.status })
    .from(users)
    .where(and(eq(users.siteId, request.site.id), eq(users.emailNormalized, emailNormalized)))
    .limit(1);
  if (!member || member.status === 'pending_deletion') return;
  const record = await findUserRecord(ctx.db, request.site.id, member.id);
  const token = await issueToken(
    ctx.db,
    member.id,
    'password_reset',
    PASSWORD_RESET_TOKEN_TTL_MINUTES * 60_000,
    null,
    now,
  );
  await sendAccountMail(
    request,
    { email: member.email, name: record?.profile.name ?? '', language: member.language },
    'passwordReset',
    {
      link: `${siteOrigin(request)}/reset-password/do?token=${encodeURIComponent(token)}`,
      params: { minutes: PASSWORD_RESET_TOKEN_TTL_MINUTES },
    },
  );
}

/** Sets the new password from a reset link; every session of the member ends. */
export async function resetPassword(ctx: AppContext, body: ResetPasswordDoBody): Promise<void> {
  const check = await consumeToken(ctx.db, body.token, 'password_reset', ctx.clock.now());
  if (check.status !== 'valid') throw new AppError(400, 'token_invalid', 'errors.tokenInvalid');
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, check.userId));
    await tx.delete(sessions).where(eq(sessions.userId, check.userId));
  });
}

/** Changes the password of the logged-in member; their other sessions end, this one stays. */
export async function changePassword(
  ctx: AppContext,
  request: FastifyRequest,
  body: ChangePasswordBody,
): Promise<void> {
  const auth = requireAuth(request);
  const [row] = await ctx.db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, auth.userId));
  if (!(await verifyPassword(row?.hash ?? null, body.old_password)))
    throw new AppError(
      400,
      'validation_failed',
      'validation.oldPasswordWrong',
      {},
      {
        old_password: 'validation.oldPasswordWrong',
      },
    );
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, auth.userId));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, auth.userId), ne(sessions.tokenHash, auth.tokenHash)));
  });
}

/** Checks the member's current password (deletion and mail change ask for it). */
export async function assertPassword(ctx: AppContext, userId: number, password: string): Promise<void> {
  const [row] = await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!(await verifyPassword(row?.hash ?? null, password)))
    throw new AppError(
      400,
      'validation_failed',
      'validation.oldPasswordWrong',
      {},
      {
        password: 'validation.oldPasswordWrong',
      },
    );
}
