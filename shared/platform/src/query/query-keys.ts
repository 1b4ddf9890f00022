/**
 * Query keys of resources more than one app reads. The owner of each key is recorded in ADR 0004;
 * area-private keys live in that area's `src/api/<resource>.ts`.
 */
export const queryKeys = {
  user: () => ['user'] as const,
  settings: () => ['settings'] as const,
  chats: () => ['chats'] as const,
  likes: () => ['likes'] as const,
  /** A country's regions (reference data, read by the profile and sign-up forms; see geo/regions.ts). */
  regions: (country: string) => ['regions', country] as const,
  /** A rounded position's place (geo/geocode.ts): "use my location" on the profile and at sign-up. */
  geocode: (lat: string, lon: string) => ['geocode', lat, lon] as const,
  /**
   * The member's own photos (`GET /api/photos.php`): uploaded in the sign-up's photo step and on
   * the own profile, so one cache, and a change in either area shows in the other.
   */
  ownPhotos: () => ['own-photos'] as const,
} as const;
