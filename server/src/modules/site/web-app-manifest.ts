import { BRAND_COLORS, paths } from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { Site } from '../../core/site-resolver.js';
import { APP_ICONS, appIconPng } from './app-icons.js';

/** The installed app opens on the members page; the shell sends a visitor on from there. */
const START_URL = paths.members();
/** Launchers cut longer short names. */
const SHORT_NAME_MAX = 12;

function shortName(name: string): string {
  if (name.length <= SHORT_NAME_MAX) return name;
  const firstWord = name.split(/\s+/)[0] ?? name;
  return firstWord.length <= SHORT_NAME_MAX ? firstWord : name.slice(0, SHORT_NAME_MAX);
}

/** The web app manifest of one site: its name and language, the brand's colours, the icons. */
export function webAppManifest(site: Site) {
  const { settings } = site;
  return {
    id: START_URL,
    name: settings.name,
    short_name: shortName(settings.name),
    description: settings.description,
    lang: site.language,
    start_url: START_URL,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: BRAND_COLORS.primary,
    background_color: BRAND_COLORS.background,
    icons: APP_ICONS.filter((icon) => icon.file !== 'apple-touch-icon.png').map((icon) => ({
      src: `/icons/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}

/**
 * `GET /manifest.webmanifest` (per site, from the request's site) and `GET /icons/{file}.png`.
 * Public: the browser fetches the manifest without cookies. The manifest revalidates (a site's
 * name may change); the icons are the same for every site and deploy, cached for a day.
 */
export async function webAppManifestRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { domain?: unknown } }>('/manifest.webmanifest', async (request, reply) => {
    // Outside /api/ the request context has not resolved the site: the same rule here (host, or
    // the spec's forced `?domain=` preview).
    const domain = typeof request.query.domain === 'string' ? request.query.domain : request.hostname;
    const site = await app.ctx.sites.resolve(domain);
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Host');
    return reply.send(JSON.stringify(webAppManifest(site)));
  });

  app.get<{ Params: { file: string } }>('/icons/:file', async (request, reply) => {
    const png = appIconPng(request.params.file);
    if (!png) return reply.callNotFound();
    reply.type('image/png').header('Cache-Control', 'public, max-age=86400');
    return reply.send(await png);
  });
}
