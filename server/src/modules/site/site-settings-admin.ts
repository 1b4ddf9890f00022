import {
  EDITABLE_SETTING_KEYS,
  EditableSiteSettingsSchema,
  SiteSettingsChangesSchema,
  isMessageKey,
  type EditableSiteSettings,
  type MessageKey,
  type StaffSettingsVersion,
  type StaffSiteSettings,
} from '@amora/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { siteSettingsVersions, sites, staff } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeStaffAudit, type StaffActor, type StaffTx } from '../staff/index.js';
import { DEFAULT_CHAT_HISTORY_DAYS } from '../../core/site-resolver.js';
import type { SiteRow } from '../../core/site-repository.js';

/** The notice every instance gets after a change: each drops its cached sites (ADR 0069). */
export const SITE_SETTINGS_CHANGED = 'site_settings_changed';

/** The columns of `sites` among the editable settings; the rest live in the settings document. */
const COLUMN_KEYS = new Set(['name', 'niche']);

/** Settings a stored document may lack (added after the site was stored): what readers assume. */
const DEFAULTS: Partial<EditableSiteSettings> = {
  min_age: 18,
  partner_url: null,
  chat_history_days: DEFAULT_CHAT_HISTORY_DAYS,
  payment_bundles: null,
};

const siteNotFound = () => new AppError(404, 'not_found', 'errors.notFound');
const nothingChanged = () => new AppError(400, 'validation_failed', 'errors.settingsUnchanged');
const versionNotFound = () => new AppError(404, 'not_found', 'errors.settingsVersionUnknown');

/** The editable settings of a stored site: its columns and the editable keys of its document. */
export function editableSettingsOf(row: SiteRow): EditableSiteSettings {
  const stored: Record<string, unknown> = { ...DEFAULTS, ...row.settings, name: row.name, niche: row.niche };
  return Object.fromEntries(EDITABLE_SETTING_KEYS.map((key) => [key, stored[key]])) as EditableSiteSettings;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A refusal that names each setting at fault with its rule's message (the form shows it there). */
function refused(issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>): AppError {
  const fields: Record<string, MessageKey> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'changes');
    fields[field] ??= isMessageKey(issue.message) ? issue.message : 'validation.invalidValue';
  }
  return new AppError(400, 'validation_failed', 'errors.validationFailed', {}, fields);
}

/** The changes of a request, each checked by its setting's rule; unknown settings are refused. */
export function checkedChanges(changes: Record<string, unknown>): Partial<EditableSiteSettings> {
  const parsed = SiteSettingsChangesSchema.safeParse(changes);
  if (!parsed.success) throw refused(parsed.error.issues);
  return parsed.data;
}

async function latestVersionId(db: StaffTx, siteId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: siteSettingsVersions.id })
    .from(siteSettingsVersions)
    .where(eq(siteSettingsVersions.siteId, siteId))
    .orderBy(desc(siteSettingsVersions.id))
    .limit(1);
  return row?.id ?? null;
}

function present(row: SiteRow, version: number | null): StaffSiteSettings {
  return {
    site: { id: row.id, domain: row.domain, language: row.language },
    settings: editableSettingsOf(row),
    version,
  };
}

export async function readSiteSettings(db: Db, siteId: number): Promise<StaffSiteSettings> {
  const [row] = await db.select().from(sites).where(eq(sites.id, siteId));
  if (!row) throw siteNotFound();
  return present(row, await latestVersionId(db, siteId));
}

export async function listSites(db: Db) {
  const rows = await db
    .select({ id: sites.id, domain: sites.domain, name: sites.name, language: sites.language })
    .from(sites)
    .orderBy(sites.id);
  return { sites: rows };
}

interface Change {
  /** The settings to set (already checked one by one by the route's schema). */
  changes: Partial<EditableSiteSettings>;
  reason: string;
  /** Set when this change undoes an earlier version. */
  reverts?: number;
}

/**
 * Writes a change of a site's settings in one transaction: the site row (locked, so two admins
 * saving at once are applied one after the other), the version row and the audit row. Only the
 * settings whose value differs are recorded; a change that changes nothing is refused. The whole
 * document is checked again after the merge, so no write leaves a site the contract refuses.
 */
