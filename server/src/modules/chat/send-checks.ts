import { FREE_CONVERSATIONS, type SendMessageBody } from '@amora/contracts';
import { and, count, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { conversations, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { authenticationRequired } from '../../plugins/auth.js';
import { canBeContacted, canReceiveReplies } from '../../core/member-rules.js';
import { memberColumnsOf, type MemberRow } from '../../core/relations.js';
import type { LedgerTx } from '../credits/index.js';
import { chatUnavailable, pairOf } from './conversation-store.js';

type Field = 'validation.invalidValue' | 'validation.messageRequired' | 'validation.invalidCharacters' | 'validation.chatTarget'; // prettier-ignore

export const fieldError = (field: string, key: Field) =>
  new AppError(400, 'validation_failed', key, {}, { [field]: key });

/**
 * The answer for a receiver who does not exist (never did, or was purged): by profile id a 404; by
 * conversation the conversation's 403, since a purge takes the conversation along.
 */
export const recipientGone = (body: SendMessageBody) =>
  body.conversation !== undefined ? chatUnavailable() : new AppError(404, 'not_found', 'errors.notFound');

/** What decides whether a send may go, read in one round trip before anything is written. */
export interface SendFacts {
  sender: MemberRow;
  country: string | null;
  /** The sender's message with this client id, if any (a replay). */
  earlierId: number | null;
  /** The receiver's id: the profile id, or the other member of the conversation (null: not one's own). */
  otherId: number | null;
  /** The receiver as a member of this site, or null. */
  other: MemberRow | null;
  blockedByViewer: boolean;
  blockedByMember: boolean;
  /** The pair's conversation, if there is one already. */
  conversationId: number | null;
}

const other = alias(users, 'other');

/** Which receiver a send names: by conversation (its other member) or by profile id. */
type SendTarget = 'conversation' | 'profile';

const value = (name: string) => sql.placeholder(name);

/**
 * The facts query of one target shape, with placeholders for every value. Built once per
 * database and a named statement (as the session lookup): building this query's many parts took
 * a share of a send's CPU, and PostgreSQL now plans it once per connection.
 */
function prepareSendFacts(db: Db, shape: SendTarget) {
  const senderId = sql`${value('senderId')}::int`;
  const target =
    shape === 'conversation'
      ? sql<number | null>`(select case when c.member_a = ${senderId} then c.member_b else c.member_a end
          from conversations c where c.id = ${value('conversation')}::int
            and (c.member_a = ${senderId} or c.member_b = ${senderId}))`
      : sql<number | null>`${value('profileId')}::int`;
  return db
    .select({
      sender: memberColumnsOf(users),
      country: sql<string | null>`(select p.country from profiles p where p.user_id = ${senderId})`,
      earlierId: sql<number | null>`(select m.id from messages m
        where m.sender_id = ${senderId} and m.client_id = ${value('clientId')})`,
      otherId: sql<number | null>`${target}`,
      // Typed as `users` so that the member rules' columns apply; null when there is no receiver.
      other: memberColumnsOf(other as unknown as typeof users),
      blockedByViewer: sql<boolean>`exists (select 1 from blocks b
        where b.blocker_id = ${senderId} and b.blocked_id = ${other.id})`,
      blockedByMember: sql<boolean>`exists (select 1 from blocks b
        where b.blocker_id = ${other.id} and b.blocked_id = ${senderId})`,
      conversationId: sql<number | null>`(select c.id from conversations c
        where c.member_a = least(${senderId}, ${other.id}) and c.member_b = greatest(${senderId}, ${other.id}))`,
    })
    .from(users)
    .leftJoin(other, and(eq(other.id, target), eq(other.siteId, value('siteId'))))
    .where(and(eq(users.id, value('senderId')), eq(users.siteId, value('siteId'))))
    .prepare(`send_facts_${shape}`);
}

const preparedFacts = new WeakMap<Db, Map<SendTarget, ReturnType<typeof prepareSendFacts>>>();

/**
 * The sender (a member of this site, else the session is refused), their country (the price), a
 * replay by client id, the receiver, the blocks both ways and the pair's conversation: one query.
 */
export async function sendFacts(
  db: Db,
  siteId: number,
  senderId: number,
  body: SendMessageBody,
): Promise<SendFacts> {
  const shape: SendTarget = body.conversation !== undefined ? 'conversation' : 'profile';
  const byShape = preparedFacts.get(db) ?? new Map<SendTarget, ReturnType<typeof prepareSendFacts>>();
  preparedFacts.set(db, byShape);
  let statement = byShape.get(shape);
  if (!statement) {
    statement = prepareSendFacts(db, shape);
    byShape.set(shape, statement);
  }
  const [row] = await statement.execute({
    senderId,
    siteId,
    clientId: body.client_id,
    conversation: body.conversation ?? null,
    profileId: body.profile_id ?? null,
  });
  if (!row) throw authenticationRequired();
  return {
    ...row,
    otherId: row.otherId === null ? null : Number(row.otherId),
    other: (row.other as MemberRow | null)?.id == null ? null : row.other,
  };
}

/**
 * Whether the receiver may get this message, each rule with its own error, in the order the route
 * has always answered them. Who may be contacted is the member rules' to say (account module).
 */
export function receiverOf(facts: SendFacts, senderId: number, body: SendMessageBody): number {
  const hasConversation = body.conversation !== undefined;
  if (hasConversation === (body.profile_id !== undefined))
    throw fieldError('conversation', 'validation.chatTarget');
  if (hasConversation && facts.otherId === null) throw chatUnavailable();
  if (!hasConversation && facts.otherId === senderId)
    throw fieldError('profile_id', 'validation.invalidValue');
  const other = facts.other;
  if (!other) throw recipientGone(body);
  if (facts.blockedByMember || facts.blockedByViewer) throw new AppError(403, 'blocked', 'errors.blocked');
  if (other.status !== 'pending_deletion' && !canReceiveReplies(other))
    throw new AppError(409, 'cannot_receive_messages', 'errors.cannotReceiveMessages');
  if (!canBeContacted(other)) throw new AppError(409, 'not_contactable', 'errors.notContactable');
  return other.id;
}

/**
 * The send's locks, the sender's row first: every insert of the send references the sender, and
 * the ledger locks that row again for the debit, so concurrent sends of one member queue here
 * instead of each holding the foreign key's share lock and waiting for the other's. The receiver's
 * row is held against deletion until the send commits (the purge locks it first too). Returns the
 * sender's balance, or null when the receiver is gone.
 */
export async function lockSend(tx: LedgerTx, senderId: number, otherId: number): Promise<number | null> {
  const [row] = await tx
    .select({
      credits: users.credits,
      receiver: sql<number | null>`(select r.id from users r where r.id = ${otherId} for key share)`,
    })
    .from(users)
    .where(eq(users.id, senderId))
    .for('no key update', { of: users });
  return row && row.receiver !== null ? row.credits : null;
}

/**
 * The free-conversation limit, under the sender's lock: a member who has not paid starts at most
 * FREE_CONVERSATIONS conversations, however many first messages they send at once.
 */
export async function assertFreeConversation(tx: LedgerTx, senderId: number, otherId: number): Promise<void> {
  const pair = pairOf(senderId, otherId);
  const [row] = await tx
    .select({
      started: count(),
      existing: sql<number>`count(*) filter (where ${conversations.memberA} = ${pair.memberA}
        and ${conversations.memberB} = ${pair.memberB})::int`,
    })
    .from(conversations)
    .where(
      or(
        eq(conversations.startedBy, senderId),
        and(eq(conversations.memberA, pair.memberA), eq(conversations.memberB, pair.memberB)),
      ),
    );
  if (Number(row?.existing ?? 0) > 0) return;
  if (Number(row?.started ?? 0) >= FREE_CONVERSATIONS)
    throw new AppError(403, 'chat_free_limit', 'errors.chatFreeLimit', { limit: FREE_CONVERSATIONS });
}
