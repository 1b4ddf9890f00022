import { createHash, randomBytes } from 'node:crypto';
import { AUTH_COOKIE_MAX_AGE_DAYS, AUTH_COOKIE_NAME } from '@amora/contracts';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { sessions, users } from '../db/schema.js';
import type { Client, RequestAuth } from '../types.js';

const SESSION_TTL_MS = AUTH_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
/** Refresh last_seen_at at most this often, so every request is not a write. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;
/**
 * Refresh the member's last_active_at at most this often: well inside the five minutes that
 * count as online (member-activity.ts), and one small write per member every few minutes at most.
 */
const ACTIVITY_INTERVAL_MS = 2 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Server-side sessions: the cookie holds 256 random bits, the database only their hash. */
export async function createSession(db: Db, userId: number, client: Client): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
  });
  return token;
}

/** A live session, with its member's saved language (the request's locale needs it next). */
export interface FoundSession {
  auth: RequestAuth;
  language: string | null;
}

function prepareSessionLookup(db: Db) {
  return db
    .select({
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      language: users.language,
      lastActiveAt: users.lastActiveAt,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_session');
}

/**
 * Built once per database and a named statement: PostgreSQL parses and plans this primary-key
 * lookup once per connection instead of on each of the requests that all make it. (Behind a
 * transaction-mode pooler, that pooler must support prepared statements, e.g. PgBouncer 1.21+.)
 */
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

/**
 * The live session of a token, joined to its member's language: every logged-in request needs
 * both, and one round trip instead of two is a fixed saving on each of them.
 */
export async function findSession(db: Db, token: string): Promise<FoundSession | null> {
  const tokenHash = hashToken(token);
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const rows = await lookup.execute({ tokenHash, now: new Date() });
  const row = rows[0];
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));
  }
  if (!row.lastActiveAt || Date.now() - row.lastActiveAt.getTime() > ACTIVITY_INTERVAL_MS) {
    await db.update(users).set({ lastActiveAt: new Date() }).where(eq(users.id, row.userId));
  }
  return { auth: { userId: row.userId, tokenHash }, language: row.language };
}

/** Which of these session hashes still name a session that has not expired. */
export async function liveSessionHashes(db: Db, tokenHashes: string[], now: Date): Promise<Set<string>> {
  const live = new Set<string>();
  // Chunks keep the statement's parameter list far below PostgreSQL's limit on a busy instance.
  for (let start = 0; start < tokenHashes.length; start += 1000) {
    const rows = await db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(
        and(inArray(sessions.tokenHash, tokenHashes.slice(start, start + 1000)), gt(sessions.expiresAt, now)),
      );
    for (const row of rows) live.add(row.tokenHash);
  }
  return live;
}

/** Ends exactly one session: the caller's own. */
export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

function isSecureRequest(request: FastifyRequest): boolean {
  return request.protocol === 'https' || Boolean(request.server.ctx.config.publicUrl?.startsWith('https:'));
}

export function setSessionCookie(reply: FastifyReply, request: FastifyRequest, token: string): void {
  reply.setCookie(AUTH_COOKIE_NAME, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(request),
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest): void {
  reply.clearCookie(AUTH_COOKIE_NAME, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(request),
    path: '/',
  });
}

/** The plain client data of a request, for services that must not see the request itself. */
export function clientOf(request: FastifyRequest): Client {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

export function readSessionToken(request: FastifyRequest): string | null {
  const token = request.cookies[AUTH_COOKIE_NAME];
  return token && token.length <= 100 ? token : null;
}
