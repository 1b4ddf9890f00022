import { existsSync } from 'node:fs';
import path from 'node:path';
import { ReportCaseDetailSchema } from '@amora/contracts';
import { eq } from 'drizzle-orm';
import { photos, reports } from '../src/db/schema.js';
import { purgeMember } from '../src/modules/account/account-purge.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { chatMembers, type ChatMember } from './chat-helpers.js';
import { moderator, openCaseOf, report } from './moderation-helpers.js';
import { mediaDir, photoFile, upload } from './photos-fixtures.js';

/*
 * A report's evidence keeps the reported member's photos as they were: their stored full variants
 * are copied under `evidence/`, shown to moderators only, and removed with the report.
 */

let t: TestApp;
let mod: Awaited<ReturnType<typeof moderator>>;
let reporter: ChatMember;
let reported: ChatMember;
let secondReporter: ChatMember;

beforeAll(async () => {
  t = await createTestApp({ memberCount: 4, serveStatic: true });
  mod = await moderator(t);
  [reporter, reported, secondReporter] = await chatMembers(t, 2, 0);
}, 120_000);
afterAll(() => t.app.close());

const onDisk = (key: string) => existsSync(path.join(mediaDir(t), key));

interface StoredPhoto {
  id: number;
  evidence_key: string | null;
}

async function storedPhotosOf(reportId: number): Promise<StoredPhoto[]> {
  const [row] = await t.database.db.select().from(reports).where(eq(reports.id, reportId));
  return (row!.profile as { photos: StoredPhoto[] }).photos;
}

async function caseDetail(caseId: number) {
  const response = await mod.get(`/api/staff/reports/${caseId}`);
  expect(response.statusCode).toBe(200);
  return ReportCaseDetailSchema.parse(response.json());
}

let caseId: number;
let photoId: number;
let originalKey: string;

it('copies the reported member`s photos into the evidence when the report is filed', async () => {
  expect((await upload(t.app, reported.cookie, [{ data: await photoFile(71) }])).statusCode).toBe(200);
  const [photo] = await t.database.db.select().from(photos).where(eq(photos.userId, reported.id));
  photoId = photo!.id;
  originalKey = photo!.filename;

  expect((await report(t, reporter, { profile_id: reported.id, reason: 'photos' })).statusCode).toBe(200);
  caseId = (await openCaseOf(t, reported.id))!.id;
  const detail = await caseDetail(caseId);
  const [stored] = await storedPhotosOf(detail.reports[0]!.id);
  expect(stored!.evidence_key).toMatch(/^evidence\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
  expect(onDisk(stored!.evidence_key!)).toBe(true);
  // Staff see the copy by a staff URL; the storage key is never in the answer.
  expect(detail.reports[0]!.profile.photos).toEqual([
    expect.objectContaining({
      id: photoId,
      evidence_url: `/api/staff/reports/${caseId}/evidence/${detail.reports[0]!.id}/${photoId}`,
    }),
  ]);
  expect(JSON.stringify(detail)).not.toContain(stored!.evidence_key!);
  expect(JSON.stringify(detail)).not.toContain('evidence_key');
});

it('still shows the photo to the moderator after the member deleted it, and to staff only', async () => {
  const deleted = await call(t.app, 'DELETE', `/api/photos.php?id=${photoId}`, undefined, {
    cookie: reported.cookie,
  });
  expect(deleted.statusCode).toBe(200);
  expect(onDisk(originalKey)).toBe(false);

  const detail = await caseDetail(caseId);
  const url = detail.reports[0]!.profile.photos[0]!.evidence_url!;
  const image = await mod.get(url);
  expect(image.statusCode).toBe(200);
  expect(image.headers['content-type']).toBe('image/webp');
  expect(image.headers['cache-control']).toBe('private, no-store');
  expect(image.rawPayload.length).toBeGreaterThan(0);

  // Never as a member's media file, nor by a member's cookie, nor under another case or report.
  const [stored] = await storedPhotosOf(detail.reports[0]!.id);
  const media = await t.app.inject({ method: 'GET', url: `/media/${stored!.evidence_key}` });
  expect(media.statusCode).toBe(404);
  const asMember = await t.app.inject({ method: 'GET', url, headers: { cookie: reporter.cookie } });
  expect(asMember.statusCode).toBe(401);
  const elsewhere = url.replace(`/reports/${caseId}/`, `/reports/${caseId + 1000}/`);
  expect((await mod.get(elsewhere)).statusCode).toBe(404);
  expect((await mod.get(`${url.slice(0, url.lastIndexOf('/'))}/999999`)).statusCode).toBe(404);
});

it('replaces a reporter`s copies when they report again, and keeps the other reporters`', async () => {
  expect((await upload(t.app, reported.cookie, [{ data: await photoFile(72) }])).statusCode).toBe(200);
  expect((await report(t, secondReporter, { profile_id: reported.id, reason: 'scam' })).statusCode).toBe(200);
  const before = (await caseDetail(caseId)).reports;
  const firstKeys = (await storedPhotosOf(before[0]!.id)).map((p) => p.evidence_key!);
  expect(
    (await report(t, reporter, { profile_id: reported.id, reason: 'photos', text: 'again' })).statusCode,
  ).toBe(200);
  const after = await storedPhotosOf(before[0]!.id);
  // The photo deleted before this report is no longer in it: only the new upload is copied.
  expect(after).toHaveLength(1);
  expect(onDisk(after[0]!.evidence_key!)).toBe(true);
  for (const key of firstKeys) expect(onDisk(key)).toBe(false);
  const second = await storedPhotosOf(before[1]!.id);
  expect(onDisk(second[0]!.evidence_key!)).toBe(true);
});

it('removes the copies with the reports when the reported member is purged', async () => {
  const reportIds = (await caseDetail(caseId)).reports.map((r) => r.id);
  const keys = (await Promise.all(reportIds.map(storedPhotosOf))).flat().map((p) => p.evidence_key!);
  expect(keys.length).toBeGreaterThan(0);
  await purgeMember(t.app.ctx, reported.id);
  expect(await t.database.db.select().from(reports).where(eq(reports.caseId, caseId))).toEqual([]);
  for (const key of keys) expect(onDisk(key)).toBe(false);
});
