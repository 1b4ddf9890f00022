import sharp from 'sharp';
import { DecodePool, DecodeTimedOut, PhotoBusy } from '../src/modules/profile/photos/decode-pool.js';
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
    const pool = new DecodePool({ slots: 2, runningPerOwner: 1, pendingPerOwner: 3, timeoutMs: 60_000 });
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
    const pool = new DecodePool({ slots: 1, runningPerOwner: 1, pendingPerOwner: 3, timeoutMs: 60_000 });
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
    const pool = new DecodePool({ slots: 2, runningPerOwner: 1, pendingPerOwner: 3, timeoutMs: 60_000 });
    const jobs = [job(), job(), job()];
    const runs = jobs.map((j) => pool.run('a', j.work));
    await expect(pool.run('a', async () => undefined)).rejects.toBeInstanceOf(PhotoBusy);
    await expect(pool.run('b', async () => 'ok')).resolves.toBe('ok');
    for (const j of jobs) j.finish();
    await Promise.all(runs);
  });
});

describe('the decode time limit', () => {
  /** A decoder that never finishes (a decode libvips would not stop), at the pool's boundary. */
  const hang = () => new Promise<never>(() => undefined);
  /** Tells, without waiting, whether the promise has settled yet. */
  function watch(promise: Promise<unknown>): () => boolean {
    let done = false;
    promise.then(
      () => (done = true),
      () => (done = true),
    );
    return () => done;
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('abandons a decode that never finishes at the limit, and gives its slot to the next', async () => {
    const pool = new DecodePool({ slots: 1, runningPerOwner: 1, pendingPerOwner: 3, timeoutMs: 10_000 });
    const hung = pool.run('a', hang);
    const hungSettled = watch(hung);
    let otherStarted = false;
    const other = pool.run('b', async () => {
      otherStarted = true;
      return 'decoded';
    });
    await jest.advanceTimersByTimeAsync(9_999);
    expect(hungSettled()).toBe(false);
    expect(otherStarted).toBe(false);
    expect(pool.load).toEqual({ running: 1, waiting: 1 });
    await jest.advanceTimersByTimeAsync(1);
    await expect(hung).rejects.toBeInstanceOf(DecodeTimedOut);
    await expect(other).resolves.toBe('decoded');
    expect(pool.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses the photo as "too complex" (the member`s reason), not as a server fault', async () => {
    const stalled = new DecodePool({ slots: 1, runningPerOwner: 1, pendingPerOwner: 3, timeoutMs: 10_000 });
    const run = stalled.run.bind(stalled);
    // processPhoto hands the pool its real decode; the stub stands in for a libvips that hangs.
    stalled.run = (owner) => run(owner, hang);
    jest.useRealTimers();
    const photo = await oneBitPng(400, 300);
    jest.useFakeTimers();
    const refused = processPhoto(photo, PHOTO_LIMITS, 'member-a', stalled).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(10_000);
    const error = await refused;
    expect(error).toBeInstanceOf(PhotoRejected);
    expect((error as PhotoRejected).messageKey).toBe('errors.photoTooComplex');
    expect(stalled.load).toEqual({ running: 0, waiting: 0 });
  });

  it('counts a member`s hung decodes against their queue limit until the limit frees them', async () => {
    const pool = new DecodePool({ slots: 2, runningPerOwner: 1, pendingPerOwner: 3, timeoutMs: 10_000 });
    const mine = [pool.run('a', hang), pool.run('a', hang), pool.run('a', hang)];
    const [, secondSettled] = mine.map(watch);
    // The member's fourth is refused at once; another member's photo still decodes meanwhile.
    await expect(pool.run('a', async () => 'fourth')).rejects.toBeInstanceOf(PhotoBusy);
    await expect(pool.run('b', async () => 'theirs')).resolves.toBe('theirs');
    // Each hung decode gives up its place after its own limit; waiting ones start only then.
    await jest.advanceTimersByTimeAsync(10_000);
    await expect(mine[0]).rejects.toBeInstanceOf(DecodeTimedOut);
    expect(secondSettled!()).toBe(false);
    await jest.advanceTimersByTimeAsync(20_000);
    await Promise.all(mine.map((run) => expect(run).rejects.toBeInstanceOf(DecodeTimedOut)));
    await expect(pool.run('a', async () => 'again')).resolves.toBe('again');
  });

  it('is the same limit libvips applies to the decode, and its timeout is "too complex" too', () => {
    expect(PHOTO_LIMITS.decodeTimeoutSeconds).toBeGreaterThan(0);
    expect(PHOTO_LIMITS.decodeTimeoutSeconds).toBeLessThanOrEqual(10);
    expect(decodeFailure(new Error('timeout: 42% complete')).messageKey).toBe('errors.photoTooComplex');
    expect(decodeFailure(new Error('Input image exceeds pixel limit')).messageKey).toBe(
      'errors.photoTooManyPixels',
    );
  });
});
