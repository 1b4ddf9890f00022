import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { landerVariants, landerVisits } from '../../db/schema.js';

/*
 * What lets `GET /api/lander.php` answer at the speed of a campaign's burst: the live variants
 * read once per few seconds instead of once per view, and the views written in batches instead
 * of one insert each. Both are per instance; an admin change drops every instance's variants at
 * once (through the realtime bus), a graceful stop writes the views still held.
 */

export type VariantRow = typeof landerVariants.$inferSelect;
export type VisitRow = typeof landerVisits.$inferInsert;

/** A duration from the environment, in ms; off by default in tests, which add variants directly. */
const envMs = (name: string, otherwise: number) =>
  Number(process.env[name] ?? (process.env.NODE_ENV === 'test' ? 0 : otherwise));

/** The notice that tells every instance the variants changed. */
export const VARIANTS_CHANGED = 'landers:variants_changed';

/**
 * Live variants of a site, language and niche (their active window is checked per view, so a
 * variant starts and ends on time whatever the cache holds).
 */
export class LiveVariants {
  private readonly entries = new Map<string, { until: number; rows: Promise<VariantRow[]> }>();

  constructor(
    private readonly db: Db,
    /** How long the live variants of a site, language and niche are reused (0: read every time). */
    private readonly ttlMs = envMs('LANDER_VARIANTS_CACHE_MS', 5_000),
  ) {}

  async of(siteId: number, language: string, niche: number): Promise<VariantRow[]> {
    if (this.ttlMs <= 0) return this.read(siteId, language, niche);
    const key = `${siteId}\u0000${language}\u0000${niche}`;
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.rows;
    // One read for a burst: the views that arrive while it runs wait for the same promise.
    const rows = this.read(siteId, language, niche);
    this.entries.set(key, { until: now + this.ttlMs, rows });
    rows.catch(() => this.entries.delete(key));
    return rows;
  }

  /** An admin change: the next view reads the variants again. */
  clear(): void {
    this.entries.clear();
  }

  /** Run once (a query builder runs again at every `await`, a cached promise must not). */
  private async read(siteId: number, language: string, niche: number): Promise<VariantRow[]> {
    return await this.db
      .select()
      .from(landerVariants)
      .where(
        and(
          eq(landerVariants.status, 'live'),
          or(isNull(landerVariants.siteId), eq(landerVariants.siteId, siteId)),
          or(isNull(landerVariants.language), eq(landerVariants.language, language)),
          or(isNull(landerVariants.niche), eq(landerVariants.niche, niche)),
        ),
      );
  }
}

/**
 * Views held for at most `flushMs` or `batch` rows, then written in one insert. Writes run one
 * after another; a failed write keeps its rows for the next one (a view is counted once: the rows
 * carry their own ids, and a retried batch skips ids already stored). Attribution reads first
 * wait for the views they may need (`settled`).
 */
export class ViewBuffer {
  private held: VisitRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    /** The longest a view waits to be written (0: written before the answer, one by one). */
    private readonly flushMs = envMs('LANDER_VIEWS_FLUSH_MS', 1_000),
    /** Views written in one statement at most; a full batch is written at once. */
    private readonly batch = Number(process.env.LANDER_VIEWS_BATCH) || 250,
  ) {}

  /** Records a view: at once when buffering is off, else with the next batch. */
  async add(row: VisitRow): Promise<void> {
    if (this.flushMs <= 0) {
      await this.db.insert(landerVisits).values(row);
      return;
    }
    this.held.push(row);
    if (this.held.length >= this.batch) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushMs).unref();
  }

  /** Whether a view is still waiting to be written. */
  holds(test: (row: VisitRow) => boolean): boolean {
    return this.held.some(test);
  }

  /** Writes what is held (after any write under way); resolves when it is stored or has failed. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  /** Views that `test` picks are stored (or their write failed) when this resolves. */
  async settled(test: (row: VisitRow) => boolean): Promise<void> {
    if (this.holds(test)) await this.flush();
    else await this.writing;
  }

  /** How long a view can wait before it is stored (0: never). */
  get delayMs(): number {
    return this.flushMs;
  }

  private async write(): Promise<void> {
    const rows = this.held.splice(0, this.held.length);
    for (let start = 0; start < rows.length; start += this.batch) {
      const part = rows.slice(start, start + this.batch);
      try {
        await this.db.insert(landerVisits).values(part).onConflictDoNothing({ target: landerVisits.id });
      } catch (error) {
        this.log.error(
          { err: error, views: part.length },
          'lander views not written; kept for the next batch',
        );
        this.held.unshift(...rows.slice(start));
        this.timer ??= setTimeout(() => void this.flush(), Math.max(this.flushMs, 1_000)).unref();
        return;
      }
    }
  }
}
