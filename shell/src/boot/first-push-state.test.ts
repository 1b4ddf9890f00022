import type { PushState } from '@amora/contracts';
import { firstPushState, PUSH_STATE_WAIT_MS } from './first-push-state';

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
  return done;
};

describe('firstPushState', () => {
  afterEach(() => jest.useRealTimers());

  it('resolves as soon as the browser has told the push state', async () => {
    jest.useFakeTimers();
    let answer!: (state: PushState) => void;
    const waiting = firstPushState({ ready: new Promise((resolve) => (answer = resolve)) });
    expect(await settled(waiting)).toBe(false);
    answer({ status: 'unsubscribed', busy: false });
    expect(await settled(waiting)).toBe(true);
  });

  it('stops waiting after the bound when the browser never answers', async () => {
    jest.useFakeTimers();
    const waiting = firstPushState({ ready: new Promise(() => undefined) });
    jest.advanceTimersByTime(PUSH_STATE_WAIT_MS - 1);
    expect(await settled(waiting)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('resolves on a failed read too', async () => {
    await expect(firstPushState({ ready: Promise.reject(new Error('no')) }, 10_000)).resolves.toBeUndefined();
  });
});
