import {
  ACTIVATION_RESEND_MAX_PER_DAY,
  ACTIVATION_RESEND_MIN_INTERVAL_SECONDS,
  ACTIVATION_TOKEN_TTL_HOURS,
} from '@amora/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { profiles, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { DAY_MS, HOUR_MS, takeRateAllowance } from '../../lib/rate-limit.js';
import type { AppContext } from '../../types.js';
import { sendAccountMail, siteOrigin, type MailRecipient } from './account-mail.js';
import { requireAuth } from './account-service.js';
import { consumeToken, issueToken } from './account-tokens.js';
import { findUserRecord } from './user-repository.js';

export async function sendActivationMail(
  ctx: AppContext,
  request: FastifyRequest,
  member: MailRecipient & { id: number },
): Promise<void> {
  const token = await issueToken(
    ctx.db,
    member.id,
    'activation',
    ACTIVATION_TOKEN_TTL_HOURS * HOUR_MS,
    null,
    ctx.clock.now(),
  );
  await sendAccountMail(request, member, 'activation', {
    link: `${siteOrigin(request)}/api/activate.php?token=${encodeURIComponent(token)}`,
    params: { hours: ACTIVATION_TOKEN_TTL_HOURS },
  });
}

export type ActivationOutcome = 'done' | 'expired' | 'failed';

/** Follows an activation link: confirms the address and enables the profile. */
export async function activate(ctx: AppContext, token: string | undefined): Promise<ActivationOutcome> {
  if (!token) return 'failed';
  const check = await consumeToken(ctx.db, token, 'activation', ctx.clock.now());
  if (check.status !== 'valid') return check.status === 'expired' ? 'expired' : 'failed';
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ status: 'confirmed', confirmedAt: ctx.clock.now() })
      .where(and(eq(users.id, check.userId), eq(users.status, 'not_confirmed')));
    await tx.update(profiles).set({ status: 'active' }).where(eq(profiles.userId, check.userId));
  });
  return 'done';
}

/** A new activation e-mail for the logged-in member: at most one a minute and a few a day. */
export async function resendActivation(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const auth = requireAuth(request);
  const record = await findUserRecord(ctx.db, request.site.id, auth.userId);
  if (!record) throw new AppError(403, 'authentication_required', 'errors.authenticationRequired');
  if (record.user.status !== 'not_confirmed')
    throw new AppError(409, 'already_confirmed', 'errors.alreadyConfirmed');
  const key = String(auth.userId);
  const now = ctx.clock.now();
  const perMinute = await takeRateAllowance(
    ctx.db,
    { kind: 'activation-resend-min', key, limit: 1, windowMs: ACTIVATION_RESEND_MIN_INTERVAL_SECONDS * 1000 },
    now,
  );
  const perDay =
    perMinute &&
    (await takeRateAllowance(
      ctx.db,
      { kind: 'activation-resend-day', key, limit: ACTIVATION_RESEND_MAX_PER_DAY, windowMs: DAY_MS },
      now,
    ));
  if (!perMinute || !perDay) throw new AppError(429, 'too_many_requests', 'errors.tooManyRequests');
  await sendActivationMail(ctx, request, {
    id: auth.userId,
    email: record.user.email,
    name: record.profile.name,
    language: record.user.language,
  });
}
