import type {
  AccountSettingsResponse,
  ChatResponse,
  ChatsResponse,
  SendMessageResponse,
} from '@amora/contracts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { buildApp } from '../src/app.js';
import { chatPhotos, conversations, creditLedger, messages, sites, users } from '../src/db/schema.js';
import { pruneUnsentChatPhotos } from '../src/modules/chat/index.js';
import { spend } from '../src/modules/credits/index.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import {
  chatMembers,
  clientId,
  send,
  uploadChatPhoto,
  uploadedChatPhoto,
  type ChatMember,
} from './chat-helpers.js';
import { balanceOf, ledgerViolations } from './credits-helpers.js';
import { loginCookie } from './helpers.js';
import { mediaDir } from './photos-fixtures.js';
import { listen, open } from './realtime-helpers.js';

/*
 * Photo messages (upload, then send once, paid with photo_credits), the site's history limit and
 * read receipts shared both ways or not at all (ADR 0019).
 */

describe('chat photos, history limit and read receipts', () => {
  let t: TestApp;
  let demo: ChatMember, ann: ChatMember, bob: ChatMember;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 6 });
    [demo, ann, bob] = await chatMembers(t, 2);
  });
  afterAll(() => t.app.close());
  const db = () => t.database.db;
  const count = async (table: typeof messages | typeof chatPhotos) =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
    )[0]!.n;
  const uploaded = (member: ChatMember, seed: number) => uploadedChatPhoto(t, member, seed);

  it('stores an upload under unguessable keys without metadata, then sends it once for photo_credits', async () => {
    const upload = await uploaded(demo, 1);
    expect(upload.photo.full).toMatch(/^\/media\/photos\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
    expect(upload.photo).toMatchObject({ width: 640, height: 480 });
    const stored = await sharp(path.join(mediaDir(t), upload.photo.full.slice('/media/'.length))).metadata();
    expect([stored.format, stored.exif, stored.icc]).toEqual(['webp', undefined, undefined]);

    const before = (await balanceOf(db(), demo.id)).credits;
    const body = { client_id: clientId(), type: 'photo', photo: upload.id, profile_id: ann.id };
    const sent = await call(t.app, 'POST', '/api/messages.php', body, { cookie: demo.cookie });
    expect(sent.statusCode).toBe(200);
    const answer = sent.json<SendMessageResponse>();
    expect(answer.message).toMatchObject({ type: 'photo', text: null, photo: upload.photo });
    expect(answer.balance).toBe(before - 10);
    const [ledger] = await db()
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.reference, `message:${answer.message.id}`));
    expect(ledger).toMatchObject({ amount: -10, kind: 'photo', userId: demo.id });

    // The same client id again: the first message, nothing charged twice.
    const again = await call(t.app, 'POST', '/api/messages.php', body, { cookie: demo.cookie });
    expect(again.json<SendMessageResponse>()).toMatchObject({
      replayed: true,
      message: { id: answer.message.id },
    });
    expect((await balanceOf(db(), demo.id)).credits).toBe(before - 10);

    // The receiver gets the photo in the conversation and 'a photo' as the list's last message.
    const page = (
      await call(t.app, 'GET', `/api/chat.php?id=${answer.message.conversation_id}`, undefined, {
        cookie: ann.cookie,
      })
    ).json<ChatResponse>();
    expect(page.messages.at(-1)).toMatchObject({ type: 'photo', photo: upload.photo });
    expect(page.costs.photo).toBe(10);
    const list = (await call(t.app, 'GET', '/api/chats.php', undefined, { cookie: ann.cookie })).json<ChatsResponse>(); // prettier-ignore
    expect(list.chats[0]!.last_message).toMatchObject({ type: 'photo', photo: upload.photo });
    expect(await ledgerViolations(db(), [demo.id])).toEqual([]);
  });

  it('refuses bad photos and photo ids with a translated message, and charges nothing', async () => {
    const messagesBefore = await count(messages);
    const before = (await balanceOf(db(), demo.id)).credits;

    const text = await uploadChatPhoto(t, demo.cookie, [{ data: Buffer.from('not an image at all') }]);
    expect([text.statusCode, text.json().error]).toEqual([400, 'photo_invalid']);
    const tooLarge = await uploadChatPhoto(t, demo.cookie, [{ data: Buffer.alloc(15 * 1024 * 1024 + 1) }]);
    expect([tooLarge.statusCode, tooLarge.json().message]).toEqual([400, expect.stringContaining('15 MB')]);
    const json = await call(t.app, 'POST', '/api/chat-photo.php', { photo: 1 }, { cookie: demo.cookie });
    expect(json.statusCode).toBe(415);
    const annsPhoto = await uploaded(ann, 2);
    const sendPhoto = (photo: unknown) =>
      call(
        t.app,
        'POST',
        '/api/messages.php',
        { client_id: clientId(), type: 'photo', photo, profile_id: ann.id },
        { cookie: demo.cookie },
      );
    const someoneElses = await sendPhoto(annsPhoto.id);
    expect([someoneElses.statusCode, someoneElses.json().fields]).toEqual([
      400,
      { photo: expect.stringContaining('cannot be sent') },
    ]);
    // A photo id that does not exist answers exactly the same: nothing about others' photos leaks.
    const missing = await sendPhoto(999_999);
    expect([missing.statusCode, missing.json()]).toEqual([400, someoneElses.json()]);
    expect((await sendPhoto(undefined)).statusCode).toBe(400);

    // One photo, one message: a second send with another client id is refused, even when raced.
    const mine = await uploaded(demo, 3);
    const raced = await Promise.all([sendPhoto(mine.id), sendPhoto(mine.id), sendPhoto(mine.id)]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    const reused = await sendPhoto(mine.id);
    expect([reused.statusCode, Object.keys(reused.json().fields)]).toEqual([400, ['photo']]);

    expect(await count(messages)).toBe(messagesBefore + 1);
    expect((await balanceOf(db(), demo.id)).credits).toBe(before - 10);
    expect(await ledgerViolations(db(), [demo.id])).toEqual([]);
  });

  it('keeps the photo message unwritten and the upload unsent when the debit is refused', async () => {
    const poor = (await chatMembers(t, 4, 0))[4]!;
    await db().update(users).set({ paidUser: true }).where(eq(users.id, poor.id));
    const { credits } = await balanceOf(db(), poor.id);
    if (credits > 0)
      await spend(db(), { memberId: poor.id, amount: credits, kind: 'adjustment', reference: 'test', idempotencyKey: `poor-${poor.id}` }); // prettier-ignore
    const photo = await uploaded(poor, 4);
    const refused = await call(
      t.app,
      'POST',
      '/api/messages.php',
      { client_id: clientId(), type: 'photo', photo: photo.id, profile_id: ann.id },
      { cookie: poor.cookie },
    );
    expect([refused.statusCode, refused.json().error]).toEqual([402, 'insufficient_credits']);
    const [row] = await db().select().from(chatPhotos).where(eq(chatPhotos.id, photo.id));
    expect(row!.messageId).toBeNull();
    expect(await db().select().from(messages).where(eq(messages.senderId, poor.id))).toEqual([]);
  });

  it('removes uploads never sent after a day, files and all, and keeps sent ones', async () => {
    const unsent = await uploaded(bob, 5);
    const files = [unsent.photo.full, unsent.photo.thumb].map((url) =>
      path.join(mediaDir(t), url.slice('/media/'.length)),
    );
    expect(files.every((file) => existsSync(file))).toBe(true);
    const photosBefore = await count(chatPhotos);
    expect(await pruneUnsentChatPhotos(t.app.ctx)).toBe(0);
    const later = { ...t.app.ctx, clock: { now: () => new Date(Date.now() + 25 * 3_600_000) } };
    expect(await pruneUnsentChatPhotos(later)).toBeGreaterThanOrEqual(1);
    expect(files.some((file) => existsSync(file))).toBe(false);
    const left = await db().select().from(chatPhotos);
    expect(left.length).toBeLessThan(photosBefore);
    expect(left.every((row) => row.messageId !== null)).toBe(true);
  });

  it('hides messages older than the site history limit, in the conversation and the list preview', async () => {
    const first = (await send(t, bob, { profile_id: ann.id, text: 'Long ago' })).json<SendMessageResponse>();
    const id = first.message.conversation_id;
    await send(t, bob, { conversation: id, text: 'Recent' });
    await db()
      .update(messages)
      .set({ createdAt: sql`now() - interval '400 days'` })
      .where(eq(messages.id, first.message.id));
    const page = (
      await call(t.app, 'GET', `/api/chat.php?id=${id}`, undefined, { cookie: ann.cookie })
    ).json<ChatResponse>();
    expect(page.messages.map((m) => m.text)).toEqual(['Recent']);
    expect(page.has_more).toBe(false);
    const earlier = (
      await call(t.app, 'GET', `/api/chat.php?id=${id}&before=${page.messages[0]!.id}`, undefined, {
        cookie: ann.cookie,
      })
    ).json<ChatResponse>();
    expect(earlier.messages).toEqual([]);

    // A site with a shorter limit (stored, never sent out): the recent one goes too, the list keeps
    // the conversation without a preview.
    await db()
      .update(messages)
      .set({ createdAt: sql`now() - interval '40 days'` })
      .where(eq(messages.conversationId, id));
    const [site] = await db().select().from(sites).where(eq(sites.domain, 'amora.test'));
    await db()
      .update(sites)
      .set({ settings: { ...site!.settings, chat_history_days: 30 } })
      .where(eq(sites.id, site!.id));
    const fresh = await createTestAppSharing(t);
    const hidden = (
      await call(fresh, 'GET', `/api/chat.php?id=${id}`, undefined, { cookie: ann.cookie })
    ).json<ChatResponse>();
    expect(hidden.messages).toEqual([]);
    const list = (await call(fresh, 'GET', '/api/chats.php', undefined, { cookie: ann.cookie })).json<ChatsResponse>(); // prettier-ignore
    expect(list.chats.find((c) => c.conversation === id)).toMatchObject({ last_message: null });
    const settings = await call(fresh, 'GET', '/api/settings.php');
    expect(settings.body).not.toContain('chat_history_days');
    await db().update(sites).set({ settings: site!.settings }).where(eq(sites.id, site!.id));
    await fresh.close();
  });

  it('shows read state only while both members share read receipts, and sends no read event otherwise', async () => {
    const base = await listen(t);
    const sent = (await send(t, ann, { profile_id: demo.id, text: 'Read me' })).json<SendMessageResponse>();
    const id = sent.message.conversation_id;
    const setReceipts = async (member: ChatMember, on: boolean) => {
      const response = await call(t.app, 'PUT', '/api/account-settings.php', { read_receipts: on }, { cookie: member.cookie }); // prettier-ignore
      expect(response.json<AccountSettingsResponse>().settings.read_receipts).toBe(on);
    };
    const annView = async () =>
      (await call(t.app, 'GET', `/api/chat.php?id=${id}`, undefined, { cookie: ann.cookie })).json<ChatResponse>(); // prettier-ignore
    const readAtOf = (page: ChatResponse) => page.messages.find((m) => m.id === sent.message.id)!.read_at;
    const readAll = async (reader: ChatMember, upTo: number) =>
      call(t.app, 'POST', '/api/chat-read.php', { conversation: id, up_to: upTo }, { cookie: reader.cookie }); // prettier-ignore

    // On by default.
    const defaults = await call(t.app, 'GET', '/api/account-settings.php', undefined, { cookie: ann.cookie });
    expect(defaults.json<AccountSettingsResponse>().settings.read_receipts).toBe(true);

    // The reader does not share: the sender sees nothing and gets no event.
    await setReceipts(demo, false);
    const annTab = open(base, ann.cookie, base);
    await annTab.opened;
    await annTab.next('hello');
    await readAll(demo, sent.message.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(annTab.events.filter((e) => e.type === 'read')).toEqual([]);
    expect(readAtOf(await annView())).toBeNull();
    expect((await annView()).read_receipts).toBe(false);

    // Both share again: the read state shows (it was recorded all along).
    await setReceipts(demo, true);
    expect(readAtOf(await annView())).not.toBeNull();
    expect((await annView()).read_receipts).toBe(true);

    // The sender does not share: they do not see others' read state either (reciprocity).
    await setReceipts(ann, false);
    expect(readAtOf(await annView())).toBeNull();
    const list = (await call(t.app, 'GET', '/api/chats.php', undefined, { cookie: ann.cookie })).json<ChatsResponse>(); // prettier-ignore
    expect(list.chats.find((c) => c.conversation === id)!.last_message!.read_at).toBeNull();
    const next = (await send(t, ann, { conversation: id, text: 'Again' })).json<SendMessageResponse>();
    await readAll(demo, next.message.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(annTab.events.filter((e) => e.type === 'read')).toEqual([]);

    await setReceipts(ann, true);
    const third = (await send(t, ann, { conversation: id, text: 'Third' })).json<SendMessageResponse>();
    await readAll(demo, third.message.id);
    expect((await annTab.next('read')).data).toMatchObject({ conversation: id, up_to: third.message.id });
    annTab.socket.close();
    await annTab.closed;
  });
});

/**
 * A second app on the same database, so a changed site setting is read afresh (the resolver caches
 * sites for 30 s); it shares the first one's sessions, so the same cookies work.
 */
async function createTestAppSharing(t: TestApp) {
  const app = await buildApp({
    config: { ...t.config, seedDemoMember: true },
    database: { ...t.database, close: async () => undefined },
    serveStatic: false,
  });
  await app.ready();
  return app;
}

describe('the second demo member', () => {
  it('is added after the seed without changing the seeded members, with a conversation with the demo member', async () => {
    const plain = await createTestApp({ memberCount: 6 });
    const withDemo2 = await createTestApp({ memberCount: 6, secondDemoMember: true });
    try {
      const membersOf = (app: TestApp) =>
        app.database.db
          .select({ id: users.id, email: users.email, credits: users.credits, paid: users.paidUser })
          .from(users)
          .orderBy(users.id);
      const before = await membersOf(plain);
      const after = await membersOf(withDemo2);
      expect(after.slice(0, before.length)).toEqual(before);
      expect(after.slice(before.length).map((row) => row.email)).toEqual(['demo2@amora.test']);

      const cookie = await loginCookie(withDemo2.app, { email: 'demo2@amora.test', password: 'amora-demo' });
      const list = (
        await call(withDemo2.app, 'GET', '/api/chats.php', undefined, { cookie })
      ).json<ChatsResponse>();
      const demoId = before.find((row) => row.email === 'demo@amora.test')!.id;
      expect(list.chats).toEqual([expect.objectContaining({ profile_id: demoId })]);
      const demoCookie = await loginCookie(withDemo2.app);
      const demoList = (
        await call(withDemo2.app, 'GET', '/api/chats.php', undefined, { cookie: demoCookie })
      ).json<ChatsResponse>();
      expect(demoList.unread_messages).toBe(1);
      const [pair] = await withDemo2.database.db.select().from(conversations);
      expect(pair).toBeDefined();
      expect(await ledgerViolations(withDemo2.database.db)).toEqual([]);
    } finally {
      await plain.app.close();
      await withDemo2.app.close();
    }
  });
});
