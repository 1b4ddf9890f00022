import type { RouteName, User } from '@amora/contracts';
import { paths } from '@amora/contracts/plain';
import type { BadgeTone } from '@amora/ui';

/** The spec shows the credits badge only when a paid member runs low: at 10 credits or fewer. */
export const LOW_CREDITS_THRESHOLD = 10;

export type NavIcon = 'search' | 'messages' | 'likes' | 'credits' | 'premium';

export interface NavBadge {
  count: number;
  tone: BadgeTone;
  /** Key in the shell's namespace, pluralised with `count`. */
  labelKey: string;
}

export interface NavItem {
  id: NavIcon;
  href: string;
  labelKey: string;
  /**
   * A shorter label for the phone's tab bar, where a quarter of a 360 px screen holds it; the
   * label's own words where it fits there.
   */
  tabLabelKey?: string;
  /** The routes on which this item is the current page. */
  activeOn: readonly RouteName[];
  badge: NavBadge | null;
}

/**
 * Counters for the badges. The user payload carries credits today; the chat and likes areas add
 * unread messages and new likes to it (and the platform's realtime connection keeps them fresh).
 */
export interface NavCounts {
  unreadMessages?: number;
  newLikes?: number;
}

function countBadge(count: number | undefined, labelKey: string): NavBadge | null {
  return count !== undefined && count > 0 ? { count, tone: 'unread', labelKey } : null;
}

/** Paid members see their credits (badge when low: warning above 0, danger at 0); others Get Premium. */
function creditsOrPremium(user: User): NavItem {
  if (!user.paid_user) {
    return {
      id: 'premium',
      href: paths.premium(),
      labelKey: 'nav.premium',
      // "Passer à Premium", "Skaffa Premium": too long for a tab; the star and the tier's name say it.
      tabLabelKey: 'nav.premiumTab',
      activeOn: ['premium'],
      badge: null,
    };
  }
  const low = user.credits <= LOW_CREDITS_THRESHOLD;
  return {
    id: 'credits',
    href: paths.credits(),
    labelKey: 'nav.credits',
    activeOn: ['credits', 'credits-id', 'credits-repeat-order'],
    badge: low
      ? {
          count: Math.max(user.credits, 0),
          tone: user.credits > 0 ? 'warning' : 'danger',
          labelKey: 'nav.creditsLeft',
        }
      : null,
  };
}

/** The member's main navigation (spec section 2): search, messages, likes, credits or Get Premium. */
export function memberNavItems(user: User, counts: NavCounts = {}): NavItem[] {
  return [
    { id: 'search', href: paths.members(), labelKey: 'nav.search', activeOn: ['members'], badge: null },
    {
      id: 'messages',
      href: paths.chats(),
      labelKey: 'nav.messages',
      activeOn: ['chats', 'chats-id'],
      badge: countBadge(counts.unreadMessages, 'nav.unreadMessages'),
    },
    {
      id: 'likes',
      href: paths.likes(),
      labelKey: 'nav.likes',
      // The likes page is the hub of the swipe game and the match finder as well.
      activeOn: ['likes', 'likes-type', 'likes-m-id', 'swipe-game', 'match-finder'],
      badge: countBadge(counts.newLikes, 'nav.newLikes'),
    },
    creditsOrPremium(user),
  ];
}
