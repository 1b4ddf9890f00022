import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers, computed once at start. Our policy has no per-request parts (no
 * nonces), and running helmet's middleware on every response halved the API's throughput
 * (bench: settings.php 12k → 27k req/s without it).
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** The CSP of an API answer: it loads nothing and may be framed by no one. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers of every `/api` answer (ADR 0024): what the OWASP REST Security Cheat Sheet asks of
 * a JSON API, not the page set. A browser never renders our JSON as a page, so the page-only
 * headers (referrer, opener and agent-cluster policies, the page CSP with its sources, the
 * legacy XSS, download and DNS-prefetch switches) protect nothing there and each costs header
 * validation on every call. `Cache-Control: no-store` is the default of every `/api` answer (ADR
 * 0008): a route that may be cached sets its own, which replaces it.
 */
export function apiSecurityHeaders(strictTransportSecurity: string | undefined): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
    // Another site's page cannot pull our (cookie-authenticated) JSON in as a no-cors resource.
    'cross-origin-resource-policy': 'same-site',
    'cache-control': 'no-store',
    ...(strictTransportSecurity ? { 'strict-transport-security': strictTransportSecurity } : {}),
  };
}

/**
 * The staff console's policy (ADR 0034), stricter than the members' pages: its own files and API
 * only, no third-party origin at all (the members' `blob:` previews and `data:` fonts are not
 * needed), `data:` images for the set-up page's QR code, the photo bucket only when photos are
 * served from one (the photo queue shows them), never framed, no plugins, no `<base>`.
 */
export function backofficeContentSecurityPolicy(options: {
  mediaOrigin?: string | null;
  upgradeInsecureRequests?: boolean;
}): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // styled-components writes its rules into <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${options.mediaOrigin ? ` ${options.mediaOrigin}` : ''}`,
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "worker-src 'none'",
    "manifest-src 'none'",
    // The landers editor frames the site's own lander page showing a draft (ADR 0071); nothing else.
    "frame-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    ...(options.upgradeInsecureRequests ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** A path of the staff console (`/backoffice`, `/backoffice/…`). */
export function isBackofficeUrl(url: string): boolean {
  return url === '/backoffice' || url.startsWith('/backoffice/') || url.startsWith('/backoffice?');
}

/** A lander page asked for a staff preview of a draft (`?lander_preview=`, ADR 0071). */
export function isLanderPreviewUrl(url: string): boolean {
  return /[?&]lander_preview=/.test(url) && !isApiUrl(url);
}

/**
 * The page set for a lander preview: framed by the site's own pages only (the console's editor),
 * never by another origin. Only the CSP's frame-ancestors and X-Frame-Options differ.
 */
function previewPageHeaders(page: Record<string, string>): Record<string, string> {
  const policy = page['content-security-policy'] ?? '';
  return {
    ...page,
    'content-security-policy': policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
    'x-frame-options': 'SAMEORIGIN',
  };
}

/** An API call (`/api/…`, the WebSocket included) gets the API set; everything else the page set. */
export function isApiUrl(url: string): boolean {
  return url.startsWith('/api/');
}

/**
 * Three precomputed sets, chosen by path in one `onRequest` hook: helmet's page set (HTML, the
 * shell's files, releases, media), the staff console's (the page set with its stricter policy)
 * and the short API set. Precomputed, so a request costs one
 * object walk and no allocation.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: HelmetOptions,
  backofficePolicy?: string,
): { api: Record<string, string> } {
  const page = computeSecurityHeaders(options);
  const api = apiSecurityHeaders(page['strict-transport-security']);
  // The staff console: the page set with its own, stricter policy (and no referrer at all).
  const backoffice = backofficePolicy
    ? { ...page, 'content-security-policy': backofficePolicy, 'referrer-policy': 'no-referrer' }
    : page;
  const preview = previewPageHeaders(page);
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(
      isApiUrl(url) ? api : isBackofficeUrl(url) ? backoffice : isLanderPreviewUrl(url) ? preview : page,
    );
    done();
  });
  // The API set, for an answer made outside the hooks (the settings fast path).
  return { api };
}
