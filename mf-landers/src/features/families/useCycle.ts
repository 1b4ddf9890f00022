import { useEffect, useState } from 'react';

/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/**
 * An index that steps through `length` items every `intervalMs` while `playing` (the looping
 * "video" of member photos). It stays still for visitors who prefer reduced motion.
 */
export function useCycle(length: number, intervalMs: number, playing: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!playing || length < 2 || prefersReducedMotion()) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % length), intervalMs);
    return () => window.clearInterval(timer);
  }, [length, intervalMs, playing]);
  return length ? index % length : 0;
}
