import type {
  LanderChange,
  LanderReportRow,
  LanderStatus,
  LanderVariant,
  LanderVariantInput,
  MessageKey,
} from '@amora/contracts';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { landerImages, landerVariants, landerVisits, sites } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeStaffAudit, type StaffActor, type StaffTx } from '../staff/index.js';

type VariantRow = typeof landerVariants.$inferSelect;
type StoredFields = Omit<VariantRow, 'id' | 'key' | 'createdAt' | 'updatedAt'>;

function toVariant(row: VariantRow, domain: string | null): LanderVariant {
  return {
    key: row.key,
    site: domain,
    family: row.family as LanderVariant['family'],
    slug: row.slug,
    niche: row.niche,
    language: row.language,
    headline: row.headline,
    copy: row.copy,
    cta: row.cta,
    images: row.images.map(({ file, alt }) => ({ file, alt })),
    weight: row.weight,
    home: row.home,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    status: row.status as LanderStatus,
    updated_at: row.updatedAt.toISOString(),
  };
}

async function domainsById(db: StaffTx): Promise<Map<number, string>> {
  const rows = await db.select({ id: sites.id, domain: sites.domain }).from(sites);
  return new Map(rows.map((row) => [row.id, row.domain]));
}

/** A 400 naming the field, as the schema's own refusals do. */
function refuse(field: string, key: MessageKey, params: Record<string, string> = {}): AppError {
  return new AppError(400, 'validation_failed', 'errors.validationFailed', params, { [field]: key });
}

/** The stored form of an input, after the checks a schema cannot make (site, images). */
export async function checkedFields(
  db: StaffTx,
  input: Omit<LanderVariantInput, 'dry_run'>,
): Promise<StoredFields> {
  let siteId: number | null = null;
  if (input.site) {
    const [site] = await db
      .select({ id: sites.id })
      .from(sites)
      .where(eq(sites.domain, input.site.toLowerCase()));
    if (!site) throw refuse('site', 'validation.invalidValue');
    siteId = site.id;
  }
  const wanted = input.images ?? [];
  const files = wanted.length
    ? await db
        .select()
        .from(landerImages)
        .where(
          inArray(
            landerImages.file,
            wanted.map((image) => image.file),
          ),
        )
    : [];
  const byFile = new Map(files.map((file) => [file.file, file]));
  const images = wanted.map((image, index) => {
    const file = byFile.get(image.file);
    if (!file) throw refuse(`images.${index}.file`, 'validation.landerImageMissing', { image: image.file });
    return { file: image.file, alt: image.alt, width: file.width, height: file.height };
  });
  if (input.starts_at && input.ends_at && input.ends_at <= input.starts_at)
    throw refuse('ends_at', 'validation.invalidValue');
  return {
    siteId,
    family: input.family,
    slug: input.slug ?? '',
    niche: input.niche ?? null,
    language: input.language ?? null,
    headline: input.headline ?? null,
    copy: input.copy ?? null,
    cta: input.cta ?? null,
    images,
    weight: input.weight,
    home: input.home ?? false,
    startsAt: input.starts_at ? new Date(input.starts_at) : null,
    endsAt: input.ends_at ? new Date(input.ends_at) : null,
    status: input.status ?? 'live',
  };
}

function comparable(value: unknown): string {
  return JSON.stringify(value instanceof Date ? value.toISOString() : (value ?? null));
}

function diff(before: Partial<StoredFields> | undefined, after: StoredFields): LanderChange['changes'] {
  const changes: LanderChange['changes'] = {};
  for (const [field, to] of Object.entries(after)) {
    const from = before?.[field as keyof StoredFields];
    if (!before || comparable(from) !== comparable(to)) changes[field] = { from: from ?? null, to };
  }
  return changes;
}

async function findByKey(db: StaffTx, key: string): Promise<VariantRow | undefined> {
  const [row] = await db.select().from(landerVariants).where(eq(landerVariants.key, key));
  return row;
}

/** Only the fields a change touched, for the audit row's before and after. */
function auditSides(changes: LanderChange['changes']): { before: object; after: object } {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [field, change] of Object.entries(changes)) {
    before[field] = change.from;
    after[field] = change.to;
  }
  return { before, after };
}

/**
 * Publishes a variant (creates it or updates the one with its key; live unless the input says
 * otherwise). With `dry_run` it only reports what would change. Live on the next page load.
 * Every way in (the console, the admin API, the command line) is audited: one row with the
 * change, in its transaction; `actor.staffId` null is the token or the operator's shell.
 */
