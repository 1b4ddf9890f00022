import { MEMBER_SEARCH_LIMIT, type StaffMember, type StaffMemberSummary } from '@amora/contracts';
import { desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  creditLedger,
  payments,
  profiles,
  pushSubscriptions,
  reportCases,
  reports,
  sessions,
  sites,
  users,
} from '../../db/schema.js';
import { signupLanderOf } from '../landers/index.js';
import type { StaffTx } from '../staff/index.js';
import { normalizeEmail } from '../../core/email.js';

/** Rows of each list on a member's page: support reads the latest, the rest is in the member's own statement. */
const PAGE_ROWS = 50;

/** `%`, `_` and `\` mean something in LIKE: a name searched for is matched literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Members whose number is `q`, whose address is `q` (exactly, as log-in compares it) or whose
 * profile name contains it; newest first.
 */
export async function searchMembers(tx: StaffTx, q: string): Promise<StaffMemberSummary[]> {
  const term = q.trim();
  const filters: SQL[] = [eq(users.emailNormalized, normalizeEmail(term))];
  if (/^\d{1,10}$/.test(term) && Number(term) <= 2_147_483_647) filters.push(eq(users.id, Number(term)));
  if (!term.includes('@')) filters.push(ilike(profiles.name, `%${literal(term)}%`));
  const rows = await tx
    .select({
      id: users.id,
      email: users.email,
      name: profiles.name,
      domain: sites.domain,
      status: users.status,
      restriction: users.restriction,
      signupDate: users.signupDate,
    })
    .from(users)
    .innerJoin(sites, eq(sites.id, users.siteId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(or(...filters))
    .orderBy(desc(users.id))
    .limit(MEMBER_SEARCH_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    site_domain: row.domain,
    status: row.status,
    restriction: row.restriction,
    signup_date: row.signupDate.toISOString(),
  }));
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function serviceOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '';
  }
}

/** A page of the reports matching `where`, newest first, with the other member of each. */
function reportsOf(
  tx: StaffTx,
  other: typeof reports.reporterId | typeof reportCases.reportedId,
  where: SQL,
) {
  return tx
    .select({
      id: reports.id,
      caseId: reports.caseId,
      other,
      reason: reports.reason,
      status: reportCases.status,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .innerJoin(reportCases, eq(reportCases.id, reports.caseId))
    .where(where)
    .orderBy(desc(reports.id))
    .limit(PAGE_ROWS);
}

/** What support sees of one member; null when there is no such member. */
export async function memberPage(tx: StaffTx, memberId: number): Promise<StaffMember | null> {
  const [row] = await tx
    .select({ user: users, name: profiles.name, domain: sites.domain })
    .from(users)
    .innerJoin(sites, eq(sites.id, users.siteId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, memberId));
  if (!row) return null;
  const { user } = row;
  const ledger = await tx
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, memberId))
    .orderBy(desc(creditLedger.id))
    .limit(PAGE_ROWS);
  const paid = await tx
    .select()
    .from(payments)
    .where(eq(payments.userId, memberId))
    .orderBy(desc(payments.id))
    .limit(PAGE_ROWS);
  // The reports the member filed name the reported member; those about them, the reporter.
  const filed = await reportsOf(tx, reportCases.reportedId, eq(reports.reporterId, memberId));
  const about = await reportsOf(tx, reports.reporterId, eq(reportCases.reportedId, memberId));
  const devices = await tx
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.memberId, memberId))
    .orderBy(desc(pushSubscriptions.id));
  const [open] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(eq(sessions.userId, memberId));
  const lander = await signupLanderOf(tx, memberId);
  const report = (r: (typeof filed)[number]) => ({
    id: r.id,
    case_id: r.caseId,
    member_id: r.other,
    reason: r.reason,
    status: r.status,
    created_at: r.createdAt.toISOString(),
  });
  return {
    id: user.id,
    email: user.email,
    name: row.name,
    language: user.language,
    site: { id: user.siteId, domain: row.domain },
    signup_date: user.signupDate.toISOString(),
    confirmed_at: iso(user.confirmedAt),
    state: {
      status: user.status,
      restriction: (user.restriction as 'suspended' | 'banned' | null) ?? null,
      restriction_ends_at: iso(user.restrictionEndsAt),
      profile_hidden: user.profileHidden,
      deletion_requested_at: iso(user.deletionRequestedAt),
    },
    signup_source: user.tracking ?? null,
    signup_lander: lander,
    credits: { balance: user.credits, debt: user.creditDebt },
    statement: ledger.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      amount: entry.amount,
      balance_after: entry.balanceAfter,
      reference: entry.reference,
      created_at: entry.createdAt.toISOString(),
    })),
    payments: paid.map((payment) => ({
      id: payment.id,
      status: payment.status,
      method: payment.method,
      amount: payment.amount,
      currency: payment.currency,
      credits: payment.credits,
      created_at: payment.createdAt.toISOString(),
    })),
    reports: { by: filed.map(report), about: about.map(report) },
    devices: devices.map((device) => ({
      id: device.id,
      service: serviceOf(device.endpoint),
      created_at: device.createdAt.toISOString(),
      expires_at: iso(device.expiresAt),
    })),
    sessions: Number(open?.n ?? 0),
  };
}

/** The member's row for an action: site, addresses, language, state. */
export async function memberForAction(db: Db, memberId: number) {
  const [row] = await db
    .select({
      id: users.id,
      siteId: users.siteId,
      domain: sites.domain,
      email: users.email,
      emailNormalized: users.emailNormalized,
      status: users.status,
      language: users.language,
      name: profiles.name,
    })
    .from(users)
    .innerJoin(sites, eq(sites.id, users.siteId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, memberId));
  return row ?? null;
}
