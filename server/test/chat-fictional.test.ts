import { ChatResponseSchema, ChatsResponseSchema } from '@amora/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { chatMembers, send, type ChatMember } from './chat-helpers.js';

/* The chat names a fictional profile as such, in its header and in the chat list. */
describe('a conversation with a fictional profile', () => {
  let t: TestApp;
  let demo: ChatMember, ann: ChatMember, bob: ChatMember;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 4 });
    [demo, ann, bob] = await chatMembers(t, 2);
    await t.database.db.update(users).set({ fictional: true }).where(eq(users.id, ann.id));
    expect((await send(t, demo, { profile_id: ann.id, text: 'Hello Ann' })).statusCode).toBe(200);
    expect((await send(t, demo, { profile_id: bob.id, text: 'Hello Bob' })).statusCode).toBe(200);
  });
  afterAll(() => t.app.close());

  it('says so in the conversation, by profile and by conversation id, and not for a real member', async () => {
    const read = async (query: string) => {
      const response = await call(t.app, 'GET', `/api/chat.php?${query}`, undefined, { cookie: demo.cookie });
      expect(response.statusCode).toBe(200);
      return ChatResponseSchema.parse(response.json());
    };
    const byProfile = await read(`profile_id=${ann.id}`);
    expect(byProfile.fictional).toBe(true);
    expect((await read(`id=${byProfile.conversation}`)).fictional).toBe(true);
    expect((await read(`profile_id=${bob.id}`)).fictional).toBe(false);
  });

  it('says so in the chat list row', async () => {
    const response = await call(t.app, 'GET', '/api/chats.php', undefined, { cookie: demo.cookie });
    const { chats } = ChatsResponseSchema.parse(response.json());
    const flags = Object.fromEntries(chats.map((chat) => [chat.profile_id, chat.fictional]));
    expect(flags).toEqual({ [ann.id]: true, [bob.id]: false });
  });

  it('shows the real member the conversation without the flag on their own side', async () => {
    const response = await call(t.app, 'GET', `/api/chat.php?profile_id=${demo.id}`, undefined, {
      cookie: bob.cookie,
    });
    expect(ChatResponseSchema.parse(response.json()).fictional).toBe(false);
  });
});
