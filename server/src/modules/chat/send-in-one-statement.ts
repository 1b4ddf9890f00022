import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { sqlStateOf } from '../../lib/pg-errors.js';
import { spendBeside } from '../credits/index.js';
import { pairOf, unreadTotalAfterSend, type MessageRow } from './conversation-store.js';

/** A paid text or gift: what the one-statement send writes. */
export interface PlainSend {
  senderId: number;
  receiverId: number;
  type: 'text' | 'gift';
  body: string | null;
  giftId: string | null;
  clientId: string;
  price: number;
  kind: 'message' | 'gift';
  /** Messages before this moment are hidden by the site's history limit: not counted as unread. */
  cutoff: Date;
  /**
   * A first message of a member who has not paid: how many conversations they may have started,
   * this one included. Null when no limit applies (they have paid, or the pair has a conversation).
   */
  freeLimit: number | null;
}

export interface PlainSent {
  message: MessageRow;
  balance: number;
  receiverUnread: number;
}

interface SentRow {
  id: number;
  conversation_id: number;
  created_at: Date | string;
  balance: number | null;
  unread: number | null;
}

/**
 * The most common send as one statement, which is its own transaction: lock the sender's row,
 * hold the receiver's against deletion, start or count the pair's conversation, insert the
 * message, append its debit to the ledger and write the balance. The message's id is drawn first,
 * so the conversation names it as its last message in the same write. Each write is conditioned
 * on the one before it, and the first on the balance, the caps and the free limit, so the
 * statement writes all of it or nothing; a client id used before fails it whole. The sender's lock
 * comes first, as in the general path, so concurrent sends of one member queue instead of
 * deadlocking.
 *
 * Answers null when it wrote nothing: too few credits, a cap, the free limit, the receiver gone, a
 * client id or key raced. The caller then takes the general path, which decides which under its
 * own locks and answers as it always has.
 */
export async function sendInOneStatement(db: Db, send: PlainSend): Promise<PlainSent | null> {
  const spend = spendBeside({
    memberId: send.senderId,
    amount: send.price,
    kind: send.kind,
    reference: sql`'message:' || sent.id`,
    idempotencyKey: `message:${send.senderId}:${send.clientId}`,
    memberColumns: { conversations_started: users.conversationsStarted },
  });
  // Read from the locked row, so a conversation the member started in a send that held the lock
  // before this one is counted: the limit cannot be raced. The count never falls below what
  // exists, so a member it holds back for a conversation since removed takes the general path,
  // which counts the conversations themselves.
  const withinFreeLimit =
    send.freeLimit === null ? sql`true` : sql`m.conversations_started < ${send.freeLimit}::int`;
  const pair = pairOf(send.senderId, send.receiverId);
  // The pair's order decides whose counter this is (member_a < member_b).
  const counter = sql.identifier(pair.memberA === send.senderId ? 'unread_b' : 'unread_a');
  const unread = unreadTotalAfterSend(
    send.receiverId,
    sql`conversations.id`,
    sql`conversations.${counter}`,
    send.cutoff,
    1,
  );
  try {
    const result = await db.execute(sql`
      with ${spend.spender}, next_message as (
        select nextval(pg_get_serial_sequence('messages', 'id'))::int as id
      ), conversation as (
        insert into conversations (member_a, member_b, started_by, last_message_id, ${counter})
        select ${pair.memberA}::int, ${pair.memberB}::int, m.id, next_message.id, 1
        from m, next_message
        where ${spend.allowed} and ${withinFreeLimit}
          and exists (select 1 from users r where r.id = ${send.receiverId}::int for key share)
        on conflict (member_a, member_b) do update set last_message_id = excluded.last_message_id,
          updated_at = now(), ${counter} = conversations.${counter} + 1
        returning conversations.id, ${unread} as unread
      ), sent as (
        insert into messages (id, conversation_id, sender_id, type, body, gift_id, client_id, credits)
        overriding system value
        select next_message.id, conversation.id, m.id, ${send.type}::text, ${send.body}::text,
          ${send.giftId}::text, ${send.clientId}::text, ${send.price}::int
        from next_message, conversation, m
        returning id, conversation_id, created_at
      ), ${spend.debit(sql`sent`)}
      select sent.id, sent.conversation_id, sent.created_at,
        (select balance_after from appended) as balance, (select unread from conversation) as unread
      from sent`);
    const [row] = (result as unknown as { rows: SentRow[] }).rows;
    if (!row) return null;
    // The message is stored: its debit and its count were written with it, or nothing was.
    if (row.balance === null || row.unread === null) throw new Error('a send was stored without its debit');
    return {
      message: {
        id: Number(row.id),
        conversationId: Number(row.conversation_id),
        senderId: send.senderId,
        type: send.type,
        body: send.body,
        photo: null,
        giftId: send.giftId,
        clientId: send.clientId,
        credits: send.price,
        createdAt: new Date(row.created_at),
        readAt: null,
      },
      balance: Number(row.balance),
      receiverUnread: Number(row.unread),
    };
  } catch (error) {
    // A client id or ledger key used before (unique), a member gone (foreign key): the statement
    // rolled back whole, and the general path finds out which and answers for it.
    const state = sqlStateOf(error);
    if (state === '23505' || state === '23503') return null;
    throw error;
  }
}
