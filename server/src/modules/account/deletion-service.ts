import { REACTIVATION_DAYS, type DeleteAccountBody } from '@amora/contracts';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { sessions, users } from '../../db/schema.js';
import { DAY_MS, durableRule } from '../../core/rate-limiter.js';
import type { AppContext } from '../../types.js';
import type { Site } from '../../core/site-resolver.js';
import { sendAccountMail, siteOrigin } from '../mail/index.js';
import { consumeToken, issueToken } from './account-tokens.js';
import { syncSearchable } from '../../core/member-rules.js';
import { assertPassword } from './password-service.js';
import { findUserRecord } from '../me/index.js';
import { normalizeEmail } from '../../core/email.js';

export const REACTIVATION_WINDOW_MS = REACTIVATION_DAYS * DAY_MS;
/** Reactivation mails per address asked for, and per client address, a day. */
const REACTIVATIONS_PER_EMAIL = durableRule('reactivate-email', 3, DAY_MS);
const REACTIVATIONS_PER_ADDRESS = durableRule('reactivate-ip', 20, DAY_MS);

async function mailReactivationLink(ctx: AppContext, site: Site, userId: number): Promise<void> {
  const record = await findUserRecord(ctx, site, userId);
  if (!record?.user.deletionRequestedAt) return;
  const deadline = new Date(record.user.deletionRequestedAt.getTime() + REACTIVATION_WINDOW_MS);
  const remaining = deadline.getTime() - ctx.clock.now().getTime();
  if (remaining <= 0) return;
  const token = await issueToken(ctx.db, userId, 'reactivation', remaining, null, ctx.clock.now());
  const date = new Intl.DateTimeFormat(record.user.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    deadline,
  );
  await sendAccountMail(
    ctx,
    site,
    { email: record.user.email, name: record.profile.name, language: record.user.language },
    'reactivation',
    {
      link: `${siteOrigin(ctx, site)}/api/reactivate.php?token=${encodeURIComponent(token)}`,
      params: { date },
    },
  );
}

/**
 * Marks the account pending deletion (out of every listing at once), ends all its sessions and
 * mails the reactivation link. The data is purged REACTIVATION_DAYS later by the scheduled job.
 */
export async function deleteAccount(
  ctx: AppContext,
  site: Site,
  userId: number,
  ip: string,
  body: DeleteAccountBody,
): Promise<{ partnerUrl: string | null }> {
  await assertPassword(ctx, userId, body.password, ip);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        status: 'pending_deletion',
        deletionRequestedAt: ctx.clock.now(),
        deletionReason: body.reason,
        deletionComment: body.comment || null,
      })
      .where(eq(users.id, userId));
    await syncSearchable(tx, userId);
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
  await mailReactivationLink(ctx, site, userId);
  return { partnerUrl: site.settings.partner_url };
}

/** Mails a fresh reactivation link to an account pending deletion; the same answer for any address. */
export async function requestReactivation(
  ctx: AppContext,
  site: Site,
  ip: string,
  email: string,
): Promise<void> {
  const emailNormalized = normalizeEmail(email);
  await ctx.rateLimits.requireEach([
    [REACTIVATIONS_PER_EMAIL, `${site.id}:${emailNormalized}`],
    [REACTIVATIONS_PER_ADDRESS, ip],
  ]);
  const [member] = await ctx.db
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(and(eq(users.siteId, site.id), eq(users.emailNormalized, emailNormalized)))
    .limit(1);
  if (member?.status === 'pending_deletion') await mailReactivationLink(ctx, site, member.id);
}

export type ReactivationOutcome = 'done' | 'expired' | 'failed';

/** Follows a reactivation link within the window: the account is back as it was. */
export async function reactivate(ctx: AppContext, token: string | undefined): Promise<ReactivationOutcome> {
  if (!token) return 'failed';
  const now = ctx.clock.now();
  const check = await consumeToken(ctx.db, token, 'reactivation', now);
  if (check.status !== 'valid') return check.status === 'expired' ? 'expired' : 'failed';
  const [row] = await ctx.db
    .select({ status: users.status, requestedAt: users.deletionRequestedAt, confirmedAt: users.confirmedAt })
    .from(users)
    .where(eq(users.id, check.userId));
  if (!row || row.status !== 'pending_deletion' || !row.requestedAt) return 'failed';
  if (now.getTime() - row.requestedAt.getTime() >= REACTIVATION_WINDOW_MS) return 'expired';
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        status: row.confirmedAt ? 'confirmed' : 'not_confirmed',
        deletionRequestedAt: null,
        deletionReason: null,
        deletionComment: null,
      })
      .where(eq(users.id, check.userId));
    await syncSearchable(tx, check.userId);
  });
  return 'done';
}

/** Accounts whose reactivation window has passed. */
export async function findExpiredDeletions(ctx: AppContext, now: Date): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.status, 'pending_deletion'),
        isNotNull(users.deletionRequestedAt),
        lt(users.deletionRequestedAt, new Date(now.getTime() - REACTIVATION_WINDOW_MS)),
      ),
    );
  return rows.map((r) => r.id);
}
