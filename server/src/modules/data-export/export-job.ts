import { DATA_EXPORT_VALID_DAYS, isLocale } from '@amora/contracts';
import { and, asc, eq, inArray, isNotNull, lte, lt, or } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { dataExports, profiles, sites, users } from '../../db/schema.js';
import { DAY_MS } from '../../core/rate-limiter.js';
import type { AppContext } from '../../types.js';
import { sendAccountMail, siteOrigin } from '../mail/index.js';
import { writeArchive } from './export-archive.js';
import { exportsDir, removeArchive } from './export-service.js';

/** A run that has not moved its heartbeat for this long is taken to have died with its instance. */
export const STALE_RUN_MS = 2 * 60_000;
/** Runs started before an export is given up as failed (a crash each time, say). */
export const MAX_ATTEMPTS = 3;
/** Exports made per call, so one tick never holds the scheduler for long. */
const PER_TICK = 2;
/** A file no row names (the member was purged, a run died mid-write) goes after this long. */
const ORPHAN_AFTER_MS = 3_600_000;

type Claim = { id: number; userId: number; attempts: number } | null;

/**
 * Takes the oldest queued export, or a running one whose instance stopped (stale heartbeat), for
 * this instance: the row lock with SKIP LOCKED means two instances never take the same one.
 */
async function claimNext(ctx: AppContext): Promise<Claim> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: dataExports.id, userId: dataExports.userId, attempts: dataExports.attempts })
      .from(dataExports)
      .where(
        or(
          eq(dataExports.state, 'queued'),
          and(
            eq(dataExports.state, 'running'),
            lt(dataExports.heartbeatAt, new Date(now.getTime() - STALE_RUN_MS)),
          ),
        ),
      )
      .orderBy(asc(dataExports.requestedAt), asc(dataExports.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    if (row.attempts >= MAX_ATTEMPTS) {
      await tx
        .update(dataExports)
        .set({ state: 'failed', error: 'gave up after repeated interrupted runs' })
        .where(eq(dataExports.id, row.id));
      return { ...row, attempts: -1 };
    }
    const attempts = row.attempts + 1;
    await tx
      .update(dataExports)
      .set({ state: 'running', attempts, progress: 0, heartbeatAt: now })
      .where(eq(dataExports.id, row.id));
    return { ...row, attempts };
  });
}

/** Only the run that holds the row (same attempt, still running) may write to it. */
const heldBy = (claim: NonNullable<Claim>) =>
  and(
    eq(dataExports.id, claim.id),
    eq(dataExports.state, 'running'),
    eq(dataExports.attempts, claim.attempts),
  );

async function mailReady(ctx: AppContext, memberId: number, expiresAt: Date): Promise<void> {
  const [member] = await ctx.db
    .select({ email: users.email, language: users.language, name: profiles.name, domain: sites.domain })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .innerJoin(sites, eq(sites.id, users.siteId))
    .where(eq(users.id, memberId));
  if (!member) return;
  const site = await ctx.sites.resolve(member.domain);
  const locale = isLocale(member.language) ? member.language : site.language;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(expiresAt);
  await sendAccountMail(
    ctx,
    site,
    { email: member.email, name: member.name, language: locale },
    'exportReady',
    // The settings page, not the file: the download needs the member's own session.
    { link: `${siteOrigin(ctx, site)}/notifications#data-export`, params: { date } },
  );
}

async function runOne(ctx: AppContext, claim: NonNullable<Claim>): Promise<void> {
  const dir = exportsDir(ctx);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const fileName = `${randomBytes(18).toString('base64url')}.zip`;
  const partial = path.join(dir, `${fileName}.part`);
  let lastPercent = 0;
  try {
    await writeArchive(ctx.db, ctx.media, claim.userId, partial, async (done, total) => {
      const percent = Math.min(99, Math.floor((done / total) * 100));
      if (percent === lastPercent) return;
      lastPercent = percent;
      await ctx.db
        .update(dataExports)
        .set({ progress: percent, heartbeatAt: ctx.clock.now() })
        .where(heldBy(claim));
    });
    await rename(partial, path.join(dir, fileName));
    const { size } = await stat(path.join(dir, fileName));
    const now = ctx.clock.now();
    const expiresAt = new Date(now.getTime() + DATA_EXPORT_VALID_DAYS * DAY_MS);
    const finished = await ctx.db
      .update(dataExports)
      .set({ state: 'ready', progress: 100, fileName, sizeBytes: size, readyAt: now, expiresAt, error: null })
      .where(heldBy(claim))
      .returning({ id: dataExports.id });
    // Taken over meanwhile (this run was thought dead): the other run's archive is the one kept.
    if (finished.length === 0) return removeArchive(ctx, fileName);
    await mailReady(ctx, claim.userId, expiresAt);
  } catch (error) {
    await rm(partial, { force: true });
    ctx.log.error({ err: error, export: claim.id }, 'a data export failed');
    await ctx.db
      .update(dataExports)
      .set({ state: 'failed', error: error instanceof Error ? error.message.slice(0, 500) : 'unknown error' })
      .where(heldBy(claim));
  }
}

/**
 * Makes the due exports (the scheduler calls this every few seconds). Answers how many it
 * finished or gave up. Safe with several instances: each claim is exclusive.
 */
export async function runDueExports(ctx: AppContext): Promise<number> {
  let handled = 0;
  for (let i = 0; i < PER_TICK; i += 1) {
    const claim = await claimNext(ctx);
    if (!claim) break;
    if (claim.attempts > 0) await runOne(ctx, claim);
    handled += 1;
  }
  return handled;
}

/**
 * Marks ready exports past their 7 days expired and deletes their files, then removes files no
 * row names any more (a purged member's, a run that died mid-write). Answers how many expired.
 */
export async function sweepExports(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const due = await ctx.db
    .select({ id: dataExports.id, fileName: dataExports.fileName })
    .from(dataExports)
    .where(and(eq(dataExports.state, 'ready'), lte(dataExports.expiresAt, now)));
  const expired = due.length
    ? await ctx.db
        .update(dataExports)
        .set({ state: 'expired', fileName: null })
        .where(
          and(
            eq(dataExports.state, 'ready'),
            inArray(
              dataExports.id,
              due.map((d) => d.id),
            ),
          ),
        )
        .returning({ id: dataExports.id })
    : [];
  for (const row of due) await removeArchive(ctx, row.fileName);
  const dir = exportsDir(ctx);
  const files = await readdir(dir).catch(() => [] as string[]);
  if (files.length === 0) return expired.length;
  const named = await ctx.db
    .select({ fileName: dataExports.fileName })
    .from(dataExports)
    .where(and(isNotNull(dataExports.fileName), inArray(dataExports.fileName, files)));
  const kept = new Set(named.map((n) => n.fileName));
  for (const file of files) {
    if (kept.has(file)) continue;
    const info = await stat(path.join(dir, file)).catch(() => null);
    if (info && Date.now() - info.mtimeMs > ORPHAN_AFTER_MS) await rm(path.join(dir, file), { force: true });
  }
  return expired.length;
}
