import {
  CLIENT_REQUEST_HEADER,
  CLIENT_REQUEST_HEADER_VALUE,
  LOCALE_COOKIE_NAME,
  isLocale,
  type Locale,
} from '@amora/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { localeFromAcceptLanguage } from '../lib/i18n.js';
import type { Site } from '../core/site-resolver.js';
import { savedLanguageOf } from './auth.js';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** GET endpoints that change state (the spec's client calls logout with GET). */
const STATE_CHANGING_GETS = new Set(['/api/logout.php']);
/**
 * Server-to-server calls, verified by their own means (ADR 0014), and the page-hidden beacon
 * (`navigator.sendBeacon` cannot set headers; it only writes a log line, ADR 0020).
 */
const CSRF_EXEMPT = new Set(['/api/payment-webhook.php', '/api/page-hidden.php']);

function pathOf(request: FastifyRequest): string {
  const index = request.url.indexOf('?');
  return index === -1 ? request.url : request.url.slice(0, index);
}

/**
 * CSRF defence for cookie-authenticated writes: a cross-site form or image cannot send a custom
 * header, so writes must carry the spec's `X-Request-Type: client` (ADR 0040).
 */
function assertClientHeader(request: FastifyRequest): void {
  // Payment providers post their webhooks without our header; nothing there rides on a cookie.
  if (CSRF_EXEMPT.has(pathOf(request))) return;
  const needsHeader = UNSAFE_METHODS.has(request.method) || STATE_CHANGING_GETS.has(pathOf(request));
  if (needsHeader && request.headers[CLIENT_REQUEST_HEADER] !== CLIENT_REQUEST_HEADER_VALUE) {
    throw new AppError(403, 'csrf_header_missing', 'errors.csrfHeaderMissing');
  }
}

/** Member's saved language, then the locale cookie, then the site's language, then the browser's. */
function resolveLocale(request: FastifyRequest, savedLanguage: string | null): Locale {
  if (isLocale(savedLanguage)) return savedLanguage;
  const cookie = request.cookies[LOCALE_COOKIE_NAME];
  if (isLocale(cookie)) return cookie;
  return request.site.language ?? localeFromAcceptLanguage(request.headers['accept-language']) ?? 'en';
}

/**
 * Every /api request learns its site and its language before the handler runs (its caller comes
 * from the auth plugin, registered before this one so the member's saved language is known).
 */
export function registerRequestContext(app: FastifyInstance): void {
  const finish = (request: FastifyRequest, site: Site): void => {
    request.site = site;
    request.locale = resolveLocale(request, savedLanguageOf(request));
    request.t = app.ctx.i18n.translatorFor(request.locale);
    assertClientHeader(request);
  };
  // Callback style with a synchronous path for a cached site (nearly every request): the hot
  // path of /api/settings.php costs no promise here.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/')) {
      done();
      return;
    }
    const query = request.query as Record<string, unknown> | undefined;
    const domain = typeof query?.domain === 'string' ? query.domain : request.hostname;
    const cached = app.ctx.sites.cached(domain);
    try {
      if (cached) {
        finish(request, cached);
        done();
        return;
      }
      // Until the site is known, a failure is reported in the browser's language.
      request.t = app.ctx.i18n.translatorFor(
        localeFromAcceptLanguage(request.headers['accept-language']) ?? 'en',
      );
    } catch (error) {
      done(error as Error);
      return;
    }
    app.ctx.sites.resolve(domain).then((site) => {
      try {
        finish(request, site);
        done();
      } catch (error) {
        done(error as Error);
      }
    }, done);
  });
}
