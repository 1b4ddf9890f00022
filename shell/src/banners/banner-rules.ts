import type { PushStatus, RouteName, User } from '@amora/contracts';

/**
 * Pages where the activate reminder would be in the way: the sign-up flows themselves and the
 * notifications page (the spec's "settings" page). Typed as route names, so a name that is not in
 * the route table does not compile.
 */
const ACTIVATE_REMINDER_HIDDEN_ON: ReadonlySet<RouteName> = new Set<RouteName>([
  'signup',
  'members-id-signup',
  'complete-signup',
  'notifications',
]);

/**
 * Pages where the profile-photo alert would be in the way: the profile itself (where photos are
 * added), the sign-up flows, the payment pages and the notifications page (the spec's "settings"
 * page; the route table calls it 'notifications').
 */
const PROFILE_PHOTO_ALERT_HIDDEN_ON: ReadonlySet<RouteName> = new Set<RouteName>([
  'profile',
  'signup',
  'members-id-signup',
  'complete-signup',
  'activate-done',
  'premium',
  'notifications',
  'directdebit',
]);

/** The notifications page is where the member fixes disabled notifications, so no alert there. */
const DISABLED_NOTIFICATIONS_HIDDEN_ON: ReadonlySet<RouteName> = new Set<RouteName>(['notifications']);

/**
 * Activate reminder: a logged-in member who has not confirmed the e-mail address (profile still
 * disabled). When e-mails to the member are disabled the link cannot arrive, so the
 * disabled-notifications alert speaks instead.
 */
export function shouldShowActivateReminder(user: User | null, routeName: RouteName | null): boolean {
  if (!user) return false;
  if (user.status !== 'not_confirmed' || user.profile.status !== 'disabled') return false;
  if (user.notifications_disabled.length > 0) return false;
  return !(routeName && ACTIVATE_REMINDER_HIDDEN_ON.has(routeName));
}

/** Disabled-notifications alert: we can no longer e-mail the member, until they dismiss it. */
export function shouldShowDisabledNotificationsAlert(
  user: User | null,
  routeName: RouteName | null,
  dismissedAt: number | null,
): boolean {
  if (!user || user.notifications_disabled.length === 0) return false;
  if (dismissedAt !== null) return false;
  return !(routeName && DISABLED_NOTIFICATIONS_HIDDEN_ON.has(routeName));
}

/** Profile-photo alert: a logged-in member without a main photo, until they dismiss it. */
export function shouldShowProfilePhotoAlert(
  user: User | null,
  routeName: RouteName | null,
  dismissedAt: number | null,
): boolean {
  if (!user || user.profile.main_image !== null) return false;
  if (dismissedAt !== null) return false;
  return !(routeName && PROFILE_PHOTO_ALERT_HIDDEN_ON.has(routeName));
}

/** The spec's members area: where the time-bonus banner and modal may show. */
const MEMBERS_AREA: ReadonlySet<RouteName> = new Set<RouteName>([
  'members',
  'members-id',
  'chats',
  'likes',
  'likes-m-id',
  'premium',
]);

/**
 * Time-bonus banner and modal: a logged-in member who has never paid (spec section 4: the bonus is
 * for non-paying members), in the members area. A paying member never loads the widgets (30 kB of
 * first-load JS, ADR 0047); whether a bonus runs (the window, credits, dismissal) is the payments
 * area's rule, decided inside its widgets.
 */
export function shouldShowTimeBonusWidgets(user: User | null, routeName: RouteName | null): boolean {
  return Boolean(user && !user.paid_user && routeName && MEMBERS_AREA.has(routeName));
}

/**
 * Pages where the push-enable alert would be in the way (spec section 2): the sign-up flows (the
 * complete-signup step 0 asks itself), the notifications page (its own push section), the
 * activation confirmation and the payment pages.
 */
const PUSH_ALERT_HIDDEN_ON: ReadonlySet<RouteName> = new Set<RouteName>([
  'signup',
  'members-id-signup',
  'complete-signup',
  'notifications',
  'activate-done',
  'directdebit',
  'premium',
]);

/**
 * Push-enable alert: a logged-in member on a device that can push but is not subscribed and has
 * not blocked notifications (`unsubscribed`: not `unknown`, `unsupported`, `denied` or
 * `subscribed`), until they dismiss it.
 */
export function shouldShowPushAlert(
  user: User | null,
  pushStatus: PushStatus,
  routeName: RouteName | null,
  dismissedAt: number | null,
): boolean {
  if (!user || pushStatus !== 'unsubscribed' || dismissedAt !== null) return false;
  return !(routeName && PUSH_ALERT_HIDDEN_ON.has(routeName));
}
