import * as z from 'zod/mini';

/*
 * The member's own spending controls: caps on credits spent per day and
 * per calendar month (UTC), a cool-off without purchases after a large purchase, and a monthly
 * statement e-mail. See docs/api/credits.md.
 */

/** The largest cap a member can set; larger than any bundle, small enough to stay an integer. */
export const SPENDING_CAP_MAX = 1_000_000;
/** Cool-off lengths a member can choose (hours). */
export const COOL_OFF_HOURS = [24, 72, 168] as const;
/** A purchase of at least this many credits starts the member's chosen cool-off. */
export const LARGE_PURCHASE_CREDITS = 200;

const cap = z.nullable(
  z.int({ error: 'validation.invalidValue' }).check(z.gte(1, { error: 'validation.capTooSmall' }), z.lte(SPENDING_CAP_MAX, { error: 'validation.invalidValue' })),
); // prettier-ignore

/** `POST /api/spending-controls.php`: every field optional; `null` removes a cap or the cool-off. */
export const SpendingControlsUpdateSchema = z.strictObject({
  daily_cap: z.optional(cap),
  monthly_cap: z.optional(cap),
  cool_off_hours: z.optional(
    z.nullable(
      z.union(
        COOL_OFF_HOURS.map((hours) => z.literal(hours)),
        { error: 'validation.invalidValue' },
      ),
    ),
  ),
  monthly_statement: z.optional(z.boolean({ error: 'validation.invalidValue' })),
});
export type SpendingControlsUpdate = z.infer<typeof SpendingControlsUpdateSchema>;

export const SpendingControlsSchema = z.object({
  daily_cap: z.nullable(z.int()),
  monthly_cap: z.nullable(z.int()),
  cool_off_hours: z.nullable(z.int()),
  /** ISO 8601 while a cool-off runs, else null. */
  cool_off_until: z.nullable(z.string()),
  monthly_statement: z.boolean(),
  /** Net credits spent (messages, photos, gifts, less refunds) today and this month, UTC. */
  spent_today: z.int(),
  spent_this_month: z.int(),
});
export type SpendingControls = z.infer<typeof SpendingControlsSchema>;
