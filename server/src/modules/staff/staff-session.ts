import { createHash, randomBytes } from 'node:crypto';
import {
  STAFF_COOKIE_NAME,
  STAFF_SESSION_ABSOLUTE_HOURS,
  STAFF_SESSION_IDLE_MINUTES,
  type StaffRole,
} from '@amora/contracts';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { staff, staffSessions } from '../../db/schema.js';
import type { Client } from '../../types.js';
import type { StaffTx } from './audit.js';

export const STAFF_IDLE_MS = STAFF_SESSION_IDLE_MINUTES * 60_000;
export const STAFF_ABSOLUTE_MS = STAFF_SESSION_ABSOLUTE_HOURS * 3_600_000;
/** last_seen_at is written at most this often: the idle limit moves in steps this small. */
const TOUCH_INTERVAL_MS = 15_000;

/** The caller of a signed-in staff route: who, with which roles, in which session until when. */
export interface StaffAuth {
  staffId: number;
  email: string;
  name: string;
  roles: StaffRole[];
  tokenHash: string;
  /** When the session ends without another request. */
  idleExpiresAt: Date;
  /** When it ends whatever happens (login + 12 hours). */
  expiresAt: Date;
}

export function hashStaffToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session: 256 random bits in the cookie, their SHA-256 in the table. */
export async function createStaffSession(
  tx: StaffTx,
  staffId: number,
  client: Client,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(staffSessions).values({
    tokenHash: hashStaffToken(token),
    staffId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + STAFF_ABSOLUTE_MS),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
  });
  return token;
}

/**
 * The live session of `token`: within both limits and of an account that is not disabled (so
 * disabling ends every session on its next request, even before the rows are gone). Moves the
 * idle limit on.
 */
export async function findStaffSession(db: Db, token: string, now: Date): Promise<StaffAuth | null> {
  const tokenHash = hashStaffToken(token);
  const [row] = await db
    .select({
      staffId: staff.id,
      email: staff.email,
      name: staff.name,
      roles: staff.roles,
      lastSeenAt: staffSessions.lastSeenAt,
      expiresAt: staffSessions.expiresAt,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - STAFF_IDLE_MS)),
        eq(staff.disabled, false),
      ),
    )
    .limit(1);
  if (!row) return null;
  let lastSeenAt = row.lastSeenAt;
  if (now.getTime() - lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.tokenHash, tokenHash));
    lastSeenAt = now;
  }
  return {
    staffId: row.staffId,
    email: row.email,
    name: row.name,
    roles: row.roles as StaffRole[],
    tokenHash,
    idleExpiresAt: new Date(Math.min(lastSeenAt.getTime() + STAFF_IDLE_MS, row.expiresAt.getTime())),
    expiresAt: row.expiresAt,
  };
}

export async function endStaffSession(tx: StaffTx, tokenHash: string): Promise<void> {
  await tx.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
}

/** Ends every session of `staffId` but `keep`; answers how many ended. */
export async function endOtherStaffSessions(tx: StaffTx, staffId: number, keep: string): Promise<number> {
  const ended = await tx
    .delete(staffSessions)
    .where(and(eq(staffSessions.staffId, staffId), ne(staffSessions.tokenHash, keep)))
    .returning({ tokenHash: staffSessions.tokenHash });
  return ended.length;
}

export async function endAllStaffSessions(tx: StaffTx, staffId: number): Promise<number> {
  const ended = await tx
    .delete(staffSessions)
    .where(eq(staffSessions.staffId, staffId))
    .returning({ tokenHash: staffSessions.tokenHash });
  return ended.length;
}

function isSecureRequest(request: FastifyRequest): boolean {
  return request.protocol === 'https' || Boolean(request.server.ctx.config.publicUrl?.startsWith('https:'));
}

/**
 * `SameSite=Strict`: no other site's page can make the browser send it, not even a link (a staff
 * member follows links to the console from nowhere but the console).
 */
const cookieOptions = (request: FastifyRequest) =>
  ({ httpOnly: true, sameSite: 'strict', secure: isSecureRequest(request), path: '/' }) as const;

export function setStaffCookie(reply: FastifyReply, request: FastifyRequest, token: string): void {
  reply.setCookie(STAFF_COOKIE_NAME, token, { ...cookieOptions(request), maxAge: STAFF_ABSOLUTE_MS / 1000 });
}

export function clearStaffCookie(reply: FastifyReply, request: FastifyRequest): void {
  reply.clearCookie(STAFF_COOKIE_NAME, cookieOptions(request));
}

export function readStaffToken(request: FastifyRequest): string | null {
  const token = request.cookies[STAFF_COOKIE_NAME];
  return token && token.length <= 100 ? token : null;
}
