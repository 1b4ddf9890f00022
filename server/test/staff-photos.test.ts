import { existsSync } from 'node:fs';
import path from 'node:path';
import { OwnPhotosResponseSchema, StaffPhotoListSchema, type StaffPhoto } from '@amora/contracts';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { photos, removedPhotoHashes, staffAudit, users } from '../src/db/schema.js';
import { createTestApp, CLIENT_HEADERS, type TestApp } from '../src/test-support/test-app.js';
import { startMailCapture, type MailCapture } from './mail-capture.js';
import { mediaDir, photoFile, upload } from './photos-fixtures.js';
import { addMember, get, loginAs, patchSiteSettings, siteId, type Member } from './search-fixtures.js';
import { addStaff, auditCount, staffCall } from './staff-helpers.js';

let t: TestApp;
let mail: MailCapture;
let site: number;
let moderatorId: number;
let viewerCookie: string;

beforeAll(async () => {
  mail = await startMailCapture();
  t = await createTestApp({ memberCount: 0, serveStatic: true, env: { SMTP_URL: mail.url } });
  site = await siteId(t);
  moderatorId = (await addStaff(t, ['moderator'])).id;
  const viewer = await addMember(t, { siteId: site, gender: 'male' });
  await t.database.db.update(users).set({ paidUser: true }).where(eq(users.id, viewer.id));
  viewerCookie = await loginAs(t, viewer);
});
afterAll(async () => {
  await t.app.close();
  await mail.close();
});

let seed = 100;

/** A member of the default site with `count` freshly uploaded photos of their own. */
async function uploader(
  count = 1,
  language = 'en',
): Promise<{ member: Member; cookie: string; ids: number[] }> {
  const member = await addMember(t, { siteId: site, gender: 'female' });
  await t.database.db.update(users).set({ language }).where(eq(users.id, member.id));
  const cookie = await loginAs(t, member);
  for (let i = 0; i < count; i += 1) {
    seed += 1;
    const response = await upload(t.app, cookie, [{ data: await photoFile(seed) }]);
    expect(response.statusCode).toBe(200);
  }
  const rows = await t.database.db.select().from(photos).where(eq(photos.userId, member.id));
  return { member, cookie, ids: rows.map((r) => r.id).sort((a, b) => a - b) };
}

