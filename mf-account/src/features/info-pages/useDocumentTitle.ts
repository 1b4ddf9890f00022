import { useEffect } from 'react';

/** Shows `title` in the browser tab while the page is up; the previous title comes back after. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
