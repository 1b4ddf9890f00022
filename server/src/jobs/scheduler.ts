import type { FastifyInstance } from 'fastify';
import { retryMediaDeletes } from '../lib/media-deletes.js';
import { purgeExpiredAccounts } from '../modules/account/index.js';
import { liftExpiredSuspensions } from '../core/member-rules.js';
import { pruneUnsentChatPhotos } from '../modules/chat/index.js';
import { sendMonthlyStatements } from '../modules/credits/index.js';
import { runDueExports, sweepExports } from '../modules/data-export/index.js';

const HOURLY_MS = 3_600_000;
/** Pushes held back by the hourly cap go out within a minute of the hour having room (ADR 0020). */
const FOLDED_PUSH_FLUSH_MS = 60_000;
/** How often failed media deletes are looked at; each is retried only when its backoff is due. */
const MEDIA_DELETE_RETRY_MS = 5 * 60_000;
/** A member waits for their export: queued ones are looked for every few seconds (one indexed query). */
const DATA_EXPORT_TICK_MS = 2_000;

/**
 * Periodic housekeeping: purging accounts past their reactivation window, pruning old rate-limit
 * events, removing chat photos never sent, sending the monthly credit statements. Runs at start
 * and hourly; with several instances each runs it (the work is idempotent). Every five minutes,
 * the media deletes that failed and are due again (with backoff, lib/media-deletes.ts); every
 * minute, the pushes the hourly cap folded and the suspensions that ran out (the member is back in
 * search without having to log in first); every two seconds, the members' data exports queued.
 */
export function startScheduledJobs(app: FastifyInstance): () => void {
  const run = async () => {
    try {
      const purged = await purgeExpiredAccounts(app.ctx);
      if (purged > 0) app.log.info({ purged }, 'purged accounts past their reactivation window');
      await app.ctx.rateLimits.prune(app.ctx.clock.now());
      const unsent = await pruneUnsentChatPhotos(app.ctx);
      if (unsent > 0) app.log.info({ unsent }, 'removed chat photos never sent');
      const statements = await sendMonthlyStatements(app.ctx);
      if (statements > 0) app.log.info({ statements }, 'sent monthly credit statements');
      const expiredExports = await sweepExports(app.ctx);
      if (expiredExports > 0) app.log.info({ expiredExports }, 'removed data exports past their 7 days');
    } catch (error) {
      app.log.error({ err: error }, 'scheduled job failed');
    }
  };
  void run();
  const timer = setInterval(() => void run(), HOURLY_MS);
  timer.unref();
  const retryDeletes = async () => {
    try {
      const { deleted, failed } = await retryMediaDeletes(app.ctx);
      if (deleted + failed > 0) app.log.info({ deleted, failed }, 'retried failed media deletes');
    } catch (error) {
      app.log.error({ err: error }, 'media delete retry failed');
    }
  };
  const mediaDeletes = setInterval(() => void retryDeletes(), MEDIA_DELETE_RETRY_MS);
  mediaDeletes.unref();
  const flushPushes = setInterval(() => {
    app.notifications.flushFolded().catch((error: unknown) => {
      app.log.error({ err: error }, 'folded push flush failed');
    });
  }, FOLDED_PUSH_FLUSH_MS);
  flushPushes.unref();
  const liftSuspensions = setInterval(() => {
    liftExpiredSuspensions(app.ctx.db, app.ctx.clock.now())
      .then((lifted) => {
        if (lifted > 0) app.log.info({ lifted }, 'lifted suspensions that ran out');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'lifting suspensions failed'));
  }, FOLDED_PUSH_FLUSH_MS);
  liftSuspensions.unref();
  // The exports of members' data: each tick makes what is queued (or taken over from an instance
  // that stopped mid-way); a tick still working makes the next one skip.
  let exporting = false;
  const makeExports = setInterval(() => {
    if (exporting) return;
    exporting = true;
    runDueExports(app.ctx)
      .then((made) => {
        if (made > 0) app.log.info({ made }, 'made data exports');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'making data exports failed'))
      .finally(() => {
        exporting = false;
      });
  }, DATA_EXPORT_TICK_MS);
  makeExports.unref();
  return () => {
    clearInterval(makeExports);
    clearInterval(timer);
    clearInterval(mediaDeletes);
    clearInterval(flushPushes);
    clearInterval(liftSuspensions);
  };
}
