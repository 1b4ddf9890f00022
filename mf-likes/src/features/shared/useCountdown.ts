import { useEffect, useState } from 'react';

/** Milliseconds until `until` (ISO 8601), ticking every second; 0 once it has passed. */
export function useCountdown(until: string | null): number {
  const target = until ? Date.parse(until) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (Number.isNaN(target)) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [target]);
  return Number.isNaN(target) ? 0 : Math.max(0, target - now);
}

/** `hh:mm:ss` of a duration (the spec's time-bonus countdown reads the same way). */
export function formatDuration(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const parts = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
}
