import { MAIL_CHANGE_TOKEN_TTL_HOURS, type ChangeEmailBody, type User } from '@amora/contracts';
import { and, eq } from 'drizzle-orm';
import { USERS_SITE_EMAIL, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { authenticationRequired } from '../../plugins/auth.js';
import { DAY_MS, durableRule } from '../../core/rate-limiter.js';
import type { AppContext } from '../../types.js';
import type { Site } from '../../core/site-resolver.js';
import { sendAccountMail, siteOrigin } from '../mail/index.js';
import { CREDENTIAL_TOKENS, consumeToken, issueToken, revokeTokens } from './account-tokens.js';
import { assertPassword } from './password-service.js';
import { assertEmailNotBanned } from '../moderation/index.js';
import { currentUser, findUserRecord } from '../me/index.js';
import { normalizeEmail } from '../../core/email.js';

const MAIL_CHANGES = durableRule('mail-change', 5, DAY_MS);

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

/** Sends member `userId` a confirmation link to the new address and a notice to the current one. */
export async function requestMailChange(
  ctx: AppContext,
  site: Site,
  userId: number,
  ip: string,
  body: ChangeEmailBody,
): Promise<void> {
  const record = await findUserRecord(ctx, site, userId);
  if (!record) throw authenticationRequired();
  await assertPassword(ctx, userId, body.password, ip);
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
  if (await isEmailTaken(ctx, site.id, newNormalized)) throw emailTaken();
  // A banned address stays out by a change of address as by a sign-up.
  await assertEmailNotBanned(ctx.db, site.id, newEmail);
  await ctx.rateLimits.require(MAIL_CHANGES, String(userId));

  const token = await issueToken(
    ctx.db,
    userId,
    'mail_change',
    MAIL_CHANGE_TOKEN_TTL_HOURS * 3_600_000,
    { email: newEmail },
    ctx.clock.now(),
  );
  const member = { name: record.profile.name, language: record.user.language };
  await sendAccountMail(ctx, site, { ...member, email: newEmail }, 'mailChangeConfirm', {
    link: `${siteOrigin(ctx, site)}/mail-change/do?token=${encodeURIComponent(token)}`,
    params: { hours: MAIL_CHANGE_TOKEN_TTL_HOURS },
  });
  await sendAccountMail(ctx, site, { ...member, email: record.user.email }, 'mailChangeNotice', {
    params: { new_email: newEmail },
  });
}

/**
 * Follows the confirmation link: the new address replaces the old one. Answers the user when the
 * link's member is the logged-in caller (`callerId`), else null.
 */
export async function confirmMailChange(
  ctx: AppContext,
  site: Site,
  callerId: number | null,
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
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ email: newEmail, emailNormalized: newNormalized })
        .where(eq(users.id, check.userId));
      // Links mailed to the old address (a reset, another change) die with it.
      await revokeTokens(tx, check.userId, CREDENTIAL_TOKENS, ctx.clock.now());
    });
  } catch (error) {
    // Another account took the address after the look-up above: the unique index decides.
    if (isUniqueViolation(error, USERS_SITE_EMAIL)) throw emailTaken();
    throw error;
  }
  return callerId === check.userId ? currentUser(ctx, site, callerId) : null;
}
