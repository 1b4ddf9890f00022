import {
  ACTIVATION_RESEND_MAX_PER_DAY,
  ACTIVATION_RESEND_MIN_INTERVAL_SECONDS,
  ACTIVATION_TOKEN_TTL_HOURS,
} from '@amora/contracts';
import { and, eq } from 'drizzle-orm';
import { profiles, sites, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { authenticationRequired } from '../../plugins/auth.js';
import { DAY_MS, HOUR_MS, durableRule } from '../../core/rate-limiter.js';
import type { AppContext } from '../../types.js';
import { grant, type LedgerTx } from '../credits/index.js';
import type { Site } from '../../core/site-resolver.js';
import { sendAccountMail, siteOrigin, type MailRecipient } from '../mail/index.js';
import { consumeToken, issueToken } from './account-tokens.js';
import { syncSearchable } from '../../core/member-rules.js';
import { findUserRecord } from '../me/index.js';

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

export type ActivationOutcome =
  | {
      status: 'done';
      /** Sign-up credits this activation granted (0 on a repeated click). */ welcomeCredits: number;
    }
  | { status: 'expired' | 'failed' };

/** Activation mails per member: one a minute, a few a day. */
const RESENDS_PER_MINUTE = durableRule(
  'activation-resend-min',
  1,
  ACTIVATION_RESEND_MIN_INTERVAL_SECONDS * 1000,
);
const RESENDS_PER_DAY = durableRule('activation-resend-day', ACTIVATION_RESEND_MAX_PER_DAY, DAY_MS);

/** The ledger key of a member's sign-up credits: one per member, so a second activation adds nothing. */
export const signupBonusKey = (userId: number): string => `signup-bonus:${userId}`;

/**
 * Follows an activation link: confirms the address, enables the profile and grants the site's
 * sign-up credits, all in one transaction. The token is spent inside it too, so a second request
 * with the same link (a double click, a mail scanner) waits for the first and then finds it used.
 */
export async function activate(ctx: AppContext, token: string | undefined): Promise<ActivationOutcome> {
  if (!token) return { status: 'failed' };
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const check = await consumeToken(tx, token, 'activation', now);
    if (check.status !== 'valid') return check;
    const confirmed = await tx
      .update(users)
      .set({ status: 'confirmed', confirmedAt: now })
      .where(and(eq(users.id, check.userId), eq(users.status, 'not_confirmed')))
      .returning({ id: users.id });
    await tx.update(profiles).set({ status: 'active' }).where(eq(profiles.userId, check.userId));
    await syncSearchable(tx, check.userId);
    const welcomeCredits = confirmed.length > 0 ? await grantSignupCredits(tx, check.userId) : 0;
    return { status: 'granted' as const, welcomeCredits };
  });
  if (outcome.status === 'granted') return { status: 'done', welcomeCredits: outcome.welcomeCredits };
  // A second click, or a mail scanner that opened the link first: a genuine but spent token of a
  // member whose address is confirmed is a success, not 'Activation failed'.
  if (outcome.status === 'used')
    return (await isConfirmed(ctx, outcome.userId))
      ? { status: 'done', welcomeCredits: 0 }
      : { status: 'failed' };
  return { status: outcome.status === 'expired' ? 'expired' : 'failed' };
}

/**
 * The member's site's `signup_credits`, through the ledger (kind `bonus`). The key is per member,
 * not per link: a resent link, or a member who somehow confirms twice, is granted once.
 */
async function grantSignupCredits(tx: LedgerTx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ settings: sites.settings })
    .from(users)
    .innerJoin(sites, eq(sites.id, users.siteId))
    .where(eq(users.id, userId));
  const amount = Number(row?.settings.signup_credits ?? 0);
  if (!Number.isInteger(amount) || amount <= 0) return 0;
  const result = await grant(tx, {
    memberId: userId,
    amount,
    kind: 'bonus',
    reference: 'signup',
    idempotencyKey: signupBonusKey(userId),
  });
  return result.replayed ? 0 : amount;
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
  await ctx.rateLimits.requireEach(
    [
      [RESENDS_PER_MINUTE, key],
      [RESENDS_PER_DAY, key],
    ],
    { now },
  );
  await sendActivationMail(ctx, site, {
    id: userId,
    email: record.user.email,
    name: record.profile.name,
    language: record.user.language,
  });
}
