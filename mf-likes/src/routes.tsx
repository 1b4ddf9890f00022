import { ROUTES } from '@amora/contracts';
import { definePages } from '@amora/ui';
import { LikesPage } from './features/likes-page/LikesPage';
import { MatchViewPage } from './features/match/MatchViewPage';
import { MatchFinderPage } from './features/match-finder/MatchFinderPage';
import { SignupMatchesPage } from './features/signup-matches/SignupMatchesPage';
import { SwipeGamePage } from './features/swipe-game/SwipeGamePage';

/** Every route this area owns; other paths render nothing (the shell mounts another area there). */
export const routes = definePages(ROUTES, 'mf_likes', {
  likes: <LikesPage />,
  'likes-type': <LikesPage />,
  'likes-m-id': <MatchViewPage />,
  'match-finder': <MatchFinderPage />,
  'swipe-game': <SwipeGamePage />,
  'signup-matches': <SignupMatchesPage />,
});
