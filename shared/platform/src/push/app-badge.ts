import type { SessionStore, User } from '@amora/contracts';

/** The Badging API, where the browser has it (installed apps on most platforms). */
export interface BadgeNavigator {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/** The spec's app badge: unread messages plus new likes. */
export function appBadgeCount(user: User | null): number {
  if (!user) return 0;
  return (user.unread_messages ?? 0) + (user.new_likes ?? 0);
}

/**
 * Keeps the app badge on the member's counters while a page is open (the service worker sets it
 * when a push arrives). Cleared at logout, so a shared device shows nobody's count.
 */
export function startAppBadge(session: SessionStore, badge: BadgeNavigator | null): () => void {
  if (!badge?.setAppBadge) return () => undefined;
  let last: number | null = null;
  const apply = (user: User | null) => {
    const count = appBadgeCount(user);
    if (count === last) return;
    last = count;
    const done = count > 0 ? badge.setAppBadge?.(count) : (badge.clearAppBadge?.() ?? badge.setAppBadge?.(0));
    // Browsers refuse outside an installed app or without permission: the badge is a nicety.
    done?.catch(() => undefined);
  };
  // Until the session is known the badge the service worker set stays.
  const onState = ({ status, user }: ReturnType<SessionStore['getState']>) =>
    status !== 'unknown' && apply(user);
  onState(session.getState());
  return session.subscribe(onState);
}

export function browserBadge(): BadgeNavigator | null {
  return typeof navigator === 'undefined' ? null : (navigator as Navigator & BadgeNavigator);
}
