import * as z from 'zod/mini';
import { LanderVariantInputSchema } from './landers.js';

/*
 * The landers pages of the staff console (docs/api/staff.md, ADR 0071): previews of a draft,
 * the funnel per variant, and the console home's daily series per site. Publishing, pausing and
 * re-weighting take the admin API's own bodies (`LanderVariantInputSchema`, `LanderPatchSchema`).
 */

/** How long a preview link opens the draft it was made for. */
export const LANDER_PREVIEW_HOURS = 24;
/** The longest funnel period one call reads. */
export const LANDER_FUNNEL_MAX_DAYS = 366;

/** `POST /api/staff/landers/previews`: the draft as the editor holds it (never published). */
export const LanderPreviewBodySchema = z.omit(LanderVariantInputSchema, { dry_run: true });
export type LanderPreviewBody = z.infer<typeof LanderPreviewBodySchema>;

export const LanderPreviewCreatedSchema = z.object({
  token: z.string(),
  /** The lean lander page showing the draft: `/landers/{family}/{slug}?lander_preview={token}`. */
  url: z.string(),
  expires_at: z.string(),
});
export type LanderPreviewCreated = z.infer<typeof LanderPreviewCreatedSchema>;

export const LanderPreviewParamsSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'errors.landerPreviewUnknown' })),
});

/** `POST /api/staff/landers/images`: the multipart field holding the one image file. */
export const LANDER_IMAGE_FIELD = 'image';

/** The stored image: its `file` goes into the variant's `images`, its `url` shows it in the console. */
export const StaffLanderImageSchema = z.object({
  file: z.string(),
  width: z.int(),
  height: z.int(),
  url: z.string(),
});
export type StaffLanderImage = z.infer<typeof StaffLanderImageSchema>;

/** The query string of `/landers/…` that makes the lean page ask for a preview. */
export const LANDER_PREVIEW_QUERY = 'lander_preview';

const day = z.iso.date({ error: 'validation.dateInvalid' });

/** `GET /api/staff/landers/funnel?from=&to=` (UTC days, both included; `format=csv` for a file). */
export const LanderFunnelQuerySchema = z.strictObject({
  from: day,
  to: day,
  format: z.optional(z.enum(['json', 'csv'])),
});
export type LanderFunnelQuery = z.infer<typeof LanderFunnelQuerySchema>;

/** Minor units per currency (`{ EUR: 1990 }`): payments in different currencies are not added up. */
const RevenueSchema = z.record(z.string(), z.int());

export const LanderFunnelRowSchema = z.object({
  /** The variant's key; null for the built-in default of a family (no variant was live). */
  key: z.nullable(z.string()),
  family: z.string(),
  slug: z.string(),
  niche: z.nullable(z.int()),
  language: z.nullable(z.string()),
  status: z.nullable(z.string()),
  views: z.int(),
  clicks: z.int(),
  signups: z.int(),
  activations: z.int(),
  first_purchases: z.int(),
  revenue: RevenueSchema,
});
export type LanderFunnelRow = z.infer<typeof LanderFunnelRowSchema>;

export const LanderFunnelSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(LanderFunnelRowSchema),
});
export type LanderFunnel = z.infer<typeof LanderFunnelSchema>;

/** `GET /api/staff/overview/daily?days=`: the console home's charts. */
export const STAFF_DAILY_RANGES = [7, 30, 90] as const;
export const StaffDailyQuerySchema = z.strictObject({
  days: z.optional(
    z.pipe(
      z.enum(['7', '30', '90'], { error: 'validation.invalidValue' }),
      z.transform((value) => Number(value) as (typeof STAFF_DAILY_RANGES)[number]),
    ),
  ),
});

export const StaffDailyPointSchema = z.object({
  /** UTC day, `YYYY-MM-DD`. */
  day: z.string(),
  lander_views: z.int(),
  signups: z.int(),
  activations: z.int(),
  first_purchases: z.int(),
  revenue: RevenueSchema,
  messages: z.int(),
  /** Members with a session seen that day. */
  active_members: z.int(),
  reports_opened: z.int(),
  reports_closed: z.int(),
});
export type StaffDailyPoint = z.infer<typeof StaffDailyPointSchema>;

export const StaffDailySchema = z.object({
  days: z.int(),
  sites: z.array(
    z.object({
      id: z.int(),
      domain: z.string(),
      /** One point per day, oldest first, every day of the range present (zeros included). */
      points: z.array(StaffDailyPointSchema),
    }),
  ),
});
export type StaffDaily = z.infer<typeof StaffDailySchema>;
