import type { Locale } from '@amora/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.js';
import type { Db } from './db/database.js';
import type { Mailer } from './plugins/mailer.js';
import type { SmsSender } from './plugins/sms/index.js';
import type { MediaStorage } from './plugins/storage/index.js';
import type { ServerI18n, Translate } from './lib/i18n.js';
import type { RateLimiter } from './core/rate-limiter.js';
import type { Site, SiteResolver } from './core/site-resolver.js';

/** What every module needs, built once in buildApp and decorated on the Fastify instance. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  i18n: ServerI18n;
  sites: SiteResolver;
  mailer: Mailer;
  /** Text messages (direct-debit codes): a gateway, or the development outbox. */
  sms: SmsSender;
  /** Member photos: local disk or an S3-compatible bucket. */
  media: MediaStorage;
  /** The time every rule is judged by; tests move it (token expiry, the 14-day purge). */
  clock: { now(): Date };
  /** Every rate limit, durable (in `rate_events`) or per instance (ADR 0074); judged by `clock`. */
  rateLimits: RateLimiter;
  /** The app's logger, for services that log without a request (a failed mail, a job). */
  log: FastifyBaseLogger;
}

/**
 * The client end of a call as plain data, for the rules that need it (rate limits per address,
 * the session row). Routes take it from the request (`clientOf`); jobs and tests build their own.
 */
export interface Client {
  ip: string;
  userAgent: string | null;
}

export interface RequestAuth {
  userId: number;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** The site of this request's host (API routes only). */
    site: Site;
    locale: Locale;
    t: Translate;
  }
}
