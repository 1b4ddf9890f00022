import { existsSync } from 'node:fs';
import path from 'node:path';
import { AUTH_COOKIE_NAME, BRAND_COLORS, type RouteName } from '@amora/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageSiteAndLocale } from './page-site.js';
import { currentReleaseEntry } from './release-registry.js';

/** The remote that ships the lean lander page, and where its release keeps it (ADR 0022). */
const LANDERS_REMOTE = 'mf_landers';
const PAGE_ENTRY = 'lander/main.js';

/** Any `/landers/{name}/{slug?}`: a family this release does not know shows the home lander. */
const ANY_LANDER_PATH = /^\/landers\/[^/]+(?:\/[^/]+)?\/?$/;

/**
 * The pages a visitor may get as the lean page: `/`, every lander family, the member landings, and
 * a lander path of an unknown family (the issue's rule: never an error, the default lander).
 */
export function isLeanLanderRoute(route: RouteName | null, pathname: string): boolean {
  if (route === null) return ANY_LANDER_PATH.test(pathname);
  return route === 'index' || route.startsWith('landers-') || route.startsWith('members-id-landing');
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The page: the language and title the site gives it, the settings call preloaded (the lander
 * script asks for it at once, ADR 0012), the release's script, and the few base styles the
 * first paint needs before the script's styles arrive. No shell, no registry, no federation.
 * The installed-app tags are the shell's (ADR 0067): paid traffic lands here, and a phone offers
 * to install the site only from a page that links the site's manifest; the theme colour is the
 * one that manifest names.
 */
export function leanLanderHtml(options: { locale: string; title: string; script: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(options.locale)}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${BRAND_COLORS.primary}" />
    <link rel="icon" href="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 32 32%22%3E%3Ccircle cx=%2216%22 cy=%2216%22 r=%2216%22 fill=%22%235a4fcf%22/%3E%3C/svg%3E" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
    <meta name="mobile-web-app-capable" content="yes" />
    <title>${escapeHtml(options.title)}</title>
    <link rel="preload" href="/api/settings.php" as="fetch" crossorigin="anonymous" />
    <script defer src="${escapeHtml(options.script)}"></script>
    <style>body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;background:#f7f5fa;color:#1d1a24}</style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * Decides, per request, whether a page is answered with the lean lander page instead of the
 * shell, and writes it. A visitor (no session cookie) on a lander route gets it when the current
 * mf-landers release carries the page; a member, or a release without it, gets the shell.
 */
export function createLeanLanderPage(app: FastifyInstance) {
  const { dataDir } = app.ctx.config;
  /** Release folders are immutable: whether one holds the page is learnt once. */
  const hasPage = new Map<string, boolean>();

  /** The lean page's script in the current release of mf-landers, or null. */
  async function currentScript(): Promise<string | null> {
    const entry = await currentReleaseEntry(dataDir, LANDERS_REMOTE);
    // Releases on this machine only: one on a CDN is not ours to look into (the shell serves it).
    if (!entry?.startsWith('/mf/')) return null;
    const folder = path.posix.dirname(entry);
    let present = hasPage.get(folder);
    if (present === undefined) {
      present = existsSync(
        path.join(dataDir, ...folder.split('/').filter(Boolean), ...PAGE_ENTRY.split('/')),
      );
      hasPage.set(folder, present);
    }
    return present ? `${folder}/${PAGE_ENTRY}` : null;
  }

  /** The page's first language (the shell's rule) and the site's title. */
  async function pageLanguageAndTitle(request: FastifyRequest): Promise<{ locale: string; title: string }> {
    const { site, locale } = await pageSiteAndLocale(app, request);
    return { locale, title: site ? site.settings.index_title || site.settings.name || 'Amora' : 'Amora' };
  }

  /** The lean page's HTML for this request, or null: the shell answers. */
  return async function leanPageFor(
    request: FastifyRequest,
    route: RouteName | null,
    pathname: string,
  ): Promise<string | null> {
    if (!isLeanLanderRoute(route, pathname) || request.cookies[AUTH_COOKIE_NAME]) return null;
    const script = await currentScript();
    if (!script) return null;
    return leanLanderHtml({ ...(await pageLanguageAndTitle(request)), script });
  };
}
