import { REPORT_REASONS, type StaffOverview } from '@amora/contracts';
import { and, count, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { decisions, photos, reportCases, reports, staff } from '../../db/schema.js';
import { DAY_MS } from '../../lib/rate-limit.js';

/** Monday 00:00 UTC of the ISO week `now` is in. */
export function startOfIsoWeek(now: Date): Date {
  const day = (now.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day));
}

/**
 * Open complaints: those without a closed status once complaints have one, every complaint
 * before (a branch of the complaints queue adds `complaints.status`; this counts either way).
 */
async function openComplaints(db: Db): Promise<number> {
  const column = await db.execute(
    sql`select 1 from information_schema.columns where table_name = 'complaints' and column_name = 'status'`,
  );
  const hasStatus = ((column as { rows?: unknown[] }).rows ?? (column as unknown as unknown[])).length > 0;
  const result = await db.execute(
    hasStatus
      ? sql`select count(*)::int as n from complaints where status <> 'closed'`
      : sql`select count(*)::int as n from complaints`,
  );
  const rows =
    (result as { rows?: Array<{ n: number }> }).rows ?? (result as unknown as Array<{ n: number }>);
  return Number(rows[0]?.n ?? 0);
}

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
  const [waiting] = await db.select({ n: count() }).from(photos).where(eq(photos.status, 'inspected'));
  const actions = await db
    .select({ staffId: decisions.staffId, email: staff.email, n: count() })
    .from(decisions)
    .innerJoin(staff, eq(staff.id, decisions.staffId))
    .where(and(isNotNull(decisions.staffId), gte(decisions.createdAt, startOfIsoWeek(now))))
    .groupBy(decisions.staffId, staff.email)
    .orderBy(sql`count(*) desc`, decisions.staffId);
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
    complaints_open: await openComplaints(db),
    actions_this_week: actions.map((row) => ({
      staff_id: row.staffId!,
      staff_email: row.email,
      actions: row.n,
    })),
  };
}