async function applyChange(
  db: Db,
  actor: StaffActor,
  siteId: number,
  change: Change,
  at: Date,
): Promise<StaffSiteSettings> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(sites).where(eq(sites.id, siteId)).for('update');
    if (!row) throw siteNotFound();
    const current = editableSettingsOf(row);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(change.changes)) {
      if (value === undefined || same(current[key as keyof EditableSiteSettings], value)) continue;
      before[key] = current[key as keyof EditableSiteSettings];
      after[key] = value;
    }
    if (Object.keys(after).length === 0) throw nothingChanged();
    const merged = EditableSiteSettingsSchema.safeParse({ ...current, ...after });
    if (!merged.success) {
      const field = String(merged.error.issues[0]?.path[0] ?? 'settings');
      throw new AppError(
        400,
        'validation_failed',
        'errors.validationFailed',
        {},
        {
          [field]: 'validation.invalidValue',
        },
      );
    }
    const document = { ...row.settings };
    for (const [key, value] of Object.entries(after)) if (!COLUMN_KEYS.has(key)) document[key] = value;
    const [updated] = await tx
      .update(sites)
      .set({
        settings: document,
        ...('name' in after ? { name: merged.data.name } : {}),
        ...('niche' in after ? { niche: merged.data.niche } : {}),
      })
      .where(eq(sites.id, siteId))
      .returning();
    const [version] = await tx
      .insert(siteSettingsVersions)
      .values({
        siteId,
        staffId: actor.staffId,
        before,
        after,
        reason: change.reason,
        revertsId: change.reverts ?? null,
        createdAt: at,
      })
      .returning({ id: siteSettingsVersions.id });
    await writeStaffAudit(
      tx,
      actor,
      {
        action: change.reverts === undefined ? 'site.settings_changed' : 'site.settings_reverted',
        targetType: 'site',
        targetId: siteId,
        before,
        after: { ...after, version: version!.id, ...(change.reverts ? { reverts: change.reverts } : {}) },
        reason: change.reason,
      },
      at,
    );
    return present(updated!, version!.id);
  });
}

export function changeSiteSettings(
  db: Db,
  actor: StaffActor,
  siteId: number,
  changes: Record<string, unknown>,
  reason: string,
  at: Date,
): Promise<StaffSiteSettings> {
  return applyChange(db, actor, siteId, { changes: checkedChanges(changes), reason }, at);
}

/**
 * Undoes one version: the settings it touched go back to what they were before it (later
 * changes of other settings stay). Recorded as a version of its own.
 */
export async function revertSiteSettings(
  db: Db,
  actor: StaffActor,
  siteId: number,
  versionId: number,
  reason: string,
  at: Date,
): Promise<StaffSiteSettings> {
  const [version] = await db
    .select({ before: siteSettingsVersions.before })
    .from(siteSettingsVersions)
    .where(and(eq(siteSettingsVersions.id, versionId), eq(siteSettingsVersions.siteId, siteId)));
  if (!version) throw versionNotFound();
  return applyChange(
    db,
    actor,
    siteId,
    { changes: version.before as Partial<EditableSiteSettings>, reason, reverts: versionId },
    at,
  );
}

const VERSIONS_PAGE = 100;

/** The site's versions, newest first. */
export async function listSettingsVersions(
  db: Db,
  siteId: number,
): Promise<{ versions: StaffSettingsVersion[] }> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId));
  if (!site) throw siteNotFound();
  const rows = await db
    .select({
      id: siteSettingsVersions.id,
      staffId: siteSettingsVersions.staffId,
      staffEmail: staff.email,
      before: siteSettingsVersions.before,
      after: siteSettingsVersions.after,
      reason: siteSettingsVersions.reason,
      revertsId: siteSettingsVersions.revertsId,
      createdAt: siteSettingsVersions.createdAt,
    })
    .from(siteSettingsVersions)
    .leftJoin(staff, eq(staff.id, siteSettingsVersions.staffId))
    .where(eq(siteSettingsVersions.siteId, siteId))
    .orderBy(desc(siteSettingsVersions.id))
    .limit(VERSIONS_PAGE);
  return {
    versions: rows.map((row) => ({
      id: row.id,
      staff_id: row.staffId,
      staff_email: row.staffEmail,
      before: row.before,
      after: row.after,
      reason: row.reason,
      reverts: row.revertsId,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
