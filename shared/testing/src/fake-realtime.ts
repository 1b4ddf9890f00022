import type { RealtimeCommand, RealtimeEventType } from '@amora/contracts';
import type { SocketLike } from '@amora/platform';

/** A realtime socket a test drives by hand: open it, push server events, read what was sent. */
export interface FakeRealtime {
  /** Pass as `createSocket` to `createTestPlatform` (or an area's mount options). */
  createSocket: (url: string) => SocketLike;
  /** Accepts the connection: the server's `hello`, so the platform reports 'open'. */
  open(): void;
  /** Pushes one server event to the page. */
  emit<T>(type: RealtimeEventType, data: T): void;
  /** Drops the connection as the network would (the client then schedules a reconnect). */
  drop(code?: number): void;
  /** Commands the page sent over the socket, parsed, in order. */
  readonly sent: RealtimeCommand[];
  /** How many sockets the page opened so far. */
  readonly connections: number;
}

const OPEN = 1;
const CLOSED = 3;

/**
 * A stand-in for the browser's WebSocket behind `platform.realtime` (ADR 0018), so a test can
 * deliver live events without a server. Nothing happens until the test calls `open()`; the
 * platform's own client (backoff, status, subscriptions) runs unchanged on top of it.
 */
export function fakeRealtime(): FakeRealtime {
  const sent: RealtimeCommand[] = [];
  let socket: (SocketLike & { readyState: number }) | null = null;
  let connections = 0;

  const deliver = (type: string, data: unknown) =>
    socket?.onmessage?.({ data: JSON.stringify({ type, data }) });

  return {
    createSocket: () => {
      connections += 1;
      const current = {
        readyState: 0,
        onopen: null,
        onmessage: null,
        onclose: null,
        onerror: null,
        send: (data: string) => void sent.push(JSON.parse(data) as RealtimeCommand),
        close: () => {
          current.readyState = CLOSED;
        },
      } as SocketLike & { readyState: number };
      socket = current;
      return current;
    },
    open() {
      if (!socket) throw new Error('fakeRealtime.open(): the page opened no socket (is a member logged in?)');
      socket.readyState = OPEN;
      socket.onopen?.({});
      deliver('hello', { member_id: 0, heartbeat_ms: 30_000 });
    },
    emit: (type, data) => deliver(type, data),
    drop(code = 1006) {
      const current = socket;
      if (!current) return;
      current.readyState = CLOSED;
      current.onclose?.({ code });
    },
    sent,
    get connections() {
      return connections;
    },
  };
}
