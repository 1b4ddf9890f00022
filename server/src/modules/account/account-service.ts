import type { LoginBody, User } from '@amora/contracts';
import { AppError } from '../../lib/app-error.js';
import { authenticationRequired } from '../../plugins/auth.js';
import { createSession, deleteSession } from '../../plugins/session.js';
import type { AppContext, Client, RequestAuth } from '../../types.js';
import type { Site } from '../../core/site-resolver.js';
import { admitRestrictedMember } from '../moderation/index.js';
import { checkLoginThrottle, recordLoginAttempt } from './login-throttle.js';
import { verifyPassword } from '../../core/password.js';
import { findCredentials, updateLanguage } from './user-repository.js';
import { currentUser, findUserRecord, presentUser } from '../me/index.js';
import { normalizeEmail } from '../../core/email.js';

export interface LoginResult {
  user: User;
  token: string;
}

/**
 * Logs a member in. Throttled per account and per address; wrong e-mail and wrong password get the
 * same answer. The caller's previous session (`previous`, if any) is ended: the session id rotates
 * at login.
 */
export async function login(
  ctx: AppContext,
  site: Site,
  client: Client,
  previous: RequestAuth | null,
  body: LoginBody,
): Promise<LoginResult> {
  const key = { siteId: site.id, emailNormalized: normalizeEmail(body.email), ip: client.ip };
  const before = await checkLoginThrottle(ctx.db, key);
  if (before.blocked)
    throw new AppError(429, 'login_blocked', 'errors.loginBlocked', {
      minutes: before.minutes,
    }).withRetryAfter(before.minutes * 60);

  const credentials = await findCredentials(ctx.db, key.siteId, key.emailNormalized);
  const valid = await verifyPassword(credentials?.passwordHash ?? null, body.password);
  await recordLoginAttempt(ctx.db, key, valid);
  if (!valid || !credentials) {
    const after = await checkLoginThrottle(ctx.db, key);
    if (after.blocked)
      throw new AppError(429, 'login_blocked', 'errors.loginBlocked', {
        minutes: after.minutes,
      }).withRetryAfter(after.minutes * 60);
    throw new AppError(401, 'login_failed', 'errors.loginFailed');
  }

  const record = await findUserRecord(ctx, site, credentials.id);
  if (!record) throw new AppError(401, 'login_failed', 'errors.loginFailed');
  // Only the right password learns this; the sign-up and login pages offer the reactivation link.
  if (record.user.status === 'pending_deletion')
    throw new AppError(409, 'account_pending_deletion', 'errors.accountPendingDeletion');
  // Suspended or banned: refused with the ban page's details; a suspension that ran out is lifted.
  await admitRestrictedMember(ctx.db, record.user, ctx.clock.now());
  if (previous) await deleteSession(ctx.db, previous.tokenHash);
  const token = await createSession(ctx.db, credentials.id, client);
  return { user: presentUser(record, site.settings.cdn_prefix), token };
}

/** Saves member `userId`'s language and answers their user. */
export async function changeLanguage(
  ctx: AppContext,
  site: Site,
  userId: number,
  language: string,
): Promise<User> {
  await updateLanguage(ctx.db, userId, language);
  const user = await currentUser(ctx, site, userId);
  if (!user) throw authenticationRequired();
  return user;
}
