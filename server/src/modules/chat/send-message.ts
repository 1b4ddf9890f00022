import {
  FREE_CONVERSATIONS,
  hasVisibleText,
  withoutBidiControls,
  type SendMessageBody,
  type SendMessageResponse,
} from '@amora/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { conversations, messages, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import { spend } from '../credits/index.js';
import type { Site } from '../../core/site-resolver.js';
import {
  conversationOf,
  historyCutoff,
  pairOf,
  presentMessage,
  sideOf,
  unreadTotalAfterSend,
  viewFor,
  type MessageRow,
  type Publish,
} from './conversation-store.js';
import { giftPrice, photoPrice, textPrice } from './gifts.js';
import { sendInOneStatement } from './send-in-one-statement.js';
import {
  attachChatPhoto,
  chatPhotoUnavailable,
  ownChatPhoto,
  storedOf,
  type ChatPhotoRow,
} from './chat-photos.js';
import {
  assertFreeConversation,
  fieldError,
  lockSend,
  receiverOf,
  recipientGone,
  sendFacts,
  type SendFacts,
} from './send-checks.js';

/** Control characters other than tab and line breaks: refused, not stored (they break the layout). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

interface CheckedContent {
  type: 'text' | 'gift' | 'photo';
  body: string | null;
  giftId: string | null;
  /** A photo message's upload (`chat_photos.id`). */
  photoId: number | null;
  price: number;
}

/** The message's content and price, checked against the site's rules (length, gift catalogue). */
function checkContent(site: Site, body: SendMessageBody, senderCountry: string | null): CheckedContent {
  if (body.type === 'text') {
    // Bidirectional controls would make the text read otherwise than it was typed: removed. A
    // text of only invisible characters is no message, and is not charged for.
    const text = withoutBidiControls((body.text ?? '').replace(/\r\n?/g, '\n')).trim();
    if (!hasVisibleText(text)) throw fieldError('text', 'validation.messageRequired');
    if (CONTROL.test(text)) throw fieldError('text', 'validation.invalidCharacters');
    const max = site.settings.message_length;
    if ([...text].length > max)
      throw new AppError(
        400,
        'validation_failed',
        'validation.messageTooLong',
        { max },
        { text: 'validation.messageTooLong' },
      );
    const price = textPrice(site.settings, senderCountry);
    return { type: 'text', body: text, giftId: null, photoId: null, price };
  }
  if (body.type === 'gift') {
    const price = body.gift_id ? giftPrice(site.settings, body.gift_id, senderCountry) : null;
    if (price === null) throw fieldError('gift_id', 'validation.invalidValue');
    return { type: 'gift', body: null, giftId: body.gift_id!, photoId: null, price };
  }
  if (body.photo === undefined) throw chatPhotoUnavailable();
  return {
    type: 'photo',
    body: null,
    giftId: null,
    photoId: body.photo,
    price: photoPrice(site.settings, senderCountry),
  };
}

async function balanceOf(ctx: AppContext, memberId: number): Promise<number> {
  const [row] = await ctx.db.select({ credits: users.credits }).from(users).where(eq(users.id, memberId));
  return row?.credits ?? 0;
}

const LEDGER_KIND = { text: 'message', gift: 'gift', photo: 'photo' } as const;

/** The same client id again: the first message, if it is the same send; a conflict otherwise. */
function replayOf(
  row: MessageRow,
  content: CheckedContent,
  conversationId: number | null,
  photo: ChatPhotoRow | null,
): MessageRow {
  const same =
    row.type === content.type &&
    row.body === content.body &&
    row.giftId === content.giftId &&
    (photo === null || photo.messageId === row.id) &&
    (conversationId === null || row.conversationId === conversationId);
  if (!same) throw fieldError('client_id', 'validation.invalidValue');
  return row;
}

async function findByClientId(
  ctx: AppContext,
  senderId: number,
  clientId: string,
): Promise<MessageRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));
  return row;
}

/** What the general send needs from the checks before it. */
interface CheckedSend {
  senderId: number;
  otherId: number;
  body: SendMessageBody;
  facts: SendFacts;
  content: CheckedContent;
  photo: ChatPhotoRow | null;
  cutoff: Date;
}

/**
 * The general send, one transaction: the sender's lock first, then the free-conversation count in
 * a later statement, the conversation, the message (a photo message ties its upload to it), the
 * debit and the unread count. For every send the one statement does not take, and for every one
 * it wrote nothing for, which this answers as always (a replay, a refusal, a member gone).
 */
