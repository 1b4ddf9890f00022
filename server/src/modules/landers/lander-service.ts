import { randomUUID } from 'node:crypto';
import {
  LANDER_FAMILIES,
  LANDER_MEMBERS_MAX,
  nicheOfSlug,
  type LanderFamily,
  type LanderQuery,
  type LanderResponse,
  type LanderView,
  type TrackingParams,
} from '@amora/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { landerVisits } from '../../db/schema.js';
import type { Site } from '../../core/site-resolver.js';
import { cachedNicheMembers, landingMember } from './lander-members.js';
import type { LiveVariants, VariantRow, ViewBuffer } from './lander-traffic.js';
import { pickWeighted, visitorPoint } from './variant-picker.js';

/** The family `/` shows when no live variant is offered for the home page. */
export const HOME_DEFAULT_FAMILY: LanderFamily = 'video';

export interface LanderRequest {
  site: Site;
  locale: string;
  visitor: string;
  country: string | null;
  query: LanderQuery;
  now: Date;
}

function isFamily(value: string | undefined): value is LanderFamily {
  return (LANDER_FAMILIES as readonly string[]).includes(value ?? '');
}

/** A slug as the variants store it: unknown shapes are '' (the family's default page). */
function cleanSlug(family: LanderFamily | null, slug: string | undefined): string {
  if (family === 'tinderswipe' || !slug) return '';
  const lower = slug.toLowerCase();
  return /^[a-z0-9][a-z0-9-]{0,59}$/.test(lower) ? lower : '';
}

/** What the lander calls share on an instance: the live variants and the views waiting to be written. */
export interface LanderTraffic {
  variants: LiveVariants;
  views: ViewBuffer;
}

/** Live variants this visitor may see: site, language, niche and active window. */
async function liveCandidates(
  traffic: LanderTraffic,
  request: LanderRequest,
  niche: number,
): Promise<VariantRow[]> {
  const { site, locale, now } = request;
  const rows = await traffic.variants.of(site.id, locale, niche);
  return rows.filter(
    (v) => (v.startsAt === null || v.startsAt <= now) && (v.endsAt === null || v.endsAt > now),
  );
}

/**
 * The variant for this page and visitor: among the live variants of the exact slug, else of the
 * family's default slug (for `/`: those offered on the home page), a weighted draw at the
 * visitor's sticky point. Null: nothing is live, the template's translated default answers.
 */
export function chooseVariant(
  candidates: readonly VariantRow[],
  family: LanderFamily | null,
  slug: string,
  visitor: string,
): VariantRow | null {
  const page = family ? `${family}/${slug}` : 'home';
  const eligible = family ? candidates.filter((v) => v.family === family) : candidates.filter((v) => v.home);
  const exact = family && slug ? eligible.filter((v) => v.slug === slug) : [];
  const pool = exact.length > 0 ? exact : eligible.filter((v) => v.slug === '' || !family);
  return pickWeighted(pool, visitorPoint(visitor, page));
}

function present(
  variant: VariantRow | null,
  family: LanderFamily,
  slug: string,
  niche: number,
  cdnPrefix: string,
): LanderView {
  return {
    key: variant?.key ?? null,
    family: (variant?.family as LanderFamily | undefined) ?? family,
    slug: variant?.slug ?? slug,
    niche,
    headline: variant?.headline ?? null,
    copy: variant?.copy ?? null,
    cta: variant?.cta ?? null,
    images: (variant?.images ?? []).map((image) => ({
      url: `${cdnPrefix}${image.file}`,
      width: image.width,
      height: image.height,
      alt: image.alt,
    })),
  };
}

function trackingOf(query: LanderQuery): TrackingParams | null {
  const tracking: TrackingParams = {};
  for (const key of ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const) {
    const value = query[key]?.trim();
    if (value) tracking[key] = value;
  }
  return Object.keys(tracking).length > 0 ? tracking : null;
}

/**
 * `GET /api/lander.php`: the variant, the members that fit its niche and, on a member landing,
 * the member's public card; the view is recorded for attribution. Never fails on odd input: an
 * unknown family is the home lander, an unknown slug the family's default, a hidden member null.
 */
export async function landerFor(
  db: Db,
  traffic: LanderTraffic,
  request: LanderRequest,
): Promise<LanderResponse> {
  const { site, query, now, visitor } = request;
  const asked = isFamily(query.family) ? query.family : null;
  const slug = cleanSlug(asked, query.slug);
  const niche = nicheOfSlug(slug, site.settings.niche);
  const memberId = /^\d{1,9}$/.test(query.member ?? '') ? Number(query.member) : null;
  // A member landing is its own template around the member's card: no variant draw.
  const memberLanding = memberId !== null && !asked;
  const variant = memberLanding
    ? null
    : chooseVariant(await liveCandidates(traffic, request, niche), asked, slug, visitor);
  const family = (variant?.family as LanderFamily | undefined) ?? asked ?? HOME_DEFAULT_FAMILY;

  const [members, member] = await Promise.all([
    cachedNicheMembers(
      db,
      site.id,
      site.settings,
      variant?.niche ?? niche,
      now,
      LANDER_MEMBERS_MAX,
      request.country,
    ),
    memberId === null ? null : landingMember(db, site.id, site.settings, memberId, now),
  ]);
  const visit = randomUUID();
  await traffic.views.add({
    id: visit,
    siteId: site.id,
    variantId: variant?.id ?? null,
    visitor,
    family: asked ? family : memberLanding ? 'member' : 'home',
    slug,
    tracking: trackingOf(query),
    createdAt: now,
  });
  return {
    visit,
    variant: present(variant, family, slug, variant?.niche ?? niche, site.settings.cdn_prefix),
    members: members.filter((card) => card.id !== member?.id),
    member,
    country: request.country,
  };
}

async function markClicked(db: Db, visit: string, visitor: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(landerVisits)
    .set({ clickedAt: now })
    .where(and(eq(landerVisits.id, visit), eq(landerVisits.visitor, visitor), isNull(landerVisits.clickedAt)))
    .returning({ id: landerVisits.id });
  return rows.length > 0;
}

/**
 * The call to action of a view was used; only the visitor's own view, and only once. A view this
 * instance still holds is written first; one another instance holds is there within its flush
 * delay, so an unknown view is looked for once more after it.
 */
export async function recordClick(
  db: Db,
  views: ViewBuffer,
  visit: string,
  visitor: string,
  now: Date,
): Promise<boolean> {
  await views.settled((row) => row.id === visit);
  if (await markClicked(db, visit, visitor, now)) return true;
  if (views.delayMs <= 0) return false;
  await new Promise((resolve) => setTimeout(resolve, views.delayMs + 250));
  return markClicked(db, visit, visitor, now);
}

/** How long after a lander view a sign-up still counts for it. */
export const ATTRIBUTION_WINDOW_DAYS = 30;

/**
 * A sign-up from this visitor: the latest view within the window gets it (last touch), with the
 * member it made, so their activation and purchases count for the same variant.
 */
export async function recordSignup(
  db: Db,
  views: ViewBuffer,
  visitor: string,
  userId: number | null,
  now: Date,
): Promise<void> {
  await views.settled((row) => row.visitor === visitor);
  const since = new Date(now.getTime() - ATTRIBUTION_WINDOW_DAYS * 86_400_000);
  await db.execute(sql`update ${landerVisits} set signed_up_at = ${now.toISOString()}, user_id = ${userId}
    where id = (select id from ${landerVisits} where visitor = ${visitor} and created_at >= ${since.toISOString()}
      and signed_up_at is null order by created_at desc limit 1)`);
}
