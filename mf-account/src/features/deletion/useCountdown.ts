import { useEffect, useState } from 'react';

/** How often the clock is read; a quarter second keeps the display within one second of the truth. */
const TICK_MS = 250;

/**
 * Seconds left from `seconds` down to 0, counted from mount. Read from the clock rather than by
 * counting ticks, because browsers slow down timers in background tabs.
 */
export function useCountdown(seconds: number): number {
  const [startedAt] = useState(() => Date.now());
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const timer = setInterval(() => {
      const elapsed = Math.floor((Date.now() - startedAt) / 1000);
      setLeft(Math.max(0, seconds - elapsed));
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [seconds, startedAt]);
  return left;
}
