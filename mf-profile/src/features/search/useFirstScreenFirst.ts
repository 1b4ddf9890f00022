import { useEffect, useRef, useState } from 'react';

/**
 * The first answer's cards a screenful at a time: the first screen's cards in the render that
 * paints the page, then one more screenful in each task after it until the list is whole. On a
 * slow phone rendering a whole page of cards (24, about 270 components) took a few hundred
 * milliseconds, and the first card's photo, the page's largest paint, waited for all of it (ADR
 * 0055); rendered in one task after the first screen, the rest still blocked the
 * phone's main thread for that long (a tap waited for it), so each task now adds only a screenful.
 * The cards below the first screen are out of view, so adding them moves nothing the member sees.
 *
 * Only the first answer is split: a next page, or another search, renders whole. `complete` is
 * false while cards are still to come, so nothing measures or observes the end of a list that is
 * not whole yet (the infinite scroll's sentinel would otherwise ask for the next page at once).
 */
export function useFirstScreenFirst<T>(
  items: readonly T[],
  firstScreen: number,
): { items: readonly T[]; complete: boolean } {
  // Decided once, on the first answer with cards: whether there is more than a first screen.
  const split = useRef<boolean | null>(null);
  if (split.current === null && items.length > 0) split.current = items.length > firstScreen;
  // How many of the first answer's cards are rendered; null once the list is whole.
  const [rendered, setRendered] = useState<number | null>(firstScreen);
  // The cards shown while the list is still growing, null once nothing is to come.
  const growing = split.current === true && rendered !== null && rendered < items.length ? rendered : null;
  useEffect(() => {
    if (growing === null) return undefined;
    const timer = setTimeout(() => {
      const next = growing + firstScreen;
      setRendered(next >= items.length ? null : next);
    }, 0);
    return () => clearTimeout(timer);
  }, [growing, firstScreen, items.length]);
  return growing === null ? { items, complete: true } : { items: items.slice(0, growing), complete: false };
}
