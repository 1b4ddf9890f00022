import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, isNull } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/database.js';
import { photos } from '../src/db/schema.js';
import { photoQueue } from '../src/modules/profile/photos/photo-moderation.js';
import { LocalStorage } from '../src/plugins/storage/index.js';
import { seedDemoData } from '../src/seed/seed.js';

// The seed's pictures are its own: a fresh site's photo queue waits only for members' uploads.
let database: Database;
let mediaRoot: string;

// Generating the pictures is slow on a busy machine (not a speed test).
beforeAll(async () => {
  mediaRoot = mkdtempSync(path.join(os.tmpdir(), 'amora-seed-media-'));
  database = await openDatabase({ databaseUrl: null, pgliteDir: null });
  await database.migrate();
  await seedDemoData({
    db: database.db,
    media: new LocalStorage(mediaRoot),
    includeDemoMember: true,
    includeFictional: true,
    memberCount: 3,
  });
}, 180_000);
afterAll(async () => {
  await database.close();
  rmSync(mediaRoot, { recursive: true, force: true });
});

test('every seeded photo is shown and already reviewed, so the queue starts empty', async () => {
  const [all] = await database.db.select({ n: count() }).from(photos);
  expect(Number(all!.n)).toBeGreaterThan(0);
  const [unreviewed] = await database.db.select({ n: count() }).from(photos).where(isNull(photos.reviewedAt));
  expect(Number(unreviewed!.n)).toBe(0);
  const queue = await photoQueue(database.db, { status: 'inspected' });
  expect(queue).toEqual({ photos: [], next_cursor: null, total: 0 });
  const shown = await photoQueue(database.db, { status: 'active' });
  expect(shown.total).toBe(Number(all!.n));
});
