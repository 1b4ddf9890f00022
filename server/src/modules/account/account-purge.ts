import { and, eq, inArray } from 'drizzle-orm';
import {
  accountTokens,
  complaints,
  loginAttempts,
  photos,
  rateEvents,
  sessions,
  users,
} from '../../db/schema.js';
import type { AppContext } from '../../types.js';
import { deleteMediaOrRetryLater } from '../../lib/media-deletes.js';
import { chatMediaOfPurgedMember } from '../chat/index.js';
import { filesOf } from '../profile/index.js';
import { evidenceOfPurgedMember } from '../moderation/index.js';
import { findExpiredDeletions } from './deletion-service.js';

/**
 * Removes one member for good: the user row (profile, photos, sessions and tokens cascade with it,
 * and so do their conversations with everyone: both sides' messages and chat photos), the records
 * that name them elsewhere, and the files of those photos. New tables that hold member data must
 * reference users with ON DELETE CASCADE (or be cleared here) so nothing outlives the purge.
 */
export async function purgeMember(ctx: AppContext, userId: number): Promise<void> {
  const [member] = await ctx.db
    .select({ siteId: users.siteId, emailNormalized: users.emailNormalized })
    .from(users)
    .where(eq(users.id, userId));
  if (!member) return;
  const files = await ctx.db
    .select({
      filename: photos.filename,
      thumbFilename: photos.thumbFilename,
      blurredFilename: photos.blurredFilename,
      matchFilename: photos.matchFilename,
      cardFilename: photos.cardFilename,
    })
    .from(photos)
    .where(eq(photos.userId, userId));
  const chatMedia = await ctx.db.transaction(async (tx) => {
    // The member's row first: a write to them under way (a message, holding the row against
    // deletion) finishes before anything else here is locked, and one that comes later finds the
    // member gone (chat/send-message.ts). Taking it last could deadlock with such a send, which
    // holds the row and waits for the conversation locked below.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const keys = await chatMediaOfPurgedMember(tx, userId);
    // Reports about them and by them go with the row (cascade): so do their evidence copies.
    keys.push(...(await evidenceOfPurgedMember(tx, userId)));
    await tx.update(users).set({ firstContactId: null }).where(eq(users.firstContactId, userId));
    await tx.delete(complaints).where(eq(complaints.userId, userId));
    await tx
      .delete(loginAttempts)
      .where(
        and(
          eq(loginAttempts.siteId, member.siteId),
          eq(loginAttempts.emailNormalized, member.emailNormalized),
        ),
      );
    await tx
      .delete(rateEvents)
      .where(inArray(rateEvents.key, [String(userId), `${member.siteId}:${member.emailNormalized}`]));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    return keys;
  });
  // After the commit: a failed file removal leaves an unreferenced file, never a photo row without
  // its file. Nothing else names such a file any more, so it is recorded and retried by the
  // scheduled job until it goes (lib/media-deletes.ts).
  await deleteMediaOrRetryLater(ctx, [...files.flatMap(filesOf), ...chatMedia], { userId });
}

/** The scheduled purge: every account whose 14-day reactivation window has passed. */
export async function purgeExpiredAccounts(ctx: AppContext, now = ctx.clock.now()): Promise<number> {
  const ids = await findExpiredDeletions(ctx, now);
  for (const id of ids) await purgeMember(ctx, id);
  return ids.length;
}
