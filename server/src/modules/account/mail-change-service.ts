import { MAIL_CHANGE_TOKEN_TTL_HOURS, type ChangeEmailBody, type User } from '@amora/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { DAY_MS, takeRateAllowance } from '../../lib/rate-limit.js';
import type { AppContext } from '../../types.js';
import { sendAccountMail, siteOrigin } from './account-mail.js';
import { currentUser, requireAuth } from './account-service.js';
import { consumeToken, issueToken } from './account-tokens.js';
import { assertPassword } from './password-service.js';
import { findUserRecord, normalizeEmail } from './user-repository.js';

const MAIL_CHANGES_PER_DAY = 5;

const emailTaken = () =>
  new AppError(409, 'email_taken', 'errors.emailTaken', {}, { email: 'errors.emailTaken' });

async function isEmailTaken(ctx: AppContext, siteId: number, emailNormalized: string): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.emailNormalized, emailNormalized)))
    .limit(1);
  return rows.length > 0;
}

/** Sends a confirmation link to the new address and a notice to the current one. */
export async function requestMailChange(
  ctx: AppContext,
  request: FastifyRequest,
  body: ChangeEmailBody,
): Promise<void> {
  const auth = requireAuth(request);
  const record = await findUserRecord(ctx.db, request.site.id, auth.userId);
  if (!record) throw new AppError(403, 'authentication_required', 'errors.authenticationRequired');
  await assertPassword(ctx, auth.userId, body.password);
  const newEmail = body.email.trim();
  const newNormalized = normalizeEmail(newEmail);
  if (newNormalized === record.user.emailNormalized)
    throw new AppError(
      400,
      'validation_failed',
      'validation.emailSameAsCurrent',
      {},
      {
        email: 'validation.emailSameAsCurrent',
      },
    );
  if (await isEmailTaken(ctx, request.site.id, newNormalized)) throw emailTaken();
  const allowed = await takeRateAllowance(ctx.db, {
    kind: 'mail-change',
    key: String(auth.userId),
    limit: MAIL_CHANGES_PER_DAY,
    windowMs: DAY_MS,
  });
  if (!allowed) throw new AppError(429, 'too_many_requests', 'errors.tooManyRequests');

  const token = await issueToken(
    ctx.db,
    auth.userId,
    'mail_change',
    MAIL_CHANGE_TOKEN_TTL_HOURS * 3_600_000,
    { email: newEmail },
    ctx.clock.now(),
  );
  const member = { name: record.profile.name, language: record.user.language };
  await sendAccountMail(request, { ...member, email: newEmail }, 'mailChangeConfirm', {
    link: `${siteOrigin(request)}/mail-change/do?token=${encodeURIComponent(token)}`,
    params: { hours: MAIL_CHANGE_TOKEN_TTL_HOURS },
  });
  await sendAccountMail(request, { ...member, email: record.user.email }, 'mailChangeNotice', {
    params: { new_email: newEmail },
  });
}

/** Follows the confirmation link: the new address replaces the old one. */
export async function confirmMailChange(
  ctx: AppContext,
  request: FastifyRequest,
  token: string,
): Promise<User | null> {
  const check = await consumeToken(ctx.db, token, 'mail_change', ctx.clock.now());
  if (check.status !== 'valid' || !check.payload?.email)
    throw new AppError(400, 'token_invalid', 'errors.tokenInvalid');
  const newEmail = check.payload.email;
  const newNormalized = normalizeEmail(newEmail);
  const [owner] = await ctx.db.select({ siteId: users.siteId }).from(users).where(eq(users.id, check.userId));
  if (!owner) throw new AppError(400, 'token_invalid', 'errors.tokenInvalid');
  if (await isEmailTaken(ctx, owner.siteId, newNormalized)) throw emailTaken();
  try {
    await ctx.db
      .update(users)
      .set({ email: newEmail, emailNormalized: newNormalized })
      .where(eq(users.id, check.userId));
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw emailTaken();
    throw error;
  }
  return request.auth?.userId === check.userId ? currentUser(ctx, request) : null;
}
