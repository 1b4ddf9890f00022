import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { conversations } from '../../db/schema.js';
import { sqlStateOf } from '../../lib/pg-errors.js';
import { spendBeside } from '../credits/index.js';
import { unreadTotalAfterSend, type MessageRow } from './conversation-store.js';

/** A paid text or gift in a conversation that exists: what the one-statement send writes. */
export interface PlainSend {
  senderId: number;
  receiverId: number;
  conversationId: number;
  type: 'text' | 'gift';
  body: string | null;
  giftId: string | null;
  clientId: string;
  price: number;
  kind: 'message' | 'gift';
  /** Messages before this moment are hidden by the site's history limit: not counted as unread. */
  cutoff: Date;
}

export interface PlainSent {
  message: MessageRow;
  balance: number;
  receiverUnread: number;
}

interface SentRow {
  id: number;
  created_at: Date | string;
  balance: number;
  unread: number;
}

/**
 * The most common send as one statement, which is its own transaction: lock the sender's row,
 * hold the receiver's against deletion, insert the message, append its debit to the ledger, write
 * the balance, count it unread for the receiver. Each write is conditioned on the one before it,
 * and the message itself on the balance and the caps, so the statement writes all of it or nothing.
 * The sender's lock comes first, as in the general path, so concurrent sends of one member queue.
 *
 * Answers null when it wrote nothing: a replay of the client id, too few credits, a cap, the
 * receiver or the conversation gone, a key raced. The caller then takes the general path, which
 * decides which under its own locks and answers as it always has.
 */
export async function sendInOneStatement(db: Db, send: PlainSend): Promise<PlainSent | null> {
  const spend = spendBeside({
    memberId: send.senderId,
    amount: send.price,
    kind: send.kind,
    reference: sql`'message:' || sent.id`,
    idempotencyKey: `message:${send.senderId}:${send.clientId}`,
  });
  // The pair's order decides whose counter this is (member_a < member_b).
  const receiverColumn = send.senderId < send.receiverId ? conversations.unreadB : conversations.unreadA;
  const counter = sql.identifier(receiverColumn.name);
  const unread = unreadTotalAfterSend(send.receiverId, send.conversationId, sql`${counter}`, send.cutoff, 1);
  try {
    const result = await db.execute(sql`
      with ${spend.spender}, sent as (
        insert into messages (conversation_id, sender_id, type, body, gift_id, client_id, credits)
        select ${send.conversationId}::int, m.id, ${send.type}::text, ${send.body}::text,
          ${send.giftId}::text, ${send.clientId}::text, ${send.price}::int
        from m
        where ${spend.allowed}
          and exists (select 1 from users r where r.id = ${send.receiverId}::int for key share)
        on conflict (sender_id, client_id) do nothing
        returning id, created_at
      ), ${spend.debit(sql`sent`)}, counted as (
        update conversations set last_message_id = sent.id, updated_at = now(), ${counter} = ${counter} + 1
        from sent where conversations.id = ${send.conversationId}::int
        returning ${unread} as unread
      )
      select sent.id, sent.created_at, (select balance_after from appended) as balance,
        (select unread from counted) as unread
      from sent`);
    const [row] = (result as unknown as { rows: SentRow[] }).rows;
    if (!row) return null;
    // The message is stored: its debit and its count were written with it, or nothing was.
    if (row.balance === null || row.unread === null) throw new Error('a send was stored without its debit');
    return {
      message: {
        id: Number(row.id),
        conversationId: send.conversationId,
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
    // The ledger key used before (unique), the conversation or a member gone (foreign key): the
    // statement rolled back whole, and the general path finds out which and answers for it.
    const state = sqlStateOf(error);
    if (state === '23505' || state === '23503') return null;
    throw error;
  }
}
