import { isLocale, type LiftRestrictionBody, type LiftableRestriction, type Locale } from '@amora/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { bannedEmails, decisions, profiles, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import { activeRestriction, syncSearchable } from '../../core/member-rules.js';
import { sendAccountMail, MAIL_CATALOGUES } from '../mail/index.js';
import { writeStaffAudit, type StaffActor, type StaffTx } from '../staff/index.js';
import { newReference } from './report-service.js';
import { canonicalEmail } from './restrictions.js';
import { siteOfMember } from './statement.js';

type MemberRow = typeof users.$inferSelect;

const memberNotFound = () => new AppError(404, 'not_found', 'errors.notFound');
const notActive = () => new AppError(409, 'restriction_not_active', 'errors.restrictionNotActive');

/** Whether `restriction` holds for the member now (a suspension that ran out no longer does). */
function holds(member: MemberRow, restriction: LiftableRestriction, now: Date): boolean {
  if (restriction === 'hide_profile') return member.profileHidden;
  const active = activeRestriction(member, now);
  return active?.kind === (restriction === 'ban' ? 'banned' : 'suspended');
}

/**
 * The case of the decision that set the restriction, so the lift shows in that case's history:
 * the member row names the suspension's or ban's decision; a hide is the latest hide decision.
 */
async function caseOfRestriction(tx: StaffTx, member: MemberRow, restriction: LiftableRestriction) {
  const [row] =
    restriction === 'hide_profile'
      ? await tx
          .select({ caseId: decisions.caseId })
          .from(decisions)
          .where(and(eq(decisions.memberId, member.id), eq(decisions.action, 'hide_profile')))
          .orderBy(desc(decisions.id))
          .limit(1)
      : member.restrictionDecisionId === null
        ? []
        : await tx
            .select({ caseId: decisions.caseId })
            .from(decisions)
            .where(eq(decisions.id, member.restrictionDecisionId));
  return row?.caseId ?? null;
}

export interface LiftOutcome {
  decision_id: number;
  reference: string;
}

/**
 * `POST /api/staff/members/{id}/lift`: ends a hide, a suspension or a ban before its time, outside
 * an appeal. One transaction (the member row locked, so two lifts at once decide once): a decision
 * row (`lift_…`, in the case that set the restriction), the member row cleared, for a ban the
 * address let back into sign-up, the profile listed again, and exactly one audit row. Afterwards
 * the member is told by e-mail in their language, with the reason.
 */
export async function liftRestriction(
  ctx: AppContext,
  actor: StaffActor,
  memberId: number,
  body: LiftRestrictionBody,
): Promise<LiftOutcome> {
  const now = ctx.clock.now();
  const reference = newReference('D');
  const { outcome, member } = await ctx.db.transaction(async (tx) => {
    const [member] = await tx.select().from(users).where(eq(users.id, memberId)).for('update');
    if (!member || member.status === 'pending_deletion') throw memberNotFound();
    if (!holds(member, body.restriction, now)) throw notActive();
    const [decision] = await tx
      .insert(decisions)
      .values({
        siteId: member.siteId,
        reference,
        memberId,
        caseId: await caseOfRestriction(tx, member, body.restriction),
        staffId: actor.staffId,
        action: `lift_${body.restriction}`,
        reason: body.reason,
        automated: false,
        createdAt: now,
      })
      .returning({ id: decisions.id });
    if (body.restriction === 'hide_profile') {
      await tx.update(users).set({ profileHidden: false }).where(eq(users.id, memberId));
    } else {
      await tx
        .update(users)
        .set({ restriction: null, restrictionEndsAt: null, restrictionDecisionId: null })
        .where(eq(users.id, memberId));
    }
    // Whichever decision wrote the address's entry: lifted, the address may sign up again.
    if (body.restriction === 'ban')
      await tx
        .delete(bannedEmails)
        .where(
          and(
            eq(bannedEmails.siteId, member.siteId),
            eq(bannedEmails.emailCanonical, canonicalEmail(member.email)),
          ),
        );
    await syncSearchable(tx, memberId);
    await writeStaffAudit(
      tx,
      actor,
      {
        action: `member.lift_${body.restriction}`,
        targetType: 'member',
        targetId: memberId,
        before: {
          restriction: member.restriction,
          ends_at: member.restrictionEndsAt?.toISOString() ?? null,
          profile_hidden: member.profileHidden,
        },
        after: { decision: reference, lifted: body.restriction },
        reason: body.reason,
      },
      now,
    );
    return { outcome: { decision_id: decision!.id, reference }, member };
  });

  const [profile] = await ctx.db
    .select({ name: profiles.name })
    .from(profiles)
    .where(eq(profiles.userId, memberId));
  const site = await siteOfMember(ctx, member.siteId);
  const locale: Locale = isLocale(member.language) ? member.language : site.language;
  await sendAccountMail(
    ctx,
    site,
    { email: member.email, name: profile?.name ?? '', language: member.language },
    'restrictionLifted',
    {
      quote: body.reason,
      replyToSupport: true,
      params: { reference, what: MAIL_CATALOGUES[locale][`restrictionLifted.what.${body.restriction}`] },
    },
  );
  return outcome;
}
