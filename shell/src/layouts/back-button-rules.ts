import type { RouteName } from '@amora/contracts';

/**
 * The screens with a back button in the installed app (spec section 2: profile, likes, credits
 * and payment method). An installed app has no browser back button; on these screens a member
 * typically came from a list and wants to return to it.
 */
const BACK_BUTTON_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'profile',
  'members-id',
  'likes',
  'likes-type',
  'likes-m-id',
  'credits',
  'credits-repeat-order',
  'credits-id',
]);

export interface BackButtonContext {
  installedApp: boolean;
  routeName: RouteName | null;
  /** `history.length`. */
  historyLength: number;
  /**
   * The router's index of the current entry (react-router keeps it in `history.state.idx`), or
   * null when unknown. A member who went back to the first entry has `length > 1` but nothing
   * behind them: the index says so.
   */
  historyIndex: number | null;
}

/** Only in the installed app, on the screens above, when there is an entry to go back to. */
export function shouldShowBackButton({
  installedApp,
  routeName,
  historyLength,
  historyIndex,
}: BackButtonContext): boolean {
  if (!installedApp || routeName === null || !BACK_BUTTON_ROUTES.has(routeName)) return false;
  return historyIndex === null ? historyLength > 1 : historyIndex > 0;
}

/** The router's index of the current history entry, where the browser and router say it. */
export function currentHistoryIndex(state: unknown): number | null {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}
