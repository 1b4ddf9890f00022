import { useEffect, useState } from 'react';

/** The spec's tick: the countdown moves every second. */
export const TICK_MS = 1_000;

/** Seconds as hours:minutes:seconds, each two digits ("03:59:07"); the spec's countdown format. */
export function formatHms(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** Hours, minutes and seconds left, for a spoken label ("3 hours 59 minutes"). */
export function splitHms(totalSeconds: number): { hours: number; minutes: number; seconds: number } {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return {
    hours: Math.floor(seconds / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  };
}

/**
 * Whole seconds until `endsAt` (a Date.now() value), re-rendering every second until it reaches 0;
 * then the ticking stops. Infinity (a code without expiry) does not tick.
 */
export function useSecondsLeft(endsAt: number | null): number | null {
  const left = () => (endsAt === null ? null : Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)));
  const [secondsLeft, setSecondsLeft] = useState(left);
  useEffect(() => {
    setSecondsLeft(left());
    if (endsAt === null || !Number.isFinite(endsAt)) return undefined;
    const timer = setInterval(() => {
      const next = left();
      setSecondsLeft(next);
      if (next === 0) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
    // `left` reads only endsAt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [endsAt]);
  return secondsLeft;
}
