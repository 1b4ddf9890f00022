import {
  CHAT_PAGE_SIZE,
  type ChatItem,
  type ChatQuery,
  type ChatResponse,
  type ChatsResponse,
} from '@amora/contracts';
import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { conversations, messages, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import { canBeContacted, canReceiveReplies } from '../../core/member-rules.js';
import { blockState, findMember, requireViewer } from '../../core/relations.js';
import type { Site } from '../../core/site-resolver.js';
import {
  cardsOf,
  conversationBetween,
  conversationOf,
  historyCutoff,
  presentMessage,
  readReceiptsOf,
  sideOf,
  unreadByConversation,
  unreadTotal,
  viewFor,
  type ConversationRow,
  type Publish,
} from './conversation-store.js';
import { photoPrice, textPrice } from './gifts.js';

const LIST_LIMIT = 200;

/** Visible to this member: not removed by them, or a message arrived since. */
function visibleFor(memberId: number) {
  return or(
    and(
      eq(conversations.memberA, memberId),
      or(isNull(conversations.removedForAAt), gt(conversations.updatedAt, conversations.removedForAAt)),
    ),
    and(
      eq(conversations.memberB, memberId),
      or(isNull(conversations.removedForBAt), gt(conversations.updatedAt, conversations.removedForBAt)),
    ),
  );
}

/**
 * The other member is not suspended or banned by a moderator: their conversations leave the
 * list while the restriction holds (the send re-checks through member-rules).
 */
function notRestrictedOther(memberId: number) {
  return sql`not exists (select 1 from ${users} where ${users.restriction} is not null and ${users.id} =
    case when ${conversations.memberA} = ${memberId} then ${conversations.memberB} else ${conversations.memberA} end)`;
}

/** `GET /api/chats.php`: the member's conversations, newest activity first. */
export async function listChats(ctx: AppContext, site: Site, memberId: number): Promise<ChatsResponse> {
  await requireViewer(ctx.db, site.id, memberId);
  const rows = await ctx.db
    .select()
    .from(conversations)
    .where(
      and(
        visibleFor(memberId),
        sql`${conversations.lastMessageId} is not null`,
        notRestrictedOther(memberId),
      ),
    )
    .orderBy(desc(conversations.updatedAt))
    .limit(LIST_LIMIT);
  const lastIds = rows.map((row) => row.lastMessageId).filter((id): id is number => id !== null);
  const [lastMessages, cards] = await Promise.all([
    lastIds.length
      ? ctx.db.select().from(messages).where(inArray(messages.id, lastIds))
      : Promise.resolve([]),
    cardsOf(
      ctx.db,
      site,
      rows.map((row) => sideOf(row, memberId).otherId),
      ctx.clock.now(),
    ),
  ]);
  const byId = new Map(lastMessages.map((m) => [m.id, m]));
  const receipts = await readReceiptsOf(ctx.db, [
    memberId,
    ...rows.map((row) => sideOf(row, memberId).otherId),
  ]);
  const cutoff = historyCutoff(site, ctx.clock.now());
  const withUnread = rows.filter((row) => sideOf(row, memberId).unread > 0).map((row) => row.id);
  const unread = await unreadByConversation(ctx.db, memberId, withUnread, cutoff);
  const chats: ChatItem[] = [];
  for (const row of rows) {
    const side = sideOf(row, memberId);
    const card = cards.get(side.otherId);
    if (!card) continue; // The other member is gone (purged): nothing to show.
    const found = row.lastMessageId === null ? undefined : byId.get(row.lastMessageId);
    // Older than the history limit: the conversation stays, its preview does not.
    const last = found && found.createdAt > cutoff ? found : undefined;
    const shared = receipts.get(memberId) === true && receipts.get(side.otherId) === true;
    const view = { cdnPrefix: site.settings.cdn_prefix, hideReadOf: shared ? null : memberId };
    chats.push({
      conversation: row.id,
      profile_id: side.otherId,
      num_unread_messages: unread.get(row.id) ?? 0,
      profile: card.profile,
      fictional: card.fictional,
      last_message: last ? presentMessage(last, view) : null,
      updated_at: row.updatedAt.toISOString(),
    });
  }
  return { chats, unread_messages: chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0) };
}

/** Why the member cannot write to the other one, or null when they can (the send re-checks it all). */
async function sendBlocker(
  ctx: AppContext,
  site: Site,
  memberId: number,
  otherId: number,
): Promise<string | null> {
  const other = await findMember(ctx.db, site.id, otherId);
  if (!other || other.status === 'pending_deletion') return 'not_contactable';
  const block = await blockState(ctx.db, memberId, otherId);
  if (block.byMember || block.byViewer) return 'blocked';
  if (!canReceiveReplies(other)) return 'cannot_receive_messages';
  if (!canBeContacted(other)) return 'not_contactable';
  return null;
}

/**
 * `GET /api/chat.php`: a page of a conversation (by id, or with a member by `profile_id`), oldest
 * first; `before` pages back, `after` resumes after a reconnect. Messages from before the member
 * removed the conversation stay hidden for them.
 */
