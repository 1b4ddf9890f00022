import type { PushPayload } from './push.js';

/**
 * Messages the service worker posts to open pages (`navigator.serviceWorker` message event). In a
 * module of its own, without schemas: `@amora/platform` listens for it on every page, and
 * `@amora/contracts/plain` must not load zod (ADR 0049).
 */
export const PUSH_PAGE_MESSAGE = 'amora:push' as const;
export interface PushPageMessage {
  kind: typeof PUSH_PAGE_MESSAGE;
  payload: PushPayload;
}
