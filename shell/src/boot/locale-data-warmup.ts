/**
 * Starts the worker that loads the page language's locale data off the main thread
 * (`locale-data.worker.ts`). Best effort: where a browser has no workers or refuses this one, the
 * data loads when a page first needs it, as before.
 */
export function startLocaleDataWarmup(language: string, workerUrl: string): void {
  if (typeof Worker !== 'function') return;
  try {
    const worker = new Worker(workerUrl, { name: 'locale-data' });
    worker.postMessage(language);
  } catch {
    // A refused worker (a strict policy, a private mode) only loses the head start.
  }
}
