import type { LanderResponse } from '@amora/contracts';

/*
 * A marketer's preview of a draft (ADR 0071), `?lander_preview=<token>` on a lander address: the
 * preview chunk's own code (main.tsx imports it only when the address asks for a preview).
 */

export type PreviewOutcome =
  | { status: 'ready'; data: LanderResponse }
  /** No staff session with the marketer's role: a visitor who was given the link. */
  | { status: 'refused' }
  /** Expired, or never made. */
  | { status: 'gone' }
  | { status: 'failed' };

/** The draft as a visitor would get it, from the staff call (the staff cookie decides). */
export async function loadPreview(token: string): Promise<PreviewOutcome> {
  try {
    const response = await fetch(`/api/staff/landers/previews/${encodeURIComponent(token)}`, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'x-request-type': 'client' },
    });
    if (response.status === 401 || response.status === 403) return { status: 'refused' };
    if (response.status === 404 || response.status === 400) return { status: 'gone' };
    if (!response.ok) return { status: 'failed' };
    return { status: 'ready', data: (await response.json()) as LanderResponse };
  } catch {
    return { status: 'failed' };
  }
}
