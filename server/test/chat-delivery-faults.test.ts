import type { ChatMessageEvent, ChatResponse, SendMessageResponse } from '@amora/contracts';
import { describeWithRedis, twoInstancesOnRedis } from './with-redis.js';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { creditLedger, messages } from '../src/db/schema.js';
import type { TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { chatMembers, clientId, type ChatMember } from './chat-helpers.js';
import { ledgerViolations } from './credits-helpers.js';
import { listen, open } from './realtime-helpers.js';

/** A small deterministic generator, so a failing run can be repeated with its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * The chat's delivery promise under faults: two instances on one database and Redis,
 * members connected to different instances, sends retried on the other instance (also at the same
 * time), receivers' sockets killed mid-stream and reopened with a resume from their last seen id.
 * Every message must reach its receiver (socket or resume) exactly once after de-duplication by id,
 * be stored once and debited once.
 */
describeWithRedis('chat delivery under faults (two instances, Redis)', () => {
  let first: TestApp;
  let second: FastifyInstance;
  let bases: [string, string];
  let members: ChatMember[];

  beforeAll(async () => {
    ({ first, second } = await twoInstancesOnRedis(4));
    await second.listen({ host: '127.0.0.1', port: 0 });
    bases = [await listen(first), `http://127.0.0.1:${(second.server.address() as { port: number }).port}`];
    members = await chatMembers(first, 1, 5_000);
  }, 90_000);
  afterAll(async () => {
    await second?.close();
    await first?.app.close();
  });

  it('loses nothing and doubles nothing', async () => {
    const seed = Number(process.env.CHAT_FAULT_SEED ?? 20261125);
    const next = random(seed);
    const apps = [first.app, second] as const;
    const [a, b] = members as [ChatMember, ChatMember];
    const opening = (await call(first.app, 'POST', '/api/messages.php', { profile_id: b.id, client_id: clientId(), type: 'text', text: 'Hello' }, { cookie: a.cookie })).json<SendMessageResponse>(); // prettier-ignore
    const conversation = opening.message.conversation_id;

    // Each member listens on its own instance; `seen` is what the client would show (by id).
    const listener = (member: ChatMember, instance: 0 | 1) => {
      const state = {
        member,
        instance,
        seen: new Map<number, number>(),
        tab: open(bases[instance], member.cookie, bases[instance]),
        kills: 0,
      };
      return state;
    };
    const receivers = [listener(a, 0), listener(b, 1)];
    for (const r of receivers) await r.tab.opened;
    const collect = (r: (typeof receivers)[number]) => {
      for (const event of r.tab.events.splice(0)) {
        if (event.type !== 'message') continue;
        const { message } = event.data as ChatMessageEvent;
        if (message.sender_id !== r.member.id) r.seen.set(message.id, (r.seen.get(message.id) ?? 0) + 1);
      }
    };
    // Opening the conversation loads its last page; after a reconnect, what came after the last seen id.
    const resume = async (r: (typeof receivers)[number]) => {
      const last = Math.max(0, ...r.seen.keys());
      const query = last > 0 ? `id=${conversation}&after=${last}` : `id=${conversation}`;
      const page = (await call(apps[r.instance], 'GET', `/api/chat.php?${query}`, undefined, { cookie: r.member.cookie })).json<ChatResponse>(); // prettier-ignore
      for (const message of page.messages)
        if (message.sender_id !== r.member.id && !r.seen.has(message.id)) r.seen.set(message.id, 1);
    };

    for (const r of receivers) await resume(r);

    const SENDS = 40;
    let retries = 0;
    let kills = 0;
    for (let i = 0; i < SENDS; i += 1) {
      const from = next() < 0.5 ? 0 : 1;
      const sender = members[from]!;
      const body = { conversation, client_id: clientId(), type: 'text', text: `message ${i}` };
      const post = (instance: number) =>
        call(apps[instance]!, 'POST', '/api/messages.php', body, { cookie: sender.cookie });
      const roll = next();
      if (roll < 0.25) {
        retries += 1;
        await Promise.all([post(0), post(1)]); // a retry racing the original on the other instance
      } else if (roll < 0.4) {
        retries += 1;
        await post(from);
        await post(1 - from); // a retry after a lost answer
      } else {
        await post(from);
      }
      const receiver = receivers[1 - from]!;
      if (next() < 0.15) {
        // The receiver's phone loses its connection mid-stream, then reconnects and resumes.
        collect(receiver);
        kills += 1;
        receiver.tab.socket.terminate();
        await receiver.tab.closed;
        receiver.tab = open(bases[receiver.instance], receiver.member.cookie, bases[receiver.instance]);
        await receiver.tab.opened;
        await resume(receiver);
      }
      for (const r of receivers) collect(r);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const r of receivers) {
      collect(r);
      await resume(r); // what every client does on focus and reconnect
    }

    const stored = await first.database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversation));
    expect(stored).toHaveLength(SENDS + 1);
    for (const r of receivers) {
      const expected = stored
        .filter((m) => m.senderId !== r.member.id)
        .map((m) => m.id)
        .sort((x, y) => x - y);
      expect([...r.seen.keys()].sort((x, y) => x - y)).toEqual(expected); // nothing lost
      expect([...r.seen.values()].filter((n) => n > 1)).toEqual([]); // no event delivered twice
    }
    const [debits] = await first.database.db
      .select({
        n: sql<number>`count(*)::int`,
        keys: sql<number>`count(distinct ${creditLedger.reference})::int`,
      })
      .from(creditLedger)
      .where(sql`${creditLedger.reference} like 'message:%'`);
    expect(debits).toEqual({ n: SENDS + 1, keys: SENDS + 1 });
    expect(await ledgerViolations(first.database.db)).toEqual([]);
    console.info(
      `chat faults (seed ${seed}): ${SENDS + 1} messages, ${retries} retried sends, ${kills} sockets killed, lost 0, duplicated 0`,
    );
    for (const r of receivers) r.tab.socket.close();
  }, 120_000);
});
