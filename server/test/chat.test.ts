import type { ChatResponse, ChatsResponse, GiftsResponseSchema, SendMessageResponse } from '@amora/contracts';
import type * as z from 'zod/mini';
import { eq, sql } from 'drizzle-orm';
import { conversations, creditLedger, messages, users } from '../src/db/schema.js';
import { spend } from '../src/modules/credits/index.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { block, chatMembers, clientId, seedMessages, send, type ChatMember } from './chat-helpers.js';
import { balanceOf, ledgerViolations } from './credits-helpers.js';

describe('chat (modules/chat)', () => {
  let t: TestApp;
  let demo: ChatMember, ann: ChatMember, bob: ChatMember, cleo: ChatMember, dan: ChatMember;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 8 });
    [demo, ann, bob, cleo, dan] = await chatMembers(t, 4);
  });
  afterAll(() => t.app.close());
  const db = () => t.database.db;
  const messageCount = async () =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(messages)
    )[0]!.n;

  it('sends a first message: one transaction writes it, debits it and counts it unread', async () => {
    const before = await balanceOf(db(), demo.id);
    const response = await send(t, demo, { profile_id: ann.id, text: '  Hello <b>Ann</b>, nice profile!  ' });
    expect(response.statusCode).toBe(200);
    const answer = response.json<SendMessageResponse>();
    expect(answer.replayed).toBe(false);
    expect(answer.message).toMatchObject({
      type: 'text',
      text: 'Hello <b>Ann</b>, nice profile!',
      sender_id: demo.id,
    });
    expect(answer.balance).toBe(before.credits - 10);
    expect((await balanceOf(db(), demo.id)).credits).toBe(before.credits - 10);
    const [ledger] = await db()
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.reference, `message:${answer.message.id}`));
    expect(ledger).toMatchObject({ amount: -10, kind: 'message', userId: demo.id });

    const annChats = (
      await call(t.app, 'GET', '/api/chats.php', undefined, { cookie: ann.cookie })
    ).json<ChatsResponse>();
    expect(annChats.unread_messages).toBe(1);
    expect(annChats.chats[0]).toMatchObject({
      profile_id: demo.id,
      num_unread_messages: 1,
      last_message: { id: answer.message.id },
    });
    const demoChats = (
      await call(t.app, 'GET', '/api/chats.php', undefined, { cookie: demo.cookie })
    ).json<ChatsResponse>();
    expect(demoChats.chats[0]).toMatchObject({ profile_id: ann.id, num_unread_messages: 0 });
  });

  it('answers the same client id with the first message and debits nothing, even when raced', async () => {
    const id = clientId();
    const body = { client_id: id, type: 'text', profile_id: ann.id, text: 'Once only' };
    const before = (await balanceOf(db(), demo.id)).credits;
    const count = await messageCount();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(t.app, 'POST', '/api/messages.php', body, { cookie: demo.cookie }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const ids = new Set(answers.map((a) => a.json<SendMessageResponse>().message.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => !a.json<SendMessageResponse>().replayed)).toHaveLength(1);
    expect(await messageCount()).toBe(count + 1);
    expect((await balanceOf(db(), demo.id)).credits).toBe(before - 10);

    const changed = await call(
      t.app,
      'POST',
      '/api/messages.php',
      { ...body, text: 'Something else' },
      { cookie: demo.cookie },
    );
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toMatchObject({
      error: 'validation_failed',
      fields: { client_id: expect.any(String) },
    });
    expect(await ledgerViolations(db(), [demo.id])).toEqual([]);
  });

  it('refuses a send without enough credits and writes nothing at all', async () => {
    const poor = (await chatMembers(t, 5, 0))[5]!;
    const { credits } = await balanceOf(db(), poor.id);
    if (credits > 0)
      await spend(db(), {
        memberId: poor.id,
        amount: credits,
        kind: 'adjustment',
        reference: 'test',
        idempotencyKey: `poor-${poor.id}`,
      });
    const count = await messageCount();
    const response = await send(t, poor, { profile_id: cleo.id, text: 'Hi' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ error: 'insufficient_credits' });
    expect(await messageCount()).toBe(count);
    const pair = await db()
      .select()
      .from(conversations)
      .where(sql`${conversations.startedBy} = ${poor.id}`);
    expect(pair).toEqual([]);
  });

  it('lets a free member start 2 conversations, then asks them to buy; replies and premium members are not limited', async () => {
    await db().update(users).set({ paidUser: false }).where(eq(users.id, bob.id));
    expect((await send(t, bob, { profile_id: cleo.id, text: 'One' })).statusCode).toBe(200);
    expect((await send(t, bob, { profile_id: dan.id, text: 'Two' })).statusCode).toBe(200);
    const third = await send(t, bob, { profile_id: ann.id, text: 'Three' });
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({ error: 'chat_free_limit', message: expect.stringContaining('2') });
    expect((await send(t, cleo, { profile_id: bob.id, text: 'A reply' })).statusCode).toBe(200);
    await db().update(users).set({ paidUser: true }).where(eq(users.id, bob.id));
    expect((await send(t, bob, { profile_id: ann.id, text: 'Three' })).statusCode).toBe(200);
  });

  it('refuses bad content with field messages and nothing written', async () => {
    const count = await messageCount();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ profile_id: ann.id, text: '   ' }, 400, 'text'],
      [{ profile_id: ann.id, text: 'x'.repeat(1001) }, 400, 'text'],
      [{ profile_id: ann.id, text: 'bell \u0007' }, 400, 'text'],
      [{ profile_id: demo.id, text: 'me' }, 400, 'profile_id'],
      [{ text: 'nobody' }, 400, 'conversation'],
      [{ profile_id: ann.id, conversation: 1, text: 'both' }, 400, 'conversation'],
      [{ profile_id: ann.id, type: 'gift', gift_id: 'unicorn' }, 400, 'gift_id'],
      [{ profile_id: ann.id, type: 'photo' }, 400, 'photo'],
    ];
    for (const [body, status, field] of cases) {
      const response = await send(t, demo, body);
      expect([response.statusCode, Object.keys(response.json().fields ?? {})]).toEqual([status, [field]]);
    }
    expect((await send(t, demo, { profile_id: 999_999, text: 'ghost' })).statusCode).toBe(404);
    expect(await messageCount()).toBe(count);
  });

  it('refuses blocked and unconfirmed members with their own messages', async () => {
    await block(t, cleo, demo);
    const blocked = await send(t, demo, { profile_id: cleo.id, text: 'Hi' });
    expect([blocked.statusCode, blocked.json().error]).toEqual([403, 'blocked']);
    await db().update(users).set({ status: 'not_confirmed' }).where(eq(users.id, dan.id));
    const unconfirmed = await send(t, demo, { profile_id: dan.id, text: 'Hi' });
    expect([unconfirmed.statusCode, unconfirmed.json().error]).toEqual([409, 'cannot_receive_messages']);
    await db().update(users).set({ status: 'confirmed' }).where(eq(users.id, dan.id));
  });

  it('shows a conversation to its members only, with paging and resuming after an id', async () => {
    const first = (await send(t, ann, { profile_id: demo.id, text: 'Hi back' })).json<SendMessageResponse>();
    const id = first.message.conversation_id;
    await seedMessages(
      t,
      id,
      ann,
      Array.from({ length: 33 }, (_, i) => `Line ${i}`),
    );
    const page = (
      await call(t.app, 'GET', `/api/chat.php?id=${id}`, undefined, { cookie: demo.cookie })
    ).json<ChatResponse>();
    expect(page.messages).toHaveLength(30);
    expect(page.has_more).toBe(true);
    expect(page.messages.at(-1)!.text).toBe('Line 32');
    expect(page.costs).toMatchObject({ text: 10, balance: expect.any(Number) });
    expect(page.can_send).toBe(true);
    const older = (
      await call(t.app, 'GET', `/api/chat.php?id=${id}&before=${page.messages[0]!.id}`, undefined, {
        cookie: demo.cookie,
      })
    ).json<ChatResponse>();
    expect(older.messages.length).toBeGreaterThan(0);
    expect(older.messages.at(-1)!.id).toBeLessThan(page.messages[0]!.id);
    const resumed = (
      await call(t.app, 'GET', `/api/chat.php?id=${id}&after=${page.messages.at(-3)!.id}`, undefined, {
        cookie: demo.cookie,
      })
    ).json<ChatResponse>();
    expect(resumed.messages.map((m) => m.text)).toEqual(['Line 31', 'Line 32']);
    const byProfile = (
      await call(t.app, 'GET', `/api/chat.php?profile_id=${ann.id}`, undefined, { cookie: demo.cookie })
    ).json<ChatResponse>();
    expect(byProfile.conversation).toBe(id);

    for (const [method, url, body] of [
      ['GET', `/api/chat.php?id=${id}`, undefined],
      ['DELETE', '/api/chat.php', { conversation: id }],
      ['POST', '/api/chat-read.php', { conversation: id, up_to: 1 }],
      [
        'POST',
        '/api/messages.php',
        { conversation: id, client_id: clientId(), type: 'text', text: 'intruder' },
      ],
    ] as const) {
      const response = await call(t.app, method, url, body, { cookie: dan.cookie });
      expect([method, url, response.statusCode, response.json().error]).toEqual([
        method,
        url,
        403,
        'chat_unavailable',
      ]);
    }
  });

  it('marks messages read up to an id and recounts the unread badge', async () => {
    const chats = (
      await call(t.app, 'GET', '/api/chats.php', undefined, { cookie: demo.cookie })
    ).json<ChatsResponse>();
    const withAnn = chats.chats.find((c) => c.profile_id === ann.id)!;
    expect(withAnn.num_unread_messages).toBe(34);
    const read = await call(
      t.app,
      'POST',
      '/api/chat-read.php',
      { conversation: withAnn.conversation, up_to: withAnn.last_message!.id },
      { cookie: demo.cookie },
    );
    expect(read.json()).toMatchObject({ ok: true });
    const after = (
      await call(t.app, 'GET', '/api/chats.php', undefined, { cookie: demo.cookie })
    ).json<ChatsResponse>();
    expect(after.chats.find((c) => c.profile_id === ann.id)!.num_unread_messages).toBe(0);
    const seenByAnn = (
      await call(t.app, 'GET', `/api/chat.php?id=${withAnn.conversation}`, undefined, { cookie: ann.cookie })
    ).json<ChatResponse>();
    expect(seenByAnn.messages.filter((m) => m.sender_id === ann.id).every((m) => m.read_at !== null)).toBe(
      true,
    );
  });

  it('removes a conversation for the caller only; a new message brings it back with only what is new', async () => {
    const chats = (
      await call(t.app, 'GET', '/api/chats.php', undefined, { cookie: demo.cookie })
    ).json<ChatsResponse>();
    const withAnn = chats.chats.find((c) => c.profile_id === ann.id)!;
    expect(
      (
        await call(
          t.app,
          'DELETE',
          '/api/chat.php',
          { conversation: withAnn.conversation },
          { cookie: demo.cookie },
        )
      ).statusCode,
    ).toBe(200);
    const gone = (
      await call(t.app, 'GET', '/api/chats.php', undefined, { cookie: demo.cookie })
    ).json<ChatsResponse>();
    expect(gone.chats.find((c) => c.profile_id === ann.id)).toBeUndefined();
    const annStill = (
      await call(t.app, 'GET', '/api/chats.php', undefined, { cookie: ann.cookie })
    ).json<ChatsResponse>();
    expect(annStill.chats.find((c) => c.profile_id === demo.id)).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await send(t, ann, { conversation: withAnn.conversation, text: 'Still there?' });
    const back = (
      await call(t.app, 'GET', `/api/chat.php?id=${withAnn.conversation}`, undefined, { cookie: demo.cookie })
    ).json<ChatResponse>();
    expect(back.messages.map((m) => m.text)).toEqual(['Still there?']);
  });

  it('lists the gifts translated, and a gift costs its price', async () => {
    const gifts = (
      await call(t.app, 'GET', '/api/gifts.php', undefined, {
        cookie: demo.cookie,
        headers: { 'accept-language': 'de' },
      })
    ).json<z.infer<typeof GiftsResponseSchema>>();
    expect(gifts.gifts.find((g) => g.id === 'rose')).toMatchObject({ symbol: '🌹', credits: 25 });
    const before = (await balanceOf(db(), ann.id)).credits;
    const sent = await send(t, ann, { profile_id: demo.id, type: 'gift', gift_id: 'coffee' });
    expect(sent.json<SendMessageResponse>().message).toMatchObject({
      type: 'gift',
      gift_id: 'coffee',
      text: null,
    });
    expect((await balanceOf(db(), ann.id)).credits).toBe(before - 25);
    expect(await ledgerViolations(db())).toEqual([]);
  });
});
