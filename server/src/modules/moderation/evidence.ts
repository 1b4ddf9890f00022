import { REPORT_EVIDENCE_MESSAGES } from '@amora/contracts';
import type { z } from 'zod/mini';
import type { EvidenceMessageSchema, ProfileSnapshotSchema } from '@amora/contracts';
import { and, asc, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { messages, photos, profiles, reportCases, reports } from '../../db/schema.js';
import { ageOn } from '../../core/age.js';
import {
  deleteQuietly,
  EVIDENCE_PREFIX,
  MediaNotFound,
  newEvidenceKey,
} from '../../plugins/storage/index.js';
import type { AppContext } from '../../types.js';
import type { StaffTx } from '../staff/index.js';

export type ProfileSnapshot = z.infer<typeof ProfileSnapshotSchema>;
export type EvidenceMessage = z.infer<typeof EvidenceMessageSchema>;

/** A photo of the snapshot as stored: its address then, and the key of the copy kept with it. */
interface StoredEvidencePhoto {
  id: number;
  url: string;
  status: string;
  evidence_key?: string | null;
}

/** The snapshot as the report row keeps it (the API shows the copies by staff URL, never by key). */
export type StoredProfileSnapshot = Omit<ProfileSnapshot, 'photos'> & { photos: StoredEvidencePhoto[] };

/**
 * Copies one photo's stored full variant into the evidence; null when it cannot be copied (the
 * member deleted it a moment ago, or the storage refuses): the report is not refused for it.
 */
async function copyIntoEvidence(ctx: EvidenceContext, filename: string): Promise<string | null> {
  const key = newEvidenceKey(filename.slice(filename.lastIndexOf('.') + 1) || 'webp');
  try {
    await ctx.media.put(key, await ctx.media.get(filename));
    return key;
  } catch (error) {
    if (!(error instanceof MediaNotFound))
      ctx.log.warn({ err: error }, 'copying a photo into evidence failed');
    await deleteQuietly(ctx.media, [key]);
    return null;
  }
}

type EvidenceContext = Pick<AppContext, 'db' | 'media' | 'log'>;

/**
 * The reported profile and its photos as they are now, copied into the report: a later edit
 * does not change the evidence. Each photo's file is copied under `evidence/` too, so a moderator
 * still sees it after the member deletes or replaces it. `copies` are the new keys, for the caller
 * to remove should the report not be written.
 */
export async function profileSnapshot(
  ctx: EvidenceContext,
  memberId: number,
  cdnPrefix: string,
  now: Date,
): Promise<{ snapshot: StoredProfileSnapshot; copies: string[] }> {
  const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, memberId));
  const rows = await ctx.db
    .select({ id: photos.id, filename: photos.filename, status: photos.status })
    .from(photos)
    .where(eq(photos.userId, memberId))
    .orderBy(asc(photos.position), asc(photos.id));
  const keys = await Promise.all(rows.map((row) => copyIntoEvidence(ctx, row.filename)));
  const snapshot: StoredProfileSnapshot = {
    name: profile?.name ?? '',
    age: profile ? ageOn(profile.dateOfBirth, now) : null,
    gender: profile?.gender ?? null,
    country: profile?.country ?? null,
    city: profile?.city ?? null,
    about: profile?.aboutMe ?? null,
    photos: rows.map((row, index) => ({
      id: row.id,
      url: `${cdnPrefix}${row.filename}`,
      status: row.status,
      evidence_key: keys[index] ?? null,
    })),
  };
  return { snapshot, copies: keys.filter((key): key is string => key !== null) };
}

/** The evidence copies a stored snapshot names. */
export function evidenceKeysOf(snapshot: unknown): string[] {
  const photoList = (snapshot as Partial<StoredProfileSnapshot> | null)?.photos ?? [];
  return photoList.flatMap((photo) =>
    typeof photo.evidence_key === 'string' && photo.evidence_key.startsWith(EVIDENCE_PREFIX)
      ? [photo.evidence_key]
      : [],
  );
}

/** The snapshot as staff read it: each copy by its staff URL, no storage key. */
export function presentSnapshot(
  snapshot: StoredProfileSnapshot,
  caseId: number,
  reportId: number,
): ProfileSnapshot {
  return {
    ...snapshot,
    photos: snapshot.photos.map((photo) => ({
      id: photo.id,
      url: photo.url,
      status: photo.status,
      evidence_url: photo.evidence_key
        ? `/api/staff/reports/${caseId}/evidence/${reportId}/${photo.id}`
        : null,
    })),
  };
}

/**
 * The evidence copies that go with a member's purge: those of every report about them (their
 * cases cascade) and of every report they sent (theirs cascade). Read in the purge's transaction.
 */
export async function evidenceOfPurgedMember(tx: StaffTx, memberId: number): Promise<string[]> {
  const rows = await tx
    .select({ profile: reports.profile })
    .from(reports)
    .innerJoin(reportCases, eq(reportCases.id, reports.caseId))
    .where(or(eq(reports.reporterId, memberId), eq(reportCases.reportedId, memberId)));
  return rows.flatMap((row) => evidenceKeysOf(row.profile));
}

/** The copy of photo `photoId` kept with report `reportId` of case `caseId`, or null. */
export async function evidencePhotoFile(
  ctx: EvidenceContext,
  ids: { caseId: number; reportId: number; photoId: number },
): Promise<{ key: string; data: Buffer } | null> {
  const [row] = await ctx.db
    .select({ profile: reports.profile })
    .from(reports)
    .where(and(eq(reports.id, ids.reportId), eq(reports.caseId, ids.caseId)));
  const photo = (row?.profile as StoredProfileSnapshot | undefined)?.photos.find((p) => p.id === ids.photoId);
  const key = photo?.evidence_key;
  if (!key || !key.startsWith(EVIDENCE_PREFIX)) return null;
  try {
    return { key, data: await ctx.media.get(key) };
  } catch (error) {
    if (error instanceof MediaNotFound) return null;
    throw error;
  }
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