export async function publishVariant(
  db: Db,
  input: LanderVariantInput,
  now: Date,
  actor: StaffActor,
): Promise<LanderChange> {
  return db.transaction(async (tx) => {
    const fields = await checkedFields(tx, input);
    const before = await findByKey(tx, input.key);
    const changes = diff(before, fields);
    const action = !before ? 'create' : Object.keys(changes).length ? 'update' : 'unchanged';
    const dryRun = input.dry_run ?? false;
    let row: VariantRow = before ?? { id: 0, key: input.key, createdAt: now, updatedAt: now, ...fields };
    if (!dryRun && action !== 'unchanged') {
      const [saved] = await tx
        .insert(landerVariants)
        .values({ key: input.key, ...fields, updatedAt: now })
        .onConflictDoUpdate({ target: landerVariants.key, set: { ...fields, updatedAt: now } })
        .returning();
      row = saved!;
      await writeStaffAudit(
        tx,
        actor,
        {
          action: action === 'create' ? 'lander.created' : 'lander.updated',
          targetType: 'lander_variant',
          targetId: input.key,
          ...auditSides(changes),
        },
        now,
      );
    } else if (action !== 'unchanged') row = { ...row, ...fields };
    const domains = await domainsById(tx);
    return {
      key: input.key,
      action,
      changes,
      dry_run: dryRun,
      variant: toVariant(row, domains.get(row.siteId ?? -1) ?? null),
    };
  });
}

/** The audit name of a pause, resume or re-weight. */
function patchAction(changes: LanderChange['changes']): string {
  if (!changes.status) return 'lander.weighted';
  if (changes.status.to === 'paused') return 'lander.paused';
  return changes.status.to === 'live' ? 'lander.resumed' : 'lander.drafted';
}

/** Pauses, resumes or re-weights one variant; 404 for an unknown key. Audited as a publish is. */
export async function patchVariant(
  db: Db,
  key: string,
  patch: { status?: LanderStatus; weight?: number; dry_run?: boolean },
  now: Date,
  actor: StaffActor,
): Promise<LanderChange> {
  return db.transaction(async (tx) => {
    const before = await findByKey(tx, key);
    if (!before) throw new AppError(404, 'not_found', 'errors.notFound');
    const after = {
      ...before,
      ...(patch.status ? { status: patch.status } : {}),
      ...(patch.weight !== undefined ? { weight: patch.weight } : {}),
    };
    const changes: LanderChange['changes'] = {};
    if (after.status !== before.status) changes.status = { from: before.status, to: after.status };
    if (after.weight !== before.weight) changes.weight = { from: before.weight, to: after.weight };
    const dryRun = patch.dry_run ?? false;
    let row = after;
    if (!dryRun && Object.keys(changes).length) {
      const [saved] = await tx
        .update(landerVariants)
        .set({ status: after.status, weight: after.weight, updatedAt: now })
        .where(eq(landerVariants.id, before.id))
        .returning();
      row = saved!;
      await writeStaffAudit(
        tx,
        actor,
        { action: patchAction(changes), targetType: 'lander_variant', targetId: key, ...auditSides(changes) },
        now,
      );
    }
    const domains = await domainsById(tx);
    return {
      key,
      action: Object.keys(changes).length ? 'update' : 'unchanged',
      changes,
      dry_run: dryRun,
      variant: toVariant(row, domains.get(row.siteId ?? -1) ?? null),
    };
  });
}

export async function listVariants(db: Db): Promise<LanderVariant[]> {
  const rows = await db
    .select()
    .from(landerVariants)
    .orderBy(asc(landerVariants.family), asc(landerVariants.key));
  const domains = await domainsById(db);
  return rows.map((row) => toVariant(row, domains.get(row.siteId ?? -1) ?? null));
}

/**
 * Views, call-to-action clicks and sign-ups per variant and traffic network (the `network`
 * tracking parameter captured at arrival), with sign-ups per view. The built-in default of a
 * family (no variant live) is its own line with key null.
 */
export async function attributionReport(db: Db): Promise<LanderReportRow[]> {
  const family = sql<string>`coalesce(${landerVariants.family}, ${landerVisits.family})`;
  const slug = sql<string>`coalesce(${landerVariants.slug}, ${landerVisits.slug})`;
  const network = sql<string | null>`${landerVisits.tracking} ->> 'network'`;
  const rows = await db
    .select({
      key: landerVariants.key,
      family,
      slug,
      network,
      views: count(),
      clicks: count(landerVisits.clickedAt),
      signups: count(landerVisits.signedUpAt),
    })
    .from(landerVisits)
    .leftJoin(landerVariants, eq(landerVariants.id, landerVisits.variantId))
    .groupBy(landerVariants.key, family, slug, network)
    .orderBy(family, sql`${landerVariants.key} nulls first`, sql`${network} nulls first`);
  return rows.map((row) => {
    const views = Number(row.views);
    const signups = Number(row.signups);
    return {
      key: row.key,
      family: row.family,
      slug: row.slug,
      network: row.network,
      views,
      clicks: Number(row.clicks),
      signups,
      conversion_rate: views ? Math.round((signups / views) * 10_000) / 10_000 : 0,
    };
  });
}
