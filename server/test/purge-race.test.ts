import type { SendMessageResponse } from '@amora/contracts';
import { and, eq, like as sqlLike } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  blocks,
  chatPhotos,
  conversations,
  creditLedger,
  likes,
  messages,
  swipes,
  users,
} from '../src/db/schema.js';
import { purgeMember } from '../src/modules/account/account-purge.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { chatMembers, clientId, send, uploadedChatPhoto, type ChatMember } from './chat-helpers.js';

/*
 * A write aimed at another member (a message, a gift, a photo, a like, a swipe, a block) checks
 * that member first and writes afterwards. A purge can land in between: the member's row and
 * everything that cascades from it are gone by the time of the write. The caller must then get the
 * answer a write to a member who no longer exists gets anyway (404 `not_found`, or 403
 * `chat_unavailable` for a conversation that went with them), never a 500, with nothing written
 * and no credit moved.
 *
 * The interleaving is forced, not hoped for: the purge runs at the app's next transaction or
 * insert of a given table, which comes after every check of the write.
 */

type Db = TestApp['app']['ctx']['db'];

describe('a write to a member at the moment of their purge', () => {
  let t: TestApp;
  let members: ChatMember[];
  let sender: ChatMember;
  let victims: ChatMember[];
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 12 });
    members = await chatMembers(t, 10);
    [sender, ...victims] = members as [ChatMember, ...ChatMember[]];
  });
  afterAll(() => t.app.close());

  const db = () => t.app.ctx.db;
  let next = 0;
  const victim = () => {
    const member = victims[next];
    next += 1;
    if (!member) throw new Error('not enough members to purge');
    return member;
  };
  const purge = (member: ChatMember) => purgeMember(t.app.ctx, member.id);

  /**
   * Runs the purge of `member` once, just before the write under test starts: the app's next
   * transaction, or its next statement of its own SQL (a write that is one statement), opened
   * from `calledFrom` (a module).
   */
  function purgeBeforeTheWrite(member: ChatMember, calledFrom: string) {
    const target = db();
    const { transaction, execute } = target;
    const restore = () => Object.assign(target, { transaction, execute });
    // Only the write under test: work another request left running (a swipe's follow-up) may
    // open a transaction of its own meanwhile, on PostgreSQL even at the same moment.
    const ours = () => new Error().stack?.includes(calledFrom) === true;
    const purgingFirst = <F extends (...args: never[]) => Promise<unknown>>(original: F) =>
      (async (...args: Parameters<F>) => {
        if (ours()) {
          restore();
          await purge(member);
        }
        return original.apply(target, args);
      }) as unknown as F;
    target.transaction = purgingFirst(transaction);
    target.execute = purgingFirst(execute);
  }

  /** Runs the purge of `member` once, just before the app's next insert into `table` executes. */
  function purgeBeforeNextInsert(member: ChatMember, table: PgTable) {
    const target = db();
    const original = target.insert;
    target.insert = ((into: PgTable) => {
      const builder = original.call(target, into);
      if (into !== table) return builder;
      target.insert = original;
      const values = builder.values.bind(builder);
      builder.values = ((rows: never) => {
        const query = values(rows);
        const execute = query.execute;
        query.execute = (async (...args: Parameters<typeof execute>) => {
          await purge(member);
          return execute(...args);
        }) as typeof execute;
        return query;
      }) as typeof builder.values;
      return builder;
    }) as Db['insert'];
  }

  const balanceOf = async (member: ChatMember) =>
    (await db().select({ credits: users.credits }).from(users).where(eq(users.id, member.id)))[0]!.credits;
  const ledgerRows = (member: ChatMember) =>
    db().select().from(creditLedger).where(eq(creditLedger.userId, member.id));
  const gone = async (member: ChatMember) =>
    (await db().select().from(users).where(eq(users.id, member.id))).length === 0;

  /** Sends, with the purge of the receiver forced in between the checks and the transaction. */
  async function sendDuringPurge(to: ChatMember, body: Record<string, unknown>) {
    const balance = await balanceOf(sender);
    const ledger = (await ledgerRows(sender)).length;
    const client = clientId();
    purgeBeforeTheWrite(to, 'send-message');
    const response = await send(t, sender, { client_id: client, ...body });
    expect(await gone(to)).toBe(true);
    // Nothing half-written, nothing charged.
    expect(
      await db()
        .select()
        .from(messages)
        .where(and(eq(messages.senderId, sender.id), eq(messages.clientId, client))),
    ).toEqual([]);
    expect(await balanceOf(sender)).toBe(balance);
    expect(await ledgerRows(sender)).toHaveLength(ledger);
    return response;
  }

  it('answers a text message to a member purged in the meantime like one to a member who is gone', async () => {
    const to = victim();
    const response = await sendDuringPurge(to, { profile_id: to.id, text: 'Are you there?' });
    expect([response.statusCode, response.json().error]).toEqual([404, 'not_found']);
    // The same answer as a send to that member now.
    const after = await send(t, sender, { profile_id: to.id, text: 'Hello?' });
    expect([after.statusCode, after.json().error]).toEqual([404, 'not_found']);
  });

  it('answers a message into a conversation that went with the purge as chat_unavailable', async () => {
    const to = victim();
    const first = await send(t, sender, { profile_id: to.id, text: 'Hi' });
    expect(first.statusCode).toBe(200);
    const conversation = first.json<SendMessageResponse>().message.conversation_id;
    const response = await sendDuringPurge(to, { conversation, text: 'Still there?' });
    expect([response.statusCode, response.json().error]).toEqual([403, 'chat_unavailable']);
    expect(await db().select().from(conversations).where(eq(conversations.id, conversation))).toEqual([]);
  });

  it('charges nothing for a gift to a member purged in the meantime', async () => {
    const to = victim();
    const response = await sendDuringPurge(to, { profile_id: to.id, type: 'gift', gift_id: 'rose' });
    expect([response.statusCode, response.json().error]).toEqual([404, 'not_found']);
  });

  it('keeps a photo unsent (and the sender’s) when its receiver is purged in the meantime', async () => {
    const to = victim();
    const upload = await uploadedChatPhoto(t, sender, 41);
    const response = await sendDuringPurge(to, { profile_id: to.id, type: 'photo', photo: upload.id });
    expect([response.statusCode, response.json().error]).toEqual([404, 'not_found']);
    const [row] = await db().select().from(chatPhotos).where(eq(chatPhotos.id, upload.id));
    expect(row).toMatchObject({ ownerId: sender.id, messageId: null });
  });

  const likeCall = (path: string, body: Record<string, unknown>) =>
    call(t.app, 'POST', path, body, { cookie: sender.cookie });

  it('answers a like of a member purged in the meantime with 404 and stores nothing', async () => {
    const to = victim();
    purgeBeforeNextInsert(to, likes);
    const response = await likeCall('/api/like.php', { profile_id: to.id });
    expect([response.statusCode, response.json().error]).toEqual([404, 'not_found']);
    expect(await gone(to)).toBe(true);
    expect(await db().select().from(likes).where(eq(likes.likedId, to.id))).toEqual([]);
  });

  it('answers a swipe like and a swipe pass on a member purged in the meantime with 404', async () => {
    const liked = victim();
    purgeBeforeTheWrite(liked, 'swipe-service');
    const like = await likeCall('/api/swipe.php', { profile_id: liked.id, decision: 'like' });
    expect([like.statusCode, like.json().error]).toEqual([404, 'not_found']);

    const passed = victim();
    purgeBeforeNextInsert(passed, swipes);
    const pass = await likeCall('/api/swipe.php', { profile_id: passed.id, decision: 'pass' });
    expect([pass.statusCode, pass.json().error]).toEqual([404, 'not_found']);

    for (const member of [liked, passed])
      expect(await db().select().from(swipes).where(eq(swipes.profileId, member.id))).toEqual([]);
    // The refused swipe like did not use up one of today's.
    const allowance = await call(t.app, 'GET', '/api/match-finder.php', undefined, { cookie: sender.cookie });
    expect(allowance.json().swipe_likes.left).toBe(allowance.json().swipe_likes.limit);
  });

  it('answers a block of a member purged in the meantime with 404', async () => {
    const to = victim();
    purgeBeforeTheWrite(to, 'like-service');
    const response = await likeCall('/api/block.php', { profile_id: to.id });
    expect([response.statusCode, response.json().error]).toEqual([404, 'not_found']);
    expect(await db().select().from(blocks).where(eq(blocks.blockedId, to.id))).toEqual([]);
  });

  it('never answers 500 when sends and the purge really run at once, and charges only what was sent', async () => {
    const to = victim();
    const balance = await balanceOf(sender);
    const prefix = `race-${Date.now()}-`;
    const sends = Array.from({ length: 6 }, (_, i) =>
      send(t, sender, { client_id: `${prefix}${i}`, profile_id: to.id, text: `Race ${i}` }),
    );
    const [responses] = await Promise.all([Promise.all(sends), purge(to)]);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status !== 200 && status !== 404)).toEqual([]);
    const sent = statuses.filter((status) => status === 200).length;
    // A message sent before the purge is paid (the purge took it along); a refused one is not.
    const charged = await db()
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, sender.id), sqlLike(creditLedger.idempotencyKey, `%:${prefix}%`)));
    expect(charged).toHaveLength(sent);
    expect(await balanceOf(sender)).toBe(balance - charged.reduce((sum, row) => sum - row.amount, 0));
    expect(await gone(to)).toBe(true);
  });
});
