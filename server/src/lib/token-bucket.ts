import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/**
 * In-memory token buckets per key (a client address). Searches and profile views are far too
 * frequent for a database row each (the `rate_events` limits of ADR 0005 §4); a per-instance limit
 * is enough to stop one address from scraping the member base.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly refillPerMs: number;

  constructor(
    /** Burst size, and how many requests a window allows. */
    private readonly capacity: number,
    windowMs: number,
    private readonly now: () => number = Date.now,
    /** Above this many addresses, idle buckets are dropped (arbitrary addresses must not grow memory). */
    private readonly maxKeys = 50_000,
  ) {
    this.refillPerMs = capacity / windowMs;
  }

  /** Takes one token for `key`; false when its bucket is empty. */
  take(key: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(key);
    const tokens = bucket
      ? Math.min(this.capacity, bucket.tokens + (now - bucket.at) * this.refillPerMs)
      : this.capacity;
    if (tokens < 1) {
      if (bucket) Object.assign(bucket, { tokens, at: now });
      return false;
    }
    if (!bucket && this.buckets.size >= this.maxKeys) this.prune(now);
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    return true;
  }

  /** Seconds until `key` has a token again (for Retry-After). */
  secondsUntilNext(key: string): number {
    const bucket = this.buckets.get(key);
    if (!bucket || bucket.tokens >= 1) return 0;
    return Math.ceil((1 - bucket.tokens) / this.refillPerMs / 1000);
  }

  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) * this.refillPerMs >= this.capacity) this.buckets.delete(key);
    }
    if (this.buckets.size >= this.maxKeys) this.buckets.clear();
  }
}

/**
 * A per-member limit of `perMinute` calls (the member guard has run): takes a token of the caller's
 * bucket or answers 429 `too_many_requests` with Retry-After; nothing else happens.
 */
export function memberRateLimit(perMinute: number, now: () => number): (request: FastifyRequest) => void {
  const buckets = new TokenBuckets(perMinute, 60_000, now);
  return (request) => {
    const key = String(request.member.userId);
    if (buckets.take(key)) return;
    throw new AppError(429, 'too_many_requests', 'errors.tooManyRequests').withRetryAfter(
      buckets.secondsUntilNext(key),
    );
  };
}
