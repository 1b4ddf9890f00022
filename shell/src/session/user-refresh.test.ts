import { startUserRefresh } from './user-refresh';

/** Lets the refresh promise chain (.catch → .finally → schedule) settle under fake timers. */
async function flushPromises(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

async function advance(ms: number): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms);
  await flushPromises();
}

describe('user refresh', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('refreshes first at exactly 5000 ms after start, not at 4999 ms', async () => {
    const refresh = jest.fn().mockResolvedValue(undefined);
    const stop = startUserRefresh({ refresh, isPushSubscribed: () => false });

    await advance(4999);
    expect(refresh).not.toHaveBeenCalled();
    await advance(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it('then refreshes every 60000 ms while the member is not push-subscribed', async () => {
    const refresh = jest.fn().mockResolvedValue(undefined);
    const stop = startUserRefresh({ refresh, isPushSubscribed: () => false });

    await advance(5000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await advance(59_999);
    expect(refresh).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    await advance(60_000);
    expect(refresh).toHaveBeenCalledTimes(3);
    stop();
  });

  it('waits 300000 ms before the next refresh once the member is push-subscribed', async () => {
    const refresh = jest.fn().mockResolvedValue(undefined);
    let subscribed = false;
    const stop = startUserRefresh({ refresh, isPushSubscribed: () => subscribed });

    await advance(5000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await advance(60_000);
    expect(refresh).toHaveBeenCalledTimes(2);

    // The refresh just done learned about the subscription: the next gap is the push one.
    subscribed = true;
    await advance(60_000);
    expect(refresh).toHaveBeenCalledTimes(3);
    await advance(299_999);
    expect(refresh).toHaveBeenCalledTimes(3);
    await advance(1);
    expect(refresh).toHaveBeenCalledTimes(4);
    stop();
  });

  it('decides the gap after the refresh, so a refresh that subscribes the member takes effect at once', async () => {
    let subscribed = false;
    const refresh = jest.fn(async () => {
      subscribed = true;
    });
    const stop = startUserRefresh({ refresh, isPushSubscribed: () => subscribed });

    await advance(5000);
    await advance(60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await advance(240_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stop() before the first refresh prevents every refresh', async () => {
    const refresh = jest.fn().mockResolvedValue(undefined);
    const stop = startUserRefresh({ refresh, isPushSubscribed: () => false });

    stop();
    await advance(600_000);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('stop() between refreshes prevents further refreshes', async () => {
    const refresh = jest.fn().mockResolvedValue(undefined);
    const stop = startUserRefresh({ refresh, isPushSubscribed: () => false });

    await advance(5000);
    stop();
    await advance(600_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('stop() while a refresh is in flight does not schedule another one', async () => {
    let finish: () => void = () => undefined;
    const refresh = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = startUserRefresh({ refresh, isPushSubscribed: () => false });

    await advance(5000);
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
    finish();
    await advance(600_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('keeps refreshing after a refresh rejects', async () => {
    const refresh = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const stop = startUserRefresh({ refresh, isPushSubscribed: () => false });

    await advance(5000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await advance(60_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
  });

  it('uses the timer functions it is given', () => {
    const setTimer = jest.fn(() => 'handle-1');
    const clearTimer = jest.fn();
    const stop = startUserRefresh({
      refresh: jest.fn(),
      isPushSubscribed: () => false,
      setTimer,
      clearTimer,
    });

    expect(setTimer).toHaveBeenCalledTimes(1);
    expect(setTimer).toHaveBeenCalledWith(expect.any(Function), 5000);
    stop();
    expect(clearTimer).toHaveBeenCalledWith('handle-1');
  });
});
