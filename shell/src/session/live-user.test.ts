import { createRealtimeClient, type SocketLike } from '@amora/platform';
import { LIVE_REFRESH_THROTTLE_MS, startLiveUser } from './live-user';

function fakeRealtime() {
  let socket: (SocketLike & { emit: (event: unknown) => void; drop: () => void }) | null = null;
  const timers: (() => void)[] = [];
  const realtime = createRealtimeClient({
    createSocket: () => {
      const created = {
        readyState: 1,
        onopen: null,
        onmessage: null as SocketLike['onmessage'],
        onclose: null as SocketLike['onclose'],
        onerror: null,
        send: () => undefined,
        close: () => undefined,
        emit(event: unknown) {
          this.onmessage?.({ data: JSON.stringify(event) });
        },
        drop() {
          this.onclose?.({ code: 1006 });
        },
      };
      socket = created;
      return created;
    },
    url: () => 'ws://test/api/realtime',
    setTimeout: (callback) => timers.push(callback),
    random: () => 0,
  });
  realtime.start();
  return { realtime, socket: () => socket!, reconnect: () => timers.shift()?.() };
}

describe('the live user counters', () => {
  it('refreshes the user once for a burst of counter events, and after a reconnect', () => {
    const { realtime, socket, reconnect } = fakeRealtime();
    const refresh = jest.fn(() => Promise.resolve());
    const timers: { callback: () => void; ms: number }[] = [];
    const stop = startLiveUser(realtime, {
      refresh,
      setTimer: (callback, ms) => timers.push({ callback, ms }),
    });

    socket().emit({ type: 'hello', data: {} });
    for (const type of ['message', 'message', 'like', 'typing']) socket().emit({ type, data: {} });
    expect(timers).toHaveLength(1);
    expect(timers[0]!.ms).toBe(LIVE_REFRESH_THROTTLE_MS);
    timers.shift()!.callback();
    expect(refresh).toHaveBeenCalledTimes(1);

    socket().drop();
    reconnect();
    socket().emit({ type: 'hello', data: {} });
    expect(timers).toHaveLength(1);
    timers.shift()!.callback();
    expect(refresh).toHaveBeenCalledTimes(2);

    stop();
    socket().emit({ type: 'counters', data: {} });
    expect(timers).toHaveLength(0);
  });

  it('ignores events that change no counter (typing)', () => {
    const { realtime, socket } = fakeRealtime();
    const timers: unknown[] = [];
    startLiveUser(realtime, {
      refresh: () => Promise.resolve(),
      setTimer: (callback) => timers.push(callback),
    });
    socket().emit({ type: 'typing', data: {} });
    expect(timers).toEqual([]);
  });
});
