import * as z from 'zod/mini';
import { LANDER_FAMILIES } from '../lander-families.js';
import { LOCALES } from '../locales.js';
import { TrackingParamsSchema } from './account.js';
import { ProfileCardSchema } from './user.js';

/*
 * The landers area's calls (docs/api/landers.md, ADR 0016): the lander a visitor sees, the
 * call-to-action click, and the marketers' admin API that publishes lander variants as data.
 */

export { LANDER_FAMILIES, type LanderFamily } from '../lander-families.js';

/** Niches 1-7 as landing slug prefixes (spec section 2): niche n is `LANDER_NICHES[n - 1]`. */
export const LANDER_NICHES = ['none', 'she', 'bdsm', 'bbw', 'gilf', 'milf', 'gay'] as const;
export type LanderNiche = (typeof LANDER_NICHES)[number];

export const LANDER_STATUSES = ['draft', 'live', 'paused'] as const;
export type LanderStatus = (typeof LANDER_STATUSES)[number];

/** Traffic weight of one variant in its A/B split; 0 keeps a live variant out of the draw. */
export const LANDER_WEIGHT_MAX = 1000;
/** Members a lander shows at most (the collage and gallery need the most). */
export const LANDER_MEMBERS_MAX = 12;
export const LANDER_IMAGES_MAX = 6;

/**
 * The niche a slug selects: the longest niche name the slug starts with (`milf`, `milf-summer`),
 * otherwise `fallback` (the site's niche). `none` selects niche 1.
 */
export function nicheOfSlug(slug: string | undefined, fallback: number): number {
  if (!slug) return fallback;
  const lower = slug.toLowerCase();
  let best = 0;
  LANDER_NICHES.forEach((name, index) => {
    if (lower.startsWith(name) && name.length > (LANDER_NICHES[best - 1]?.length ?? 0)) best = index + 1;
  });
  return best || fallback;
}

const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,59}$/;
const slug = z.string().check(z.regex(SLUG_PATTERN, { error: 'validation.landerSlug' }));

/** `GET /api/lander.php?family=&slug=&member=`: no family means the site's home lander (`/`). */
export const LanderQuerySchema = z.extend(TrackingParamsSchema, {
  family: z.optional(z.string().check(z.maxLength(40))),
  // Unknown or malformed slugs are not refused: the family's default variant answers.
  slug: z.optional(z.string().check(z.maxLength(80))),
  /** A member landing's member id; an unknown or hidden member answers `member: null`. */
  member: z.optional(z.string().check(z.maxLength(12))),
  // The arrival's tracking parameters (network, ref, sub1-3), recorded with the view.
});
export type LanderQuery = z.infer<typeof LanderQuerySchema>;

/** A variant's image as the page shows it: URL and intrinsic size, so nothing shifts on load. */
export const LanderImageSchema = z.object({
  url: z.string(),
  width: z.int(),
  height: z.int(),
  alt: z.string(),
});
export type LanderImage = z.infer<typeof LanderImageSchema>;

/** The chosen variant: null copy fields mean "the template's translated default". */
export const LanderViewSchema = z.object({
  key: z.nullable(z.string()),
  family: z.enum(LANDER_FAMILIES),
  slug: z.string(),
  niche: z.int(),
  headline: z.nullable(z.string()),
  copy: z.nullable(z.string()),
  cta: z.nullable(z.string()),
  images: z.array(LanderImageSchema),
});
export type LanderView = z.infer<typeof LanderViewSchema>;

export const LanderResponseSchema = z.object({
  /** This view's id, sent back with the call-to-action click (attribution). */
  visit: z.string(),
  variant: LanderViewSchema,
  /** Public cards of members who fit the niche and may be shown to visitors. */
  members: z.array(ProfileCardSchema),
  /** The member of a member landing; null when unknown, hidden or not asked for. */
  member: z.nullable(ProfileCardSchema),
  /** The visitor's country as the site sees it (the map lander), ISO 3166 alpha-2. */
  country: z.nullable(z.string()),
});
export type LanderResponse = z.infer<typeof LanderResponseSchema>;

/** `POST /api/lander-click.php`: the visitor used the call to action of this view. */
export const LanderClickBodySchema = z.object({
  visit: z.string().check(z.regex(/^[0-9a-f-]{36}$/, { error: 'validation.invalidValue' })),
});
export const LanderClickResponseSchema = z.object({ recorded: z.boolean() });

/* Admin API (`/api/admin/landers`, Bearer token) and `npm run landers`. */

// Copy is rendered as text, but a variant with markup is a mistake worth refusing loudly.
const noHtml = (max: number) =>
  z.string().check(
    z.maxLength(max, { error: 'validation.textTooLong' }),
    z.refine((value) => !/<[a-z/!?]/i.test(value), { error: 'validation.landerHtml' }),
  );

