import type { StaffAuditEntry, StaffAuditQuery } from '@amora/contracts';
import { STAFF_AUDIT_PAGE_MAX } from '@amora/contracts';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { staff, staffAudit } from '../../db/schema.js';

/** The database or a transaction of it: the writer joins the caller's transaction. */
export type StaffTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who acted: a staff member (their session), or null for the operator's command line. */
export interface StaffActor {
  staffId: number | null;
  /** The client address of the call, when there was one. */
  ip: string | null;
}

/**
 * One audited change. `action` is `area.verb` (`staff.disabled`, `photo.rejected`); `before` and
 * `after` hold only the fields the change touched, never a password hash or secret.
 */
export interface AuditEntry {
  action: string;
  targetType?: string;
  targetId?: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

const ACTION = /^[a-z_]+\.[a-z_]+$/;
const TARGET_TYPE = /^[a-z_]{1,40}$/;

/**
 * The one audit writer. Call it with the transaction that makes the change, so the row and the
 * change commit or fail together: an audit row without its change, or a change without its row,
 * cannot exist. The table refuses UPDATE and DELETE (migration 0014).
 */
export async function writeStaffAudit(
  tx: StaffTx,
  actor: StaffActor,
  entry: AuditEntry,
  at: Date,
): Promise<number> {
  // Programming errors, not user input: an action name outside the pattern would break filtering.
  if (!ACTION.test(entry.action)) throw new Error(`audit action "${entry.action}" is not area.verb`);
  if (entry.targetType !== undefined && !TARGET_TYPE.test(entry.targetType))
    throw new Error(`audit target type "${entry.targetType}" is not lower_snake`);
  const [row] = await tx
    .insert(staffAudit)
    .values({
      staffId: actor.staffId,
      action: entry.action,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId === undefined ? null : String(entry.targetId),
      before: entry.before ?? null,
      after: entry.after ?? null,
      reason: entry.reason ?? null,
      ip: actor.ip,
      createdAt: at,
    })
    .returning({ id: staffAudit.id });
  return row!.id;
}

/**
 * Runs `change` and writes its audit row in one transaction: the usual way for a staff route.
 * `change` returns its result and the entry describing what it did.
 */
export async function audited<T>(
  db: Db,
  actor: StaffActor,
  at: Date,
  change: (tx: StaffTx) => Promise<{ result: T; audit: AuditEntry }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, audit } = await change(tx);
    await writeStaffAudit(tx, actor, audit, at);
    return result;
  });
}

/** The actor of a request on a signed-in staff route. */
export function actorOf(request: FastifyRequest): StaffActor {
  return { staffId: request.staff.staffId, ip: request.ip };
}

const DEFAULT_PAGE = 50;

/** `GET /api/staff/audit`: newest first, filtered by staff, action and target. */
export async function listStaffAudit(
  db: Db,
  query: StaffAuditQuery,
): Promise<{ entries: StaffAuditEntry[]; next_before: number | null }> {
  const limit = Math.min(query.limit ?? DEFAULT_PAGE, STAFF_AUDIT_PAGE_MAX);
  const filters: SQL[] = [];
  if (query.staff_id !== undefined) filters.push(eq(staffAudit.staffId, query.staff_id));
  if (query.action !== undefined) filters.push(eq(staffAudit.action, query.action));
  if (query.target_type !== undefined) filters.push(eq(staffAudit.targetType, query.target_type));
  if (query.target_id !== undefined) filters.push(eq(staffAudit.targetId, query.target_id));
  if (query.before !== undefined) filters.push(lt(staffAudit.id, query.before));
  const rows = await db
    .select({
      id: staffAudit.id,
      staffId: staffAudit.staffId,
      staffEmail: staff.email,
      action: staffAudit.action,
      targetType: staffAudit.targetType,
      targetId: staffAudit.targetId,
      before: staffAudit.before,
      after: staffAudit.after,
      reason: staffAudit.reason,
      ip: staffAudit.ip,
      createdAt: staffAudit.createdAt,
    })
    .from(staffAudit)
    .leftJoin(staff, eq(staff.id, staffAudit.staffId))
    .where(and(...filters))
    .orderBy(desc(staffAudit.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    entries: page.map((row) => ({
      id: row.id,
      staff_id: row.staffId,
      staff_email: row.staffEmail,
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      before: row.before,
      after: row.after,
      reason: row.reason,
      ip: row.ip,
      created_at: row.createdAt.toISOString(),
    })),
    next_before: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}
