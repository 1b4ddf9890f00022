import * as z from 'zod/mini';

/*
 * How the member wants members listed in search, the match finder and the swipe game. Stored at
 * the server, so the choice follows the member to every device, and applied by the listings'
 * queries. See docs/api/profile.md.
 */

export const ListingPreferencesSchema = z.object({
  /** Leave the site's fictional profiles out (they are labelled wherever they show). */
  real_members_only: z.boolean(),
});
export type ListingPreferences = z.infer<typeof ListingPreferencesSchema>;

/** `GET` and `PUT /api/listing-preferences.php`. */
export const ListingPreferencesResponseSchema = z.object({ preferences: ListingPreferencesSchema });
export type ListingPreferencesResponse = z.infer<typeof ListingPreferencesResponseSchema>;

/** `PUT /api/listing-preferences.php`: every field is required, so a typo is a 400, not a no-op. */
export const ListingPreferencesUpdateSchema = z.strictObject({
  real_members_only: z.boolean({ error: 'validation.invalidValue' }),
});
export type ListingPreferencesUpdate = z.infer<typeof ListingPreferencesUpdateSchema>;
