/**
 * How many remotes are loading right now. A route change has settled once none is: the matched
 * area's remote is mounted (or failed and shows its error panel).
 */
let loading = 0;
const listeners = new Set<(count: number) => void>();

const notify = () => listeners.forEach((listener) => listener(loading));

/** Marks one remote as loading; call the returned function once it mounted or failed (idempotent). */
export function markRemoteLoading(): () => void {
  loading += 1;
  notify();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    loading -= 1;
    notify();
  };
}

export function loadingRemotes(): number {
  return loading;
}

export function onRemoteActivity(listener: (count: number) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
