import type { ChatMessage, ProfileCard } from '@amora/contracts';
import { and, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { conversations, messages, profiles, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { cardColumns } from '../../core/card-columns.js';
import { loadCardExtras, presentCard } from '../../core/member-cards.js';
import type { RealtimeHub } from '../../plugins/realtime/index.js';
import type { Site } from '../../core/site-resolver.js';
import { presentChatPhoto } from './chat-photos.js';

/** How services tell members about changes (the realtime hub's publish). */
export type Publish = RealtimeHub['publish'];

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** The pair in the table's order (member_a < member_b). */
export const pairOf = (one: number, other: number) =>
  one < other ? { memberA: one, memberB: other } : { memberA: other, memberB: one };

/** The member's side of a conversation: their unread count and removal time, the other member. */
export function sideOf(conversation: ConversationRow, memberId: number) {
  const isA = conversation.memberA === memberId;
  return {
    otherId: isA ? conversation.memberB : conversation.memberA,
    unread: isA ? conversation.unreadA : conversation.unreadB,
    removedAt: isA ? conversation.removedForAAt : conversation.removedForBAt,
    /** Property names of the member's own columns, for `set({...})`. */
    unreadKey: isA ? ('unreadA' as const) : ('unreadB' as const),
    otherUnreadKey: isA ? ('unreadB' as const) : ('unreadA' as const),
    removedKey: isA ? ('removedForAAt' as const) : ('removedForBAt' as const),
  };
}

/** 403 and nothing else: a conversation of other members reveals neither that it exists nor who is in it. */
export const chatUnavailable = () => new AppError(403, 'chat_unavailable', 'errors.chatUnavailable');

/** The conversation if the member is in it (and has not removed it with nothing new since). */
export async function conversationOf(db: Db, id: number, memberId: number): Promise<ConversationRow> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, id),
        or(eq(conversations.memberA, memberId), eq(conversations.memberB, memberId)),
      ),
    );
  if (!row) throw chatUnavailable();
  return row;
}

export async function conversationBetween(
  db: Db,
  one: number,
  other: number,
): Promise<ConversationRow | null> {
  const pair = pairOf(one, other);
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.memberA, pair.memberA), eq(conversations.memberB, pair.memberB)));
  return row ?? null;
}

/** How messages are shown to one member: the site's photo URLs, and whose read state stays hidden. */
export interface MessageView {
  cdnPrefix: string;
  /**
   * The member whose own messages show no read state, because read receipts are not shared both
   * ways (ADR 0019); null when they are.
   */
  hideReadOf: number | null;
}

export function presentMessage(row: MessageRow, view: MessageView): ChatMessage {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    sender_id: row.senderId,
    type: row.type as ChatMessage['type'],
    text: row.type === 'text' ? row.body : null,
    photo: row.type === 'photo' && row.photo ? presentChatPhoto(row.photo, view.cdnPrefix) : null,
    gift_id: row.giftId,
    client_id: row.clientId,
    created_at: row.createdAt.toISOString(),
    read_at: row.senderId === view.hideReadOf ? null : (row.readAt?.toISOString() ?? null),
  };
}

/**
 * Whether each member shares read receipts (ADR 0019), by id. A member sees another's read state
 * only while both share: reciprocity, checked at every read, so switching off takes effect at once.
 */
export async function readReceiptsOf(db: Db, ids: number[]): Promise<Map<number, boolean>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, on: users.readReceipts })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.on]));
}

/** The view of a conversation for `memberId`: read state of their own messages only if both share. */
export async function viewFor(db: Db, site: Site, memberId: number, otherId: number): Promise<MessageView> {
  const receipts = await readReceiptsOf(db, [memberId, otherId]);
  const shared = receipts.get(memberId) === true && receipts.get(otherId) === true;
  return { cdnPrefix: site.settings.cdn_prefix, hideReadOf: shared ? null : memberId };
}

/** Messages before this moment are hidden by the site's history limit (spec section 6). */
export function historyCutoff(site: Pick<Site, 'chatHistoryDays'>, now: Date): Date {
  return new Date(now.getTime() - site.chatHistoryDays * 86_400_000);
}

