import { existsSync } from 'node:fs';
import path from 'node:path';
import { REACTIVATION_DAYS, type ChatPhotoUploadResponse, type SendMessageResponse } from '@amora/contracts';
import { eq, inArray, or } from 'drizzle-orm';
import { chatPhotos, conversations, users } from '../src/db/schema.js';
import { purgeExpiredAccounts, purgeMember } from '../src/modules/account/account-purge.js';
import type { MediaStorage } from '../src/plugins/storage/index.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import type { AppContext } from '../src/types.js';
import { call } from './account-helpers.js';
import { chatMembers, clientId, uploadedChatPhoto, type ChatMember } from './chat-helpers.js';
import { mediaDir } from './photos-fixtures.js';

/*
 * The purge of an account takes its conversations with everyone (rows cascade from the user), so
 * the files of every photo in them go too: the member's own, sent or not, and those others sent
 * them. Files go only once the rows are gone for good, and a file that will not go never stops
 * the purge.
 */

const DAY_MS = 86_400_000;

describe('chat photo files when an account is purged', () => {
  let t: TestApp;
  let members: ChatMember[];
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 8 });
    members = await chatMembers(t, 5);
  });
  afterAll(() => t.app.close());

  const filesOf = (upload: ChatPhotoUploadResponse) =>
    [upload.photo.full, upload.photo.thumb].map((url) => path.join(mediaDir(t), url.slice('/media/'.length)));
  const onDisk = (upload: ChatPhotoUploadResponse) => filesOf(upload).map((file) => existsSync(file));

  async function sendPhoto(from: ChatMember, to: ChatMember, seed: number) {
    const upload = await uploadedChatPhoto(t, from, seed);
    const body = { client_id: clientId(), type: 'photo', photo: upload.id, profile_id: to.id };
    const sent = await call(t.app, 'POST', '/api/messages.php', body, { cookie: from.cookie });
    expect(sent.statusCode).toBe(200);
    return { upload, conversation: sent.json<SendMessageResponse>().message.conversation_id };
  }

  /** The purge's context with its transaction watched: `events` records the commit and each delete. */
  function watched(ctx: AppContext, options: { failDelete?: string; rollBack?: boolean } = {}) {
    const events: string[] = [];
    const media: MediaStorage = {
      put: (key, data) => ctx.media.put(key, data),
      get: (key) => ctx.media.get(key),
      delete: async (key) => {
        events.push(`delete ${key}`);
        if (key === options.failDelete) throw new Error('storage unavailable');
        await ctx.media.delete(key);
      },
    };
    const db = Object.create(ctx.db) as AppContext['db'];
    db.transaction = (async (work: Parameters<AppContext['db']['transaction']>[0]) => {
      const result = await ctx.db.transaction(async (tx) => {
        const value = await work(tx);
        if (options.rollBack) throw new Error('the database went away');
        return value;
      });
      events.push('commit');
      return result;
    }) as AppContext['db']['transaction'];
    const warnings: unknown[] = [];
    const log = Object.create(ctx.log) as AppContext['log'];
    log.warn = ((...args: unknown[]) => warnings.push(args[0])) as AppContext['log']['warn'];
    return { ctx: { ...ctx, db, media, log }, events, warnings };
  }

  it("removes the files of every photo in the member's conversations and of their unsent uploads", async () => {
    const [demo, leaving, other] = members as [ChatMember, ChatMember, ChatMember];
    const own = await sendPhoto(leaving, demo, 11);
    const received = await sendPhoto(demo, leaving, 12);
    const unsent = await uploadedChatPhoto(t, leaving, 13);
    const unrelated = await sendPhoto(other, demo, 14);
    for (const upload of [own.upload, received.upload, unsent, unrelated.upload])
      expect(onDisk(upload)).toEqual([true, true]);

    const deleted = await call(
      t.app,
      'POST',
      '/api/account-delete.php',
      { reason: 'other', password: 'chat-password-1' },
      { cookie: leaving.cookie },
    );
    expect(deleted.statusCode).toBe(200);
    // Within the reactivation window everything stays: the member may come back.
    expect(await purgeExpiredAccounts(t.app.ctx, new Date(Date.now() + 13 * DAY_MS))).toBe(0);
    expect(onDisk(own.upload)).toEqual([true, true]);

    const later = new Date(Date.now() + (REACTIVATION_DAYS + 1) * DAY_MS);
    expect(await purgeExpiredAccounts(t.app.ctx, later)).toBe(1);

    for (const upload of [own.upload, received.upload, unsent])
      expect(onDisk(upload)).toEqual([false, false]);
    const gone = [own.upload.id, received.upload.id, unsent.id];
    expect(await t.database.db.select().from(chatPhotos).where(inArray(chatPhotos.id, gone))).toEqual([]);
    expect(
      await t.database.db.select().from(conversations).where(eq(conversations.id, own.conversation)),
    ).toEqual([]);
    // Another pair's conversation is not the purged member's business: it keeps its photo.
    expect(onDisk(unrelated.upload)).toEqual([true, true]);
    const page = await call(t.app, 'GET', `/api/chat.php?id=${unrelated.conversation}`, undefined, {
      cookie: demo.cookie,
    });
    expect(page.statusCode).toBe(200);
  });

  it('deletes the files only after the commit, and a file that will not go does not stop the purge', async () => {
    const [demo, , , leaving] = members as [ChatMember, ChatMember, ChatMember, ChatMember];
    const first = await sendPhoto(leaving, demo, 21);
    const second = await sendPhoto(demo, leaving, 22);
    const stuck = first.upload.photo.full.slice('/media/'.length);
    const { ctx, events, warnings } = watched(t.app.ctx, { failDelete: stuck });

    await purgeMember(ctx, leaving.id);

    expect(events[0]).toBe('commit');
    expect(events).toEqual(expect.arrayContaining([`delete ${stuck}`]));
    expect(await t.database.db.select().from(users).where(eq(users.id, leaving.id))).toEqual([]);
    expect(onDisk(first.upload)).toEqual([true, false]);
    expect(onDisk(second.upload)).toEqual([false, false]);
    expect(warnings).toEqual([expect.objectContaining({ key: stuck, userId: leaving.id })]);
  });

  it('keeps every file, and every row, when the purge rolls back', async () => {
    const [demo, , , , leaving] = members as [ChatMember, ChatMember, ChatMember, ChatMember, ChatMember];
    const sent = await sendPhoto(leaving, demo, 31);
    const received = await sendPhoto(demo, leaving, 32);
    const { ctx, events } = watched(t.app.ctx, { rollBack: true });

    await expect(purgeMember(ctx, leaving.id)).rejects.toThrow('the database went away');

    expect(events).toEqual([]);
    expect(onDisk(sent.upload)).toEqual([true, true]);
    expect(onDisk(received.upload)).toEqual([true, true]);
    const rows = await t.database.db
      .select()
      .from(chatPhotos)
      .where(or(eq(chatPhotos.id, sent.upload.id), eq(chatPhotos.id, received.upload.id)));
    expect(rows).toHaveLength(2);
  });
});
