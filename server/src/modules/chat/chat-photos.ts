import { readFile } from 'node:fs/promises';
import type { ChatPhoto, ChatPhotoUploadResponse } from '@amora/contracts';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { chatPhotos, conversations, messages } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { deleteMediaOrRetryLater } from '../../lib/media-deletes.js';
import { deleteQuietly, newMediaKey, type MediaStorage } from '../../plugins/storage/index.js';
import type { AppContext } from '../../types.js';
import {
  PhotoBusy,
  PHOTO_LIMITS,
  PhotoRejected,
  processPhoto,
  photoBusy,
  photoInvalid,
} from '../profile/index.js';

export type ChatPhotoRow = typeof chatPhotos.$inferSelect;
/** What a photo message stores: media keys (not URLs, so a new `cdn_prefix` applies) and the size. */
export type StoredChatPhoto = NonNullable<(typeof messages.$inferSelect)['photo']>;

/** An upload not sent within this long is removed (files and row) by the hourly job. */
export const UNSENT_CHAT_PHOTO_TTL_MS = 24 * 3_600_000;

/** URLs of a stored chat photo for this site. */
export function presentChatPhoto(stored: StoredChatPhoto, cdnPrefix: string): ChatPhoto {
  return {
    thumb: `${cdnPrefix}${stored.thumb}`,
    full: `${cdnPrefix}${stored.full}`,
    width: stored.width,
    height: stored.height,
  };
}

/**
 * URLs of an upload not sent yet: through the API, for the uploader only, never cached. Its media
 * keys (public, cacheable URLs) are first shown in the message that sends it.
 */
export function unsentChatPhoto(id: number, stored: StoredChatPhoto): ChatPhoto {
  const url = (size: 'thumb' | 'full') => `/api/chat-photo.php?id=${id}&size=${size}`;
  return { thumb: url('thumb'), full: url('full'), width: stored.width, height: stored.height };
}

/** The member's own upload while it is still unsent, or null (someone else's, sent, or gone). */
export async function ownUnsentChatPhoto(db: Db, ownerId: number, id: number): Promise<ChatPhotoRow | null> {
  const [row] = await db
    .select()
    .from(chatPhotos)
    .where(and(eq(chatPhotos.id, id), eq(chatPhotos.ownerId, ownerId), isNull(chatPhotos.messageId)));
  return row ?? null;
}

export const storedOf = (row: ChatPhotoRow): StoredChatPhoto => ({
  thumb: row.thumbKey,
  full: row.fullKey,
  width: row.width,
  height: row.height,
});

/**
 * Stores one uploaded file as an unsent chat photo of the member. It goes through the profile
 * photos' pipeline (the content decides the format; re-encoded, so no metadata survives) and only
 * the photo and its thumbnail are kept, under fresh 128-bit random keys: nobody can find them
 * without being given the URL, and only the two members of the conversation are.
 */
export async function storeChatPhoto(
  db: Db,
  storage: MediaStorage,
  ownerId: number,
  file: string,
): Promise<ChatPhotoUploadResponse> {
  let variants;
  try {
    variants = await processPhoto(await readFile(file), PHOTO_LIMITS, String(ownerId));
  } catch (error) {
    if (error instanceof PhotoRejected) throw photoInvalid(error.messageKey);
    if (error instanceof PhotoBusy) throw photoBusy();
    throw error;
  }
  const stored: StoredChatPhoto = {
    full: newMediaKey(),
    thumb: newMediaKey(),
    width: variants.width,
    height: variants.height,
  };
  const keys = [stored.full, stored.thumb];
  try {
    await storage.put(stored.full, variants.full);
    await storage.put(stored.thumb, variants.thumb);
    const [row] = await db
      .insert(chatPhotos)
      .values({
        ownerId,
        fullKey: stored.full,
        thumbKey: stored.thumb,
        width: stored.width,
        height: stored.height,
      })
      .returning({ id: chatPhotos.id });
    return { id: row!.id, photo: unsentChatPhoto(row!.id, stored) };
  } catch (error) {
    await deleteQuietly(storage, keys);
    throw error;
  }
}

/** The one error for a photo id that cannot go into a message: someone else's, sent, or gone. */
export const chatPhotoUnavailable = () =>
  new AppError(400, 'validation_failed', 'errors.chatPhotoUnavailable', {}, {
    photo: 'errors.chatPhotoUnavailable',
  }); // prettier-ignore

/** The member's own chat photo (sent or not), or the error above. Reveals nothing of others' photos. */
export async function ownChatPhoto(db: Db, ownerId: number, id: number): Promise<ChatPhotoRow> {
  const [row] = await db
    .select()
    .from(chatPhotos)
    .where(and(eq(chatPhotos.id, id), eq(chatPhotos.ownerId, ownerId)));
  if (!row) throw chatPhotoUnavailable();
  return row;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Inside the send's transaction: ties the photo to its message, or refuses the whole send when it
 * is no longer unsent (a concurrent send of the same photo won). The row lock of the update makes
 * the second of two racing sends wait and then find it taken.
 */
export async function attachChatPhoto(tx: Tx, ownerId: number, id: number, messageId: number): Promise<void> {
  const attached = await tx
    .update(chatPhotos)
    .set({ messageId })
    .where(and(eq(chatPhotos.id, id), eq(chatPhotos.ownerId, ownerId), isNull(chatPhotos.messageId)))
    .returning({ id: chatPhotos.id });
  if (attached.length === 0) throw chatPhotoUnavailable();
}

/** The hourly job: unsent uploads older than a day go, files first. Answers how many went. */
export async function pruneUnsentChatPhotos(
  ctx: Pick<AppContext, 'db' | 'media' | 'clock' | 'log'>,
): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - UNSENT_CHAT_PHOTO_TTL_MS);
  const stale = await ctx.db
    .select()
    .from(chatPhotos)
    .where(and(isNull(chatPhotos.messageId), lt(chatPhotos.createdAt, cutoff)))
    .limit(1000);
  let removed = 0;
  for (const row of stale) {
    // Deleted only while still unsent: a send in the same moment keeps its photo.
    const [gone] = await ctx.db
      .delete(chatPhotos)
      .where(and(eq(chatPhotos.id, row.id), isNull(chatPhotos.messageId)))
      .returning({ id: chatPhotos.id });
    if (!gone) continue;
    // The row is gone for good: a file that will not go now is retried later, not forgotten.
    await deleteMediaOrRetryLater(ctx, [row.fullKey, row.thumbKey]);
    removed += 1;
  }
  return removed;
}

/**
 * Inside a member's purge transaction: the media keys of every chat photo whose row the purge takes
 * along (ON DELETE CASCADE), so the caller can delete the files once it has committed. That is the
 * member's own uploads, sent or not, and also the photos the other members sent them: the purge
 * removes whole conversations, so those messages go for both sides and nothing would ever name
 * their files again (not even the hourly job, which only sees unsent rows).
 */
export async function chatMediaOfPurgedMember(tx: Tx, memberId: number): Promise<string[]> {
  const ofMember = or(eq(conversations.memberA, memberId), eq(conversations.memberB, memberId));
  // A send locks its conversation first: waiting here for one under way puts its photo in the list.
  await tx.select({ id: conversations.id }).from(conversations).where(ofMember).for('update');
  const rows = await tx
    .select({ full: chatPhotos.fullKey, thumb: chatPhotos.thumbKey })
    .from(chatPhotos)
    .leftJoin(messages, eq(messages.id, chatPhotos.messageId))
    .leftJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(or(eq(chatPhotos.ownerId, memberId), ofMember));
  return rows.flatMap((row) => [row.full, row.thumb]);
}
