import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, instant, updatedAt } from './columns.js';
import { sites, users } from './member-schema.js';
import { staff } from './staff-schema.js';

/* Landers: marketers' variants, their images, each view and each preview. */

/**
 * Lander variants (ADR 0016): copy, images, niche, language and A/B weight of a template family,
 * published as data by marketers (`npm run landers`, `/api/admin/landers`). `site_id` null: every
 * site. Images are `{ file, alt, width, height }` of files in the media storage.
 */
export const landerVariants = pgTable(
  'lander_variants',
  {
    id: identityId(),
    key: text('key').notNull(),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    family: text('family').notNull(),
    slug: text('slug').notNull().default(''),
    niche: integer('niche'),
    language: text('language'),
    headline: text('headline'),
    copy: text('copy'),
    cta: text('cta'),
    images: jsonb('images')
      .$type<{ file: string; alt: string; width: number; height: number }[]>()
      .notNull()
      .default([]),
    weight: integer('weight').notNull().default(100),
    home: boolean('home').notNull().default(false),
    startsAt: instant('starts_at'),
    endsAt: instant('ends_at'),
    status: text('status').notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('lander_variants_key').on(t.key),
    index('lander_variants_pick').on(t.family, t.slug, t.status),
    check('lander_variants_status', sql`${t.status} in ('draft', 'live', 'paused')`),
    check('lander_variants_weight', sql`${t.weight} between 0 and 1000`),
    check('lander_variants_niche', sql`${t.niche} is null or ${t.niche} between 1 and 7`),
  ],
);

/** Images uploaded for lander variants: a variant may only name a file listed here. */
export const landerImages = pgTable('lander_images', {
  file: text('file').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
});

/**
 * One lander view (attribution): which variant a visitor saw, with the arrival's tracking
 * parameters, and whether the call to action was used and a sign-up followed. `visitor` is the
 * random id of the visitor cookie that keeps the variant sticky.
 */
export const landerVisits = pgTable(
  'lander_visits',
  {
    id: text('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => landerVariants.id, { onDelete: 'set null' }),
    visitor: text('visitor').notNull(),
    family: text('family').notNull(),
    slug: text('slug').notNull(),
    tracking: jsonb('tracking').$type<Record<string, string>>(),
    createdAt: createdAt(),
    clickedAt: instant('clicked_at'),
    signedUpAt: instant('signed_up_at'),
    /**
     * The member the sign-up made: what carries the funnel past the sign-up (their activation,
     * first purchase and revenue). Null for views without a sign-up, and once the member is gone.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('lander_visits_visitor').on(t.visitor, t.createdAt),
    index('lander_visits_variant').on(t.variantId),
    index('lander_visits_created').on(t.createdAt),
    index('lander_visits_user')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);

/**
 * A draft a marketer previews (ADR 0071): the variant input as the editor holds it, never
 * published. Only a staff session opens it; the link's token is stored as its SHA-256.
 */
export const landerPreviews = pgTable(
  'lander_previews',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    draft: jsonb('draft').notNull().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('lander_previews_expiry').on(t.expiresAt)],
);
