import { isChunkLoadError, shouldReloadAfterChunkError } from './chunk-reload-guard';

function memory() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('chunk reload guard', () => {
  it('reloads once, not again within 60 s, and again after 60 s', () => {
    const storage = memory();
    expect(shouldReloadAfterChunkError(storage, 1_000_000)).toBe(true);
    expect(shouldReloadAfterChunkError(storage, 1_000_000 + 59_999)).toBe(false);
    expect(shouldReloadAfterChunkError(storage, 1_000_000 + 60_000)).toBe(true);
  });
  it('never reloads without storage (it could not prevent a loop)', () => {
    expect(shouldReloadAfterChunkError(null, 1)).toBe(false);
  });
  it('recognises chunk-load failures only', () => {
    const chunk = new Error('Loading chunk 42 failed.');
    chunk.name = 'ChunkLoadError';
    expect(isChunkLoadError(chunk)).toBe(true);
    // What the federation runtime throws when a remote entry script fails.
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: RUNTIME-008 ScriptNetworkError'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});
