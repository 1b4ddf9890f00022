import type { StaffMemberSuspendBody } from '@amora/contracts';
import { eq } from 'drizzle-orm';
import { decisions, profiles, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { DAY_MS } from '../../core/rate-limiter.js';
import type { AppContext } from '../../types.js';
import { writeStaffAudit, type StaffActor } from '../staff/index.js';
import { newReference } from './report-service.js';
import { applyRestriction } from './restrictions.js';
import { sendStatement, siteOfMember } from './statement.js';

/**
 * A suspension support orders from a member's page, without a report case: the same decision
 * record, restriction, ended sessions and statement of reasons as a moderator's `suspend` on a
 * case (case-actions.ts), marked as not following a report. One transaction writes the decision,
 * the restriction and the audit row; the member's sockets close and the statement goes after it.
 */
export async function suspendMember(
  ctx: AppContext,
  actor: StaffActor & { realtime: { sessionsEnded(memberId: number): Promise<void> } },
  memberId: number,
  body: StaffMemberSuspendBody,
): Promise<{ reference: string; sessionsEnded: number }> {
  const [member] = await ctx.db
    .select({
      siteId: users.siteId,
      email: users.email,
      language: users.language,
      restriction: users.restriction,
      name: profiles.name,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, memberId));
  if (!member) throw new AppError(404, 'not_found', 'errors.notFound');
  const now = ctx.clock.now();
  const endsAt = new Date(now.getTime() + body.days * DAY_MS);
  const reference = newReference('D');
  const sessionsEnded = await ctx.db.transaction(async (tx) => {
    const [decision] = await tx
      .insert(decisions)
      .values({
        siteId: member.siteId,
        reference,
        memberId,
        caseId: null,
        staffId: actor.staffId,
        action: 'suspend',
        ground: body.ground,
        reason: body.reason,
        automated: false,
        createdAt: now,
        endsAt,
      })
      .returning({ id: decisions.id });
    const ended = await applyRestriction(
      tx,
      {
        memberId,
        siteId: member.siteId,
        email: member.email,
        decisionId: decision!.id,
        action: 'suspend',
        endsAt,
      },
      now,
    );
    await writeStaffAudit(
      tx,
      actor,
      {
        action: 'member.suspended',
        targetType: 'member',
        targetId: memberId,
        before: { restriction: member.restriction },
        after: {
          restriction: 'suspended',
          decision: reference,
          ground: body.ground,
          ends_at: endsAt.toISOString(),
          sessions_ended: ended,
        },
        reason: body.reason,
      },
      now,
    );
    return ended;
  });
  await actor.realtime.sessionsEnded(memberId);
  await sendStatement(
    ctx,
    await siteOfMember(ctx, member.siteId),
    { email: member.email, name: member.name ?? '', language: member.language },
    {
      reference,
      action: 'suspend',
      ground: body.ground,
      reason: body.reason,
      automated: false,
      followedReport: false,
      endsAt,
    },
  );
  return { reference, sessionsEnded };
}
