import { REALTIME_CLOSE } from '@amora/contracts';
import { createRealtimeClient, pageSocketUrl, reconnectDelayMs, type SocketLike } from './realtime-client';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
  }
  /** The server accepts: open, then its hello. */
  accept() {
    this.readyState = 1;
    this.onopen?.({});
    this.emit({ type: 'hello', data: { member_id: 7, heartbeat_ms: 30000 } });
  }
  emit(event: unknown) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function setUp() {
  const sockets: FakeSocket[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const client = createRealtimeClient({
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    url: () => 'ws://amora.test/api/realtime',
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
    clearTimeout: () => undefined,
    random: () => 0.5,
  });
  return { client, sockets, timers };
}

describe('the realtime client', () => {
  it('builds the socket URL from the page', () => {
    expect(pageSocketUrl({ protocol: 'https:', host: 'amora.example' })).toBe(
      'wss://amora.example/api/realtime',
    );
    expect(pageSocketUrl({ protocol: 'http:', host: '127.0.0.1:8080' })).toBe(
      'ws://127.0.0.1:8080/api/realtime',
    );
  });

  it('backs off exponentially with jitter, capped at 30 s', () => {
    expect(reconnectDelayMs(0, () => 1)).toBe(1000);
    expect(reconnectDelayMs(3, () => 1)).toBe(8000);
    expect(reconnectDelayMs(20, () => 1)).toBe(30000);
    expect(reconnectDelayMs(20, () => 0)).toBe(500);
  });

  it('delivers events to subscribers by type and sends commands only while open', () => {
    const { client, sockets } = setUp();
    const counters: unknown[] = [];
    const unsubscribe = client.subscribe('counters', (data) => counters.push(data));
    expect(client.send({ type: 'typing' })).toBe(false);
    client.start();
    expect(client.status()).toBe('connecting');
    sockets[0]!.accept();
    expect(client.status()).toBe('open');
    sockets[0]!.emit({ type: 'counters', data: { unread_messages: 2 } });
    sockets[0]!.emit({ type: 'like', data: {} });
    expect(counters).toEqual([{ unread_messages: 2 }]);
    expect(client.send({ type: 'typing', data: { conversation: 1 } })).toBe(true);
    expect(sockets[0]!.sent).toEqual(['{"type":"typing","data":{"conversation":1}}']);
    unsubscribe();
    sockets[0]!.emit({ type: 'counters', data: { unread_messages: 3 } });
    expect(counters).toHaveLength(1);
  });

  it('reconnects after a drop and says so, so areas can catch up', () => {
    const { client, sockets, timers } = setUp();
    const statuses: [string, boolean][] = [];
    client.onStatus((status, reconnected) => statuses.push([status, reconnected]));
    client.start();
    sockets[0]!.accept();
    sockets[0]!.drop();
    expect(client.status()).toBe('closed');
    expect(timers).toHaveLength(1);
    timers[0]!.callback();
    sockets[1]!.accept();
    expect(statuses).toEqual([
      ['connecting', false],
      ['open', false],
      ['closed', false],
      ['connecting', false],
      ['open', true],
    ]);
  });

  it('stops for good on stop() and on the server logged-out close', () => {
    const { client, sockets, timers } = setUp();
    client.start();
    sockets[0]!.accept();
    sockets[0]!.drop(REALTIME_CLOSE.loggedOut);
    expect(timers).toHaveLength(0);

    client.start();
    sockets[1]!.accept();
    client.stop();
    expect(sockets[1]!.closedWith).toBe(1000);
    sockets[1]!.drop(1000);
    expect(timers).toHaveLength(0);
    expect(client.status()).toBe('closed');
  });

  it('tells the page when the server closed the socket because the session ended', () => {
    const loggedOut = jest.fn();
    const sockets: FakeSocket[] = [];
    const client = createRealtimeClient({
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
      url: () => 'ws://amora.test/api/realtime',
      setTimeout: (callback) => callback(),
      random: () => 0.5,
      onLoggedOut: loggedOut,
    });
    client.start();
    sockets[0]!.accept();
    // A lost connection is no logout: the client knocks again at once (the timer runs now).
    sockets[0]!.drop(1006);
    expect(loggedOut).not.toHaveBeenCalled();
    sockets[1]!.accept();
    sockets[1]!.drop(REALTIME_CLOSE.loggedOut);
    expect(loggedOut).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(2);
  });

  it('does nothing without a WebSocket (tests, old browsers)', () => {
    const client = createRealtimeClient({ createSocket: null, url: () => 'ws://x' });
    client.start();
    expect(client.status()).toBe('closed');
    expect(client.send({ type: 'typing' })).toBe(false);
  });
});
