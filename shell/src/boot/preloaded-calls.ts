import type { SiteSettings } from '@amora/contracts';

/** The URL the shell's HTML preloads (`<link rel="preload" as="fetch" crossorigin>`, ADR 0012). */
export const PRELOADED_SETTINGS_URL = '/api/settings.php';

/**
 * Reads the site settings the HTML already asked for while the shell's script was downloading.
 * A browser hands a preloaded response only to a request that matches it: same URL, cors mode,
 * same-origin credentials (the `crossorigin` attribute) and the same request headers. So this is a
 * plain `fetch` without the HTTP client's `Accept` and `X-Request-Type` headers (a GET needs
 * neither). Any failure answers null: the caller then asks again through the HTTP client and its
 * retries.
 */
export async function readPreloadedSettings(
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
): Promise<SiteSettings | null> {
  try {
    const response = await fetchImpl(PRELOADED_SETTINGS_URL, { credentials: 'same-origin' });
    if (!response.ok) return null;
    const body = (await response.json()) as { settings?: SiteSettings } | null;
    return body?.settings ?? null;
  } catch {
    return null;
  }
}
