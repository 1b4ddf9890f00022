import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LOCALE } from '@amora/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildFileCacheControl, readShellHtml } from './static-hosting.js';

/** The staff console's base path; nothing of the members' site is served below it. */
export const BACKOFFICE_PREFIX = '/backoffice';

/** A console page (`/backoffice/staff`), not one of its files (`/backoffice/main.0123456789.js`). */
function isPagePath(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  return !/\.[a-z0-9]{1,8}$/i.test(pathname);
}

/**
 * The staff console (ADR 0034): its own build at `/backoffice/`, its `index.html` for every deep
 * link (`/backoffice/setup/{token}`) with `no-cache`, its content-hashed files cached for a year.
 * A missing file is a JSON 404, never the members' shell. Its stricter content-security policy is
 * set with the other security headers (security-headers.ts), by path.
 */
export async function backofficeHosting(app: FastifyInstance): Promise<void> {
  const dist = app.ctx.config.backofficeDist;
  const indexFile = path.join(dist, 'index.html');
  const built = existsSync(indexFile);
  if (!built)
    app.log.warn(`${indexFile} not found: the staff console needs \`npm run build -w @amora/backoffice\``);

  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const t = request.t ?? app.ctx.i18n.translatorFor(DEFAULT_LOCALE);
    return reply.status(404).send({ error: 'not_found', message: t('errors.notFound') });
  };
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!built) return notFound(request, reply);
    const { body, encoding } = await readShellHtml(indexFile, request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .send(body);
  };

  await app.register(
    async (scope) => {
      if (built)
        await scope.register(fastifyStatic, {
          root: dist,
          prefix: '/',
          index: false,
          decorateReply: false,
          preCompressed: true,
          setHeaders: (res, filePath) => res.header('Cache-Control', buildFileCacheControl(filePath)),
        });
      // `/backoffice` and `/backoffice/`; the static plugin would answer the folder with a 403.
      scope.get('/', sendIndex);
      scope.setNotFoundHandler((request, reply) =>
        isPagePath(request) ? sendIndex(request, reply) : notFound(request, reply),
      );
    },
    { prefix: BACKOFFICE_PREFIX },
  );
}
