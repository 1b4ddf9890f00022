import { useState } from 'react';

/** Ids handed out on this page so far; `@amora/ui` is a page-wide singleton, so this is too. */
let issued = 0;

/**
 * An id unique on the whole page, for `aria-labelledby`, `aria-describedby`, `htmlFor` and the like.
 * Use it instead of `useId`: Preact (which serves `react`, ADR 0025) numbers `useId` ids by the
 * position in their own render root, so the shell and a remote area (two roots) hand out the same
 * ids, and a remote's `aria-labelledby` then names an element of the shell.
 */
export function useUniqueId(): string {
  const [id] = useState(() => `amora-id-${(issued += 1).toString(36)}`);
  return id;
}
