import type { ChatsResponse, SendMessageResponse } from '@amora/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { messages, sites } from '../src/db/schema.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { chatMembers, send, type ChatMember } from './chat-helpers.js';
import { listen, open } from './realtime-helpers.js';

/*
 * Messages the site's history limit hides (`chat_history_days`, stored but never sent out) do not
 * count as unread anywhere: the top bar's badge (user payload and realtime counters), the chat
 * list, and the badge a push notification sets.
 */

const HISTORY_DAYS = 30;

describe('unread counts and the chat history limit', () => {
  let t: TestApp;
  let demo: ChatMember, ann: ChatMember, bob: ChatMember;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 6 });
    // Before the first request, so the site resolver reads it with the site (it caches sites).
    const [site] = await t.database.db.select().from(sites).where(eq(sites.domain, 'amora.test'));
    await t.database.db
      .update(sites)
      .set({ settings: { ...site!.settings, chat_history_days: HISTORY_DAYS } })
      .where(eq(sites.id, site!.id));
    [demo, ann, bob] = await chatMembers(t, 2);
  });
  afterAll(() => t.app.close());

  const get = <T>(url: string, member: ChatMember) =>
    call(t.app, 'GET', url, undefined, { cookie: member.cookie }).then((r) => r.json<T>());
  const badge = async (member: ChatMember) =>
    (await get<{ user: { unread_messages: number } }>('/api/user.php', member)).user.unread_messages;
  const listed = async (member: ChatMember, conversation: number) => {
    const list = await get<ChatsResponse>('/api/chats.php', member);
    return {
      chat: list.chats.find((c) => c.conversation === conversation)?.num_unread_messages,
      total: list.unread_messages,
    };
  };
  /** Moves messages back in time, beyond the site's limit (older than the limit by `days`). */
  const age = (ids: number[], days = 10) =>
    t.database.db
      .update(messages)
      .set({ createdAt: sql`now() - make_interval(days => ${HISTORY_DAYS + days})` })
      .where(inArray(messages.id, ids));
  const sendText = async (from: ChatMember, to: ChatMember, text: string) =>
    (await send(t, from, { profile_id: to.id, text })).json<SendMessageResponse>().message;

  it('leaves out hidden messages from the badge, the chat list, the live counters and the push badge', async () => {
    const old1 = await sendText(ann, demo, 'Long ago');
    const old2 = await sendText(ann, demo, 'Also long ago');
    await sendText(ann, demo, 'Recent');
    const id = old1.conversation_id;
    await age([old1.id, old2.id]);
    // The stored limit (30 days) hides them; the default (365) would not.
    const page = await get<{ messages: Array<{ text: string }> }>(`/api/chat.php?id=${id}`, demo);
    expect(page.messages.map((m) => m.text)).toEqual(['Recent']);

    expect(await badge(demo)).toBe(1);
    expect(await listed(demo, id)).toEqual({ chat: 1, total: 1 });

    const base = await listen(t);
    const tab = open(base, demo.cookie, base);
    await tab.opened;
    await tab.next('hello');
    const next = await sendText(ann, demo, 'Newer');
    expect((await tab.next('message')).data).toMatchObject({ unread_messages: 2 });

    const push = await get<{ badge: number }>(`/api/push-notification.php?type=message&id=${id}`, demo);
    expect(push.badge).toBe(2);

    // Reading the hidden ones (as an old client might) leaves the visible ones unread.
    const read = await call(t.app, 'POST', '/api/chat-read.php', { conversation: id, up_to: old2.id }, { cookie: demo.cookie }); // prettier-ignore
    expect(read.json()).toMatchObject({ unread_messages: 2 });
    expect((await tab.next('counters')).data).toEqual({ unread_messages: 2 });
    await call(t.app, 'POST', '/api/chat-read.php', { conversation: id, up_to: next.id }, { cookie: demo.cookie }); // prettier-ignore
    expect(await badge(demo)).toBe(0);
    tab.socket.close();
    await tab.closed;
  });

  it('counts nothing for a conversation whose unread messages are all hidden, and still counts new ones', async () => {
    const first = await sendText(bob, demo, 'Forgotten');
    const id = first.conversation_id;
    const before = await badge(demo);
    await age([first.id]);
    expect(await badge(demo)).toBe(before - 1);
    expect(await listed(demo, id)).toEqual({ chat: 0, total: before - 1 });

    await sendText(bob, demo, 'Hello again');
    expect(await badge(demo)).toBe(before);
    expect((await listed(demo, id)).chat).toBe(1);
  });

  it('keeps a removed conversation at zero: hidden by the limit or not, messages from before the removal do not come back', async () => {
    const first = await sendText(bob, ann, 'Before the removal');
    const id = first.conversation_id;
    expect(await badge(ann)).toBe(1);
    await call(t.app, 'DELETE', '/api/chat.php', { conversation: id }, { cookie: ann.cookie });
    expect(await badge(ann)).toBe(0);
    await sendText(bob, ann, 'After the removal');
    expect(await badge(ann)).toBe(1);
    expect(await listed(ann, id)).toEqual({ chat: 1, total: 1 });
  });
});
