import { useEffect, useRef } from 'react';

/** Moves focus to the element when it appears, e.g. the heading of a new step in a dialog. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
