import { REPORT_EVIDENCE_MESSAGES } from '@amora/contracts';
import type { z } from 'zod/mini';
import type { EvidenceMessageSchema, ProfileSnapshotSchema } from '@amora/contracts';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { messages, photos, profiles } from '../../db/schema.js';
import { ageOn } from '../../core/age.js';

export type ProfileSnapshot = z.infer<typeof ProfileSnapshotSchema>;
export type EvidenceMessage = z.infer<typeof EvidenceMessageSchema>;

/**
 * The reported profile and its photos as they are now, copied into the report: a later edit
 * does not change the evidence. Photos are kept as ids and addresses (the files are the member's;
 * the file of a photo the member deletes afterwards goes with it, the copy of its record stays).
 */
export async function profileSnapshot(
  db: Db,
  memberId: number,
  cdnPrefix: string,
  now: Date,
): Promise<ProfileSnapshot> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, memberId));
  const rows = await db
    .select({ id: photos.id, filename: photos.filename, status: photos.status })
    .from(photos)
    .where(eq(photos.userId, memberId))
    .orderBy(asc(photos.position), asc(photos.id));
  return {
    name: profile?.name ?? '',
    age: profile ? ageOn(profile.dateOfBirth, now) : null,
    gender: profile?.gender ?? null,
    country: profile?.country ?? null,
    city: profile?.city ?? null,
    about: profile?.aboutMe ?? null,
    photos: rows.map((row) => ({ id: row.id, url: `${cdnPrefix}${row.filename}`, status: row.status })),
  };
}

/** The conversation's last REPORT_EVIDENCE_MESSAGES messages, oldest first, told apart by side. */
export async function conversationEvidence(
  db: Db,
  conversationId: number,
  reporterId: number,
): Promise<EvidenceMessage[]> {
  const rows = await db
    .select({
      senderId: messages.senderId,
      type: messages.type,
      body: messages.body,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.id))
    .limit(REPORT_EVIDENCE_MESSAGES);
  return rows.reverse().map((row) => ({
    from: row.senderId === reporterId ? 'reporter' : 'reported',
    type: row.type as EvidenceMessage['type'],
    text: row.body,
    created_at: row.createdAt.toISOString(),
  }));
}
