/** How long a page coming back may take to grow tall enough for its old position. */
const RESTORE_WAIT_MS = 1500;
/** Frames the position must hold: the area may swap its page in a frame after the shell's. */
const STABLE_FRAMES = 3;

/**
 * Scrolls back to `target` once the page is tall enough for it: a page coming back by the browser's
 * back button renders after the browser has tried its own restoration (clamped to the height of
 * whatever was shown then). Stops when the member scrolls, taps or types meanwhile, or after
 * RESTORE_WAIT_MS at the furthest position the page then allows. Returns the stop function; `done`
 * runs once, however the restoration ends.
 */
export function restoreScroll(target: number, done: () => void): () => void {
  const deadline = performance.now() + RESTORE_WAIT_MS;
  const interruptions = ['wheel', 'touchstart', 'keydown'] as const;
  let frame = 0;
  let held = 0;
  let stopped = false;

  const stop = () => {
    if (stopped) return;
    stopped = true;
    cancelAnimationFrame(frame);
    for (const type of interruptions) window.removeEventListener(type, stop);
    done();
  };

  const attempt = () => {
    const room = document.documentElement.scrollHeight - window.innerHeight;
    if (room >= target) {
      if (window.scrollY !== target) window.scrollTo(0, target);
      held += 1;
      if (held >= STABLE_FRAMES) return stop();
    } else {
      held = 0;
      if (performance.now() > deadline) {
        window.scrollTo(0, Math.max(room, 0));
        return stop();
      }
    }
    frame = requestAnimationFrame(attempt);
  };

  for (const type of interruptions) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}