function sendInTransaction(ctx: AppContext, send: CheckedSend) {
  const { senderId, otherId, body, facts, content, photo, cutoff } = send;
  return ctx.db.transaction(async (tx) => {
    // The receiver may have been purged since the checks above: gone, and the send is refused as
    // one to a member who does not exist (nothing written, nothing charged); there, and a purge
    // now waits for this send and takes its message along.
    const credits = await lockSend(tx, senderId, otherId);
    if (credits === null) throw recipientGone(body);
    if (facts.conversationId === null && !facts.sender.paidUser)
      await assertFreeConversation(tx, senderId, otherId);
    const pair = pairOf(senderId, otherId);
    // Inserted or, when it exists, locked by a no-op update: one statement either way.
    const [conversation] = await tx
      .insert(conversations)
      .values({ ...pair, startedBy: senderId })
      .onConflictDoUpdate({
        target: [conversations.memberA, conversations.memberB],
        set: { memberA: sql`excluded.member_a` },
      })
      .returning();
    if (!conversation) throw new Error('conversation vanished inside its transaction');
    const [message] = await tx
      .insert(messages)
      .values({
        conversationId: conversation.id,
        senderId,
        type: content.type,
        body: content.body,
        giftId: content.giftId,
        photo: photo ? storedOf(photo) : null,
        clientId: body.client_id,
        credits: content.price,
      })
      .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
      .returning();
    // A concurrent send with the same client id won the insert: this one is its replay.
    if (!message) return { replayed: true as const };
    // Taken by a concurrent send of the same photo: this whole send rolls back, nothing charged.
    if (photo) await attachChatPhoto(tx, senderId, photo.id, message.id);
    const debit =
      content.price > 0
        ? await spend(tx, {
            memberId: senderId,
            amount: content.price,
            kind: LEDGER_KIND[content.type],
            reference: `message:${message.id}`,
            idempotencyKey: `message:${senderId}:${body.client_id}`,
          })
        : null;
    const otherSide = sideOf(conversation, senderId).otherUnreadKey;
    const [counted] = await tx
      .update(conversations)
      .set({
        lastMessageId: message.id,
        updatedAt: sql`now()`,
        [otherSide]: sql`${conversations[otherSide]} + 1`,
      })
      .where(eq(conversations.id, conversation.id))
      .returning({
        unread: unreadTotalAfterSend(otherId, conversation.id, conversations[otherSide], cutoff),
      });
    return {
      replayed: false as const,
      message,
      balance: debit?.balanceAfter ?? credits,
      receiverUnread: counted?.unread ?? 0,
    };
  });
}

/**
 * `POST /api/messages.php`. One transaction inserts the message (a photo message ties its upload to
 * it), debits its price through the ledger (idempotency key `message:{sender}:{client_id}`, kind
 * message, photo or gift) and counts it
 * unread for the receiver: all of it or nothing. The same client id again answers the first
 * message and moves nothing, however often it is retried or raced.
 */
export async function sendMessage(
  ctx: AppContext,
  publish: Publish,
  site: Site,
  senderId: number,
  body: SendMessageBody,
  /** Announces the stored message (the `message.sent` domain event); returns at once, never throws. */
  onSent?: (recipientId: number, conversationId: number) => void,
): Promise<SendMessageResponse> {
  const facts = await sendFacts(ctx.db, site.id, senderId, body);
  const content = checkContent(site, body, facts.country);
  // Someone else's photo id answers exactly like a missing one: nothing about it is revealed.
  const photo = content.photoId === null ? null : await ownChatPhoto(ctx.db, senderId, content.photoId);
  const view = { cdnPrefix: site.settings.cdn_prefix, hideReadOf: null };
  const replay = async (row: MessageRow): Promise<SendMessageResponse> => {
    const other = sideOf(await conversationOf(ctx.db, row.conversationId, senderId), senderId).otherId;
    return {
      message: presentMessage(row, await viewFor(ctx.db, site, senderId, other)),
      balance: await balanceOf(ctx, senderId),
      replayed: true,
    };
  };

  if (facts.earlierId !== null) {
    const earlier = await findByClientId(ctx, senderId, body.client_id);
    if (earlier) return replay(replayOf(earlier, content, body.conversation ?? null, photo));
  }
  // Already in another message: refused before anything is written or charged.
  if (photo && photo.messageId !== null) throw chatPhotoUnavailable();

  const otherId = receiverOf(facts, senderId, body);
  const cutoff = historyCutoff(site, ctx.clock.now());
  const plain =
    // A photo takes the transaction, which ties its upload to the message.
    content.type !== 'photo' && content.price > 0
      ? await sendInOneStatement(ctx.db, {
          senderId,
          receiverId: otherId,
          type: content.type,
          body: content.body,
          giftId: content.giftId,
          clientId: body.client_id,
          price: content.price,
          kind: LEDGER_KIND[content.type],
          cutoff,
          freeLimit: facts.conversationId === null && !facts.sender.paidUser ? FREE_CONVERSATIONS : null,
        })
      : null;
  const outcome = plain
    ? { replayed: false as const, ...plain }
    : await sendInTransaction(ctx, { senderId, otherId, body, facts, content, photo, cutoff });

  if (outcome.replayed) {
    const first = (await findByClientId(ctx, senderId, body.client_id))!;
    const current = photo ? await ownChatPhoto(ctx.db, senderId, photo.id) : null;
    return replay(replayOf(first, content, body.conversation ?? null, current));
  }
  // New: nobody has read it, so the read state is the same for both members.
  const presented = presentMessage(outcome.message, view);
  // After the commit: the receiver's tabs, the sender's other tabs, the sender's balance (one
  // connection to the bus keeps them in this order); the push to the receiver's devices after the answer.
  await Promise.all([
    publish(otherId, {
      type: 'message',
      data: { message: presented, unread_messages: outcome.receiverUnread },
    }),
    publish(senderId, { type: 'message', data: { message: presented, unread_messages: null } }),
    publish(senderId, { type: 'credits', data: { credits: outcome.balance } }),
  ]);
  onSent?.(otherId, outcome.message.conversationId);
  return { message: presented, balance: outcome.balance, replayed: false };
}
