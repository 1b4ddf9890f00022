const PAGE_HIDDEN_PATH = '/api/page-hidden.php';
/** The server reads at most this much of the path (PageHiddenQuerySchema). */
const PATH_MAX = 512;

export interface PageBounceOptions {
  /** The query the visitor arrived with (`?lb=…` turns the logging on). */
  arrivalSearch: string;
  /** The page's path and query at the moment it is hidden. */
  currentPath: () => string;
  /** `navigator.sendBeacon`: survives the page being closed; undefined where missing. */
  sendBeacon: ((url: string) => boolean) | undefined;
  /** The document whose `visibilitychange` marks the visit's end. */
  doc: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

/**
 * Page-bounce logging (spec sections 2 and 7): a visitor who arrived with query `lb` sends a
 * beacon each time the page is hidden (closed, switched away from), so the server can log how
 * long the visit lasted. A beacon has no headers and no answer: it can never fail the page.
 */
export function startPageBounceLogging({
  arrivalSearch,
  currentPath,
  sendBeacon,
  doc,
}: PageBounceOptions): () => void {
  const lb = new URLSearchParams(arrivalSearch).get('lb');
  if (!lb || !sendBeacon) return () => undefined;
  const onVisibility = () => {
    if (doc.visibilityState !== 'hidden') return;
    const query = new URLSearchParams({ lb: lb.slice(0, 64), path: currentPath().slice(0, PATH_MAX) });
    try {
      sendBeacon(`${PAGE_HIDDEN_PATH}?${query.toString()}`);
    } catch {
      // A refused beacon (quota, privacy settings) is just a visit not logged.
    }
  };
  doc.addEventListener('visibilitychange', onVisibility);
  return () => doc.removeEventListener('visibilitychange', onVisibility);
}
