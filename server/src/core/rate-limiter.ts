import type { Db } from '../db/database.js';
import { AppError } from '../lib/app-error.js';
import { giveBackEvent, pruneRateEvents, secondsUntilEvent, takeEvent } from './rate-events.js';
import { TokenBuckets } from './token-buckets.js';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/**
 * One limit (ADR 0074): at most `limit` events per `windowMs` for each key (an address, an
 * e-mail, a member id). `durable`: counted in `rate_events`, so it holds across instances and
 * restarts (sign-ups, mails, uploads, logins, payments). `instance`: an in-memory token bucket
 * per server instance, for calls far too frequent for a row each (searches, profile views, likes).
 */
export interface RateRule {
  /** What is counted, e.g. `signup-ip`; also the `rate_events.kind` of a durable rule. */
  name: string;
  limit: number;
  windowMs: number;
  scope: 'durable' | 'instance';
}

/** A rule counted in the database (`rate_events`): it holds across instances and restarts. */
export const durableRule = (name: string, limit: number, windowMs: number): RateRule => ({
  name,
  limit,
  windowMs,
  scope: 'durable',
});

/** A rule counted in this instance's memory: cheap enough for every read a scraper would repeat. */
export const instanceRule = (name: string, limit: number, windowMs: number): RateRule => ({
  name,
  limit,
  windowMs,
  scope: 'instance',
});

/** One rule counted for one key: what `requireEach` takes in turn. */
export type RateCheck = readonly [rule: RateRule, key: string];

export interface RateOptions {
  /** The time the event is judged and recorded at; the app's clock when not given. */
  now?: Date;
  /** A durable rule's database when it is taken inside a transaction; the app's otherwise. */
  db?: Db;
}

export interface RequireOptions extends RateOptions {
  /** The refusal to throw (it gets `Retry-After` here); 429 `too_many_requests` by default. */
  refusal?: () => AppError;
}

/** The answer to a call over its limit, whichever limit it was. */
export function tooManyRequests(): AppError {
  return new AppError(429, 'too_many_requests', 'errors.tooManyRequests');
}

/**
 * The server's one rate limiter, made once per app (`app.ctx.rateLimits`). Routes whose limit is
 * simply "this route, per member or address" declare it (`config: { rateLimit }`, the
 * `plugins/rate-limits.ts` hook); services call `require` where the limit depends on the body or
 * must be counted at a particular step. Either way a refusal carries `Retry-After`.
 */
export class RateLimiter {
  /** An instance rule's buckets, by rule name (routes sharing a rule share its buckets). */
  private readonly buckets = new Map<string, { rule: RateRule; buckets: TokenBuckets }>();

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  /** Counts one event of `rule` for `key` and answers true, or answers false (counting nothing). */
  async take(rule: RateRule, key: string, options: RateOptions = {}): Promise<boolean> {
    const now = options.now ?? this.clock();
    if (rule.scope === 'instance') return this.bucketsOf(rule).take(key, now.getTime());
    return takeEvent(options.db ?? this.db, rule, key, now);
  }

  /** `take`, throwing the refusal with `Retry-After` when the limit is reached. */
  async require(rule: RateRule, key: string, options: RequireOptions = {}): Promise<void> {
    await this.requireEach([[rule, key]], options);
  }

  /**
   * Takes each check in turn; when one refuses, throws the refusal with `Retry-After` for that
   * rule. Checks after the refusing one are not counted; the ones before it stay counted.
   */
  async requireEach(checks: readonly RateCheck[], options: RequireOptions = {}): Promise<void> {
    const now = options.now ?? this.clock();
    for (const [rule, key] of checks) {
      if (await this.take(rule, key, { ...options, now })) continue;
      const refusal = options.refusal?.() ?? tooManyRequests();
      throw refusal.withRetryAfter(await this.secondsUntil(rule, key, { ...options, now }));
    }
  }

  /**
   * Returns the event taken at `at` (the `now` it was taken with): for a request refused after
   * the count because of its own input, which must not use up the caller's limit.
   */
  async giveBack(
    rule: RateRule,
    key: string,
    at: Date,
    options: Pick<RateOptions, 'db'> = {},
  ): Promise<void> {
    if (rule.scope === 'instance') this.bucketsOf(rule).giveBack(key, at.getTime());
    else await giveBackEvent(options.db ?? this.db, rule, key, at);
  }

  /** Seconds until `rule` allows one more event for `key`; 0 when it already does. */
  async secondsUntil(rule: RateRule, key: string, options: RateOptions = {}): Promise<number> {
    const now = options.now ?? this.clock();
    if (rule.scope === 'instance') return this.bucketsOf(rule).secondsUntilNext(key, now.getTime());
    return secondsUntilEvent(options.db ?? this.db, rule, key, now);
  }

  /** The scheduled job's share: drops durable events older than any window (a day is the longest). */
  async prune(now = this.clock()): Promise<void> {
    await pruneRateEvents(this.db, now);
  }

  private bucketsOf(rule: RateRule): TokenBuckets {
    const known = this.buckets.get(rule.name);
    if (known) {
      // Two rules of one name would silently share buckets sized for the first.
      if (known.rule.limit !== rule.limit || known.rule.windowMs !== rule.windowMs)
        throw new Error(`rate rule "${rule.name}" is declared twice with different limits`);
      return known.buckets;
    }
    const buckets = new TokenBuckets(rule.limit, rule.windowMs, () => this.clock().getTime());
    this.buckets.set(rule.name, { rule, buckets });
    return buckets;
  }
}
