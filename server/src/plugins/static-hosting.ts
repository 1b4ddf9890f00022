import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import negotiateEncoding from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import {
  AUTH_COOKIE_NAME,
  DEFAULT_LOCALE,
  INFO_PAGE_TOKEN_PATTERN,
  REGISTRY_SCHEMA_VERSION,
  ROUTES,
  manifestShapeProblems,
  parseRegistry,
  type Registry,
  type RouteName,
} from '@amora/contracts';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { infoPages } from '../db/schema.js';
import { createLeanLanderPage } from './lean-lander-page.js';
import { REGISTRY_FILE } from './release-registry.js';
import { pageSiteAndLocale } from './page-site.js';
import { createShellPreloadHints } from './shell-preload-hints.js';
import { EVIDENCE_PREFIX, localMediaDir, mediaThroughStorage, WITHHELD_PREFIX } from './storage/index.js';

const HASHED_FILE = /\.[0-9a-f]{10}\.(?:js|css)(\.map)?$/;
/** The variants the build writes beside each text file (shared/mf-config precompress.ts), best first. */
const ENCODED_VARIANTS = { br: '.br', gzip: '.gz' } as const;
const ENCODINGS = Object.keys(ENCODED_VARIANTS) as Array<keyof typeof ENCODED_VARIANTS>;
const VARIANT_SUFFIX = /\.(?:br|gz)$/;
// The staff console answers its own paths (backoffice-hosting.ts): never the members' shell there.
const NON_SPA_PREFIXES = ['/api/', '/mf/', '/media/', '/healthz', '/backoffice'];
/**
 * Build files for the team, not the public: source maps (the whole TypeScript of the shared
 * packages) and Module Federation's build stats. They stay beside each release for the error
 * tooling; in production nobody downloads them from the site.
 */
const BUILD_ONLY_FILE = /(?:\.map|\/mf-stats\.json)(?:\.(?:br|gz))?$/i;

/**
 * A build's files: content-hashed ones (the entry and every chunk) are immutable, anything else
 * revalidates. The path may be the encoded variant (`main.0123456789.js.br`): judge the file it encodes.
 */
