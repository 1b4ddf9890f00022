import {
  REPORT_REASON_SEVERITY,
  type Decision,
  type ReportCaseDetail,
  type ReportCaseStatus,
  type ReportCaseSummary,
  type ReportReason,
  type StaffMemberRef,
} from '@amora/contracts';
import type { z } from 'zod/mini';
import type { ReportCaseQuerySchema } from '@amora/contracts';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { decisions, profiles, reportCases, reports, staff, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { decodeCursorJson, encodeCursorJson, invalidCursor, isRowId } from '../../core/cursor-codec.js';
import { activeRestriction } from '../../core/member-rules.js';
import { presentSnapshot, type EvidenceMessage, type StoredProfileSnapshot } from './evidence.js';

const PAGE = 50;

type CaseRow = typeof reportCases.$inferSelect;

/** How staff see a member in a case: name and standing (never their e-mail in a list). */
export async function memberRefs(db: Db, ids: number[], now: Date): Promise<Map<number, StaffMemberRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      name: profiles.name,
      status: users.status,
      restriction: users.restriction,
      restrictionEndsAt: users.restrictionEndsAt,
      restrictionDecisionId: users.restrictionDecisionId,
      profileHidden: users.profileHidden,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => {
      const active = activeRestriction(row, now);
      const standing: StaffMemberRef['standing'] =
        row.status === 'pending_deletion' ? 'deleted' : (active?.kind ?? 'active');
      const ref: StaffMemberRef = {
        id: row.id,
        name: row.name ?? '',
        standing,
        suspended_until: active?.kind === 'suspended' ? active.endsAt!.toISOString() : null,
        profile_hidden: row.profileHidden,
      };
      return [row.id, ref];
    }),
  );
}

const gone = (id: number): StaffMemberRef => ({ id, name: '', standing: 'deleted', suspended_until: null });

async function summaries(db: Db, rows: CaseRow[], now: Date): Promise<ReportCaseSummary[]> {
  if (rows.length === 0) return [];
  const reasons = await db
    .select({ caseId: reports.caseId, reason: reports.reason })
    .from(reports)
    .where(
      inArray(
        reports.caseId,
        rows.map((row) => row.id),
      ),
    );
  const refs = await memberRefs(
    db,
    rows.map((row) => row.reportedId),
    now,
  );
  return rows.map((row) => {
    const mine = reasons.filter((r) => r.caseId === row.id).map((r) => r.reason as ReportReason);
    const distinct = [...new Set(mine)].sort((a, b) => REPORT_REASON_SEVERITY[a] - REPORT_REASON_SEVERITY[b]);
    return {
      id: row.id,
      reference: row.reference,
      status: row.status as ReportCaseStatus,
      reported: refs.get(row.reportedId) ?? gone(row.reportedId),
      reasons: distinct,
      report_count: mine.length,
      opened_at: row.openedAt.toISOString(),
      last_reported_at: row.lastReportedAt.toISOString(),
      appealed: row.appealed,
    };
  });
}

interface Cursor {
  severity: number;
  openedAt: string;
  id: number;
}

function encodeCursor(row: CaseRow): string {
  return encodeCursorJson([row.severity, row.openedAt.toISOString(), row.id]);
}

function decodeCursor(cursor: string): Cursor {
  const position = decodeCursorJson(cursor);
  if (!Array.isArray(position) || position.length !== 3) throw invalidCursor();
  const [severity, openedAt, id] = position as unknown[];
  if (typeof severity !== 'number' || typeof openedAt !== 'string' || !isRowId(id)) throw invalidCursor();
  if (Number.isNaN(Date.parse(openedAt))) throw invalidCursor();
  return { severity, openedAt, id };
}

/**
 * `GET /api/staff/reports`: cases of a status (open by default), most severe first (under-age,
 * then money requests, …), then oldest first; keyset pages over (severity, opened_at, id).
 */
export async function listCases(
  db: Db,
  query: z.infer<typeof ReportCaseQuerySchema>,
  now: Date,
): Promise<{ cases: ReportCaseSummary[]; next_cursor: string | null }> {
  const filters: SQL[] = [eq(reportCases.status, query.status ?? 'open')];
  if (query.reason !== undefined)
    filters.push(
      sql`exists (select 1 from ${reports} where ${reports.caseId} = ${reportCases.id} and ${reports.reason} = ${query.reason})`,
    );
  if (query.cursor !== undefined) {
    const after = decodeCursor(query.cursor);
    filters.push(
      sql`(${reportCases.severity}, ${reportCases.openedAt}, ${reportCases.id}) > (${after.severity}, ${after.openedAt}::timestamptz, ${after.id})`,
    );
  }
  const rows = await db
    .select()
    .from(reportCases)
    .where(and(...filters))
    .orderBy(asc(reportCases.severity), asc(reportCases.openedAt), asc(reportCases.id))
    .limit(PAGE + 1);
  const page = rows.slice(0, PAGE);
  return {
    cases: await summaries(db, page, now),
    next_cursor: rows.length > PAGE ? encodeCursor(page.at(-1)!) : null,
  };
}

export async function findCase(db: Db, id: number): Promise<CaseRow | null> {
  const [row] = await db.select().from(reportCases).where(eq(reportCases.id, id));
  return row ?? null;
}

export const caseNotFound = () => new AppError(404, 'not_found', 'errors.notFound');

/** The decisions of a case (or a member), oldest first, with the deciding staff member's address. */
export async function decisionsOf(db: Db, where: SQL): Promise<Decision[]> {
  const rows = await db
    .select({ decision: decisions, staffEmail: staff.email })
    .from(decisions)
    .leftJoin(staff, eq(staff.id, decisions.staffId))
    .where(where)
    .orderBy(asc(decisions.id));
  return rows.map(({ decision, staffEmail }) => ({
    id: decision.id,
    reference: decision.reference,
    action: decision.action as Decision['action'],
    ground: decision.ground as Decision['ground'],
    reason: decision.reason,
    automated: decision.automated,
    staff_email: staffEmail,
    ends_at: decision.endsAt?.toISOString() ?? null,
    created_at: decision.createdAt.toISOString(),
  }));
}

/** `GET /api/staff/reports/{id}`: the case, every report with its evidence, and its decisions. */
export async function caseDetail(db: Db, row: CaseRow, now: Date): Promise<ReportCaseDetail> {
  const [summary] = await summaries(db, [row], now);
  const rows = await db.select().from(reports).where(eq(reports.caseId, row.id)).orderBy(asc(reports.id));
  const reporters = await memberRefs(
    db,
    rows.map((r) => r.reporterId),
    now,
  );
  return {
    case: summary!,
    reports: rows.map((report) => ({
      id: report.id,
      reporter: reporters.get(report.reporterId) ?? gone(report.reporterId),
      reason: report.reason as ReportReason,
      text: report.text,
      created_at: report.createdAt.toISOString(),
      profile: presentSnapshot(report.profile as StoredProfileSnapshot, row.id, report.id),
      messages: report.messages as EvidenceMessage[],
    })),
    decisions: await decisionsOf(db, eq(decisions.caseId, row.id)),
  };
}
