import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  DEFAULT_LOCALE,
  REGISTRY_SCHEMA_VERSION,
  manifestShapeProblems,
  parseRegistry,
  type Registry,
} from '@amora/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localMediaDir } from '../modules/photos/media-storage.js';
import { mediaThroughStorage } from './media-storage.js';

const REGISTRY_FILE = 'mf-registry.json';
const HASHED_FILE = /\.[0-9a-f]{10}\.js(\.map)?$/;
const NON_SPA_PREFIXES = ['/api/', '/mf/', '/media/', '/healthz'];

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
  const sendShell = async (reply: FastifyReply) =>
    reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(await readFile(shellIndex));

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
    });

  if (existsSync(shellIndex)) {
    await app.register(fastifyStatic, {
      root: config.shellDist,
      prefix: '/',
      index: false,
      decorateReply: false,
      // Content-hashed chunks are immutable; index.html and the stable-named entry revalidate.
      setHeaders: (res, filePath) =>
        res.header(
          'Cache-Control',
          HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    });
    // With `index: false` the static plugin answers `/` (a directory) with a 403: the home page is the shell too.
    app.get('/', async (_request, reply) => sendShell(reply));
  } else {
    app.log.warn(`${shellIndex} not found: the API runs, the site needs \`npm run build -w @amora/shell\``);
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (wantsShell(request) && existsSync(shellIndex)) {
      return sendShell(reply);
    }
    const t = request.t ?? app.ctx.i18n.translatorFor(DEFAULT_LOCALE);
    return reply.status(404).send({ error: 'not_found', message: t('errors.notFound') });
  });
}
