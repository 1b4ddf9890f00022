import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, instant } from './columns.js';
import { memberRef } from './member-schema.js';

/*
 * A member's copy of their own data (GDPR Art. 15 and 20, ADR 0070). One row per request, worked
 * by the scheduled job (jobs/scheduler.ts), so a request made before a restart is finished after
 * it: `queued` → `running` (with a heartbeat, so a crashed instance's work is taken over) →
 * `ready` (a ZIP under the data folder, downloadable until `expires_at`) → `expired`; or `failed`.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: identityId(),
    userId: memberRef('user_id'),
    state: text('state').notNull().default('queued'),
    /** 0–100: the share of the archive's entries written so far. */
    progress: integer('progress').notNull().default(0),
    /** The archive's file name under `<data dir>/exports/` (random: never derived from the member). */
    fileName: text('file_name'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** Runs started (a crashed run is retried a few times, then the export fails). */
    attempts: integer('attempts').notNull().default(0),
    /** Moved forward while a run writes; a running row whose heartbeat is stale is taken over. */
    heartbeatAt: instant('heartbeat_at'),
    /** Why it failed, for an operator (an exception's message, never member data). */
    error: text('error'),
    requestedAt: instant('requested_at').notNull().defaultNow(),
    readyAt: instant('ready_at'),
    expiresAt: instant('expires_at'),
  },
  (t) => [
    check('data_exports_state', sql`${t.state} in ('queued', 'running', 'ready', 'failed', 'expired')`),
    check('data_exports_progress', sql`${t.progress} between 0 and 100`),
    // One export at a time: a second request while one is being made fails on this index.
    uniqueIndex('data_exports_one_open')
      .on(t.userId)
      .where(sql`${t.state} in ('queued', 'running')`),
    index('data_exports_user').on(t.userId, t.id),
    // The job's queue and the staff page: what is not finished yet.
    index('data_exports_open')
      .on(t.requestedAt)
      .where(sql`${t.state} in ('queued', 'running')`),
  ],
);
