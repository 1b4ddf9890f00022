import { existsSync } from 'node:fs';
import path from 'node:path';
import { REACTIVATION_DAYS, type ChatPhotoUploadResponse, type SendMessageResponse } from '@amora/contracts';
import { eq, inArray, or } from 'drizzle-orm';
import { chatPhotos, conversations, pendingMediaDeletes, users } from '../src/db/schema.js';
import { MEDIA_DELETE_FIRST_RETRY_MS, retryMediaDeletes } from '../src/lib/media-deletes.js';
import { purgeExpiredAccounts, purgeMember } from '../src/modules/account/account-purge.js';
import { MediaNotFound, newMediaKey, type MediaStorage } from '../src/plugins/storage/index.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import type { AppContext } from '../src/types.js';
import { call } from './account-helpers.js';
import { chatMembers, clientId, uploadedChatPhoto, type ChatMember } from './chat-helpers.js';
import { mediaDir } from './photos-fixtures.js';

/*
 * The purge of an account takes its conversations with everyone (rows cascade from the user), so
 * the files of every photo in them go too: the member's own, sent or not, and those others sent
 * them. Files go only once the rows are gone for good, and a file that will not go never stops
 * the purge: it is recorded (`pending_media_deletes`) and the scheduled job retries it, further
 * apart each time, until it goes.
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
    // Not only a log line: the key is recorded for the scheduled retry.
    const pending = await t.database.db
      .select()
      .from(pendingMediaDeletes)
      .where(eq(pendingMediaDeletes.key, stuck));
    expect(pending).toEqual([expect.objectContaining({ attempts: 1, lastError: 'storage unavailable' })]);
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

  describe('a file whose delete failed', () => {
    const MINUTE_MS = 60_000;
    const pendingRows = () => t.database.db.select().from(pendingMediaDeletes);
    beforeEach(async () => {
      await t.database.db.delete(pendingMediaDeletes);
    });

    /** The app's storage, failing the delete of `key` the first `failures` times it is asked. */
    function flaky(ctx: AppContext, key: string, failures: number): MediaStorage {
      let left = failures;
      return {
        put: (k, data) => ctx.media.put(k, data),
        get: (k) => ctx.media.get(k),
        delete: async (k) => {
          if (k === key && left > 0) {
            left -= 1;
            throw new Error('storage unavailable');
          }
          await ctx.media.delete(k);
        },
      };
    }

    it('is retried by the scheduled job with growing waits until the storage deletes it', async () => {
      const [demo, leaving] = [members[0]!, members[5]!];
      const sent = await sendPhoto(leaving, demo, 51);
      const stuck = sent.upload.photo.full.slice('/media/'.length);
      const start = new Date();
      let now = start;
      const at = (ms: number) => new Date(start.getTime() + ms);
      const ctx = { ...t.app.ctx, media: flaky(t.app.ctx, stuck, 2), clock: { now: () => now } };

      await purgeMember(ctx, leaving.id);
      expect(onDisk(sent.upload)).toEqual([true, false]);
      expect(await pendingRows()).toEqual([
        expect.objectContaining({ key: stuck, attempts: 1, nextAttemptAt: at(MEDIA_DELETE_FIRST_RETRY_MS) }),
      ]);

      // Not due yet: not tried.
      now = at(MEDIA_DELETE_FIRST_RETRY_MS - MINUTE_MS);
      expect(await retryMediaDeletes(ctx)).toEqual({ deleted: 0, failed: 0 });
      // Due, and failing once more: the next wait is twice as long.
      now = at(MEDIA_DELETE_FIRST_RETRY_MS);
      expect(await retryMediaDeletes(ctx)).toEqual({ deleted: 0, failed: 1 });
      expect(await pendingRows()).toEqual([
        expect.objectContaining({ attempts: 2, nextAttemptAt: at(3 * MEDIA_DELETE_FIRST_RETRY_MS) }),
      ]);
      expect(onDisk(sent.upload)).toEqual([true, false]);
      now = at(3 * MEDIA_DELETE_FIRST_RETRY_MS - MINUTE_MS);
      expect(await retryMediaDeletes(ctx)).toEqual({ deleted: 0, failed: 0 });
      // The storage works again: the file goes, and so does its row.
      now = at(3 * MEDIA_DELETE_FIRST_RETRY_MS);
      expect(await retryMediaDeletes(ctx)).toEqual({ deleted: 1, failed: 0 });
      expect(onDisk(sent.upload)).toEqual([false, false]);
      expect(await pendingRows()).toEqual([]);
      expect(await retryMediaDeletes(ctx)).toEqual({ deleted: 0, failed: 0 });
    });

    it('counts a file that is not there any more as deleted', async () => {
      const missing = newMediaKey();
      const notFound = newMediaKey();
      const past = new Date(Date.now() - MINUTE_MS);
      await t.database.db.insert(pendingMediaDeletes).values([
        { key: missing, nextAttemptAt: past },
        { key: notFound, nextAttemptAt: past },
      ]);
      // A storage that says so (as S3-compatible stores may) is as good as one that does not care.
      const media: MediaStorage = {
        put: (key, data) => t.app.ctx.media.put(key, data),
        get: (key) => t.app.ctx.media.get(key),
        delete: async (key) => {
          if (key === notFound) throw new MediaNotFound(key);
          await t.app.ctx.media.delete(key);
        },
      };
      expect(await retryMediaDeletes({ ...t.app.ctx, media })).toEqual({ deleted: 2, failed: 0 });
      expect(await pendingRows()).toEqual([]);
    });
  });
});
