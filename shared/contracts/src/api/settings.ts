import * as z from 'zod/mini';
import { LocaleSchema } from '../field-schemas.js';

/** Niche values 1-7 map to landing slug prefixes. */
export const NICHES = { 1: null, 2: 'she', 3: 'bdsm', 4: 'bbw', 5: 'gilf', 6: 'milf', 7: 'gay' } as const;
export const SIGNUP_MODES = ['all', 'with_trafficsource', 'closed'] as const;

/**
 * The costs of one visitor country: the lowest price of a text message (`costs`), and where the
 * site sets them, of a chat photo and of a gift's unit (times the gift's weight).
 */
export const MessageCostSchema = z.object({
  costs: z.int().check(z.nonnegative()),
  currency: z.string(),
  photo_costs: z.optional(z.int().check(z.nonnegative())),
  gift_costs: z.optional(z.int().check(z.nonnegative())),
});

/**
 * The per-site settings of spec section 3. Stored per site; `domain`, `domain_language`, `niche`
 * and `name` are columns, the rest a validated JSON document.
 */
export const SiteSettingsSchema = z.object({
  niche: z.int().check(z.gte(1), z.lte(7)),
  domain: z.string(),
  domain_language: LocaleSchema,
  name: z.string(),
  index_title: z.string(),
  description: z.string(),
  cdn_prefix: z.string(),
  geoip_country: z.nullable(z.string()),
  geoip_selected_country: z.nullable(z.string()),
  signups: z.enum(SIGNUP_MODES),
  logged_out_search: z.boolean(),
  logged_out_search_trafficsource: z.boolean(),
  minimum_message_costs: z.record(z.string(), MessageCostSchema),
  message_credits: z.int().check(z.nonnegative()),
  signup_credits: z.int().check(z.nonnegative()),
  photo_credits: z.int().check(z.nonnegative()),
  gift_credits: z.int().check(z.nonnegative()),
  message_length: z.int().check(z.positive()),
  push_public_key: z.nullable(z.string()),
  support_phone: z.string(),
  support_email: z.string(),
  enable_site_entry_popup: z.enum(['yes', 'no']),
  countries: z.array(z.string().check(z.length(2))),
  visible_profile_fields: z.array(z.string()),
  visible_profile_notes: z.array(z.string()),
  search_fields: z.array(z.string()),
  fictional_warning: z.boolean(),
  fictional_singular: z.string(),
  fictional_plural: z.string(),
  refund_days: z.int().check(z.nonnegative()),
  member_resell: z.boolean(),
  company_id: z.int(),
  mail_name: z.string(),
  interests: z.array(z.string()),
  /** Minimum member age on this site (the spec's {min_age}). */
  min_age: z.int().check(z.gte(18), z.lte(99)),
  /** Partner site the deletion countdown sends members to; null: our own /account-deleted page. */
  partner_url: z.nullable(z.string()),
  /** Locales offered in the language dropdown for this visitor (from the site and the visitor's country). */
  visible_locales: z.array(LocaleSchema),
  /**
   * True on a staging deployment that runs the sandbox payment provider in production mode: payments
   * there are tests, not money, and every page says so. Set by the server, never by a site's settings.
   */
  test_payments: z.optional(z.boolean()),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

export const SettingsQuerySchema = z.object({
  domain: z.optional(z.string().check(z.trim(), z.maxLength(253))),
});