const asModerator = (
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> => staffCall(t, moderatorId, method, url, payload);

async function queue(status = 'inspected'): Promise<StaffPhoto[]> {
  const all: StaffPhoto[] = [];
  let cursor: string | null = null;
  do {
    const response = await asModerator(
      'GET',
      `/api/staff/photos?status=${status}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(response.statusCode).toBe(200);
    const page = StaffPhotoListSchema.parse(response.json());
    all.push(...page.photos);
    cursor = page.next_cursor;
  } while (cursor);
  return all;
}

const photoRow = async (id: number) =>
  (await t.database.db.select().from(photos).where(eq(photos.id, id)))[0]!;

async function ownPhotos(cookie: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/photos.php', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return OwnPhotosResponseSchema.parse(response.json()).photos;
}

const profileBody = async (memberId: number) =>
  (await get(t, `/api/profile.php?id=${memberId}`, { cookie: viewerCookie })).body;
const searchBody = async () => (await get(t, '/api/search.php?gender=female', { cookie: viewerCookie })).body;

describe('the photo queue (GET /api/staff/photos)', () => {
  it('lists photos no person has looked at, oldest first, with the automated verdict', async () => {
    const first = await uploader(2);
    // Another member uploads the first member's first picture again: a near-duplicate of another's photo.
    const copier = await addMember(t, { siteId: site, gender: 'female' });
    const copierCookie = await loginAs(t, copier);
    expect((await upload(t.app, copierCookie, [{ data: await photoFile(seed - 1) }])).statusCode).toBe(200);

    const listed = await queue();
    const ids = listed.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const mine = listed.filter((p) => p.member.id === first.member.id);
    expect(mine.map((p) => p.id)).toEqual(first.ids);
    // The site shows photos before review (the default): already active, still waiting for a person.
    expect(mine[0]).toMatchObject({
      status: 'active',
      is_main: true,
      url: `/api/staff/photos/${first.ids[0]}/image?variant=full`,
      thumb_url: `/api/staff/photos/${first.ids[0]}/image?variant=thumb`,
      automated: { passed: true, similar_to_removed: false },
      member: { id: first.member.id, standing: 'active' },
    });
    const copy = listed.find((p) => p.member.id === copier.id)!;
    expect(copy.automated.similar_member_ids).toContain(first.member.id);
    expect(listed.find((p) => p.id === first.ids[0])!.automated.similar_member_ids).toContain(copier.id);
    expect(listed.find((p) => p.id === first.ids[1])!.automated.similar_member_ids).toEqual([]);
  });

  it('refuses a bad status or cursor with a 400', async () => {
    for (const query of [
      'status=waiting',
      'cursor=abc',
      'cursor=99999999999999999999',
      'cursor=%00',
      'cursor=-1',
    ])
      expect({ query, status: (await asModerator('GET', `/api/staff/photos?${query}`)).statusCode }).toEqual({
        query,
        status: 400,
      });
  });
});

describe('a moderator’s decision (POST /api/staff/photos/{id})', () => {
  it('approves: the photo is reviewed, leaves the queue and a second decision is a 409', async () => {
    const { ids } = await uploader(1);
    const before = await auditCount(t);
    const response = await asModerator('POST', `/api/staff/photos/${ids[0]}`, { decision: 'approve' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, id: ids[0], status: 'active' });
    expect(await auditCount(t)).toBe(before + 1);
    const [audit] = await t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'photo.approved'), eq(staffAudit.targetId, String(ids[0]))));
    expect(audit).toMatchObject({ staffId: moderatorId, targetType: 'photo' });
    expect((await photoRow(ids[0]!)).reviewedBy).toBe(moderatorId);
    expect((await queue()).map((p) => p.id)).not.toContain(ids[0]);
    expect((await queue('active')).map((p) => p.id)).toContain(ids[0]);

    const again = await asModerator('POST', `/api/staff/photos/${ids[0]}`, {
      decision: 'reject',
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'photo_decided' });
    expect(await auditCount(t)).toBe(before + 1);
  });

  it('rejects: never served again, explained to the member in their language, refused on re-upload', async () => {
    const { member, cookie, ids } = await uploader(2, 'de');
    const [mainId, secondId] = ids as [number, number];
    const main = await photoRow(mainId);
    expect(main.isMain).toBe(true);
    const publicUrls = [main.filename, main.thumbFilename, main.cardFilename!, main.matchFilename!];
    for (const key of publicUrls)
      expect((await t.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(200);
    expect(await profileBody(member.id)).toContain(main.filename);
    expect(await searchBody()).toContain(main.cardFilename!);

    const sent = mail.mails.length;
    const before = await auditCount(t);
    const reason = 'Das Foto zeigt eine andere Person.';
    const response = await asModerator('POST', `/api/staff/photos/${mainId}`, {
      decision: 'reject',
      reason,
      ground: 'terms_fake_profile',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected' });
    expect(await auditCount(t)).toBe(before + 1);

    // Nobody is served the files any more: the public URLs are gone, the profile and cards too.
    for (const key of publicUrls)
      expect({
        key,
        status: (await t.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode,
      }).toEqual({
        key,
        status: 404,
      });
    const rejected = await photoRow(mainId);
    expect(rejected).toMatchObject({ status: 'rejected', isMain: false, rejectionReason: reason });
    expect(rejected.filename.startsWith('withheld/')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/media/${rejected.filename}` })).statusCode).toBe(404);
    const profile = await profileBody(member.id);
    for (const key of [...publicUrls, rejected.filename, rejected.thumbFilename])
      expect(profile).not.toContain(key);
    const search = await searchBody();
    for (const key of publicUrls) expect(search).not.toContain(key);
    // The next photo took over as main.
    expect((await photoRow(secondId)).isMain).toBe(true);

    // The member sees the photo with its reason, without any file to load.
    const own = (await ownPhotos(cookie)).find((p) => p.id === mainId)!;
    expect(own).toMatchObject({ status: 'rejected', rejection_reason: reason, url: '', thumb_url: '' });
    expect(JSON.stringify(await ownPhotos(cookie))).not.toContain('withheld');

    // Staff still see it, never cached.
    const image = await asModerator('GET', `/api/staff/photos/${mainId}/image?variant=thumb`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect((await queue('rejected')).map((p) => p.id)).toContain(mainId);

    // The statement of reasons, in German: what, the facts, the ground, who decided, the appeal.
    const statement = await mail.next(member.email, sent);
    expect(statement.subject).toContain('Fotos');
    expect(statement.text).toContain(reason);
    expect(statement.text).toContain(
      'Allgemeine Geschäftsbedingungen, Abschnitt „Verhaltensregeln“: keine gefälschten Profile',
    );
    expect(statement.text).toMatch(/\/terms#rules-of-conduct\)/);
    expect(statement.text).toContain('ein Mensch');
    expect(statement.text).toContain('6 Monaten');
    expect(statement.text).toMatch(/\/complaints/);
    // "Reply to this e-mail" reaches customer service, not the no-reply sender.
    expect(statement.replyTo).toBe('support@amora.test');

    // The same picture again: refused by the removed hash.
    const [{ phash } = { phash: '' }] = await t.database.db
      .select({ phash: removedPhotoHashes.phash })
      .from(removedPhotoHashes)
      .where(eq(removedPhotoHashes.phash, rejected.phash!));
    expect(phash).toBe(rejected.phash);
    const again = await upload(t.app, cookie, [{ data: await photoFile(seed - 1) }]);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'photo_invalid' });
    // A rejected photo cannot become the main photo again.
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/photos.php',
      headers: { ...CLIENT_HEADERS, cookie },
      payload: { main_id: mainId },
    });
    expect(put.statusCode).toBe(400);
  });

  it('takes one of two decisions made at once; the member may still delete a rejected photo', async () => {
    const { cookie, ids } = await uploader(2);
    const [id, other] = ids as [number, number];
    const before = await auditCount(t);
    const answers = await Promise.all([
      asModerator('POST', `/api/staff/photos/${id}`, { decision: 'reject', reason: 'not a person' }),
      asModerator('POST', `/api/staff/photos/${id}`, { decision: 'approve' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await auditCount(t)).toBe(before + 1);

    const rejected = await asModerator('POST', `/api/staff/photos/${other}`, {
      decision: 'reject',
      reason: 'x',
    });
    expect(rejected.statusCode).toBe(200);
    const row = await photoRow(other);
    expect(existsSync(path.join(mediaDir(t), row.filename))).toBe(true);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/photos.php?id=${other}`,
      headers: { cookie, 'x-request-type': 'client' },
    });
    expect(removed.statusCode).toBe(200);
    expect(existsSync(path.join(mediaDir(t), row.filename))).toBe(false);
    expect(existsSync(path.join(mediaDir(t), row.thumbFilename))).toBe(false);
  });

  it('answers bad input with a 400 or 404, writing nothing', async () => {
    const { ids } = await uploader(1);
    const id = ids[0]!;
    const before = await auditCount(t);
    const cases: Array<[string, string, unknown, number]> = [
      ['missing reason', `/api/staff/photos/${id}`, { decision: 'reject' }, 400],
      ['blank reason', `/api/staff/photos/${id}`, { decision: 'reject', reason: '   ' }, 400],
      ['NUL in reason', `/api/staff/photos/${id}`, { decision: 'reject', reason: 'a\u0000b' }, 400],
      ['wrong decision', `/api/staff/photos/${id}`, { decision: 'delete', reason: 'x' }, 400],
      ['unknown ground', `/api/staff/photos/${id}`, { decision: 'reject', reason: 'x', ground: 'gdpr' }, 400],
      ['extra field', `/api/staff/photos/${id}`, { decision: 'approve', status: 'active' }, 400],
      ['unknown id', '/api/staff/photos/2000000000', { decision: 'approve' }, 404],
      ['huge id', '/api/staff/photos/99999999999999999999', { decision: 'approve' }, 400],
      ['not an id', '/api/staff/photos/abc', { decision: 'approve' }, 400],
    ];
    for (const [label, url, body, status] of cases) {
      const response = await asModerator('POST', url, body);
      expect({ label, status: response.statusCode }).toEqual({ label, status });
    }
    const missing = await asModerator('POST', `/api/staff/photos/${id}`, { decision: 'reject' });
    expect(missing.json()).toMatchObject({ fields: { reason: expect.any(String) } });
    for (const [url, status] of [
      ['/api/staff/photos/2000000000/image', 404],
      [`/api/staff/photos/${id}/image?variant=huge`, 400],
      ['/api/staff/photos/0/image', 400],
    ] as const)
      expect({ url, status: (await asModerator('GET', url)).statusCode }).toEqual({ url, status });
    expect(await auditCount(t)).toBe(before);
    expect((await photoRow(id)).reviewedAt).toBeNull();
  });
});

describe('the site setting photo_review: before', () => {
  it('keeps a photo that passed the check from others until a moderator approves it', async () => {
    await patchSiteSettings(t, 'amora.test', { photo_review: 'before' });
    try {
      const { member, cookie, ids } = await uploader(1);
      const row = await photoRow(ids[0]!);
      expect(row).toMatchObject({ status: 'inspected', reviewedAt: null });
      expect(row.phash).toMatch(/^[0-9a-f]{16}$/);
      expect((await ownPhotos(cookie))[0]).toMatchObject({ status: 'inspected' });
      expect(await profileBody(member.id)).not.toContain(row.filename);
      expect(await searchBody()).not.toContain(row.cardFilename!);
      const listed = (await queue()).find((p) => p.id === row.id)!;
      expect(listed).toMatchObject({ status: 'inspected', automated: { passed: true } });

      expect(
        (await asModerator('POST', `/api/staff/photos/${row.id}`, { decision: 'approve' })).statusCode,
      ).toBe(200);
      expect(await profileBody(member.id)).toContain(row.filename);
      expect(await searchBody()).toContain(row.cardFilename!);
    } finally {
      await patchSiteSettings(t, 'amora.test', { photo_review: 'after' });
    }
  });
});
