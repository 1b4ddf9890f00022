import * as z from 'zod/mini';
import { CountryCodeSchema, LocaleSchema } from '../field-schemas.js';
import { BUNDLE_IDS, BundleIdSchema } from './payments.js';
import { SIGNUP_MODES, SiteSettingsSchema } from './settings.js';
import { StaffDisableBodySchema, StaffIdParamsSchema } from './staff.js';
import { EmailSchema } from './user.js';

/*
 * A site's settings as the staff console edits them (docs/api/staff.md, ADR 0069): the stored
 * document of the site plus its name and niche columns, under stricter rules than the reader's
 * SiteSettingsSchema. The reader stays lenient on purpose (an old stored document must still
 * load); every write goes through this one, on the server and in the console's form alike.
 */

/** The currencies the payment catalogue prices in: a price or cost in any other is refused. */
export const SETTINGS_CURRENCIES = [
  'EUR', 'USD', 'GBP', 'CHF', 'DKK', 'SEK', 'NOK', 'PLN', 'CZK', 'HUF', 'RON', 'CAD', 'AUD', 'NZD',
] as const; // prettier-ignore
export type SettingsCurrency = (typeof SETTINGS_CURRENCIES)[number];
export const SettingsCurrencySchema = z.enum(SETTINGS_CURRENCIES, { error: 'validation.currencyUnknown' });

/** The most credits any one setting may cost or give: a typo of three extra zeros is refused. */
export const SETTINGS_CREDITS_MAX = 100_000;
/** The highest bundle price in minor units (HUF prices run to millions). */
export const SETTINGS_PRICE_MAX = 100_000_000;

const Credits = z
  .int({ error: 'validation.invalidValue' })
  .check(
    z.nonnegative({ error: 'validation.notNegative' }),
    z.lte(SETTINGS_CREDITS_MAX, { error: 'validation.invalidValue' }),
  );
const Text = (max: number) =>
  z
    .string({ error: 'validation.invalidValue' })
    .check(z.trim(), z.maxLength(max, { error: 'validation.textTooLong' }));
const Words = z.array(Text(60)).check(z.maxLength(200, { error: 'validation.invalidValue' }));

/**
 * The costs for visitors of one country: the lowest price of a text message, in that country's
 * currency, and optionally the lowest price of a chat photo and of a gift's unit.
 */
export const CountryMessageCostSchema = z.strictObject({
  costs: Credits,
  currency: SettingsCurrencySchema,
  photo_costs: z.optional(Credits),
  gift_costs: z.optional(Credits),
});

/** One of the four credit bundles with its price (minor units) per currency. */
export const SettingsBundleSchema = z.strictObject({
  id: BundleIdSchema,
  credits: z
    .int({ error: 'validation.invalidValue' })
    .check(z.positive({ error: 'validation.notNegative' }), z.lte(SETTINGS_CREDITS_MAX)),
  popular: z.boolean(),
  prices: z.partialRecord(
    SettingsCurrencySchema,
    z
      .int({ error: 'validation.invalidValue' })
      .check(z.positive({ error: 'validation.notNegative' }), z.lte(SETTINGS_PRICE_MAX)),
  ),
});
export type SettingsBundle = z.infer<typeof SettingsBundleSchema>;

export const SettingsBundlesSchema = z.array(SettingsBundleSchema).check(
  z.refine(
    (bundles) =>
      bundles
        .map((bundle) => bundle.id)
        .sort()
        .join() === [...BUNDLE_IDS].join(),
    { error: 'validation.bundlesIncomplete' },
  ),
);

const reader = SiteSettingsSchema.shape;