export function buildFileCacheControl(filePath: string): string {
  return HASHED_FILE.test(filePath.replace(VARIANT_SUFFIX, ''))
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/** Whether a request's path names a build-only file, however it is escaped. */
export function isBuildOnlyPath(url: string): boolean {
  const raw = url.split('?')[0] ?? '';
  let pathname: string;
  try {
    pathname = decodeURIComponent(raw);
  } catch {
    pathname = raw;
  }
  return BUILD_ONLY_FILE.test(pathname.replace(/\/+$/, ''));
}

/**
 * A react-router path pattern of the route table as a regular expression: `:param` is one
 * segment, `:param?` an optional one; a trailing slash is allowed, as the shell's router allows it.
 */
function routePattern(routePath: string): RegExp {
  const segments = routePath
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return new RegExp(`^${segments.join('')}/?$`);
}
const ROUTE_PATTERNS = ROUTES.map((route) => ({ name: route.name, pattern: routePattern(route.path) }));

/**
 * The route of the table a page path matches, or null (a 404). `/:token` matches every single
 * segment, so a more specific route wins over it, as in the shell's router.
 */
export function matchShellRoute(pathname: string): RouteName | null {
  const matches = ROUTE_PATTERNS.filter(({ pattern }) => pattern.test(pathname)).map(({ name }) => name);
  return matches.find((name) => name !== 'info-token') ?? matches[0] ?? null;
}

/**
 * Drops registry entries whose release (served from this machine) has no valid manifest, so the
 * shell never registers a remote that cannot load. Entries on other origins are the CDN's business.
 */
async function withoutBrokenReleases(
  registry: Registry,
  dataDir: string,
  report: (error: string) => void,
): Promise<Registry> {
  const remotes: Registry['remotes'] = {};
  for (const [name, entry] of Object.entries(registry.remotes)) {
    if (!entry.entry.startsWith('/mf/')) {
      remotes[name] = entry;
      continue;
    }
    const file = path.join(dataDir, ...entry.entry.split('/').filter(Boolean));
    const raw = await readFile(file, 'utf8').catch(() => null);
    let problems: string[];
    try {
      problems = raw === null ? ['manifest file not found'] : manifestShapeProblems(JSON.parse(raw), name);
    } catch {
      problems = ['manifest is not valid JSON'];
    }
    if (problems.length === 0) remotes[name] = entry;
    else report(`registry entry "${name}" skipped: ${problems.join('; ')} (${entry.entry})`);
  }
  return { ...registry, remotes };
}

/**
 * The shell's index.html in the best encoding the request accepts (q-values respected, br before
 * gzip) that the build wrote; the file itself when none fits or the variant is missing.
 */
export async function readShellHtml(
  indexFile: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; encoding: string | null }> {
  const encoding = acceptEncoding ? negotiateEncoding(acceptEncoding.toLowerCase(), ENCODINGS) : null;
  if (encoding) {
    const body = await readFile(indexFile + ENCODED_VARIANTS[encoding]).catch(() => null);
    if (body) return { body, encoding };
  }
  return { body: await readFile(indexFile), encoding: null };
}

/** Deep links (`/members/12`) get the shell's HTML; files and API paths get a real 404. */
function wantsShell(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (NON_SPA_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  return !/\.[a-z0-9]{1,8}$/i.test(pathname);
}

/**
 * The one-machine default: the built shell at `/`, every remote release under `/mf/`, the
 * registry at `/mf-registry.json`, member photos under `/media/`. In production the same folders
 * go to a CDN and only the API stays here.
 */
export async function staticHosting(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  const releasesDir = path.join(config.dataDir, 'mf');
  const mediaDir = localMediaDir(config.dataDir);
  mkdirSync(releasesDir, { recursive: true });
  if (!config.s3) mkdirSync(mediaDir, { recursive: true });
  const shellIndex = path.join(config.shellDist, 'index.html');
  const reportedRegistryErrors = new Set<string>();
  if (config.env === 'production') {
    app.addHook('onRequest', async (request, reply) => {
      if (!isBuildOnlyPath(request.url)) return;
      const t = request.t ?? app.ctx.i18n.translatorFor(DEFAULT_LOCALE);
      return reply.status(404).send({ error: 'not_found', message: t('errors.notFound') });
    });
  }
  // The HTML names the content-hashed entry, so it must be revalidated on every load (ADR 0012).
  // A path outside the route table gets the same HTML with a 404: the shell shows its 404 page.
  // The registry and the route's remote as `Link` preloads, so they download beside the shell.
  const preloadHints = createShellPreloadHints(config.dataDir, config.shellDist);
  const sendShell = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: 200 | 404,
    route: RouteName | null,
  ) => {
    const [{ body, encoding }, hints] = await Promise.all([
      readShellHtml(shellIndex, request.headers['accept-encoding']),
      pageSiteAndLocale(app, request).then(({ locale }) =>
        preloadHints(status === 200 ? route : null, {
          member: Boolean(request.cookies[AUTH_COOKIE_NAME]),
          locale,
        }),
      ),
    ]);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply
      .header('Link', hints)
      .status(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding, Cookie')
      .send(body);
  };
  // A visitor on `/`, a lander or a member landing gets the lean lander page of the current
  // mf-landers release instead of the shell (ADR 0022): no-cache like the shell's HTML, and it
  // depends on the session cookie (a member gets the shell), hence `Vary: Cookie` on both.
  const leanPageFor = createLeanLanderPage(app);
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, route: RouteName | null) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const lean = await leanPageFor(request, route, pathname);
    if (!lean) return sendShell(request, reply, route === null ? 404 : 200, route);
    return reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding, Cookie')
      .send(lean);
  };

  // An encoded range would be a range of the .br file, which clients and proxies get wrong: a
  // Range request is answered from the file itself (@fastify/static then serves the range).
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.headers.range !== undefined) delete request.headers['accept-encoding'];
    done();
  });

  app.get('/mf-registry.json', async (request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    const raw = await readFile(path.join(config.dataDir, REGISTRY_FILE), 'utf8').catch(() => null);
    let parsed: ReturnType<typeof parseRegistry> = null;
    try {
      parsed = raw ? parseRegistry(JSON.parse(raw)) : null;
    } catch {
      parsed = null;
    }
    if (raw && !parsed) request.log.error('mf-registry.json is not a valid registry; serving an empty one');
    // Each distinct problem is logged once, not on every page load.
    const report = (error: string) => {
      if (!reportedRegistryErrors.has(error)) request.log.error(error);
      reportedRegistryErrors.add(error);
    };
    (parsed?.errors ?? []).forEach(report);
    return withoutBrokenReleases(
      parsed?.registry ?? { schemaVersion: REGISTRY_SCHEMA_VERSION, remotes: {} },
      config.dataDir,
      report,
    );
  });

  // Release folders are immutable: cache them for a year. CORS lets a dev shell on another port load them.
  await app.register(fastifyStatic, {
    root: releasesDir,
    prefix: '/mf/',
    decorateReply: false,
    // Serve `<file>.br` / `<file>.gz`, written at release time, by the request's Accept-Encoding.
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
    setHeaders: (res) => res.header('Access-Control-Allow-Origin', '*'),
  });
  if (config.s3) await app.register(mediaThroughStorage);
  else
    await app.register(fastifyStatic, {
      root: mediaDir,
      prefix: '/media/',
      decorateReply: false,
      maxAge: '1d',
      // Files kept for staff only (a rejected photo, a report's evidence) are never served here.
      allowedPath: (pathName) => {
        const key = pathName.replace(/^\/+/, '');
        return !key.startsWith(WITHHELD_PREFIX) && !key.startsWith(EVIDENCE_PREFIX);
      },
    });

  if (existsSync(shellIndex)) {
    await app.register(fastifyStatic, {
      root: config.shellDist,
      prefix: '/',
      index: false,
      decorateReply: false,
      preCompressed: true,
      setHeaders: (res, filePath) => res.header('Cache-Control', buildFileCacheControl(filePath)),
    });
    // With `index: false` the static plugin answers `/` (a directory) with a 403: the home page is the shell too.
    app.get('/', async (request, reply) => sendPage(request, reply, 'index'));
  } else {
    app.log.warn(`${shellIndex} not found: the API runs, the site needs \`npm run build -w @amora/shell\``);
  }

  /** A `{token}` page exists when this site (or every site) has it; the shell shows it or its 404. */
  const infoPageExists = async (request: FastifyRequest, pathname: string): Promise<boolean> => {
    const token = pathname.replace(/^\/|\/$/g, '');
    if (!INFO_PAGE_TOKEN_PATTERN.test(token)) return false;
    try {
      const query = request.query as Record<string, unknown> | undefined;
      const site = await app.ctx.sites.resolve(
        typeof query?.domain === 'string' ? query.domain : request.hostname,
      );
      const rows = await app.ctx.db
        .select({ id: infoPages.id })
        .from(infoPages)
        .where(and(eq(infoPages.token, token), or(eq(infoPages.siteId, site.id), isNull(infoPages.siteId))))
        .limit(1);
      return rows.length > 0;
    } catch (error) {
      // Unsure is not a 404: the shell still shows the page or its own 404.
      request.log.warn({ err: error }, 'info page lookup failed');
      return true;
    }
  };

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (wantsShell(request) && existsSync(shellIndex)) {
      const pathname = request.url.split('?')[0] ?? '/';
      const route = matchShellRoute(pathname);
      const known = route === 'info-token' ? await infoPageExists(request, pathname) : route !== null;
      if (route === 'info-token' && !known) return sendShell(request, reply, 404, null);
      return sendPage(request, reply, route);
    }
    const t = request.t ?? app.ctx.i18n.translatorFor(DEFAULT_LOCALE);
    return reply.status(404).send({ error: 'not_found', message: t('errors.notFound') });
  });
}
