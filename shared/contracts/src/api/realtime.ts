/*
 * The realtime channel (ADR 0018): one WebSocket per browser tab at `/api/realtime`,
 * authenticated by the session cookie. The server pushes events to a member; the client sends
 * a few small commands. Every event is also reachable by a plain API call, so a client that
 * missed events (no socket, a reconnect) catches up by asking, never by guessing.
 */

export const REALTIME_PATH = '/api/realtime';

/** Events the server sends, by type; `data` is the area's own payload. */
export const REALTIME_EVENT_TYPES = [
  'hello',
  'message',
  'typing',
  'read',
  'conversation_removed',
  'credits',
  'counters',
  'like',
  'match',
] as const;
export type RealtimeEventType = (typeof REALTIME_EVENT_TYPES)[number];

export interface RealtimeEvent<T = unknown> {
  type: RealtimeEventType;
  data: T;
}

/** `hello`: sent once the socket is accepted; the member's id and the heartbeat interval. */
export interface RealtimeHello {
  member_id: number;
  heartbeat_ms: number;
}

/** `counters`: the user payload's live counters (the shell's badges and title). */
export interface RealtimeCounters {
  unread_messages?: number;
  new_likes?: number;
  credits?: number;
}

/** Commands a client may send: a type the server knows and a small JSON payload (`RealtimeCommandSchema`). */
export interface RealtimeCommand {
  type: string;
  data?: unknown;
}

/** Largest command a client may send (bytes); anything larger closes the socket. */
export const REALTIME_MAX_COMMAND_BYTES = 4096;
/** WebSocket close codes of our own (4000-4999 are the application's). */
export const REALTIME_CLOSE = {
  policy: 4008,
  overload: 4009,
  tooManySockets: 4010,
  loggedOut: 4401,
} as const;

export type RealtimeStatus = 'connecting' | 'open' | 'closed';

/** The page's realtime connection, a platform singleton (`platform.realtime`). */
export interface RealtimeClient {
  /** Connects (the session does it on login) and keeps reconnecting until `stop`. */
  start(): void;
  stop(): void;
  status(): RealtimeStatus;
  /** Calls the handler with each event's `data` of this type; answers the unsubscribe. */
  subscribe<T = unknown>(type: RealtimeEventType, handler: (data: T) => void): () => void;
  /** `reconnected` is true on every open after the first: re-sync from the API then. */
  onStatus(handler: (status: RealtimeStatus, reconnected: boolean) => void): () => void;
  /** Sends a command when the socket is open; false when it is not (the caller may fall back). */
  send(command: RealtimeCommand): boolean;
}
