import { existsSync } from 'node:fs';
import path from 'node:path';
import { OwnPhotosResponseSchema } from '@amora/contracts';
import sharp from 'sharp';
import { loadConfig } from '../src/config.js';
import { purgeMember } from '../src/modules/account/account-purge.js';
import {
  MediaNotFound,
  newMediaKey,
  newWithheldKey,
  S3Error,
  S3Storage,
  type S3Settings,
} from '../src/plugins/storage/index.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { startFakeS3, s3EnvOf, type FakeS3 } from './fake-s3.js';
import { loginCookie } from './helpers.js';
import { demoUserId, photoFile, SECRET_DESCRIPTION, upload } from './photos-fixtures.js';

let fake: FakeS3;
beforeAll(async () => {
  fake = await startFakeS3();
});
afterAll(async () => fake.close());
beforeEach(() => {
  fake.objects.clear();
  fake.requests.length = 0;
  fake.failNext(0);
});

const settingsOf = (f: FakeS3, overrides: Partial<S3Settings> = {}): S3Settings => ({
  endpoint: f.endpoint,
  region: 'eu-central-1',
  bucket: f.bucket,
  forcePathStyle: true,
  keyPrefix: '',
  ...f.credentials,
  ...overrides,
});

describe('S3Storage', () => {
  it('puts, gets and deletes an object with signed requests', async () => {
    const storage = new S3Storage(settingsOf(fake));
    const key = newMediaKey();
    await storage.put(key, Buffer.from('webp bytes'));
    expect(fake.objects.get(key)).toMatchObject({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=86400',
    });
    expect((await storage.get(key)).toString()).toBe('webp bytes');
    await storage.delete(key);
    expect(fake.objects.has(key)).toBe(false);
    await expect(storage.get(key)).rejects.toBeInstanceOf(MediaNotFound);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('keeps its objects under the key prefix', async () => {
    const storage = new S3Storage(settingsOf(fake, { keyPrefix: 'amora/' }));
    const key = newMediaKey();
    await storage.put(key, Buffer.from('x'));
    expect([...fake.objects.keys()]).toEqual([`amora/${key}`]);
    expect((await storage.get(key)).toString()).toBe('x');
  });

  it('retries a server error and succeeds', async () => {
    const storage = new S3Storage(settingsOf(fake));
    fake.failNext(2);
    const key = newMediaKey();
    await storage.put(key, Buffer.from('after an outage'));
    expect(fake.requests.filter((r) => r.startsWith('PUT'))).toHaveLength(3);
    expect(fake.objects.get(key)?.body.toString()).toBe('after an outage');
  });

  it('gives up after three server errors', async () => {
    const storage = new S3Storage(settingsOf(fake));
    fake.failNext(3);
    await expect(storage.put(newMediaKey(), Buffer.from('x'))).rejects.toMatchObject({ status: 500 });
  });

  it('does not retry a refusal: wrong credentials fail at once', async () => {
    const storage = new S3Storage(settingsOf(fake, { secretAccessKey: 'wrong' }));
    const error = await storage.put(newMediaKey(), Buffer.from('x')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3Error);
    expect((error as S3Error).status).toBe(403);
    expect(fake.requests).toHaveLength(1);
    expect(fake.objects.size).toBe(0);
  });

  it('fails a PUT into a missing bucket', async () => {
    const storage = new S3Storage(settingsOf(fake, { bucket: 'no-such-bucket' }));
    await expect(storage.put(newMediaKey(), Buffer.from('x'))).rejects.toMatchObject({ status: 404 });
  });

  it('addresses objects path-style or virtual-hosted', () => {
    const key = 'photos/ab/ab.webp';
    const aws = { endpoint: 'https://s3.eu-central-1.amazonaws.com', forcePathStyle: false };
    expect(new S3Storage(settingsOf(fake, aws)).urlOf(key).href).toBe(
      `https://${fake.bucket}.s3.eu-central-1.amazonaws.com/${key}`,
    );
    expect(new S3Storage(settingsOf(fake)).urlOf(key).href).toBe(`${fake.endpoint}/${fake.bucket}/${key}`);
    expect(() => new S3Storage(settingsOf(fake)).urlOf('../etc/passwd')).toThrow('invalid media key');
  });
});

describe('S3 configuration', () => {
  it('needs both keys with a bucket, and defaults to the AWS endpoint of the region', () => {
    expect(() => loadConfig({ S3_BUCKET: 'photos' })).toThrow('S3_ACCESS_KEY_ID');
    const config = loadConfig({
      S3_BUCKET: 'photos',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
      S3_PUBLIC_URL: 'https://cdn.example.com/photos/',
    });
    expect(config.s3).toMatchObject({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      forcePathStyle: false,
      keyPrefix: '',
    });
    expect(config.mediaOrigin).toBe('https://cdn.example.com');
    expect(loadConfig({}).s3).toBeNull();
  });
});

describe('photos in an S3 bucket', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({ serveStatic: true, env: s3EnvOf(fake) });
    cookie = await loginCookie(t.app);
  });
  afterAll(async () => t.app.close());

  it('stores the uploaded variants in the bucket, serves them at /media/ and deletes them', async () => {
    const response = await upload(t.app, cookie, [{ data: await photoFile(21) }]);
    expect(response.statusCode).toBe(200);
    const [photo] = OwnPhotosResponseSchema.parse(response.json()).photos;
    expect(fake.objects.size).toBe(5);
    expect(existsSync(path.join(t.config.dataDir, 'media'))).toBe(false);

    const key = photo!.url.replace(/^\/media\//, '');
    const served = await t.app.inject({ method: 'GET', url: photo!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(fake.objects.get(key)!.body)).toBe(true);
    expect(served.rawPayload.includes(SECRET_DESCRIPTION)).toBe(false);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });

    const removed = await call(t.app, 'DELETE', `/api/photos.php?id=${photo!.id}`, undefined, { cookie });
    expect(removed.statusCode).toBe(200);
    expect(fake.objects.size).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: photo!.url })).statusCode).toBe(404);
  });

  it('answers 404 for a key that is not a media key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/..%2F..%2Fetc%2Fpasswd' });
    expect(response.statusCode).toBe(404);
    expect(fake.requests.some((r) => r.includes('passwd'))).toBe(false);
  });

  it('never serves a file kept for staff only (a rejected photo) at /media/', async () => {
    const key = newWithheldKey();
    await t.app.ctx.media.put(key, await photoFile(24));
    expect(fake.objects.has(key)).toBe(true);
    const before = fake.requests.length;
    expect((await t.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(404);
    expect(fake.requests.length).toBe(before);
    await t.app.ctx.media.delete(key);
  });

  it('keeps nothing when the bucket fails: no photo row, no object', async () => {
    const data = await photoFile(22);
    fake.failNext(15); // five variants, three attempts each
    const response = await upload(t.app, cookie, [{ data }]);
    expect(response.statusCode).toBe(500);
    const list = await call(t.app, 'GET', '/api/photos.php', undefined, { cookie });
    expect(OwnPhotosResponseSchema.parse(list.json()).photos).toEqual([]);
    expect(fake.objects.size).toBe(0);
  });

  it('removes the bucket objects when a member is purged', async () => {
    const response = await upload(t.app, cookie, [{ data: await photoFile(23) }]);
    expect(response.statusCode).toBe(200);
    expect(fake.objects.size).toBe(5);
    await purgeMember(t.app.ctx, await demoUserId(t));
    expect(fake.objects.size).toBe(0);
  });
});