export const LanderVariantImageInputSchema = z.strictObject({
  /** A file uploaded with `POST /api/admin/landers/images` (its answer's `file`). */
  file: z.string().check(z.maxLength(120)),
  alt: noHtml(120),
});

/** A variant as a marketer writes it (the JSON file of `npm run landers -- publish`). */
export const LanderVariantInputSchema = z.strictObject({
  /** The marketer's stable name of the variant; publishing the same key again updates it. */
  key: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{1,59}$/, { error: 'validation.landerKey' })),
  /** The site's domain; omitted: every site. */
  site: z.optional(z.string().check(z.maxLength(253))),
  family: z.enum(LANDER_FAMILIES, { error: 'validation.landerFamily' }),
  /** '' is the family's default page (`/landers/video`). */
  slug: z.optional(z.union([z.literal(''), slug])),
  /** Omitted: the niche the slug selects, else the site's. */
  niche: z.optional(z.int().check(z.gte(1), z.lte(7))),
  /** Omitted: shown in every language (the copy fields then should be omitted too). */
  language: z.optional(z.enum(LOCALES, { error: 'validation.languageUnknown' })),
  headline: z.optional(noHtml(120)),
  copy: z.optional(noHtml(600)),
  cta: z.optional(noHtml(40)),
  images: z.optional(z.array(LanderVariantImageInputSchema).check(z.maxLength(LANDER_IMAGES_MAX))),
  weight: z
    .int()
    .check(
      z.gte(0, { error: 'validation.landerWeight' }),
      z.lte(LANDER_WEIGHT_MAX, { error: 'validation.landerWeight' }),
    ),
  /** Offered on the site's home page `/` too. */
  home: z.optional(z.boolean()),
  starts_at: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
  ends_at: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
  status: z.optional(z.enum(LANDER_STATUSES)),
  /** Only report what would change. */
  dry_run: z.optional(z.boolean()),
});
export type LanderVariantInput = z.infer<typeof LanderVariantInputSchema>;

export const LanderVariantSchema = z.object({
  key: z.string(),
  site: z.nullable(z.string()),
  family: z.enum(LANDER_FAMILIES),
  slug: z.string(),
  niche: z.nullable(z.int()),
  language: z.nullable(z.string()),
  headline: z.nullable(z.string()),
  copy: z.nullable(z.string()),
  cta: z.nullable(z.string()),
  images: z.array(
    z.object({
      file: z.string(),
      alt: z.string(),
      /** Where the console's thumbnail loads it from (the staff list only; the admin list leaves it out). */
      url: z.optional(z.string()),
    }),
  ),
  weight: z.int(),
  home: z.boolean(),
  starts_at: z.nullable(z.string()),
  ends_at: z.nullable(z.string()),
  status: z.enum(LANDER_STATUSES),
  updated_at: z.string(),
});
export type LanderVariant = z.infer<typeof LanderVariantSchema>;

/** What a write did (or, with `dry_run`, would do): the fields that change, old → new. */
export const LanderChangeSchema = z.object({
  key: z.string(),
  action: z.enum(['create', 'update', 'unchanged']),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  dry_run: z.boolean(),
  variant: LanderVariantSchema,
});
export type LanderChange = z.infer<typeof LanderChangeSchema>;

export const LanderVariantListSchema = z.object({ variants: z.array(LanderVariantSchema) });
export const LanderKeyParamsSchema = z.object({
  key: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{1,59}$/, { error: 'validation.landerKey' })),
});
export const LanderPatchSchema = z.strictObject({
  status: z.optional(z.enum(LANDER_STATUSES)),
  weight: z.optional(
    z
      .int()
      .check(
        z.gte(0, { error: 'validation.landerWeight' }),
        z.lte(LANDER_WEIGHT_MAX, { error: 'validation.landerWeight' }),
      ),
  ),
  dry_run: z.optional(z.boolean()),
});
export const LanderImageUploadResponseSchema = z.object({
  file: z.string(),
  width: z.int(),
  height: z.int(),
});

/** One line of the attribution report: a variant (or the built-in default) and a traffic source. */
export const LanderReportRowSchema = z.object({
  key: z.nullable(z.string()),
  family: z.string(),
  slug: z.string(),
  network: z.nullable(z.string()),
  views: z.int(),
  clicks: z.int(),
  signups: z.int(),
  /** Sign-ups per view, 0 to 1. */
  conversion_rate: z.number(),
});
export type LanderReportRow = z.infer<typeof LanderReportRowSchema>;
export const LanderReportSchema = z.object({ rows: z.array(LanderReportRowSchema) });
