import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import {
  conversations,
  creditLedger,
  likes,
  matches,
  messages,
  paymentEvents,
  payments,
  photos,
  profiles,
  pushPreferences,
  pushSubscriptions,
  users,
} from '../../db/schema.js';
import type { Db } from '../../db/database.js';
import type { MediaStorage } from '../../plugins/storage/index.js';
import { profileFieldsOf } from '../../core/profile-fields.js';

/**
 * One file of the archive, produced only when the ZIP writer reaches it: the member's data is
 * read section by section (a conversation, a photo at a time) and streamed to disk, never held
 * whole in memory.
 */
interface ArchiveEntry {
  path: string;
  produce: () => Promise<Buffer>;
}

const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);
const chatPhotoPath = (messageId: number, key: string) =>
  `conversations/photos/${messageId}.${extensionOf(key)}`;

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');
const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** Other members appear by name only (never their id, e-mail or anything else of theirs). */
async function namesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: profiles.userId, name: profiles.name })
    .from(profiles)
    .where(inArray(profiles.userId, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function profileEntry(db: Db, memberId: number): Promise<Buffer> {
  const [user] = await db.select().from(users).where(eq(users.id, memberId));
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, memberId));
  if (!user) throw new Error('the member is gone');
  return json({
    account: {
      email: user.email,
      language: user.language,
      status: user.status,
      signup_date: iso(user.signupDate),
      confirmed_at: iso(user.confirmedAt),
      premium: user.paidUser,
      credits: user.credits,
      credit_debt: user.creditDebt,
      invisible: user.invisible,
      privacy: user.privacy,
      read_receipts: user.readReceipts,
      email_notifications: user.emailNotifications,
      sign_up_source: user.tracking ?? null,
      signup_message: user.signupMessage,
      restriction: user.restriction,
      restriction_ends_at: iso(user.restrictionEndsAt),
      deletion_requested_at: iso(user.deletionRequestedAt),
    },
    profile: profile ? profileFieldsOf(profile) : null,
  });
}

async function likesEntry(db: Db, memberId: number): Promise<Buffer> {
  const given = await db
    .select({ other: likes.likedId, at: likes.createdAt })
    .from(likes)
    .where(eq(likes.likerId, memberId))
    .orderBy(asc(likes.createdAt));
  const received = await db
    .select({ other: likes.likerId, at: likes.createdAt })
    .from(likes)
    .where(eq(likes.likedId, memberId))
    .orderBy(asc(likes.createdAt));
  const names = await namesOf(
    db,
    [...given, ...received].map((r) => r.other),
  );
  const row = (r: { other: number; at: Date }) => ({ name: names.get(r.other) ?? null, at: iso(r.at) });
  return json({ given: given.map(row), received: received.map(row) });
}

async function matchesEntry(db: Db, memberId: number): Promise<Buffer> {
  const rows = await db
    .select({ other: matches.otherId, at: matches.createdAt })
    .from(matches)
    .where(eq(matches.memberId, memberId))
    .orderBy(asc(matches.createdAt));
  const names = await namesOf(
    db,
    rows.map((r) => r.other),
  );
  return json(rows.map((r) => ({ name: names.get(r.other) ?? null, at: iso(r.at) })));
}

async function conversationEntry(db: Db, memberId: number, conversationId: number): Promise<Buffer> {
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, conversationId),
        or(eq(conversations.memberA, memberId), eq(conversations.memberB, memberId)),
      ),
    );
  if (!conversation) return json({ with: null, messages: [] });
  const otherId = conversation.memberA === memberId ? conversation.memberB : conversation.memberA;
  const otherName = (await namesOf(db, [otherId])).get(otherId) ?? null;
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.id));
  return json({
    with: otherName,
    started_at: iso(conversation.createdAt),
    messages: rows.map((m) => ({
      at: iso(m.createdAt),
      from: m.senderId === memberId ? 'me' : otherName,
      type: m.type,
      text: m.body,
      gift: m.giftId,
      photo: m.photo !== null,
      // The member's own chat photos are in the archive; a received one is the other member's.
      photo_file: m.photo && m.senderId === memberId ? chatPhotoPath(m.id, m.photo.full) : null,
      credits: m.senderId === memberId ? m.credits : 0,
      read_at: iso(m.readAt),
    })),
  });
}

async function pushEntry(db: Db, memberId: number): Promise<Buffer> {
  const devices = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.memberId, memberId))
    .orderBy(asc(pushSubscriptions.id));
  const [preferences] = await db.select().from(pushPreferences).where(eq(pushPreferences.memberId, memberId));
  return json({
    // The push service's address says which browser vendor delivers; the keys stay secret.
    devices: devices.map((d) => ({
      push_service: new URL(d.endpoint).host,
      subscribed_at: iso(d.createdAt),
      updated_at: iso(d.updatedAt),
      expires_at: iso(d.expiresAt),
    })),
    preferences: preferences
      ? {
          messages: preferences.messages,
          likes: preferences.likes,
          matches: preferences.matches,
          previews: preferences.previews,
          quiet_start: preferences.quietStart,
          quiet_end: preferences.quietEnd,
          time_zone: preferences.timeZone,
        }
      : null,
  });
}

