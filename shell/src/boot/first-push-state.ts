import type { PushClient } from '@amora/contracts';

/**
 * How long the first render waits at most for the device's push state. The browser answers in a few
 * milliseconds; the bound only keeps a browser that never answers from holding the page back.
 */
export const PUSH_STATE_WAIT_MS = 500;

/**
 * Resolves once the device's push state has been read from the browser, or after
 * `PUSH_STATE_WAIT_MS`, whichever comes first; never rejects. The boot's first render waits for it
 * beside the texts and the member: the push invitation, a banner above the page, then paints with
 * the page instead of pushing it down a moment later (on `/members` that shift was a CLS of 0.27
 * on a phone, ADR 0060).
 */
export function firstPushState(push: Pick<PushClient, 'ready'>, waitMs = PUSH_STATE_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    void push.ready
      .catch(() => undefined)
      .then(() => {
        clearTimeout(timer);
        resolve();
      });
  });
}
