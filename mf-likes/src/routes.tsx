import type { RouteObject } from 'react-router';
import { LikesPage } from './features/likes-page/LikesPage';
import { MatchViewPage } from './features/match/MatchViewPage';
import { MatchFinderPage } from './features/match-finder/MatchFinderPage';
import { SignupMatchesPage } from './features/signup-matches/SignupMatchesPage';
import { SwipeGamePage } from './features/swipe-game/SwipeGamePage';

/** Every route this area owns (the route table in @amora/contracts); other paths render nothing. */
export const routes: RouteObject[] = [
  { path: '/likes', element: <LikesPage /> },
  { path: '/likes/m/:id', element: <MatchViewPage /> },
  { path: '/likes/:type', element: <LikesPage /> },
  { path: '/match-finder', element: <MatchFinderPage /> },
  { path: '/swipe-game', element: <SwipeGamePage /> },
  { path: '/signup-matches', element: <SignupMatchesPage /> },
  { path: '*', element: null },
];
