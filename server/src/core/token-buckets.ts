/**
 * In-memory token buckets per key, for the limiter's `instance` rules: reads far too frequent for
 * a database row each (ADR 0074). Per server instance: enough to stop one caller from scraping.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly refillPerMs: number;

  constructor(
    /** Burst size, and how many requests a window allows. */
    private readonly capacity: number,
    windowMs: number,
    private readonly now: () => number = Date.now,
    /** Above this many keys, idle buckets are dropped (arbitrary addresses must not grow memory). */
    private readonly maxKeys = 50_000,
  ) {
    this.refillPerMs = capacity / windowMs;
  }

  /** Takes one token for `key`; false when its bucket is empty. */
  take(key: string, now = this.now()): boolean {
    const bucket = this.buckets.get(key);
    const tokens = this.tokensOf(bucket, now);
    if (tokens < 1) {
      if (bucket) Object.assign(bucket, { tokens, at: now });
      return false;
    }
    if (!bucket && this.buckets.size >= this.maxKeys) this.prune(now);
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    return true;
  }

  /** Puts back the token a refused-after-the-count request took (never above the burst size). */
  giveBack(key: string, now = this.now()): void {
    const bucket = this.buckets.get(key);
    if (!bucket) return;
    Object.assign(bucket, { tokens: Math.min(this.capacity, this.tokensOf(bucket, now) + 1), at: now });
  }

  /**
   * Seconds until `key` has a token again (for Retry-After); 0 when it has one. Judged now, with
   * the refill since the last take: a caller only ever asked (never taking) is let in again.
   */
  secondsUntilNext(key: string, now = this.now()): number {
    const tokens = this.tokensOf(this.buckets.get(key), now);
    if (tokens >= 1) return 0;
    return Math.ceil((1 - tokens) / this.refillPerMs / 1000);
  }

  private tokensOf(bucket: { tokens: number; at: number } | undefined, now: number): number {
    return bucket
      ? Math.min(this.capacity, bucket.tokens + (now - bucket.at) * this.refillPerMs)
      : this.capacity;
  }

  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (this.tokensOf(bucket, now) >= this.capacity) this.buckets.delete(key);
    }
    if (this.buckets.size >= this.maxKeys) this.buckets.clear();
  }
}
