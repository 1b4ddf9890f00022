import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { visitorCountryFromHeaders } from '../../lib/visitor-country.js';
import type { Site, SiteResolver } from '../../core/site-resolver.js';
import { SETTINGS_CACHE_CONTROL, SETTINGS_CONTENT_TYPE, settingsAnswer } from './settings-routes.js';

const SETTINGS_URL = '/api/settings.php';
/** Sites × visitor countries × encodings seen; far above what a deployment has, a bound all the same. */
const MAX_CACHED_ANSWERS = 2000;

export interface SettingsFastPathOptions {
  sites: SiteResolver;
  /** The headers every `/api` answer carries (security-headers.ts, ADR 0024). */
  apiHeaders: Record<string, string>;
  trustProxy: boolean;
  log: FastifyBaseLogger;
}

/**
 * `GET /api/settings.php` answered before Fastify's routing and hooks (ADR 0065): the
 * first call of every page load is one public document per site and visitor country, already
 * serialised and encoded, so the hook chain (session, site, locale, CSRF, input guard, schema,
 * compression, cookies) had nothing to decide for it but cost more than half of its time.
 *
 * Only the plain case takes this path: a GET of exactly the URL, no proxy-forwarded host, and a
 * site the resolver already holds. Everything else (a query such as `?domain=`, HEAD, the first
 * request for a host, a forwarded host) returns false and goes through the Fastify route, which
 * answers the same bytes (settings-fast-path.test.ts compares both). A session cookie is ignored
 * here as the route ignores it: the settings do not depend on the caller.
 */
export function createSettingsFastPath({
  sites,
  apiHeaders,
  trustProxy,
  log,
}: SettingsFastPathOptions): (request: IncomingMessage, response: ServerResponse) => boolean {
  const logsRequests = ['info', 'debug', 'trace'].includes(log.level);
  // The whole answer (headers and body bytes) per site object, country and encoding: the hot path
  // allocates nothing. A site object is replaced when the resolver reloads it, so a changed
  // setting is a new entry; the map is emptied whenever it grows past a bound.
  const answers = new Map<string, { site: Site; headers: Record<string, string | number>; body: Buffer }>();
  const answerFor = (site: Site, country: string | null, acceptEncoding: string | undefined) => {
    const { body, encoding } = settingsAnswer(site, country, acceptEncoding);
    const key = `${site.domain}|${country ?? ''}|${encoding ?? ''}`;
    const known = answers.get(key);
    if (known?.site === site) return known;
    const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
    const headers: Record<string, string | number> = {
      ...apiHeaders,
      'cache-control': SETTINGS_CACHE_CONTROL,
      'content-type': SETTINGS_CONTENT_TYPE,
      vary: 'Accept-Encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': bytes.length,
    };
    if (answers.size >= MAX_CACHED_ANSWERS) answers.clear();
    const answer = { site, headers, body: bytes };
    answers.set(key, answer);
    return answer;
  };
  return (request, response) => {
    if (request.method !== 'GET' || request.url !== SETTINGS_URL) return false;
    const headers = request.headers;
    if (trustProxy && headers['x-forwarded-host'] !== undefined) return false;
    const site = sites.cached(headers.host);
    if (!site) return false;
    const startedAt = logsRequests ? performance.now() : 0;
    const answer = answerFor(
      site,
      visitorCountryFromHeaders(headers, trustProxy),
      headers['accept-encoding'],
    );
    response.writeHead(200, answer.headers);
    response.end(answer.body);
    // Fastify's access log line for the requests it no longer sees (LOG_LEVEL info and below).
    if (logsRequests)
      log.info(
        {
          req: { method: request.method, url: request.url, host: headers.host },
          res: { statusCode: 200 },
          responseTime: performance.now() - startedAt,
        },
        'request completed',
      );
    return true;
  };
}
