import { randomBytes } from 'node:crypto';
import {
  REPORT_REASON_SEVERITY,
  REPORTS_PER_DAY,
  type ReportBody,
  type ReportCreated,
} from '@amora/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { conversations, profiles, reportCases, reports, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { deleteMediaOrRetryLater } from '../../lib/media-deletes.js';
import { isForeignKeyViolation } from '../../lib/pg-errors.js';
import { deleteQuietly } from '../../plugins/storage/index.js';
import { DAY_MS, durableRule } from '../../core/rate-limiter.js';
import type { AppContext } from '../../types.js';
import { sendAccountMail } from '../mail/index.js';
import { blockWithin } from '../likes/index.js';
import type { Site } from '../../core/site-resolver.js';
import { conversationEvidence, evidenceKeysOf, profileSnapshot, type EvidenceMessage } from './evidence.js';

/** `R-` / `D-` and eight upper-case hex digits: short enough to quote, random enough not to guess. */
export function newReference(prefix: 'R' | 'D'): string {
  return `${prefix}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

const fieldError = (field: string, key: 'errors.reportSelf' | 'errors.reportConversation') =>
  new AppError(400, 'validation_failed', key, {}, { [field]: key });
const memberNotFound = () => new AppError(404, 'not_found', 'errors.notFound');

/** The conversation must be one between the two: a report cannot pull in anyone else's messages. */
async function assertConversationOfPair(ctx: AppContext, id: number, one: number, other: number) {
  const [row] = await ctx.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.id, id),
        eq(conversations.memberA, Math.min(one, other)),
        eq(conversations.memberB, Math.max(one, other)),
      ),
    );
  if (!row) throw fieldError('conversation', 'errors.reportConversation');
}

/**
 * `POST /api/report.php`. Checks everything first (a 4xx writes nothing), takes one of the day's
 * REPORTS_PER_DAY allowances, then in one transaction: the reported member's open case (created,
 * or joined: one open case per reported member), the reporter's report in it with the evidence
 * (a repeat by the same reporter refreshes theirs), and with `block` the block. The reporter gets
 * an acknowledgement by e-mail; the reported member is told nothing.
 */
export async function createReport(
  ctx: AppContext,
  site: Site,
  reporterId: number,
  body: ReportBody,
): Promise<ReportCreated> {
  if (body.profile_id === reporterId) throw fieldError('profile_id', 'errors.reportSelf');
  const [reported] = await ctx.db
    .select({ id: users.id, status: users.status })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, body.profile_id), eq(users.siteId, site.id)));
  if (!reported || reported.status === 'pending_deletion') throw memberNotFound();
  if (body.conversation !== undefined)
    await assertConversationOfPair(ctx, body.conversation, reporterId, reported.id);

  const now = ctx.clock.now();
  const rule = durableRule('report-member', REPORTS_PER_DAY, DAY_MS);
  await ctx.rateLimits.require(rule, String(reporterId), { now });

  const { snapshot: profile, copies } = await profileSnapshot(
    ctx,
    reported.id,
    site.settings.cdn_prefix,
    now,
  );
  const evidence: EvidenceMessage[] =
    body.conversation === undefined ? [] : await conversationEvidence(ctx.db, body.conversation, reporterId);
  const severity = REPORT_REASON_SEVERITY[body.reason];
  let reference: string;
  // The copies of a report this one replaces (the same reporter reporting again): removed after.
  let replaced: string[] = [];
  try {
    reference = await ctx.db.transaction(async (tx) => {
      const [reportCase] = await tx
        .insert(reportCases)
        .values({
          siteId: site.id,
          reportedId: reported.id,
          reference: newReference('R'),
          severity,
          openedAt: now,
          lastReportedAt: now,
        })
        .onConflictDoUpdate({
          target: reportCases.reportedId,
          targetWhere: sql`${reportCases.status} = 'open'`,
          set: { lastReportedAt: now, severity: sql`least(${reportCases.severity}, ${severity})` },
        })
        .returning({ id: reportCases.id, reference: reportCases.reference });
      const report = {
        reason: body.reason,
        text: body.text || null,
        conversationId: body.conversation ?? null,
        profile,
        messages: evidence,
        createdAt: now,
      };
      const [previous] = await tx
        .select({ profile: reports.profile })
        .from(reports)
        .where(and(eq(reports.caseId, reportCase!.id), eq(reports.reporterId, reporterId)))
        .for('update');
      replaced = previous ? evidenceKeysOf(previous.profile) : [];
      await tx
        .insert(reports)
        .values({ caseId: reportCase!.id, reporterId, ...report })
        .onConflictDoUpdate({ target: [reports.caseId, reports.reporterId], set: report });
      if (body.block) await blockWithin(tx, reporterId, reported.id);
      return reportCase!.reference;
    });
  } catch (error) {
    await ctx.rateLimits.giveBack(rule, String(reporterId), now);
    await deleteQuietly(ctx.media, copies);
    // Purged between the checks and the write: as if the purge had come first.
    if (isForeignKeyViolation(error)) throw memberNotFound();
    throw error;
  }

  if (replaced.length) await deleteMediaOrRetryLater(ctx, replaced, { reporterId });

  const [reporter] = await ctx.db
    .select({ email: users.email, language: users.language, name: profiles.name })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, reporterId));
  if (reporter) await sendAccountMail(ctx, site, reporter, 'reportReceived', { params: { reference } });
  return { ok: true, reference, blocked: body.block === true };
}
