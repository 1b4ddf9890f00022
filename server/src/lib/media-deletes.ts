import { asc, eq, lte, sql } from 'drizzle-orm';
import { pendingMediaDeletes } from '../db/schema.js';
import { MediaNotFound } from '../plugins/storage/index.js';
import type { AppContext } from '../types.js';

type MediaDeleteContext = Pick<AppContext, 'db' | 'media' | 'clock' | 'log'>;

/** The first retry comes this long after the failure, each next one twice as long after... */
export const MEDIA_DELETE_FIRST_RETRY_MS = 5 * 60_000;
/** ...but never more than a day apart: a storage outage over, the files go within a day. */
export const MEDIA_DELETE_MAX_RETRY_MS = 24 * 3_600_000;
/** Retries per run: a long outage's backlog drains over several runs, not in one burst. */
const RETRIES_PER_RUN = 200;

/** When to try again after `attempts` failed deletes. */
export function nextMediaDeleteAttempt(now: Date, attempts: number): Date {
  const delay = Math.min(
    MEDIA_DELETE_FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1),
    MEDIA_DELETE_MAX_RETRY_MS,
  );
  return new Date(now.getTime() + delay);
}

/** A delete whose file is not there (any more) has done its job. */
async function deleteFile(ctx: MediaDeleteContext, key: string): Promise<void> {
  try {
    await ctx.media.delete(key);
  } catch (error) {
    if (!(error instanceof MediaNotFound)) throw error;
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Deletes files whose rows are already gone for good, without ever failing: the work that removed
 * the rows is done and must stand. A file that will not go is recorded in `pending_media_deletes`
 * (and logged with `logFields`), so the scheduled job retries it until it goes: nothing else names
 * such a file any more, and a log line alone would leave it on the storage for good.
 */
export async function deleteMediaOrRetryLater(
  ctx: MediaDeleteContext,
  keys: Iterable<string>,
  logFields: Record<string, unknown> = {},
): Promise<void> {
  await Promise.all(
    [...keys].map(async (key) => {
      try {
        await deleteFile(ctx, key);
      } catch (error) {
        ctx.log.warn({ err: error, key, ...logFields }, 'a media file could not be deleted; retried later');
        const now = ctx.clock.now();
        try {
          await ctx.db
            .insert(pendingMediaDeletes)
            .values({ key, nextAttemptAt: nextMediaDeleteAttempt(now, 1), lastError: messageOf(error) })
            .onConflictDoNothing();
        } catch (recordError) {
          // The database is failing too: the log line is all that is left to clean up by.
          ctx.log.error({ err: recordError, key }, 'a failed media delete could not be recorded for a retry');
        }
      }
    }),
  );
}

/**
 * The scheduled retry of failed media deletes: each due one is tried again; gone (or already
 * missing), its row goes; failing still, it is due again after twice the previous wait (at most a
 * day). Idempotent, so several instances may run it at once. Answers what happened.
 */
export async function retryMediaDeletes(
  ctx: MediaDeleteContext,
): Promise<{ deleted: number; failed: number }> {
  const now = ctx.clock.now();
  const due = await ctx.db
    .select()
    .from(pendingMediaDeletes)
    .where(lte(pendingMediaDeletes.nextAttemptAt, now))
    .orderBy(asc(pendingMediaDeletes.nextAttemptAt))
    .limit(RETRIES_PER_RUN);
  let deleted = 0;
  let failed = 0;
  for (const row of due) {
    try {
      await deleteFile(ctx, row.key);
      await ctx.db.delete(pendingMediaDeletes).where(eq(pendingMediaDeletes.key, row.key));
      deleted += 1;
    } catch (error) {
      failed += 1;
      const attempts = row.attempts + 1;
      ctx.log.warn({ err: error, key: row.key, attempts }, 'a media file could still not be deleted');
      await ctx.db
        .update(pendingMediaDeletes)
        .set({
          attempts: sql`${pendingMediaDeletes.attempts} + 1`,
          nextAttemptAt: nextMediaDeleteAttempt(ctx.clock.now(), attempts),
          lastError: messageOf(error),
        })
        .where(eq(pendingMediaDeletes.key, row.key));
    }
  }
  return { deleted, failed };
}
