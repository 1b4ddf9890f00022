import {
  ACTIVATION_RESEND_MAX_PER_DAY,
  ACTIVATION_RESEND_MIN_INTERVAL_SECONDS,
  ACTIVATION_TOKEN_TTL_HOURS,
} from '@amora/contracts';
import { and, eq } from 'drizzle-orm';
import { profiles, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { authenticationRequired } from '../../plugins/auth.js';
import { DAY_MS, HOUR_MS, requireRateAllowance } from '../../lib/rate-limit.js';
import type { AppContext } from '../../types.js';
import type { Site } from '../site/site-resolver.js';
import { sendAccountMail, siteOrigin, type MailRecipient } from './account-mail.js';
import { consumeToken, issueToken } from './account-tokens.js';
import { syncSearchable } from './member-rules.js';
import { findUserRecord } from './user-repository.js';

export async function sendActivationMail(
  ctx: AppContext,
  site: Site,
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
  await sendAccountMail(ctx, site, member, 'activation', {
    link: `${siteOrigin(ctx, site)}/api/activate.php?token=${encodeURIComponent(token)}`,
    params: { hours: ACTIVATION_TOKEN_TTL_HOURS },
  });
}

export type ActivationOutcome = 'done' | 'expired' | 'failed';

/** Follows an activation link: confirms the address and enables the profile. */
export async function activate(ctx: AppContext, token: string | undefined): Promise<ActivationOutcome> {
  if (!token) return 'failed';
  const check = await consumeToken(ctx.db, token, 'activation', ctx.clock.now());
  // A second click, or a mail scanner that opened the link first: a genuine but spent token of a
  // member whose address is confirmed is a success, not 'Activation failed'.
  if (check.status === 'used') return (await isConfirmed(ctx, check.userId)) ? 'done' : 'failed';
  if (check.status !== 'valid') return check.status === 'expired' ? 'expired' : 'failed';
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ status: 'confirmed', confirmedAt: ctx.clock.now() })
      .where(and(eq(users.id, check.userId), eq(users.status, 'not_confirmed')));
    await tx.update(profiles).set({ status: 'active' }).where(eq(profiles.userId, check.userId));
    await syncSearchable(tx, check.userId);
  });
  return 'done';
}

async function isConfirmed(ctx: AppContext, userId: number): Promise<boolean> {
  const [row] = await ctx.db.select({ status: users.status }).from(users).where(eq(users.id, userId));
  return row?.status === 'confirmed';
}

/** A new activation e-mail for member `userId`: at most one a minute and a few a day. */
export async function resendActivation(ctx: AppContext, site: Site, userId: number): Promise<void> {
  const record = await findUserRecord(ctx, site, userId);
  if (!record) throw authenticationRequired();
  if (record.user.status !== 'not_confirmed')
    throw new AppError(409, 'already_confirmed', 'errors.alreadyConfirmed');
  const key = String(userId);
  const now = ctx.clock.now();
  await requireRateAllowance(
    ctx.db,
    [
      {
        kind: 'activation-resend-min',
        key,
        limit: 1,
        windowMs: ACTIVATION_RESEND_MIN_INTERVAL_SECONDS * 1000,
      },
      { kind: 'activation-resend-day', key, limit: ACTIVATION_RESEND_MAX_PER_DAY, windowMs: DAY_MS },
    ],
    now,
  );
  await sendActivationMail(ctx, site, {
    id: userId,
    email: record.user.email,
    name: record.profile.name,
    language: record.user.language,
  });
}