async function ledgerEntry(db: Db, memberId: number): Promise<Buffer> {
  const rows = await db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, memberId))
    .orderBy(asc(creditLedger.id));
  const [balance] = await db
    .select({ credits: users.credits, debt: users.creditDebt })
    .from(users)
    .where(eq(users.id, memberId));
  return json({
    balance: balance?.credits ?? 0,
    debt: balance?.debt ?? 0,
    sum_of_amounts: rows.reduce((sum, r) => sum + r.amount, 0),
    entries: rows.map((r) => ({
      id: r.id,
      at: iso(r.createdAt),
      kind: r.kind,
      amount: r.amount,
      reference: r.reference,
      balance_after: r.balanceAfter,
      debt_after: r.debtAfter,
    })),
  });
}

async function paymentsEntry(db: Db, memberId: number): Promise<Buffer> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, memberId))
    .orderBy(asc(payments.id));
  const events = rows.length
    ? await db
        .select()
        .from(paymentEvents)
        .where(
          inArray(
            paymentEvents.paymentId,
            rows.map((p) => p.id),
          ),
        )
        .orderBy(asc(paymentEvents.id))
    : [];
  return json(
    rows.map((p) => ({
      id: p.id,
      created_at: iso(p.createdAt),
      settled_at: iso(p.settledAt),
      status: p.status,
      method: p.method,
      provider: p.provider,
      bundle: p.bundle,
      credits: p.credits,
      // Minor units (cents) of `currency`: what was paid, of which the fee, after the discount.
      amount: p.amount,
      fee: p.fee,
      discount: p.discount,
      currency: p.currency,
      country: p.country,
      events: events
        .filter((e) => e.paymentId === p.id)
        .map((e) => ({ at: iso(e.createdAt), source: e.source, status: e.status, applied: e.applied })),
    })),
  );
}

/** Every file of one member's archive, in order; what each holds is read when it is written. */
async function archiveEntries(db: Db, media: MediaStorage, memberId: number): Promise<ArchiveEntry[]> {
  const photoRows = await db
    .select({
      id: photos.id,
      key: photos.filename,
      status: photos.status,
      isMain: photos.isMain,
      at: photos.createdAt,
    })
    .from(photos)
    .where(eq(photos.userId, memberId))
    .orderBy(asc(photos.position), asc(photos.id));
  const conversationRows = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(or(eq(conversations.memberA, memberId), eq(conversations.memberB, memberId)))
    .orderBy(asc(conversations.id));
  const photoPath = (p: (typeof photoRows)[number]) => `photos/${p.id}.${extensionOf(p.key)}`;
  const sentPhotos = await db
    .select({ id: messages.id, photo: messages.photo })
    .from(messages)
    .where(and(eq(messages.senderId, memberId), isNotNull(messages.photo)))
    .orderBy(asc(messages.id));
  return [
    { path: 'profile.json', produce: () => profileEntry(db, memberId) },
    {
      path: 'photos.json',
      produce: async () =>
        json(
          photoRows.map((p) => ({
            file: photoPath(p),
            status: p.status,
            main: p.isMain,
            uploaded_at: iso(p.at),
          })),
        ),
    },
    ...photoRows.map((p) => ({ path: photoPath(p), produce: () => media.get(p.key) })),
    { path: 'likes.json', produce: () => likesEntry(db, memberId) },
    { path: 'matches.json', produce: () => matchesEntry(db, memberId) },
    ...conversationRows.map((c, i) => ({
      path: `conversations/${String(i + 1).padStart(4, '0')}.json`,
      produce: () => conversationEntry(db, memberId, c.id),
    })),
    ...sentPhotos.map((m) => ({
      path: chatPhotoPath(m.id, m.photo!.full),
      produce: () => media.get(m.photo!.full),
    })),
    { path: 'push-devices.json', produce: () => pushEntry(db, memberId) },
    { path: 'credits/ledger.json', produce: () => ledgerEntry(db, memberId) },
    { path: 'credits/payments.json', produce: () => paymentsEntry(db, memberId) },
  ];
}

/**
 * Writes the member's archive to `file`, calling `onProgress(done, total)` after each entry.
 * Each entry is produced when the writer reaches it, so at most one section is in memory.
 */
export async function writeArchive(
  db: Db,
  media: MediaStorage,
  memberId: number,
  file: string,
  onProgress: (done: number, total: number) => Promise<void>,
): Promise<void> {
  const entries = await archiveEntries(db, media, memberId);
  const zip = new ZipFile();
  let done = 0;
  const mtime = new Date();
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.path, { mtime }, (callback) => {
      entry
        .produce()
        .then(async (data) => {
          callback(null, Readable.from([data]));
          done += 1;
          await onProgress(done, entries.length);
        })
        .catch((error: unknown) => callback(error, Readable.from([])));
    });
  }
  // A failed entry is reported on the ZipFile, not its output: end the output with that error.
  zip.on('error', (error: Error) => (zip.outputStream as Readable).destroy(error));
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(file, { mode: 0o600 }));
}
