import type { PlatformProps, RealtimeEventType } from '@amora/contracts';

/** Events after which the user payload's counters (unread messages, new likes, credits) changed. */
const COUNTER_EVENTS: readonly RealtimeEventType[] = [
  'message',
  'like',
  'match',
  'counters',
  'credits',
  'read',
];
/** A burst of events (a flurry of messages) refreshes the user once (spec: likes reload 500 ms). */
export const LIVE_REFRESH_THROTTLE_MS = 500;

export interface LiveUserOptions {
  refresh: () => Promise<unknown>;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/**
 * Keeps the top bar's badges and the title prefix live: the realtime channel says something
 * changed, the shell asks the server for the user again (server-authoritative counters, never
 * counted up in the browser), and once more after every reconnect. Returns a stop function.
 */
export function startLiveUser(
  realtime: PlatformProps['realtime'],
  {
    refresh,
    setTimer = (callback, ms) => setTimeout(callback, ms),
    clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  }: LiveUserOptions,
): () => void {
  let pending: unknown = null;
  const soon = () => {
    if (pending !== null) return;
    pending = setTimer(() => {
      pending = null;
      refresh().catch(() => undefined);
    }, LIVE_REFRESH_THROTTLE_MS);
  };
  const stops = COUNTER_EVENTS.map((type) => realtime.subscribe(type, soon));
  stops.push(realtime.onStatus((status, reconnected) => status === 'open' && reconnected && soon()));
  return () => {
    for (const stop of stops) stop();
    if (pending !== null) clearTimer(pending);
  };
}
