import type { SmsSender } from './index.js';

/** A gateway that does not answer within this is treated as down; the member may ask again. */
const TIMEOUT_MS = 10_000;

/**
 * A gateway behind SMS_URL: `POST {to, text}` as JSON, 2xx meaning accepted. Most SMS providers
 * take this through a small relay or natively; credentials in the URL (`https://user:pass@host/…`)
 * become Basic authentication, because fetch refuses URLs that carry them.
 */
export function createHttpSmsSender(smsUrl: string): SmsSender {
  const url = new URL(smsUrl);
  const authorization =
    url.username || url.password
      ? `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}`
      : null;
  url.username = '';
  url.password = '';
  const endpoint = url.toString();

  return {
    kind: 'http',
    async send(to, text) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(authorization ? { authorization } : {}),
        },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      // Drain the body so the connection is reused; its content is the gateway's business.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
    list: async () => [],
  };
}
