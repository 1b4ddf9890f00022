import { REPORT_REASON_SEVERITY, type ReportActionBody, type ReportReason } from '@amora/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { decisions, profiles, removedPhotoHashes, reportCases, reports, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { deleteMediaOrRetryLater } from '../../lib/media-deletes.js';
import { DAY_MS } from '../../core/rate-limiter.js';
import type { AppContext } from '../../types.js';
import { differenceHash, deletePhotoRow, filesOf, findPhoto, type PhotoRow } from '../profile/index.js';
import { writeStaffAudit, type StaffActor } from '../staff/index.js';
import { tellAppealOutcome } from './appeal.js';
import { caseNotFound, findCase } from './case-queue.js';
import { newReference } from './report-service.js';
import { applyRestriction, reverseRestrictions } from './restrictions.js';
import { GROUND_OF_REASON, sendStatement, siteOfMember, type RestrictingAction } from './statement.js';

const invalid = (field: 'days' | 'photo_id', key: 'validation.daysRequired' | 'validation.photoRequired') =>
  new AppError(400, 'validation_failed', key, {}, { [field]: key });

const caseDecided = () => new AppError(409, 'case_decided', 'errors.caseDecided');

export interface ActionOutcome {
  decision_id: number;
  reference: string;
  status: 'actioned' | 'dismissed';
}

/** The photo `remove_photo` names: one of the reported member's, with its hash for the ban list. */
async function photoToRemove(ctx: AppContext, memberId: number, photoId: number | undefined) {
  if (photoId === undefined) throw invalid('photo_id', 'validation.photoRequired');
  const photo = await findPhoto(ctx.db, photoId);
  if (!photo || photo.userId !== memberId) throw invalid('photo_id', 'validation.photoRequired');
  // A photo still waiting for the automated check has no hash yet: compute it from the file.
  const phash = photo.phash ?? (await differenceHash(await ctx.media.get(photo.filename)));
  return { photo, phash };
}

async function mostSevereReason(db: Db, caseId: number): Promise<ReportReason> {
  const rows = await db.select({ reason: reports.reason }).from(reports).where(eq(reports.caseId, caseId));
  const reasons = rows.map((row) => row.reason as ReportReason);
  return reasons.sort((a, b) => REPORT_REASON_SEVERITY[a] - REPORT_REASON_SEVERITY[b])[0] ?? 'other';
}

/**
 * `POST /api/staff/reports/{id}/actions`. One transaction writes the decision row, the change it
 * orders (photo removed and its hash kept, profile hidden, member suspended or banned and their
 * sessions ended), the case's new status and exactly one audit row. Afterwards: the member's
 * sockets close on every instance, the removed photo's files go, and the member receives the
 * statement of reasons in their language. A case already decided is a 409 until an appeal reopens it.
 */
export async function actOnCase(
  ctx: AppContext,
  actor: StaffActor & { realtime: { sessionsEnded(memberId: number): Promise<void> } },
  caseId: number,
  body: ReportActionBody,
): Promise<ActionOutcome> {
  const found = await findCase(ctx.db, caseId);
  if (!found) throw caseNotFound();
  if (found.status !== 'open') throw caseDecided();
  if (body.action === 'suspend' && body.days === undefined) throw invalid('days', 'validation.daysRequired');
  const removal =
    body.action === 'remove_photo' ? await photoToRemove(ctx, found.reportedId, body.photo_id) : null;
  const [member] = await ctx.db
    .select({ email: users.email, language: users.language, name: profiles.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, found.reportedId));
  if (!member) throw caseNotFound();

  const now = ctx.clock.now();
  const ground = body.ground ?? GROUND_OF_REASON[await mostSevereReason(ctx.db, caseId)];
  const endsAt = body.action === 'suspend' ? new Date(now.getTime() + body.days! * DAY_MS) : null;
  const status = body.action === 'dismiss' ? 'dismissed' : 'actioned';
  const reference = newReference('D');
  let removed: PhotoRow | null = null;
  let reversedDecisionIds: number[] = [];
  const outcome = await ctx.db.transaction(async (tx) => {
    // Decided once: a second moderator acting at the same moment finds the case no longer open.
    const claimed = await tx
      .update(reportCases)
      .set({ status, decidedAt: now })
      .where(and(eq(reportCases.id, caseId), eq(reportCases.status, 'open')))
      .returning({ status: reportCases.status });
    if (claimed.length === 0) throw caseDecided();
    const [decision] = await tx
      .insert(decisions)
      .values({
        siteId: found.siteId,
        reference,
        memberId: found.reportedId,
        caseId,
        staffId: actor.staffId,
        action: body.action,
        ground: body.action === 'dismiss' ? (body.ground ?? null) : ground,
        reason: body.reason,
        automated: false,
        photoId: removal?.photo.id ?? null,
        createdAt: now,
        endsAt,
      })
      .returning({ id: decisions.id });
    let sessionsEnded = 0;
    // An appeal upheld: dismissing the reopened case undoes what its earlier decisions restricted.
    const reversed =
      body.action === 'dismiss' && found.appealed
        ? (await tx.select({ id: decisions.id }).from(decisions).where(eq(decisions.caseId, caseId)))
            .map((row) => row.id)
            .filter((id) => id !== decision!.id)
        : [];
    await reverseRestrictions(tx, found.reportedId, reversed);
    reversedDecisionIds = reversed;
    if (removal) {
      removed = await deletePhotoRow(tx as unknown as Db, found.reportedId, removal.photo.id);
      await tx
        .insert(removedPhotoHashes)
        .values({ phash: removal.phash, createdAt: now })
        .onConflictDoNothing();
    }
    if (body.action === 'hide_profile' || body.action === 'suspend' || body.action === 'ban')
      sessionsEnded = await applyRestriction(
        tx,
        {
          memberId: found.reportedId,
          siteId: found.siteId,
          email: member.email,
          decisionId: decision!.id,
          action: body.action,
          endsAt,
        },
        now,
      );
    await writeStaffAudit(
      tx,
      actor,
      {
        action: `report.${body.action}`,
        targetType: 'report_case',
        targetId: caseId,
        before: { status: found.status },
        after: {
          status,
          decision: reference,
          member_id: found.reportedId,
          ground,
          ends_at: endsAt?.toISOString() ?? null,
          ...(removal ? { photo_id: removal.photo.id } : {}),
          ...(sessionsEnded ? { sessions_ended: sessionsEnded } : {}),
          ...(reversed.length ? { reversed_decisions: reversed } : {}),
        },
        reason: body.reason,
      },
      now,
    );
    return { decision_id: decision!.id, reference, status } as ActionOutcome;
  });

  if (body.action === 'suspend' || body.action === 'ban')
    await actor.realtime.sessionsEnded(found.reportedId);
  if (removed)
    await deleteMediaOrRetryLater(
      { db: ctx.db, media: ctx.media, clock: ctx.clock, log: ctx.log },
      filesOf(removed),
      { userId: found.reportedId, photoId: (removed as PhotoRow).id },
    );
  if (found.appealed) await tellAppealOutcome(ctx, found, { reversedDecisionIds, reason: body.reason });
  if (body.action !== 'dismiss') {
    const site = await siteOfMember(ctx, found.siteId);
    await sendStatement(
      ctx,
      site,
      { email: member.email, name: member.name ?? '', language: member.language },
      {
        reference,
        action: body.action as RestrictingAction,
        ground,
        reason: body.reason,
        automated: false,
        followedReport: true,
        endsAt,
      },
    );
  }
  return outcome;
}
