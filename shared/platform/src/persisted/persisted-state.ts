import { TrackingParamsSchema, type PersistedState } from '@amora/contracts';
import * as z from 'zod/mini';

const STORAGE_KEY = 'amora.state.v1';

/**
 * One validated document for all browser state that outlives a page: banner dismissal timestamps
 * (the entry-warning consent among them) and the tracking parameters of the visitor's arrival.
 * A corrupt or foreign value is dropped rather than trusted.
 */
const PersistedDocumentSchema = z.object({
  dismissals: z._default(z.record(z.string(), z.int().check(z.nonnegative())), {}),
  tracking: z.optional(z.nullable(TrackingParamsSchema)),
});
type PersistedDocument = z.infer<typeof PersistedDocumentSchema>;

/** The subset of the Web Storage API this module needs, so tests can pass a fake. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function readDocument(storage: KeyValueStorage | null): PersistedDocument {
  const empty: PersistedDocument = { dismissals: {} };
  if (!storage) return empty;
  try {
    const raw = storage.getItem(STORAGE_KEY);
    if (!raw) return empty;
    const parsed = PersistedDocumentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : empty;
  } catch {
    return empty;
  }
}

export function createPersistedState(
  storage: KeyValueStorage | null,
  now: () => number = Date.now,
): PersistedState {
  let document = readDocument(storage);
  const write = () => {
    try {
      storage?.setItem(STORAGE_KEY, JSON.stringify(document));
    } catch {
      // Private mode or a full quota: the state still holds for this page.
    }
  };
  return {
    getDismissedAt: (key) => document.dismissals[key] ?? null,
    dismiss(key, at = now()) {
      document = { ...document, dismissals: { ...document.dismissals, [key]: at } };
      write();
    },
    getTracking: () => document.tracking ?? null,
    setTracking(params) {
      document = { ...document, tracking: TrackingParamsSchema.parse(params) };
      write();
    },
  };
}

/** The page's localStorage, or null where storage is blocked. */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
