import { eq } from 'drizzle-orm';
import { messages, profiles, users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { aSignup, call, signUp } from './account-helpers.js';
import { chatMembers, send, type ChatMember } from './chat-helpers.js';
import { balanceOf } from './credits-helpers.js';

/** Text renders as it was typed: no invisible-only messages or names, no bidirectional overrides. */
const RLO = '\u202E';
const ZWSP = '\u200B';

describe('honest text in messages, names and profile text', () => {
  let t: TestApp;
  let demo: ChatMember;
  let ann: ChatMember;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 3 });
    [demo, ann] = await chatMembers(t, 1);
  });
  afterAll(() => t.app.close());

  it.each([
    ['a zero-width space', ZWSP],
    ['zero-width characters and a word joiner', `${ZWSP}\u200C\u200D\u2060\uFEFF`],
    ['a right-to-left override and spaces', ` ${RLO} \u2066 `],
  ])('refuses a message of only %s, and charges nothing', async (_label, text) => {
    const before = await balanceOf(t.database.db, demo.id);
    const response = await send(t, demo, { profile_id: ann!.id, text });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_failed',
      fields: { text: expect.any(String) },
    });
    expect(await balanceOf(t.database.db, demo.id)).toEqual(before);
  });

  it('removes bidirectional overrides and isolates from a message and keeps the rest', async () => {
    const response = await send(t, demo, {
      profile_id: ann!.id,
      text: `see photo ${RLO}gpj.exe\u202C and \u2067x\u2069`,
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ body: messages.body })
      .from(messages)
      .where(eq(messages.id, response.json().message.id as number));
    expect(row!.body).toBe('see photo gpj.exe and x');
  });

  it('keeps an emoji sequence that needs a zero-width joiner', async () => {
    const family = '\u{1F469}\u200D\u{1F469}\u200D\u{1F467}';
    const response = await send(t, demo, { profile_id: ann!.id, text: family });
    expect(response.statusCode).toBe(200);
    expect(response.json().message.text ?? response.json().message.body).toContain('\u200D');
  });

  it('refuses a name of only invisible characters and removes overrides from a name', async () => {
    const empty = await signUp(t.app, aSignup({ name: `${ZWSP}${RLO}` }), { remoteAddress: '192.0.2.31' });
    expect(empty.response.statusCode).toBe(400);
    expect(empty.response.json().fields.name).toBeDefined();

    const reversed = await signUp(t.app, aSignup({ name: `Anna${RLO}reteP` }), {
      remoteAddress: '192.0.2.32',
    });
    expect(reversed.response.statusCode).toBeLessThan(300);
    const [row] = await t.database.db
      .select({ name: profiles.name })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, reversed.body.email));
    expect(row!.name).toBe('AnnareteP');
  });

  it('removes bidirectional controls from the profile text', async () => {
    const response = await call(
      t.app,
      'PUT',
      '/api/profile.php',
      { about_me: `Hi ${RLO}olleh\u202C!` },
      { cookie: demo.cookie },
    );
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ aboutMe: profiles.aboutMe })
      .from(profiles)
      .where(eq(profiles.userId, demo.id));
    expect(row!.aboutMe).toBe('Hi olleh!');
  });
});
