/** The spec's loading bar: shown only if a route change takes longer than this. */
export const LOADING_BAR_DELAY_MS = 200;
/** …and given up after this: a slow remote has its own spinner, the bar must not hang forever. */
export const LOADING_BAR_MAX_MS = 5_000;
/** How long the completed (full) bar stays before it goes. */
export const LOADING_BAR_COMPLETE_MS = 300;

/**
 * `idle`: nothing shown. `waiting`: a route change began, the bar is not shown yet (quick changes
 * never show it). `running`: shown, filling. `complete`: filled, about to go.
 */
export type LoadingBarPhase = 'idle' | 'waiting' | 'running' | 'complete';

export interface LoadingBarControllerOptions {
  onChange: (phase: LoadingBarPhase) => void;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface LoadingBarController {
  /** A route change began (a new one restarts the clock). */
  start(): void;
  /** The route settled: its content is there. */
  settle(): void;
  dispose(): void;
}

/** The loading bar's timing, apart from React so fake timers can drive it. */
export function createLoadingBarController({
  onChange,
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: LoadingBarControllerOptions): LoadingBarController {
  let phase: LoadingBarPhase = 'idle';
  let timers: unknown[] = [];
  const clearAll = () => {
    timers.forEach(clearTimer);
    timers = [];
  };
  const go = (next: LoadingBarPhase) => {
    if (next === phase) return;
    phase = next;
    onChange(next);
  };
  return {
    start() {
      clearAll();
      go('waiting');
      timers.push(
        setTimer(() => phase === 'waiting' && go('running'), LOADING_BAR_DELAY_MS),
        // Stops at 5 s without pretending the page is complete.
        setTimer(() => go('idle'), LOADING_BAR_MAX_MS),
      );
    },
    settle() {
      if (phase === 'waiting') {
        clearAll();
        go('idle');
      } else if (phase === 'running') {
        clearAll();
        go('complete');
        timers.push(setTimer(() => go('idle'), LOADING_BAR_COMPLETE_MS));
      }
    },
    dispose: clearAll,
  };
}
