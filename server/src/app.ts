import fastifyCookie from '@fastify/cookie';
import { JSON_BODY_LIMIT_BYTES } from '@amora/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import { createServerI18n } from './lib/i18n.js';
import path from 'node:path';
import { accountRoutes } from './modules/account/account-routes.js';
import { accountSettingsRoutes } from './modules/account/account-settings-routes.js';
import { passwordRoutes } from './modules/account/password-routes.js';
import { signupRoutes } from './modules/account/signup-routes.js';
import { companyRoutes } from './modules/company/company-routes.js';
import { complaintRoutes } from './modules/complaints/complaint-routes.js';
import { profileRoutes } from './modules/profile/profile-routes.js';
import { geoRoutes } from './modules/geo/geo-routes.js';
import { ownProfileRoutes } from './modules/own-profile/own-profile-routes.js';
import { photoRoutes } from './modules/photos/photo-routes.js';
import { devMailbox } from './plugins/dev-mailbox.js';
import { createMailer } from './plugins/mailer.js';
import { createMediaStorage } from './plugins/media-storage.js';
import { settingsRoutes } from './modules/site/settings-routes.js';
import { SiteResolver } from './modules/site/site-resolver.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerRequestContext } from './plugins/request-context.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { staticHosting } from './plugins/static-hosting.js';
import './types.js';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Serve the shell, remotes and media (off in API-only tests). */
  serveStatic?: boolean;
}

/** Content-Security-Policy: everything from our own origin; styled-components needs inline styles. */
const CONTENT_SECURITY_POLICY = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'", 'ws:', 'wss:'],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
};

/** Builds the whole app without listening: main.ts listens, tests use `app.inject`. */
export async function buildApp({
  config,
  database,
  serveStatic = true,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('ctx', {
    config,
    db: database.db,
    i18n: await createServerI18n(),
    sites: new SiteResolver(database.db),
    mailer: createMailer({ smtpUrl: config.smtpUrl, mailDir: path.join(config.dataDir, 'mail') }),
    media: createMediaStorage(config),
    clock: { now: () => new Date() },
  });

  await app.register(fastifyCookie);
  const servedOverHttps = Boolean(config.publicUrl?.startsWith('https:'));
  registerSecurityHeaders(app, {
    // Upgrading and HSTS only make sense where the site is served over HTTPS (not on 127.0.0.1).
    contentSecurityPolicy: {
      directives: {
        ...CONTENT_SECURITY_POLICY.directives,
        imgSrc: [
          ...CONTENT_SECURITY_POLICY.directives.imgSrc,
          ...(config.mediaOrigin ? [config.mediaOrigin] : []),
        ],
        upgradeInsecureRequests: servedOverHttps ? [] : null,
      },
    },
    strictTransportSecurity: servedOverHttps,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  // Only JSON bodies: a text/plain body is refused with a clear message instead of half-parsed.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  registerRequestContext(app);

  app.get('/healthz', async (_request, reply) => {
    await database.db.execute('select 1');
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok', database: database.kind };
  });

  await app.register(settingsRoutes);
  await app.register(accountRoutes);
  await app.register(signupRoutes);
  await app.register(passwordRoutes);
  await app.register(accountSettingsRoutes);
  await app.register(complaintRoutes);
  await app.register(companyRoutes);
  await app.register(profileRoutes);
  await app.register(ownProfileRoutes);
  await app.register(photoRoutes);
  await app.register(geoRoutes);
  if (config.env !== 'production' && app.ctx.mailer.kind === 'file') await app.register(devMailbox);
  if (serveStatic) await app.register(staticHosting);
  else
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ error: 'not_found', message: request.t?.('errors.notFound') ?? 'Not found' }),
    );

  app.addHook('onClose', async () => {
    app.ctx.mailer.close();
    await database.close();
  });
  return app;
}
