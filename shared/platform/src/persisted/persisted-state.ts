import { parseTrackingParams, type PersistedState, type TrackingParams } from '@amora/contracts/plain';
import {
  isChatPath,
  parseKeptMessages,
  parseReturnChat,
  storedKey,
  withKeptMessages,
  type KeptMessagesByChat,
  type ReturnChat,
} from './kept-messages.js';

const STORAGE_KEY = 'amora.state.v1';

/**
 * One validated document for all browser state that outlives a page: banner dismissal timestamps
 * (the entry-warning consent among them) and the tracking parameters of the visitor's arrival.
 * A corrupt or foreign value is dropped rather than trusted. Checked by plain code, not a schema:
 * this runs on every page's boot path, which loads no validation library (ADR 0049).
 */
interface PersistedDocument {
  dismissals: Record<string, number>;
  tracking?: TrackingParams | null;
  /** Chat messages that could not be paid for, per conversation (kept-messages.ts). */
  kept?: KeptMessagesByChat;
  returnChat?: ReturnChat | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The document as stored, or null when any part of it is not what this module writes. */
function parseDocument(value: unknown): PersistedDocument | null {
  if (!isRecord(value)) return null;
  const dismissals = value.dismissals ?? {};
  if (!isRecord(dismissals)) return null;
  for (const at of Object.values(dismissals))
    if (typeof at !== 'number' || !Number.isInteger(at) || at < 0) return null;
  const document: PersistedDocument = { dismissals: dismissals as Record<string, number> };
  // Parsed leniently: a bad kept message drops itself, never the dismissals (the entry consent).
  if (value.kept !== undefined) document.kept = parseKeptMessages(value.kept);
  if (value.returnChat !== undefined) document.returnChat = parseReturnChat(value.returnChat);
  if (value.tracking === undefined) return document;
  if (value.tracking === null) return { ...document, tracking: null };
  const tracking = parseTrackingParams(value.tracking);
  return tracking ? { ...document, tracking } : null;
}

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
    return parseDocument(JSON.parse(raw)) ?? empty;
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
      const tracking = parseTrackingParams(params);
      if (!tracking) throw new TypeError('tracking parameters of the wrong shape');
      document = { ...document, tracking };
      write();
    },
    getKeptMessages: (member, chat) => document.kept?.[storedKey(member, chat)] ?? [],
    setKeptMessages(member, chat, messages) {
      document = { ...document, kept: withKeptMessages(document.kept ?? {}, member, chat, messages) };
      write();
    },
    getReturnChat(member) {
      const left = document.returnChat;
      return left && left.member === member ? { path: left.path, at: left.at } : null;
    },
    setReturnChat(member, path, at = now()) {
      if (path !== null && !isChatPath(path)) throw new TypeError(`not a chat path: ${path}`);
      document = { ...document, returnChat: path === null ? null : { member, path, at } };
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
