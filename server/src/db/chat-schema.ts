import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, instant, updatedAt } from './columns.js';
import { memberRef } from './member-schema.js';

/*
 * Chat. A conversation joins two members (`member_a` < `member_b`, one row per pair);
 * each side has its own unread count and may remove the conversation for themself. Messages are
 * unique per sender and client id: a retried send finds its first message instead of a second.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: identityId(),
    memberA: memberRef('member_a'),
    memberB: memberRef('member_b'),
    /** Who wrote first: counts against a free member's conversation limit. */
    startedBy: integer('started_by').notNull(),
    unreadA: integer('unread_a').notNull().default(0),
    unreadB: integer('unread_b').notNull().default(0),
    lastMessageId: integer('last_message_id'),
    /** Removed for that member: messages up to then stay hidden for them; a new one brings it back. */
    removedForAAt: instant('removed_for_a_at'),
    removedForBAt: instant('removed_for_b_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('conversations_ordered', sql`${t.memberA} < ${t.memberB}`),
    check('conversations_unread_nonnegative', sql`${t.unreadA} >= 0 and ${t.unreadB} >= 0`),
    uniqueIndex('conversations_pair').on(t.memberA, t.memberB),
    index('conversations_member_b').on(t.memberB, t.updatedAt),
    index('conversations_member_a').on(t.memberA, t.updatedAt),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: identityId(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: memberRef('sender_id'),
    type: text('type').notNull(),
    body: text('body'),
    /** A photo message's stored files (media keys) and the full image's size. */
    photo: jsonb('photo').$type<{ thumb: string; full: string; width: number; height: number }>(),
    giftId: text('gift_id'),
    clientId: text('client_id').notNull(),
    /** What the message cost (0 for free ones): the ledger row is `message:{id}`. */
    credits: integer('credits').notNull().default(0),
    createdAt: createdAt(),
    readAt: instant('read_at'),
  },
  (t) => [
    check('messages_type', sql`${t.type} in ('text', 'photo', 'gift')`),
    uniqueIndex('messages_sender_client').on(t.senderId, t.clientId),
    index('messages_conversation').on(t.conversationId, t.id),
  ],
);

/*
 * Chat photos: uploaded through the photo pipeline by their owner, then sent once in a
 * photo message (`message_id`). Files live under unguessable media keys that only the two members
 * of the conversation are given. An upload never sent is removed by the hourly job after a day.
 */
export const chatPhotos = pgTable(
  'chat_photos',
  {
    id: identityId(),
    ownerId: memberRef('owner_id'),
    fullKey: text('full_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The message that sent it; null while unsent. One photo, one message. */
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_photos_message').on(t.messageId),
    index('chat_photos_unsent')
      .on(t.createdAt)
      .where(sql`${t.messageId} is null`),
  ],
);
