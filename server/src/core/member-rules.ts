import { sql } from 'drizzle-orm';
/**
 * Rules about members that other areas must enforce (chat, likes, search). They live here, in the
 * account module that owns the states, and are the only way other modules should ask.
 */

export interface MemberState {
  status: string;
  invisible: boolean;
  privacy: boolean;
  /** A moderator's `suspended` or `banned` (users.restriction); absent or null: none. */
  restriction?: string | null;
  /** Hidden by a moderator (users.profile_hidden). */
  profileHidden?: boolean;
}

/** Until a member confirms the e-mail address, other members cannot reply to them (spec section 4). */
export function canReceiveReplies(member: MemberState): boolean {
  return member.status === 'confirmed';
}

/**
 * Only confirmed members appear in search and listings: not invisible members, not accounts
 * pending deletion, and not members whose address is unconfirmed (profile `disabled`, spec
 * section 4) until they follow the activation link. Nor a member a moderator suspended, banned or
 * hid: a suspension that ran out is lifted at their next login (`liftExpiredRestriction`) or by the
 * scheduler within a minute (`liftExpiredSuspensions`), whichever comes first.
 */
export function isListable(member: MemberState): boolean {
  return (
    !member.invisible &&
    member.status === 'confirmed' &&
    (member.restriction ?? null) === null &&
    member.profileHidden !== true
  );
}

/**
 * Invisible mode: nobody can start a conversation with or like the member; nor with a suspended or
 * banned one. A member a moderator only hid stays reachable in the conversations they have.
 */
export function canBeContacted(member: MemberState): boolean {
  return isListable({ ...member, profileHidden: false });
}

/** Privacy mode: photos and details only for logged-in members already in contact. */
export function showsDetailsTo(
  member: MemberState,
  viewer: { loggedIn: boolean; inContact: boolean },
): boolean {
  return !member.privacy || (viewer.loggedIn && viewer.inContact);
}

/** SQL-side twin of `isListable` for queries over `users` (keep the two in step). */
export const LISTABLE_SQL =
  "users.invisible = false and users.status = 'confirmed' and users.restriction is null and users.profile_hidden = false";

/** A moderator's restriction that keeps the member out, as the login refusal describes it. */
export interface ActiveRestriction {
  kind: 'suspended' | 'banned';
  endsAt: Date | null;
  decisionId: number | null;
}

/**
 * The restriction that holds at `now`, or null: a ban always, a suspension until its end (it ends
 * by itself, compared with the clock; no job lifts it).
 */
export function activeRestriction(
  member: {
    restriction: string | null;
    restrictionEndsAt: Date | null;
    restrictionDecisionId: number | null;
  },
  now: Date,
): ActiveRestriction | null {
  if (member.restriction === 'banned')
    return { kind: 'banned', endsAt: null, decisionId: member.restrictionDecisionId };
  if (member.restriction === 'suspended' && member.restrictionEndsAt && member.restrictionEndsAt > now)
    return { kind: 'suspended', endsAt: member.restrictionEndsAt, decisionId: member.restrictionDecisionId };
  return null;
}

/**
 * Clears a suspension whose end has passed and puts the member back in search: called at login,
 * the first moment a suspended member (whose sessions all ended) can be back.
 */
export async function liftExpiredRestriction(
  db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> },
  userId: number,
  now: Date,
): Promise<void> {
  await db.execute(
    sql`update users set restriction = null, restriction_ends_at = null, restriction_decision_id = null
        where id = ${userId} and restriction = 'suspended' and restriction_ends_at <= ${now.toISOString()}`,
  );
  await syncSearchable(db, userId);
}

/**
 * Clears every suspension whose end has passed and puts those members back in search, without
 * waiting for them to log in (their profile and chats follow the restriction columns already; search
 * reads `profiles.searchable`). Run every minute by the scheduler; idempotent. Returns how many.
 */
export async function liftExpiredSuspensions(
  db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> },
  now: Date,
): Promise<number> {
  const result = await db.execute(
    // One statement: the outer update sees the users rows as they were before the CTE's update
    // (one snapshot), so searchable is computed from what the CTE returns, restriction now null.
    sql`with lifted as (
          update users set restriction = null, restriction_ends_at = null, restriction_decision_id = null
          where restriction = 'suspended' and restriction_ends_at <= ${now.toISOString()}
          returning id, invisible, status, profile_hidden)
        update profiles set searchable = (lifted.invisible = false and lifted.status = 'confirmed'
          and lifted.profile_hidden = false)
        from lifted where lifted.id = profiles.user_id
        returning profiles.user_id`,
  );
  const rows = (result as { rows?: unknown[] }).rows ?? (result as unknown[]);
  return Array.isArray(rows) ? rows.length : 0;
}

/**
 * Copies `isListable` into `profiles.searchable` (what search indexes), after any change of a
 * member's invisible mode or status. Takes a transaction or the database.
 */
export async function syncSearchable(
  db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> },
  userId: number,
): Promise<void> {
  await db.execute(
    sql`update profiles set searchable = (users.invisible = false and users.status = 'confirmed'
          and users.restriction is null and users.profile_hidden = false)
        from users where users.id = profiles.user_id and users.id = ${userId}`,
  );
}
