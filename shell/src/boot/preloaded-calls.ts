import type { SiteSettings, UserResponse } from '@amora/contracts';

/** The URL the shell's HTML preloads (`<link rel="preload" as="fetch" crossorigin>`, ADR 0012). */
export const PRELOADED_SETTINGS_URL = '/api/settings.php';
/** Preloaded by the HTML's `Link` header when the request carries a session cookie (ADR 0053). */
export const PRELOADED_USER_URL = '/api/user.php';

/**
 * Reads a GET the HTML already asked for while the shell's script was downloading. A browser hands
 * a preloaded response only to a request that matches it: same URL, cors mode, same-origin
 * credentials (the `crossorigin` attribute) and the same request headers. So this is a plain
 * `fetch` without the HTTP client's `Accept` and `X-Request-Type` headers (a GET needs neither).
 * Any failure, or a body `pick` finds nothing in, answers null: the caller then asks again through
 * the HTTP client and its retries.
 */
async function readPreloaded<T>(
  url: string,
  pick: (body: Record<string, unknown>) => T | undefined,
  fetchImpl: typeof fetch,
): Promise<T | null> {
  try {
    const response = await fetchImpl(url, { credentials: 'same-origin' });
    if (!response.ok) return null;
    const body = (await response.json()) as Record<string, unknown> | null;
    return (body && pick(body)) ?? null;
  } catch {
    return null;
  }
}

const browserFetch: typeof fetch = (...args) => globalThis.fetch(...args);

/** The site settings from the HTML's preload, or null. */
export function readPreloadedSettings(fetchImpl: typeof fetch = browserFetch): Promise<SiteSettings | null> {
  return readPreloaded(
    PRELOADED_SETTINGS_URL,
    (body) => body.settings as SiteSettings | undefined,
    fetchImpl,
  );
}

/**
 * `GET /api/user.php` as the HTML preloaded it for a member, or as a plain request for a visitor
 * (who gets no preload): `{ user: null }` is an answer too. Null on a failure.
 */
export function readPreloadedUser(fetchImpl: typeof fetch = browserFetch): Promise<UserResponse | null> {
  return readPreloaded(
    PRELOADED_USER_URL,
    (body) => ('user' in body ? (body as unknown as UserResponse) : undefined),
    fetchImpl,
  );
}
