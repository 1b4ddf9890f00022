/** The nine template families of `/landers/{family}/{slug?}` (spec section 2). */
export const LANDER_FAMILIES = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
  'tinderswipe',
] as const;
export type LanderFamily = (typeof LANDER_FAMILIES)[number];

/** The families whose path may end in a slug; the swipe-game lander (`tinderswipe`) takes none. */
export const SLUGGED_LANDER_FAMILIES = LANDER_FAMILIES.filter(
  (family): family is Exclude<LanderFamily, 'tinderswipe'> => family !== 'tinderswipe',
);
