import fastifyCookie from '@fastify/cookie';
import { JSON_BODY_LIMIT_BYTES } from '@amora/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import { createServerI18n } from './lib/i18n.js';
import { lazyChildLoggerFactory } from './lib/lazy-request-logger.js';
import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http';
import path from 'node:path';
import {
  accountRoutes,
  accountSettingsRoutes,
  passwordRoutes,
  signupRoutes,
  staffMemberRoutes,
} from './modules/account/routes.js';
import { companyRoutes } from './modules/company/routes.js';
import { complaintRoutes, staffComplaintRoutes } from './modules/complaints/routes.js';
import {
  profileRoutes,
  ownProfileRoutes,
  photoRoutes,
  staffPhotoRoutes,
  listingPreferencesRoutes,
} from './modules/profile/routes.js';
import { geoRoutes } from './modules/geo/routes.js';
import { spendingControlRoutes } from './modules/credits/routes.js';
import { paymentRoutes } from './modules/payments/index.js';
import { likesRoutes } from './modules/likes/routes.js';
import { landers } from './modules/landers/index.js';
import { staffArea } from './modules/staff/index.js';
import { auth } from './plugins/auth.js';
import { rateLimits } from './plugins/rate-limits.js';
import { registerCompression } from './plugins/compression.js';
import { devMailbox } from './plugins/dev-mailbox.js';
import { moderationArea } from './modules/moderation/index.js';
import { dataExportArea } from './modules/data-export/index.js';
import { createMailer } from './plugins/mailer.js';
import { createSmsSender, devSmsOutbox } from './plugins/sms/index.js';
import { createMediaStorage } from './plugins/storage/index.js';
import { settingsRoutes, webAppManifestRoutes, staffSiteSettingsRoutes } from './modules/site/routes.js';
import { createSettingsFastPath } from './modules/site/index.js';
import { SiteResolver } from './core/site-resolver.js';
import { RateLimiter } from './core/rate-limiter.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { registerRealtime } from './plugins/realtime/index.js';
import { chatRoutes } from './modules/chat/routes.js';
import { DomainEventBus } from './plugins/domain-events.js';
import { registerNotifications, type PushTestOptions } from './modules/notifications/index.js';
import { loadVapidKeys } from './plugins/push/index.js';
import { registerRequestContext } from './plugins/request-context.js';
import { backofficeContentSecurityPolicy, registerSecurityHeaders } from './plugins/security-headers.js';
import { backofficeHosting } from './plugins/backoffice-hosting.js';
import { staticHosting } from './plugins/static-hosting.js';
import './types.js';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Serve the shell, remotes and media (off in API-only tests). */
  serveStatic?: boolean;
  /** Tests only: how pushes reach the local push service. */
  push?: PushTestOptions;
  /** Tests only: where log lines go instead of stdout (to assert what is logged at which level). */
  logStream?: { write(line: string): void };
}

/** Content-Security-Policy: everything from our own origin; styled-components needs inline styles. */
const CONTENT_SECURITY_POLICY = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    // 'self' covers same-origin ws:/wss: in current browsers (CSP Level 3); no other host may be
    // reached, so an injected script cannot stream data to a socket of its own.
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    // No page of ours has a <base>; 'none' stops an injected one (ASVS 5.0 3.4.3).
    baseUri: ["'none'"],
    formAction: ["'self'"],
  },
};

