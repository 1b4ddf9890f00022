import { useEffect } from 'react';

/**
 * Left and right arrow keys for pass and like, unless the member is typing or a dialog is open
 * (its own keys win) or a control has focus that uses arrows itself.
 */
export function useArrowKeys(onLeft: () => void, onRight: () => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target;
      if (
        target instanceof Element &&
        target.closest('input, textarea, select, [role="dialog"], [contenteditable="true"]')
      )
        return;
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        onLeft();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        onRight();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onLeft, onRight, enabled]);
}
