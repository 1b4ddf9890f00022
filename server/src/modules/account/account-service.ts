import type { LoginBody, User } from '@amora/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { createSession, deleteSession } from '../../plugins/session.js';
import type { AppContext } from '../../types.js';
import { checkLoginThrottle, recordLoginAttempt } from './login-throttle.js';
import { verifyPassword } from './password.js';
import { presentUser } from './user-presenter.js';
import { findCredentials, findUserRecord, normalizeEmail, updateLanguage } from './user-repository.js';

/** The current member of this site, or null. */
export async function currentUser(ctx: AppContext, request: FastifyRequest): Promise<User | null> {
  if (!request.auth) return null;
  const record = await findUserRecord(ctx.db, request.site.id, request.auth.userId);
  return record ? presentUser(record, request.site.settings.cdn_prefix) : null;
}

export interface LoginResult {
  user: User;
  token: string;
}

/**
 * Logs a member in. Throttled per account and per address; wrong e-mail and wrong password get the
 * same answer. The caller's previous session (if any) is ended: the session id rotates at login.
 */
export async function login(ctx: AppContext, request: FastifyRequest, body: LoginBody): Promise<LoginResult> {
  const key = { siteId: request.site.id, emailNormalized: normalizeEmail(body.email), ip: request.ip };
  const before = await checkLoginThrottle(ctx.db, key);
  if (before.blocked)
    throw new AppError(429, 'login_blocked', 'errors.loginBlocked', { minutes: before.minutes });

  const credentials = await findCredentials(ctx.db, key.siteId, key.emailNormalized);
  const valid = await verifyPassword(credentials?.passwordHash ?? null, body.password);
  await recordLoginAttempt(ctx.db, key, valid);
  if (!valid || !credentials) {
    const after = await checkLoginThrottle(ctx.db, key);
    if (after.blocked)
      throw new AppError(429, 'login_blocked', 'errors.loginBlocked', { minutes: after.minutes });
    throw new AppError(401, 'login_failed', 'errors.loginFailed');
  }

  const record = await findUserRecord(ctx.db, key.siteId, credentials.id);
  if (!record) throw new AppError(401, 'login_failed', 'errors.loginFailed');
  // Only the right password learns this; the sign-up and login pages offer the reactivation link.
  if (record.user.status === 'pending_deletion')
    throw new AppError(409, 'account_pending_deletion', 'errors.accountPendingDeletion');
  if (request.auth) await deleteSession(ctx.db, request.auth.tokenHash);
  const token = await createSession(ctx.db, credentials.id, request);
  return { user: presentUser(record, request.site.settings.cdn_prefix), token };
}

export async function changeLanguage(
  ctx: AppContext,
  request: FastifyRequest,
  language: string,
): Promise<User> {
  const auth = requireAuth(request);
  await updateLanguage(ctx.db, auth.userId, language);
  const user = await currentUser(ctx, request);
  if (!user) throw new AppError(403, 'authentication_required', 'errors.authenticationRequired');
  return user;
}

export function requireAuth(request: FastifyRequest): NonNullable<FastifyRequest['auth']> {
  if (!request.auth) throw new AppError(403, 'authentication_required', 'errors.authenticationRequired');
  return request.auth;
}
