import {
  DATA_EXPORTS_PER_DAY,
  type DataExport,
  type DataExportState,
  type StaffExportsOverview,
} from '@amora/contracts';
import { and, asc, desc, eq, gt, inArray, isNotNull, or } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { dataExports, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { DAY_MS, tooManyRequests, durableRule } from '../../core/rate-limiter.js';
import type { AppContext } from '../../types.js';
import { REACTIVATION_WINDOW_MS } from '../account/index.js';

type ExportRow = typeof dataExports.$inferSelect;

const OPEN_STATES = ['queued', 'running'] as const;
const EXPORTS = durableRule('data-export', DATA_EXPORTS_PER_DAY, DAY_MS);
const inProgress = () => new AppError(409, 'export_in_progress', 'errors.exportInProgress');
const expired = () => new AppError(410, 'export_expired', 'errors.exportExpired');
const notFound = () => new AppError(404, 'not_found', 'errors.notFound');

/** Where finished archives live: the data folder, never the public media storage. */
export const exportsDir = (ctx: AppContext) => path.join(ctx.config.dataDir, 'exports');

/** A ready export past its 7 days reads as expired even before the sweep has marked it. */
function stateAt(row: ExportRow, now: Date): DataExportState {
  if (row.state === 'ready' && row.expiresAt && row.expiresAt <= now) return 'expired';
  return row.state as DataExportState;
}

function present(row: ExportRow, now: Date): DataExport {
  const state = stateAt(row, now);
  return {
    id: row.id,
    state,
    progress: state === 'ready' ? 100 : row.progress,
    requested_at: row.requestedAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    size_bytes: state === 'ready' ? row.sizeBytes : null,
    download_url: state === 'ready' ? `/api/export-file.php?id=${row.id}` : null,
  };
}

async function latestRow(ctx: AppContext, memberId: number): Promise<ExportRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, memberId))
    .orderBy(desc(dataExports.id))
    .limit(1);
  return row;
}

/** `GET /api/export.php`: the member's latest export, or null. */
export async function latestExport(ctx: AppContext, memberId: number): Promise<DataExport | null> {
  const row = await latestRow(ctx, memberId);
  return row ? present(row, ctx.clock.now()) : null;
}

/** Removes an archive's file; a file already gone is fine. */
export async function removeArchive(ctx: AppContext, fileName: string | null): Promise<void> {
  if (fileName) await rm(path.join(exportsDir(ctx), fileName), { force: true });
}

/**
 * `POST /api/export.php`: queues a new export for the scheduled job. One at a time: while one is
 * queued or being made, a second request (even one racing this one: the partial unique index
 * decides) is refused with 409 and writes nothing. A finished archive still downloadable is
 * replaced: the member has one current copy of their data.
 */
export async function startExport(ctx: AppContext, memberId: number): Promise<DataExport> {
  const now = ctx.clock.now();
  const [open] = await ctx.db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(eq(dataExports.userId, memberId), inArray(dataExports.state, OPEN_STATES)));
  if (open) throw inProgress();
  const key = String(memberId);
  // An hour rather than the exact wait: when the day's oldest export leaves says when it was made.
  if (!(await ctx.rateLimits.take(EXPORTS, key, { now }))) throw tooManyRequests().withRetryAfter(3600);
  let replaced: string[] = [];
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const old = await tx
        .update(dataExports)
        .set({ state: 'expired', fileName: null })
        .where(and(eq(dataExports.userId, memberId), eq(dataExports.state, 'ready')))
        .returning({ fileName: dataExports.fileName });
      replaced = old.map((o) => o.fileName).filter((f): f is string => f !== null);
      const [created] = await tx
        .insert(dataExports)
        .values({ userId: memberId, requestedAt: now })
        .returning();
      return created!;
    });
    for (const fileName of replaced) await removeArchive(ctx, fileName);
    return present(row, now);
  } catch (error) {
    if (!isUniqueViolation(error, 'data_exports_one_open')) throw error;
    await ctx.rateLimits.giveBack(EXPORTS, key, now);
    throw inProgress();
  }
}

/**
 * The archive behind `GET /api/export-file.php?id=`: the member's own export only (another
 * member's id is not found, never forbidden, so ids reveal nothing); an expired one is a 410.
 */
export async function exportFile(
  ctx: AppContext,
  memberId: number,
  id: number,
): Promise<{ file: string; size: number; readyAt: Date }> {
  const [row] = await ctx.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, memberId)));
  if (!row) throw notFound();
  const state = stateAt(row, ctx.clock.now());
  if (state === 'expired') throw expired();
  if (state !== 'ready' || !row.fileName || !row.readyAt)
    throw new AppError(409, 'export_not_ready', 'errors.exportNotReady');
  return { file: path.join(exportsDir(ctx), row.fileName), size: row.sizeBytes ?? 0, readyAt: row.readyAt };
}

const STAFF_LIST_LIMIT = 200;
const FAILED_SHOWN_MS = 30 * DAY_MS;

/**
 * `GET /api/staff/exports`: exports not finished (queued, running, or failed in the last 30 days:
 * those the member may need help with) and accounts pending deletion with their purge date.
 * Member ids and dates only: nothing of the members' data.
 */
export async function staffExportsOverview(ctx: AppContext): Promise<StaffExportsOverview> {
  const now = ctx.clock.now();
  const openRows = await ctx.db
    .select()
    .from(dataExports)
    .where(
      or(
        inArray(dataExports.state, OPEN_STATES),
        and(
          eq(dataExports.state, 'failed'),
          gt(dataExports.requestedAt, new Date(now.getTime() - FAILED_SHOWN_MS)),
        ),
      ),
    )
    .orderBy(asc(dataExports.requestedAt))
    .limit(STAFF_LIST_LIMIT);
  const deletions = await ctx.db
    .select({ id: users.id, requestedAt: users.deletionRequestedAt })
    .from(users)
    .where(and(eq(users.status, 'pending_deletion'), isNotNull(users.deletionRequestedAt)))
    .orderBy(asc(users.deletionRequestedAt))
    .limit(STAFF_LIST_LIMIT);
  return {
    exports: openRows.map((r) => ({
      id: r.id,
      member_id: r.userId,
      state: r.state as DataExportState,
      progress: r.progress,
      attempts: r.attempts,
      requested_at: r.requestedAt.toISOString(),
    })),
    deletions: deletions.map((d) => ({
      member_id: d.id,
      requested_at: d.requestedAt!.toISOString(),
      purge_at: new Date(d.requestedAt!.getTime() + REACTIVATION_WINDOW_MS).toISOString(),
    })),
  };
}