/** What Fastify hands `serverFactory`: its options with the defaults filled in. */
interface FactoryOptions {
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/** `https://www.amora.example/x` → `wss://www.amora.example`. */
function webSocketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/** Builds the whole app without listening: main.ts listens, tests use `app.inject`. */
export async function buildApp({
  config,
  database,
  serveStatic = true,
  push,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  // Set once the sites and the API headers exist (below); until then every request goes to Fastify.
  let fastPath: ((request: IncomingMessage, response: ServerResponse) => boolean) | null = null;
  const app = Fastify({
    // Fastify's own server, with the settings fast path in front of its handler (ADR 0065).
    // The timeouts are what Fastify sets on the server it makes itself (lib/server.js).
    serverFactory: (handler, factoryOptions) => {
      const options = factoryOptions as unknown as FactoryOptions;
      const server = createServer(options.http ?? {}, (request, response) => {
        if (!fastPath?.(request, response)) handler(request, response);
      });
      server.keepAliveTimeout = options.keepAliveTimeout;
      server.requestTimeout = options.requestTimeout;
      server.setTimeout(options.connectionTimeout);
      if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
      return server;
    },
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      ...(logStream ? { stream: logStream } : {}),
    },
    // Each request's child logger is made when it first logs (most never do).
    childLoggerFactory: lazyChildLoggerFactory,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Before the sites: their settings carry the public key (push_public_key).
  const vapid = loadVapidKeys({
    dataDir: config.dataDir,
    publicKey: config.push.vapidPublicKey,
    privateKey: config.push.vapidPrivateKey,
    subject: config.push.vapidSubject,
    publicUrl: config.publicUrl,
  });
  app.decorate('ctx', {
    config,
    db: database.db,
    i18n: await createServerI18n(),
    sites: new SiteResolver(database.db, Date.now, vapid.publicKey, config.payments.testPayments),
    mailer: createMailer({ smtpUrl: config.smtpUrl, mailDir: path.join(config.dataDir, 'mail') }),
    sms: createSmsSender({ smsUrl: config.smsUrl, outboxDir: path.join(config.dataDir, 'sms') }),
    media: createMediaStorage(config),
    clock: { now: () => new Date() },
    // Read through app.ctx: tests move the clock by replacing `clock.now`.
    rateLimits: new RateLimiter(database.db, () => app.ctx.clock.now()),
    log: app.log,
  });
  app.decorate('events', new DomainEventBus(app.log));

  await app.register(fastifyCookie);
  // Before every route: @fastify/compress hooks into each route as it is registered (ADR 0012).
  await registerCompression(app);
  const servedOverHttps = Boolean(config.publicUrl?.startsWith('https:'));
  // helmet's set on pages and files; the short API set, with the `no-store` default, on /api (ADR 0024).
  const securityHeaders = registerSecurityHeaders(
    app,
    {
      // Upgrading and HSTS only make sense where the site is served over HTTPS (not on 127.0.0.1).
      contentSecurityPolicy: {
        directives: {
          ...CONTENT_SECURITY_POLICY.directives,
          imgSrc: [
            ...CONTENT_SECURITY_POLICY.directives.imgSrc,
            ...(config.mediaOrigin ? [config.mediaOrigin] : []),
          ],
          // Older browsers read 'self' as http(s) only: name the site's own WebSocket origin.
          connectSrc: [
            ...CONTENT_SECURITY_POLICY.directives.connectSrc,
            ...(config.publicUrl ? [webSocketOrigin(config.publicUrl)] : []),
          ],
          upgradeInsecureRequests: servedOverHttps ? [] : null,
        },
      },
      // The same rule as frame-ancestors 'none' for browsers without CSP (SAMEORIGIN contradicted it).
      xFrameOptions: { action: 'deny' },
      strictTransportSecurity: servedOverHttps,
      crossOriginResourcePolicy: { policy: 'same-site' },
    },
    backofficeContentSecurityPolicy({
      mediaOrigin: config.mediaOrigin,
      upgradeInsecureRequests: servedOverHttps,
    }),
  );
  fastPath = createSettingsFastPath({
    sites: app.ctx.sites,
    apiHeaders: securityHeaders.api,
    trustProxy: config.trustProxy,
    log: app.log,
  });
  // Only JSON bodies: a text/plain body is refused with a clear message instead of half-parsed.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  // Before the request context: the locale rule starts with the member's saved language.
  await app.register(auth);
  // After auth: a route's limit per member is taken once the guard has let the member in.
  await app.register(rateLimits);
  registerRequestContext(app);
  registerInputGuard(app);
  // Before every other route: its guard refuses any /api/staff/ route registered after it without
  // a role declaration (ADR 0032).
  await app.register(staffArea);
  await registerRealtime(app, {
    redisUrl: config.redisUrl,
    redisKeyPrefix: config.redisKeyPrefix,
    publicUrl: config.publicUrl,
  });

  app.get('/healthz', async (_request, reply) => {
    await database.db.execute('select 1');
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok', database: database.kind };
  });

  // Subscribes to the areas' domain events (likes, messages) and decorates app.notifications.
  await registerNotifications(app, {
    vapid,
    allowedHosts: config.push.allowedHosts,
    ...(push ? { test: push } : {}),
  });
  await app.register(settingsRoutes);
  await app.register(staffSiteSettingsRoutes);
  // The installed app's manifest and icons, with or without the static hosting.
  await app.register(webAppManifestRoutes);
  await app.register(accountRoutes);
  await app.register(signupRoutes);
  await app.register(passwordRoutes);
  await app.register(accountSettingsRoutes);
  await app.register(complaintRoutes);
  await app.register(staffComplaintRoutes);
  await app.register(staffMemberRoutes);
  await app.register(companyRoutes);
  await app.register(profileRoutes);
  await app.register(ownProfileRoutes);
  await app.register(listingPreferencesRoutes);
  await app.register(photoRoutes);
  await app.register(staffPhotoRoutes);
  await app.register(geoRoutes);
  // Payments register the credits statement too: /api/transactions.php answers both forms.
  await app.register(paymentRoutes);
  await app.register(chatRoutes);
  await app.register(spendingControlRoutes);
  await app.register(likesRoutes);
  await app.register(landers);
  await app.register(moderationArea);
  await app.register(dataExportArea);
  // Development only, and then only for loopback clients; said at start so
  // nobody runs it on a public address unaware.
  if (config.env === 'development' && app.ctx.mailer.kind === 'file') {
    await app.register(devMailbox);
    app.log.warn('/dev/mailbox is on (development, no SMTP_URL): it answers loopback clients only');
  } else {
    app.log.info('/dev/mailbox is off (it exists only with NODE_ENV=development and no SMTP_URL)');
  }
  // The SMS outbox under the same rules: it shows every member's direct-debit codes.
  if (config.env === 'development' && app.ctx.sms.kind === 'outbox') {
    await app.register(devSmsOutbox);
    app.log.warn('/dev/sms is on (development, no SMS_URL): it answers loopback clients only');
  }
  // The staff console before the members' site: the shell never answers below /backoffice.
  if (serveStatic) await app.register(backofficeHosting);
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