/** Every setting staff may change; the deployment's own (domain, language, push key) are not here. */
export const EditableSiteSettingsSchema = z.strictObject({
  name: Text(100).check(z.minLength(1, { error: 'validation.nameRequired' })),
  niche: reader.niche,
  index_title: Text(200),
  description: Text(500),
  cdn_prefix: Text(200),
  signups: z.enum(SIGNUP_MODES, { error: 'validation.invalidValue' }),
  logged_out_search: z.boolean(),
  logged_out_search_trafficsource: z.boolean(),
  /** Per visitor country (a real country code), the lowest price of a message. */
  minimum_message_costs: z.record(CountryCodeSchema, CountryMessageCostSchema),
  message_credits: Credits,
  signup_credits: Credits,
  photo_credits: Credits,
  gift_credits: Credits,
  message_length: z.int({ error: 'validation.invalidValue' }).check(z.gte(1), z.lte(10_000)),
  chat_history_days: z.int({ error: 'validation.invalidValue' }).check(z.gte(1), z.lte(36_500)),
  support_phone: Text(40),
  support_email: EmailSchema,
  enable_site_entry_popup: z.enum(['yes', 'no'], { error: 'validation.invalidValue' }),
  countries: z.array(CountryCodeSchema),
  visible_profile_fields: Words,
  visible_profile_notes: Words,
  search_fields: Words,
  fictional_warning: z.boolean(),
  fictional_singular: Text(60),
  fictional_plural: Text(60),
  refund_days: z
    .int({ error: 'validation.invalidValue' })
    .check(z.nonnegative({ error: 'validation.notNegative' }), z.lte(365)),
  member_resell: z.boolean(),
  company_id: z.int({ error: 'validation.invalidValue' }).check(z.positive()),
  mail_name: Text(100),
  interests: Words,
  min_age: reader.min_age,
  partner_url: z.nullable(z.url({ protocol: /^https?$/, error: 'validation.invalidValue' })),
  visible_locales: z.array(LocaleSchema),
  /** null: the catalogue's default bundles and prices. */
  payment_bundles: z.nullable(SettingsBundlesSchema),
});
export type EditableSiteSettings = z.infer<typeof EditableSiteSettingsSchema>;
export type EditableSettingKey = keyof EditableSiteSettings;
export const EDITABLE_SETTING_KEYS = Object.keys(EditableSiteSettingsSchema.shape) as EditableSettingKey[];

/** `GET /api/staff/sites`: the sites the console can edit. */
export const StaffSiteListSchema = z.object({
  sites: z.array(z.object({ id: z.number(), domain: z.string(), name: z.string(), language: z.string() })),
});
export type StaffSiteList = z.infer<typeof StaffSiteListSchema>;

/** `GET` and `PUT /api/staff/sites/{id}/settings`: the settings as they are now. */
export const StaffSiteSettingsSchema = z.object({
  site: z.object({ id: z.number(), domain: z.string(), language: z.string() }),
  settings: EditableSiteSettingsSchema,
  /** The newest version's id (null before the first change from the console). */
  version: z.nullable(z.number()),
});
export type StaffSiteSettings = z.infer<typeof StaffSiteSettingsSchema>;

const ReasonSchema = StaffDisableBodySchema.shape.reason;

/** The changed settings of a `PUT`: any of the editable ones, each by its rule; nothing else. */
export const SiteSettingsChangesSchema = z.partial(EditableSiteSettingsSchema);

/**
 * `PUT /api/staff/sites/{id}/settings`: only the changed settings, and why. The route takes
 * `changes` as an object and checks it with SiteSettingsChangesSchema itself, so a refusal names
 * the setting (`fields.message_credits`), not the envelope.
 */
export const StaffSiteSettingsChangeSchema = z.strictObject({
  changes: z.record(z.string(), z.unknown()),
  reason: ReasonSchema,
});
export type StaffSiteSettingsChange = { changes: Partial<EditableSiteSettings>; reason: string };

/** `POST /api/staff/sites/{id}/settings/versions/{version}/revert`. */
export const StaffSettingsRevertBodySchema = z.strictObject({ reason: ReasonSchema });

export const StaffSettingsVersionParamsSchema = z.object({
  id: StaffIdParamsSchema.shape.id,
  version: StaffIdParamsSchema.shape.id,
});

/** One change of a site's settings: who, when, what it was and became, and why. */
export const StaffSettingsVersionSchema = z.object({
  id: z.number(),
  staff_id: z.nullable(z.number()),
  staff_email: z.nullable(z.string()),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  reason: z.nullable(z.string()),
  /** The version this one undid, when it was a revert. */
  reverts: z.nullable(z.number()),
  created_at: z.string(),
});
export type StaffSettingsVersion = z.infer<typeof StaffSettingsVersionSchema>;

export const StaffSettingsVersionListSchema = z.object({ versions: z.array(StaffSettingsVersionSchema) });
