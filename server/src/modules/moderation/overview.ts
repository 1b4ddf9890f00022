import { REPORT_REASONS, type StaffOverview } from '@amora/contracts';
import { and, count, eq, gte, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { complaints, photos, reportCases, reports, staff, staffAudit } from '../../db/schema.js';
import { DAY_MS } from '../../core/rate-limiter.js';

/** Monday 00:00 UTC of the ISO week `now` is in. */
export function startOfIsoWeek(now: Date): Date {
  const day = (now.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day));
}

/** Moderation decisions a moderator took: report actions and photo decisions (the audit log's names). */
const MODERATION_ACTIONS = sql`(${staffAudit.action} like 'report.%' and ${staffAudit.action} not in ('report.viewed', 'report.appealed')) or ${staffAudit.action} in ('photo.approved', 'photo.rejected')`;

/** `GET /api/staff/overview`: the numbers of the console's home. */
export async function staffOverview(db: Db, now: Date): Promise<StaffOverview> {
  const open = await db
    .select({ id: reportCases.id, openedAt: reportCases.openedAt })
    .from(reportCases)
    .where(eq(reportCases.status, 'open'));
  const reasonRows = await db
    .select({ reason: reports.reason, cases: sql<number>`count(distinct ${reports.caseId})`.mapWith(Number) })
    .from(reports)
    .innerJoin(reportCases, eq(reportCases.id, reports.caseId))
    .where(eq(reportCases.status, 'open'))
    .groupBy(reports.reason);
  const byReason: Record<string, number> = Object.fromEntries(REPORT_REASONS.map((reason) => [reason, 0]));
  for (const row of reasonRows) byReason[row.reason] = row.cases;
  const age = (openedAt: Date) => now.getTime() - openedAt.getTime();
  // Waiting: no person has looked at it yet (the photo queue's own rule), whatever it shows meanwhile.
  const [waiting] = await db
    .select({ n: count() })
    .from(photos)
    .where(and(isNull(photos.reviewedAt), ne(photos.status, 'rejected')));
  const [complaintsOpen] = await db
    .select({ n: count() })
    .from(complaints)
    .where(ne(complaints.status, 'closed'));
  const actions = await db
    .select({ staffId: staffAudit.staffId, email: staff.email, n: count() })
    .from(staffAudit)
    .innerJoin(staff, eq(staff.id, staffAudit.staffId))
    .where(
      and(isNotNull(staffAudit.staffId), gte(staffAudit.createdAt, startOfIsoWeek(now)), MODERATION_ACTIONS),
    )
    .groupBy(staffAudit.staffId, staff.email)
    .orderBy(sql`count(*) desc`, staffAudit.staffId);
  return {
    open_reports: {
      by_reason: byReason,
      by_age: {
        under_1d: open.filter((c) => age(c.openedAt) < DAY_MS).length,
        from_1d_to_7d: open.filter((c) => age(c.openedAt) >= DAY_MS && age(c.openedAt) < 7 * DAY_MS).length,
        over_7d: open.filter((c) => age(c.openedAt) >= 7 * DAY_MS).length,
      },
      total: open.length,
    },
    photos_waiting: waiting?.n ?? 0,
    complaints_open: complaintsOpen?.n ?? 0,
    actions_this_week: actions.map((row) => ({
      staff_id: row.staffId!,
      staff_email: row.email,
      actions: row.n,
    })),
  };
}
