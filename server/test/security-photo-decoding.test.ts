import sharp from 'sharp';
import { DecodePool, PhotoBusy } from '../src/modules/profile/photos/decode-pool.js';
import {
  decodeFailure,
  PHOTO_LIMITS,
  PhotoRejected,
  processPhoto,
} from '../src/modules/profile/photos/photo-pipeline.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { chatMembers, uploadChatPhoto, type ChatMember } from './chat-helpers.js';

/** Photo decoding with limits that hold: shape from the header, fair turns, a time limit. */
const oneBitPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png({ palette: true, colours: 2, compressionLevel: 9 })
    .toBuffer();

async function rejection(input: Buffer): Promise<string> {
  try {
    await processPhoto(input, PHOTO_LIMITS, 'shape-test');
  } catch (error) {
    if (error instanceof PhotoRejected) return error.messageKey;
    throw error;
  }
  return 'accepted';
}

describe('photo shape checked from the header, before decoding', () => {
  it('refuses a 200,000 × 200 strip within the pixel cap, at once', async () => {
    const strip = await oneBitPng(200_000, 200);
    expect(strip.length).toBeLessThan(20_000);
    const started = Date.now();
    expect(await rejection(strip)).toBe('errors.photoBadShape');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('allows a long side of 8 times the short one, not more, and at most 12,000 pixels', async () => {
    expect(await rejection(await oneBitPng(1600, 200))).toBe('accepted');
    expect(await rejection(await oneBitPng(200, 1601))).toBe('errors.photoBadShape');
    expect(await rejection(await oneBitPng(12_001, 2000))).toBe('errors.photoBadShape');
  });

  it('tells a member why, in their language, when the upload is a chat photo', async () => {
    const t: TestApp = await createTestApp({ memberCount: 2 });
    try {
      const [demo] = (await chatMembers(t, 1)) as [ChatMember];
      const response = await uploadChatPhoto(t, demo.cookie, [
        { data: await oneBitPng(200_000, 200), filename: 'strip.png', contentType: 'image/png' },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'photo_invalid',
        message: expect.stringMatching(/too long or too narrow/),
      });
    } finally {
      await t.app.close();
    }
  });
});

describe('the decode pool', () => {
  /** A decode that ends when the test says so. */
  function job() {
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    let started = false;
    const work = async () => {
      started = true;
      await done;
    };
    return { work, finish, started: () => started };
  }
  const tick = () => new Promise((resolve) => setImmediate(resolve));

  it('keeps a slot for others however many uploads one member queues', async () => {
    const pool = new DecodePool({ slots: 2, runningPerOwner: 1, pendingPerOwner: 3 });
    const heavy = [job(), job(), job()];
    const runs = heavy.map((j) => pool.run('member-a', j.work));
    const other = job();
    const otherRun = pool.run('member-b', other.work);
    await tick();
    expect(heavy.map((j) => j.started())).toEqual([true, false, false]);
    expect(other.started()).toBe(true);
    other.finish();
    await otherRun;
    for (const j of heavy) j.finish();
    await Promise.all(runs);
    expect(pool.load).toEqual({ running: 0, waiting: 0 });
  });

  it('takes waiting members in turns, not in arrival order', async () => {
    const pool = new DecodePool({ slots: 1, runningPerOwner: 1, pendingPerOwner: 3 });
    const order: string[] = [];
    const first = job();
    const runs = [pool.run('a', first.work)];
    for (const [owner, n] of [
      ['a', 2],
      ['a', 3],
      ['b', 1],
    ] as const)
      runs.push(pool.run(owner, async () => void order.push(`${owner}${n}`)));
    await tick();
    first.finish();
    await Promise.all(runs);
    expect(order).toEqual(['b1', 'a2', 'a3']);
  });

  it('refuses a member`s upload beyond their pending limit, and nobody else`s', async () => {
    const pool = new DecodePool({ slots: 2, runningPerOwner: 1, pendingPerOwner: 3 });
    const jobs = [job(), job(), job()];
    const runs = jobs.map((j) => pool.run('a', j.work));
    await expect(pool.run('a', async () => undefined)).rejects.toBeInstanceOf(PhotoBusy);
    await expect(pool.run('b', async () => 'ok')).resolves.toBe('ok');
    for (const j of jobs) j.finish();
    await Promise.all(runs);
  });
});

describe('the decode time limit', () => {
  it('is set, and a decode libvips stopped for time is the member`s "too complex", not a 500', () => {
    expect(PHOTO_LIMITS.decodeTimeoutSeconds).toBeGreaterThan(0);
    expect(PHOTO_LIMITS.decodeTimeoutSeconds).toBeLessThanOrEqual(10);
    expect(decodeFailure(new Error('timeout: 42% complete')).messageKey).toBe('errors.photoTooComplex');
    expect(decodeFailure(new Error('Input image exceeds pixel limit')).messageKey).toBe(
      'errors.photoTooManyPixels',
    );
  });
});