export async function readChat(
  ctx: AppContext,
  site: Site,
  memberId: number,
  query: ChatQuery,
): Promise<ChatResponse> {
  const viewer = await requireViewer(ctx.db, site.id, memberId);
  let conversation: ConversationRow | null;
  let otherId: number;
  if (query.id !== undefined) {
    conversation = await conversationOf(ctx.db, query.id, memberId);
    otherId = sideOf(conversation, memberId).otherId;
  } else if (query.profile_id !== undefined && query.profile_id !== memberId) {
    otherId = query.profile_id;
    if (!(await findMember(ctx.db, site.id, otherId)))
      throw new AppError(404, 'not_found', 'errors.notFound');
    conversation = await conversationBetween(ctx.db, memberId, otherId);
  } else {
    throw new AppError(
      400,
      'validation_failed',
      'validation.chatTarget',
      {},
      { id: 'validation.chatTarget' },
    );
  }
  const cards = await cardsOf(ctx.db, site, [otherId], ctx.clock.now());
  const card = cards.get(otherId);
  if (!card) throw new AppError(404, 'not_found', 'errors.notFound');

  let page: (typeof messages.$inferSelect)[] = [];
  let hasMore = false;
  if (conversation) {
    const removedAt = sideOf(conversation, memberId).removedAt;
    // The site's history limit: older messages are not shown, not paged to, not resumed.
    const filters = [
      eq(messages.conversationId, conversation.id),
      gt(messages.createdAt, historyCutoff(site, ctx.clock.now())),
    ];
    if (removedAt) filters.push(gt(messages.createdAt, removedAt));
    if (query.after !== undefined) {
      page = await ctx.db
        .select()
        .from(messages)
        .where(and(...filters, gt(messages.id, query.after)))
        .orderBy(asc(messages.id))
        .limit(CHAT_PAGE_SIZE * 10);
    } else {
      if (query.before !== undefined) filters.push(lt(messages.id, query.before));
      const rows = await ctx.db
        .select()
        .from(messages)
        .where(and(...filters))
        .orderBy(desc(messages.id))
        .limit(CHAT_PAGE_SIZE + 1);
      hasMore = rows.length > CHAT_PAGE_SIZE;
      page = rows.slice(0, CHAT_PAGE_SIZE).reverse();
    }
  }
  const [balance] = await ctx.db.select({ credits: users.credits }).from(users).where(eq(users.id, memberId));
  const [own] = await ctx.db
    .select({ country: sql<string | null>`(select country from profiles where user_id = ${memberId})` })
    .from(users)
    .where(eq(users.id, memberId));
  const blocker = await sendBlocker(ctx, site, viewer.id, otherId);
  const view = await viewFor(ctx.db, site, memberId, otherId);
  return {
    conversation: conversation?.id ?? null,
    profile: card.profile,
    fictional: card.fictional,
    messages: page.map((row) => presentMessage(row, view)),
    has_more: hasMore,
    costs: {
      text: textPrice(site.settings, own?.country ?? null),
      photo: photoPrice(site.settings, own?.country ?? null),
      balance: balance?.credits ?? 0,
    },
    can_send: blocker === null,
    blocked_reason: blocker,
    read_receipts: view.hideReadOf === null,
  };
}

/** `DELETE /api/chat.php`: hides the conversation for the caller; the other member keeps it. */
export async function removeChat(
  ctx: AppContext,
  publish: Publish,
  site: Site,
  memberId: number,
  id: number,
): Promise<void> {
  await requireViewer(ctx.db, site.id, memberId);
  const conversation = await conversationOf(ctx.db, id, memberId);
  const side = sideOf(conversation, memberId);
  await ctx.db
    .update(conversations)
    .set({ [side.removedKey]: sql`now()`, [side.unreadKey]: 0 })
    .where(eq(conversations.id, id));
  await publish(memberId, { type: 'conversation_removed', data: { conversation: id } });
}

/**
 * `POST /api/chat-read.php`: the member read everything up to `upTo`: those messages of the other
 * member get `read_at`, the member's unread count is recounted (never below 0, never stale).
 */
export async function markRead(
  ctx: AppContext,
  publish: Publish,
  site: Site,
  memberId: number,
  id: number,
  upTo: number,
) {
  await requireViewer(ctx.db, site.id, memberId);
  const conversation = await conversationOf(ctx.db, id, memberId);
  const side = sideOf(conversation, memberId);
  const readAt = await ctx.db.transaction(async (tx) => {
    const read = await tx
      .update(messages)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(messages.conversationId, id),
          ne(messages.senderId, memberId),
          lte(messages.id, upTo),
          isNull(messages.readAt),
        ),
      )
      .returning({ readAt: messages.readAt });
    const [{ left } = { left: 0 }] = await tx
      .select({ left: sql<number>`count(*)::int` })
      .from(messages)
      .where(and(eq(messages.conversationId, id), ne(messages.senderId, memberId), isNull(messages.readAt)));
    await tx
      .update(conversations)
      .set({ [side.unreadKey]: left })
      .where(eq(conversations.id, id));
    return read[0]?.readAt ?? null;
  });
  const unread = await unreadTotal(ctx.db, memberId, historyCutoff(site, ctx.clock.now()));
  // The other member learns of the reading only while both share read receipts (ADR 0019).
  if (readAt && (await viewFor(ctx.db, site, side.otherId, memberId)).hideReadOf === null) {
    await publish(side.otherId, {
      type: 'read',
      data: { conversation: id, up_to: upTo, read_at: readAt.toISOString() },
    });
  }
  await publish(memberId, { type: 'counters', data: { unread_messages: unread } });
  return { ok: true as const, unread_messages: unread };
}
