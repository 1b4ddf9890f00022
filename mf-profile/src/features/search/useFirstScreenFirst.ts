import { useEffect, useRef, useState } from 'react';

/**
 * The first answer's cards in two renders: the first screen's cards in the render that paints the
 * page, the rest in a task of their own just after it. On a slow phone rendering a whole page of
 * cards (24, about 270 components) took a few hundred milliseconds, and the first card's photo,
 * the page's largest paint, waited for all of it (ADR 0028, addendum 5). The cards below the
 * first screen are out of view, so adding them moves nothing the member sees.
 *
 * Only the first answer is split: a next page, or another search, renders whole. `complete` is
 * false while the rest waits, so nothing measures or observes the end of a list that is not whole
 * yet (the infinite scroll's sentinel would otherwise ask for the next page at once).
 */
export function useFirstScreenFirst<T>(
  items: readonly T[],
  firstScreen: number,
): { items: readonly T[]; complete: boolean } {
  // Decided once, on the first answer with cards: whether there is more than a first screen.
  const split = useRef<boolean | null>(null);
  if (split.current === null && items.length > 0) split.current = items.length > firstScreen;
  const [whole, setWhole] = useState(false);
  const pending = split.current === true && !whole;
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => setWhole(true), 0);
    return () => clearTimeout(timer);
  }, [pending]);
  return { items: pending ? items.slice(0, firstScreen) : items, complete: !pending };
}
