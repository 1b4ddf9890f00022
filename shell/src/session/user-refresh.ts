import { USER_REFRESH_MS, USER_REFRESH_PUSH_MS, USER_REFRESH_START_DELAY_MS } from '@amora/contracts/plain';

export interface UserRefreshOptions {
  refresh: () => Promise<unknown>;
  /** Push-subscribed members are refreshed less often: push brings the news. */
  isPushSubscribed: () => boolean;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/**
 * The spec's user refresh: the first one 5 s after mount, then every 60 s, or every 300 s while
 * the member is push-subscribed. Returns a stop function.
 */
export function startUserRefresh({
  refresh,
  isPushSubscribed,
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: UserRefreshOptions): () => void {
  let handle: unknown = null;
  let stopped = false;
  const schedule = (ms: number) => {
    handle = setTimer(() => {
      refresh()
        .catch(() => undefined)
        .finally(() => !stopped && schedule(isPushSubscribed() ? USER_REFRESH_PUSH_MS : USER_REFRESH_MS));
    }, ms);
  };
  schedule(USER_REFRESH_START_DELAY_MS);
  return () => {
    stopped = true;
    clearTimer(handle);
  };
}
