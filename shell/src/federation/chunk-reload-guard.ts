import { CHUNK_RELOAD_GUARD_MS } from '@amora/contracts/plain';

const STORAGE_KEY = 'amora.chunk-reload-at';

/** Failures to fetch code (a chunk or a remote's entry): a reload usually fixes them after a deploy. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk|ChunkLoadError|RUNTIME-008|ScriptNetworkError|Failed to fetch dynamically imported module/i.test(
      error.message,
    )
  );
}

export interface ReloadGuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The spec's rule: after a chunk-load failure the page reloads once, and not again within 60 s,
 * so a broken deploy cannot send the browser into a reload loop.
 */
export function shouldReloadAfterChunkError(
  storage: ReloadGuardStorage | null,
  now: number = Date.now(),
): boolean {
  if (!storage) return false;
  const last = Number(storage.getItem(STORAGE_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  return true;
}

function sessionStorageOrNull(): ReloadGuardStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reloads the page for a chunk-load error when the guard allows it; returns whether it did. */
export function reloadOnceForChunkError(
  error: unknown,
  reload: () => void = () => window.location.reload(),
): boolean {
  if (!isChunkLoadError(error) || !shouldReloadAfterChunkError(sessionStorageOrNull())) return false;
  reload();
  return true;
}
