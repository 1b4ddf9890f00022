import type { RouteName } from '@amora/contracts';

/**
 * When the shell asks `GET /api/auto-like.php` for the auto-like match modal (spec sections 2 and
 * 4; ADR 0066). The server decides who likes and caps it (3 a UTC day); the shell only
 * decides when asking would not be in the way.
 */

/** How long after entering the members area the shell asks: the page has settled by then. */
export const AUTO_LIKE_CHECK_DELAY_MS = 5_000;

/**
 * Members pages where a match modal is welcome. Not the premium page (the member is buying), nor
 * sign-up, complete-signup or any payment route: those are simply not in this set.
 */
const AUTO_LIKE_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'members',
  'members-id',
  'chats',
  'likes',
  'likes-type',
  'likes-m-id',
]);

/** The persisted key of a member's last check (a timestamp; one member's day is not another's). */
export function autoLikeCheckKey(memberId: number): string {
  return `auto-like-check:${memberId}`;
}

/** The UTC day of a timestamp, as the server counts auto-likes. */
function utcDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

export interface AutoLikeCheckInput {
  memberId: number | null;
  routeName: RouteName | null;
  /** When the shell last asked for this member, or null. */
  lastCheckedAt: number | null;
  /** The like modal's `?t=` timer was on this page: that modal is this visit's auto-like. */
  likeTimerSeen: boolean;
  now: number;
}

/** A logged-in member on a members page, not asked yet this UTC day, no like-modal timer. */
export function shouldCheckAutoLike({
  memberId,
  routeName,
  lastCheckedAt,
  likeTimerSeen,
  now,
}: AutoLikeCheckInput): boolean {
  if (memberId === null || likeTimerSeen) return false;
  if (!routeName || !AUTO_LIKE_ROUTES.has(routeName)) return false;
  return lastCheckedAt === null || utcDay(lastCheckedAt) !== utcDay(now);
}

/**
 * Another modal is on screen (entry warning, sign-up, time bonus, a remote's own dialog): the
 * match modal waits rather than stacking on it. Every dialog of the design system is an
 * `aria-modal` element in the document, whichever app rendered it.
 */
export function isAnotherModalOpen(root: ParentNode = document): boolean {
  return (
    root.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"], dialog[open]') !== null
  );
}
