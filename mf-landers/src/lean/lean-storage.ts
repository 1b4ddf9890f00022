import type { TrackingParams } from '@amora/contracts';

/** The platform's persisted browser state (@amora/platform persisted-state), shared with the shell. */
const STORAGE_KEY = 'amora.state.v1';

interface StoredState {
  dismissals?: Record<string, unknown>;
  tracking?: unknown;
  [other: string]: unknown;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(): StoredState {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as StoredState) : {};
  } catch {
    return {};
  }
}

function write(state: StoredState): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Private mode or a full quota: the state still holds for this page.
  }
}

/**
 * The same document the shell reads and validates (with its schema) on its next boot: only the
 * fields written here are touched, so the shell's own state survives a lander visit. Values are
 * checked by hand, without the validation library.
 */
export const leanStorage = {
  getDismissedAt(key: string): number | null {
    const value = read().dismissals?.[key];
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
  },
  dismiss(key: string, at = Date.now()): void {
    const state = read();
    const dismissals = state.dismissals && typeof state.dismissals === 'object' ? state.dismissals : {};
    write({ ...state, dismissals: { ...dismissals, [key]: at } });
  },
  getTracking(): TrackingParams | null {
    const tracking = read().tracking;
    if (!tracking || typeof tracking !== 'object') return null;
    const entries = Object.entries(tracking).filter(
      ([key, value]) => ['network', 'ref', 'sub1', 'sub2', 'sub3'].includes(key) && typeof value === 'string',
    );
    return entries.length ? (Object.fromEntries(entries) as TrackingParams) : null;
  },
  setTracking(tracking: TrackingParams): void {
    write({ ...read(), tracking });
  },
};
