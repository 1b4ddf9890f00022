import { LOCALE_COOKIE_NAME, isLocale, type Locale } from '@amora/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Site } from '../core/site-resolver.js';

/**
 * The site a page request is for and the language its first screen shows, by the shell's own rule
 * (`resolveLocale` in @amora/platform): the locale cookie when it names a language, else the
 * site's language, else English. Used where the server prepares a page before the browser's
 * script runs: the lean lander page (ADR 0022) and the shell HTML's preload hints (ADR 0053). A
 * site that cannot be looked up gives `site: null`: the page is still served.
 */
export async function pageSiteAndLocale(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ site: Site | null; locale: Locale }> {
  const cookie = request.cookies[LOCALE_COOKIE_NAME];
  const query = request.query as Record<string, unknown> | undefined;
  const domain = typeof query?.domain === 'string' ? query.domain : request.hostname;
  let site: Site | null = null;
  try {
    site = await app.ctx.sites.resolve(domain);
  } catch (error) {
    request.log.warn({ err: error }, 'site lookup for a page failed');
  }
  if (isLocale(cookie)) return { site, locale: cookie };
  return { site, locale: isLocale(site?.language) ? site.language : 'en' };
}
