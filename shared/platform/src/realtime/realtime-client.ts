import {
  REALTIME_CLOSE,
  REALTIME_PATH,
  type RealtimeClient,
  type RealtimeCommand,
  type RealtimeEvent,
  type RealtimeEventType,
  type RealtimeStatus,
} from '@amora/contracts/plain';

/** The part of the browser's WebSocket the client uses (tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number): void;
}

export interface RealtimeClientOptions {
  /** Null: no realtime in this environment (tests, old browsers); the areas fall back to polling. */
  createSocket: ((url: string) => SocketLike) | null;
  /** `ws(s)://host/api/realtime` of the page. */
  url: () => string;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  random?: () => number;
  /**
   * The server closed the socket because its session ended (a logout elsewhere, a password
   * change, a suspension or ban): the page's member is logged out, not merely offline.
   */
  onLoggedOut?: () => void;
}

const OPEN = 1;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/** Exponential backoff with full jitter, so a restarted server is not hit by every tab at once. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
  return Math.round(FIRST_RETRY_MS / 2 + random() * (ceiling - FIRST_RETRY_MS / 2));
}

/** The page's WebSocket URL from its location. */
export function pageSocketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${REALTIME_PATH}`;
}

/**
 * One socket per page while a member is logged in (ADR 0018): started and stopped by the session,
 * reconnecting with backoff. Each (re)connection announces itself with the server's `hello`; the
 * areas re-sync from the API then (`onStatus` → 'open' with `reconnected`), so nothing sent while
 * the socket was down is lost.
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const setTimer = options.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
  const clearTimer = options.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as number));
  const handlers = new Map<RealtimeEventType, Set<(data: unknown) => void>>();
  const statusHandlers = new Set<(status: RealtimeStatus, reconnected: boolean) => void>();
  let socket: SocketLike | null = null;
  let status: RealtimeStatus = 'closed';
  let wanted = false;
  let attempt = 0;
  let everOpened = false;
  let retry: unknown = null;

  const setStatus = (next: RealtimeStatus, reconnected = false) => {
    status = next;
    for (const handler of statusHandlers) handler(next, reconnected);
  };

  const dispatch = (raw: unknown) => {
    let event: RealtimeEvent;
    try {
      event = JSON.parse(String(raw)) as RealtimeEvent;
    } catch {
      return;
    }
    if (event.type === 'hello') {
      attempt = 0;
      setStatus('open', everOpened);
      everOpened = true;
    }
    for (const handler of handlers.get(event.type) ?? []) handler(event.data);
  };

  const connect = () => {
    if (!options.createSocket || !wanted) return;
    setStatus('connecting');
    const current = options.createSocket(options.url());
    socket = current;
    current.onmessage = (event) => dispatch(event.data);
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      setStatus('closed');
      // Logged out on the server: do not knock again; the next login starts us anew.
      if (event.code === REALTIME_CLOSE.loggedOut) {
        wanted = false;
        options.onLoggedOut?.();
      }
      if (!wanted) return;
      retry = setTimer(connect, reconnectDelayMs(attempt++, options.random));
    };
    current.onerror = () => undefined; // onclose follows and schedules the retry.
  };

  return {
    start() {
      if (wanted) return;
      wanted = true;
      attempt = 0;
      connect();
    },
    stop() {
      wanted = false;
      everOpened = false;
      if (retry !== null) clearTimer(retry);
      retry = null;
      const current = socket;
      socket = null;
      current?.close(1000);
      if (status !== 'closed') setStatus('closed');
    },
    status: () => status,
    subscribe(type, handler) {
      const set = handlers.get(type) ?? new Set();
      set.add(handler as (data: unknown) => void);
      handlers.set(type, set);
      return () => set.delete(handler as (data: unknown) => void);
    },
    onStatus(handler) {
      statusHandlers.add(handler);
      return () => statusHandlers.delete(handler);
    },
    send(command: RealtimeCommand) {
      if (!socket || socket.readyState !== OPEN) return false;
      socket.send(JSON.stringify(command));
      return true;
    },
  };
}
