import { createHash, randomBytes } from 'node:crypto';
import {
  LANDER_MEMBERS_MAX,
  LANDER_PREVIEW_HOURS,
  LANDER_PREVIEW_QUERY,
  nicheOfSlug,
  type LanderFamily,
  type LanderPreviewBody,
  type LanderPreviewCreated,
  type LanderResponse,
} from '@amora/contracts';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { landerPreviews } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Site } from '../../core/site-resolver.js';
import type { StaffTx } from '../staff/index.js';
import { cachedNicheMembers } from './lander-members.js';
import { checkedFields } from './variant-admin.js';

/*
 * Previews of a draft variant (ADR 0071). The editor stores the draft under a random token and
 * opens the lean lander page with `?lander_preview=<token>`; the page asks the staff route for
 * it, so the staff session is what opens a preview: a visitor with the link is refused by the
 * staff guard before the draft is read. A preview records no view and counts nowhere.
 */

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where a draft shows: its family's page (the home lander for a draft offered on `/` only). */
function previewPath(draft: LanderPreviewBody, token: string): string {
  const slug = draft.slug ? `/${draft.slug}` : '';
  return `/landers/${draft.family}${slug}?${LANDER_PREVIEW_QUERY}=${token}`;
}

/** Stores a draft (checked as a publish would check it, images included) for one day. */
export async function createPreview(
  tx: StaffTx,
  staffId: number,
  draft: LanderPreviewBody,
  now: Date,
): Promise<LanderPreviewCreated> {
  await checkedFields(tx, draft);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LANDER_PREVIEW_HOURS * 3_600_000);
  // Expired previews of anyone go with each new one: the table stays the size of a day's work.
  await tx.delete(landerPreviews).where(lt(landerPreviews.expiresAt, now));
  await tx.insert(landerPreviews).values({
    tokenHash: digest(token),
    staffId,
    draft: draft as Record<string, unknown>,
    createdAt: now,
    expiresAt,
  });
  return { token, url: previewPath(draft, token), expires_at: expiresAt.toISOString() };
}

export const previewUnknown = () => new AppError(404, 'not_found', 'errors.landerPreviewUnknown');

/**
 * What the lean page renders for a preview: the lander answer a visitor of this site would get
 * with the draft chosen (its copy, images and niche's members), and no visit id to click with.
 */
export async function previewLander(
  db: Db,
  site: Site,
  token: string,
  country: string | null,
  now: Date,
): Promise<LanderResponse> {
  const [row] = await db
    .select({ draft: landerPreviews.draft })
    .from(landerPreviews)
    .where(and(eq(landerPreviews.tokenHash, digest(token)), gt(landerPreviews.expiresAt, now)));
  if (!row) throw previewUnknown();
  const draft = row.draft as LanderPreviewBody;
  const fields = await checkedFields(db, draft).catch(() => {
    // An image removed since the draft was stored: the preview is as gone as the image.
    throw previewUnknown();
  });
  const niche = fields.niche ?? nicheOfSlug(fields.slug, site.settings.niche);
  const members = await cachedNicheMembers(
    db,
    site.id,
    site.settings,
    niche,
    now,
    LANDER_MEMBERS_MAX,
    country,
  );
  return {
    visit: '',
    variant: {
      key: draft.key,
      family: fields.family as LanderFamily,
      slug: fields.slug,
      niche,
      headline: fields.headline,
      copy: fields.copy,
      cta: fields.cta,
      images: fields.images.map((image) => ({
        url: `${site.settings.cdn_prefix}${image.file}`,
        width: image.width,
        height: image.height,
        alt: image.alt,
      })),
    },
    members,
    member: null,
    country,
  };
}
