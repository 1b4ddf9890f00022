import type { RemotePrefetchProps } from '@amora/contracts';
import { prepareCountryNames } from '@amora/ui';
import { likesPaths } from './likes-paths';

/** The pages whose first screen is a candidate's card, which names the member's country. */
const CARD_PAGES: readonly string[] = [likesPaths.matchFinder(), likesPaths.swipeGame()];

/**
 * The likes area's warm-up before its first render (ADR 0052): on the match finder and the swipe
 * game the browser's country names are made while the page waits for its candidates, not in the
 * card's first render.
 */
export function prefetchLikes({ platform, location }: RemotePrefetchProps): void {
  if (CARD_PAGES.includes(location.pathname)) void prepareCountryNames(platform.i18n.language);
}