/** A member's card in a chat, and whether they are one of the site's fictional profiles (labelled). */
export interface ChatCard {
  profile: ProfileCard;
  fictional: boolean;
}

/** Cards of the given members as the viewer sees them (privacy mode and all), by id. */
export async function cardsOf(db: Db, site: Site, ids: number[], now: Date): Promise<Map<number, ChatCard>> {
  if (ids.length === 0) return new Map();
  const [rows, extras] = await Promise.all([
    db.select(cardColumns).from(profiles).where(inArray(profiles.userId, ids)),
    loadCardExtras(db, ids),
  ]);
  const viewer = { loggedIn: true, now };
  return new Map(
    rows.map((row) => {
      const known = extras.get(row.userId);
      const profile = presentCard(row, known, site.settings, viewer);
      return [row.userId, { profile, fictional: known?.fictional === true }];
    }),
  );
}

/** The conversation table under the alias `c` that `unreadOfC` names. */
const c = alias(conversations, 'c');

/**
 * The member's unread count in conversation `c`, without the messages the site's history limit
 * hides (sent at or before `cutoff`): the stored counter, capped by how many unread messages of
 * the other member are newer. The counter stays the authority on what is unread (removing a
 * conversation zeroes it without marking anything read), the count only takes away what the
 * limit hides; only a conversation with something unread pays for the count. Raw `c.` names,
 * since drizzle writes a lone table's columns unqualified, which the subquery would read as its own.
 */
function unreadOfC(memberId: AnyColumn | number, cutoff: Date) {
  const own = sql`(case when c.member_a = ${memberId} then c.unread_a else c.unread_b end)`;
  return sql<number>`(case when ${own} = 0 then 0 else least(${own}, (select count(*) from messages m
    where m.conversation_id = c.id and m.sender_id <> ${memberId} and m.read_at is null
      and m.created_at > ${cutoff.toISOString()}::timestamptz)) end)::int`;
}

/** The member's unread total as a column expression (the user payload's `unread_messages`). */
export function unreadMessagesSql(memberId: AnyColumn, cutoff: Date) {
  return sql<number>`(select coalesce(sum(${unreadOfC(memberId, cutoff)}), 0)::int
    from conversations c where c.member_a = ${memberId} or c.member_b = ${memberId})`;
}

/**
 * The receiver's unread total as a column of the send's own write of the conversation (`RETURNING`):
 * the conversation the send just counted from its new row (`ownUnread`, the receiver's counter
 * after the increment, and the message inserted before it), the others as `unreadTotal` sums them.
 * No round trip of its own after the commit. `unseen`: the send's own messages that the statement
 * cannot count, because it inserts them itself (a statement sees the tables as they were before it).
 */
export function unreadTotalAfterSend(
  receiverId: number,
  conversationId: number | SQL,
  ownUnread: AnyColumn | SQL,
  cutoff: Date,
  unseen = 0,
) {
  return sql<number>`((select coalesce(sum(${unreadOfC(receiverId, cutoff)}), 0) from conversations c
      where (c.member_a = ${receiverId} or c.member_b = ${receiverId}) and c.id <> ${conversationId})
    + least(${ownUnread}, ${unseen}::int + (select count(*) from messages m where m.conversation_id = ${conversationId}
      and m.sender_id <> ${receiverId} and m.read_at is null
      and m.created_at > ${cutoff.toISOString()}::timestamptz)))::int`;
}

/** Unread messages over all of the member's conversations (the top bar's badge). */
export async function unreadTotal(db: Db, memberId: number, cutoff: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${unreadOfC(memberId, cutoff)}), 0)::int` })
    .from(c)
    .where(or(eq(c.memberA, memberId), eq(c.memberB, memberId)));
  return row?.total ?? 0;
}

/** The member's unread count in each of these conversations (the chat list's), by id. */
export async function unreadByConversation(
  db: Db,
  memberId: number,
  ids: number[],
  cutoff: Date,
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: c.id, unread: unreadOfC(memberId, cutoff) })
    .from(c)
    .where(inArray(c.id, ids));
  return new Map(rows.map((row) => [row.id, row.unread]));
}
