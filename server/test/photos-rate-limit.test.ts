import { OwnPhotosResponseSchema } from '@amora/contracts';
import { eq } from 'drizzle-orm';
import { rateEvents, users } from '../src/db/schema.js';
import { UPLOADS_PER_HOUR } from '../src/modules/profile/photos/photo-routes.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { loginCookie } from './helpers.js';
import { demoUserId, filesUnder, mediaDir, photoFile, upload } from './photos-fixtures.js';

describe('photo upload rate limit', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginCookie(t.app);
  });
  afterAll(async () => t.app.close());

  it(`refuses the upload after ${UPLOADS_PER_HOUR} in an hour, in the member's language, and allows it an hour later`, async () => {
    const userId = await demoUserId(t);
    await t.database.db.update(users).set({ language: 'de' }).where(eq(users.id, userId));
    const now = Date.now();
    await t.database.db.insert(rateEvents).values(
      Array.from({ length: UPLOADS_PER_HOUR }, (_, i) => ({
        kind: 'photo-upload',
        key: String(userId),
        occurredAt: new Date(now - 60_000 - i * 1000),
      })),
    );
    const data = await photoFile(31);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { cookie, 'x-request-type': 'client', 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: 'too_many_requests',
      message: expect.stringMatching(/Versuche/),
    });
    expect((await upload(t.app, cookie, [{ data }])).statusCode).toBe(429);
    expect(filesUnder(mediaDir(t))).toEqual([]);

    const realNow = t.app.ctx.clock.now;
    t.app.ctx.clock.now = () => new Date(now + 3_600_000);
    try {
      const accepted = await upload(t.app, cookie, [{ data }]);
      expect(accepted.statusCode).toBe(200);
      expect(OwnPhotosResponseSchema.parse(accepted.json()).photos).toHaveLength(1);
    } finally {
      t.app.ctx.clock.now = realNow;
    }
  });
});
