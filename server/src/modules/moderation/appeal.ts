import { and, eq, ne } from 'drizzle-orm';
import { complaints, decisions, reportCases, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import { sendAccountMail } from '../mail/index.js';
import { writeStaffAudit, type StaffTx } from '../staff/index.js';
import { normalizeEmail } from '../../core/email.js';
import { siteOfMember } from './statement.js';

/** A decision an appeal may name: the complainant's own (by session, or by the account's address). */
export interface AppealedDecision {
  id: number;
  reference: string;
  caseId: number | null;
  memberId: number;
}

/**
 * The decision `reference` names, if it is about the complainant: the logged-in member, or the
 * account whose address the complaint gives (a banned member cannot log in to appeal). Anything
 * else is a 400, so a reference cannot be used to learn about another member's decisions.
 */
export async function appealedDecision(
  tx: StaffTx,
  siteId: number,
  reference: string,
  complainant: { userId: number | null; email: string },
): Promise<AppealedDecision> {
  const [row] = await tx
    .select({
      id: decisions.id,
      reference: decisions.reference,
      caseId: decisions.caseId,
      memberId: users.id,
      emailNormalized: users.emailNormalized,
    })
    .from(decisions)
    .innerJoin(users, eq(users.id, decisions.memberId))
    .where(and(eq(decisions.reference, reference), eq(decisions.siteId, siteId)));
  const own =
    row !== undefined &&
    (row.memberId === complainant.userId || row.emailNormalized === normalizeEmail(complainant.email));
  if (!own)
    throw new AppError(
      400,
      'validation_failed',
      'errors.decisionReferenceUnknown',
      {},
      { decision_reference: 'errors.decisionReferenceUnknown' },
    );
  return { id: row.id, reference: row.reference, caseId: row.caseId, memberId: row.memberId };
}

/**
 * An appeal reopens the decision's case (status open, appealed) in the complaint's transaction, and
 * the audit log records it with no staff member (the member did it). The case keeps which
 * complaint and decision the appeal was, so its next decision tells the complainant. Should the member have a new
 * open case meanwhile, that one carries the appeal instead (one open case per member).
 */
export async function reopenByAppeal(
  tx: StaffTx,
  decision: AppealedDecision,
  complaint: { id: number; reference: string; ip: string },
  now: Date,
): Promise<void> {
  let reopened: number | null = null;
  if (decision.caseId !== null) {
    const [open] = await tx
      .select({ id: reportCases.id })
      .from(reportCases)
      .where(
        and(
          eq(reportCases.reportedId, decision.memberId),
          eq(reportCases.status, 'open'),
          ne(reportCases.id, decision.caseId),
        ),
      );
    reopened = open?.id ?? decision.caseId;
    await tx
      .update(reportCases)
      .set({
        status: 'open',
        appealed: true,
        decidedAt: null,
        appealComplaintId: complaint.id,
        appealedDecisionId: decision.id,
      })
      .where(eq(reportCases.id, reopened));
  }
  await writeStaffAudit(
    tx,
    { staffId: null, ip: complaint.ip },
    {
      action: 'report.appealed',
      targetType: 'report_case',
      ...(reopened !== null ? { targetId: reopened } : {}),
      after: { status: 'open', appealed: true, decision: decision.reference, complaint: complaint.reference },
    },
    now,
  );
}

/**
 * After an appealed case is decided again: the complainant (the complaint's address, in the
 * complaint's language) learns whether the contested decision stands or was reversed, with the
 * moderator's reason. Reversed only when this decision undid the contested one.
 */
export async function tellAppealOutcome(
  ctx: AppContext,
  reportCase: { appealComplaintId: number | null; appealedDecisionId: number | null },
  outcome: { reversedDecisionIds: number[]; reason: string },
): Promise<void> {
  if (reportCase.appealComplaintId === null || reportCase.appealedDecisionId === null) return;
  const [row] = await ctx.db
    .select({
      siteId: complaints.siteId,
      reference: complaints.reference,
      email: complaints.email,
      name: complaints.name,
      language: complaints.language,
      decision: decisions.reference,
    })
    .from(complaints)
    .innerJoin(decisions, eq(decisions.id, reportCase.appealedDecisionId))
    .where(eq(complaints.id, reportCase.appealComplaintId));
  if (!row) return;
  const reversed = outcome.reversedDecisionIds.includes(reportCase.appealedDecisionId);
  const site = await siteOfMember(ctx, row.siteId);
  await sendAccountMail(
    ctx,
    site,
    { email: row.email, name: row.name, language: row.language },
    reversed ? 'appealDecisionReversed' : 'appealDecisionStands',
    {
      quote: outcome.reason,
      replyToSupport: true,
      params: { reference: row.decision, complaint: row.reference },
    },
  );
}
