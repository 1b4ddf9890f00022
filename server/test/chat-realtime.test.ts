import type { ChatMessageEvent, ChatTypingEvent, SendMessageResponse } from '@amora/contracts';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { chatMembers, send, type ChatMember } from './chat-helpers.js';
import { listen, open } from './realtime-helpers.js';

describe('chat events on the realtime channel', () => {
  let t: TestApp;
  let base: string;
  let demo: ChatMember, ann: ChatMember;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 4 });
    base = await listen(t);
    [demo, ann] = await chatMembers(t, 1);
  });
  afterAll(() => t.app.close());

  it('delivers a new message to the receiver at once, with the unread badge, and typing and read events', async () => {
    const annTab = open(base, ann.cookie, base);
    const demoTab = open(base, demo.cookie, base);
    await Promise.all([annTab.opened, demoTab.opened]);
    await Promise.all([annTab.next('hello'), demoTab.next('hello')]);

    const sent = (
      await send(t, demo, { profile_id: ann.id, text: 'Are you there?' })
    ).json<SendMessageResponse>();
    const arrived = (await annTab.next('message')).data as ChatMessageEvent;
    expect(arrived).toEqual({ message: sent.message, unread_messages: 1 });
    expect((await demoTab.next('credits')).data).toEqual({ credits: sent.balance });

    annTab.socket.send(
      JSON.stringify({ type: 'typing', data: { conversation: sent.message.conversation_id } }),
    );
    expect((await demoTab.next('typing')).data as ChatTypingEvent).toEqual({
      conversation: sent.message.conversation_id,
      profile_id: ann.id,
    });
    // Typing in someone else's conversation reaches no one.
    demoTab.socket.send(JSON.stringify({ type: 'typing', data: { conversation: 999_999 } }));

    await call(
      t.app,
      'POST',
      '/api/chat-read.php',
      { conversation: sent.message.conversation_id, up_to: sent.message.id },
      { cookie: ann.cookie },
    );
    expect((await demoTab.next('read')).data).toMatchObject({
      conversation: sent.message.conversation_id,
      up_to: sent.message.id,
    });
    expect((await annTab.next('counters')).data).toEqual({ unread_messages: 0 });
    expect(annTab.events.filter((e) => e.type === 'typing')).toEqual([]);

    annTab.socket.close();
    demoTab.socket.close();
    await Promise.all([annTab.closed, demoTab.closed]);
  });
});
