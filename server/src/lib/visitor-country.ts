import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';

/**
 * The visitor's country (ISO 3166 alpha-2) for geo rules such as the entry warning: a CDN's
 * country header when the deployment trusts its proxy, otherwise the region of the browser's
 * preferred language (`nl-NL` → NL). There is no GeoIP database in the default deployment (ADR 0005).
 */
export function visitorCountry(request: FastifyRequest): string | null {
  return visitorCountryFromHeaders(request.headers, Boolean(request.server.ctx.config.trustProxy));
}

/** The same rule on raw headers, for the settings fast path that runs before Fastify (ADR 0024). */
export function visitorCountryFromHeaders(headers: IncomingHttpHeaders, trustProxy: boolean): string | null {
  if (trustProxy) {
    const header = headers['cf-ipcountry'] ?? headers['x-country-code'];
    const value = Array.isArray(header) ? header[0] : header;
    if (value && /^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
  }
  const acceptLanguage = headers['accept-language'] ?? '';
  const match = /^\s*[a-zA-Z]{2,3}-([a-zA-Z]{2})\b/.exec(acceptLanguage);
  return match ? match[1]!.toUpperCase() : null;
}
