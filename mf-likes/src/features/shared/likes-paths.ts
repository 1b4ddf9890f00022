import type { LikesType } from '@amora/contracts';

/** This area's own routes (the route table in @amora/contracts names them; these build them). */
export const likesPaths = {
  tab: (type: LikesType) => (type === 'received' ? '/likes' : `/likes/${type}`),
  match: (id: number) => `/likes/m/${id}`,
  matchFinder: () => '/match-finder',
  swipeGame: () => '/swipe-game',
} as const;
