import { sql } from 'drizzle-orm';
/**
 * Rules about members that other areas must enforce (chat, likes, search). They live here, in the
 * account module that owns the states, and are the only way other modules should ask.
 */

export interface MemberState {
  status: string;
  invisible: boolean;
  privacy: boolean;
}

/** Until a member confirms the e-mail address, other members cannot reply to them (spec section 4). */
export function canReceiveReplies(member: MemberState): boolean {
  return member.status === 'confirmed';
}

/**
 * Only confirmed members appear in search and listings: not invisible members, not accounts
 * pending deletion, and not members whose address is unconfirmed (profile `disabled`, spec
 * section 4) until they follow the activation link.
 */
export function isListable(member: MemberState): boolean {
  return !member.invisible && member.status === 'confirmed';
}

/** Invisible mode: nobody can start a conversation with or like the member. */
export function canBeContacted(member: MemberState): boolean {
  return isListable(member);
}

/** Privacy mode: photos and details only for logged-in members already in contact. */
export function showsDetailsTo(
  member: MemberState,
  viewer: { loggedIn: boolean; inContact: boolean },
): boolean {
  return !member.privacy || (viewer.loggedIn && viewer.inContact);
}

/** SQL-side twin of `isListable` for queries over `users` (keep the two in step). */
export const LISTABLE_SQL = "users.invisible = false and users.status = 'confirmed'";

/**
 * Copies `isListable` into `profiles.searchable` (what search indexes), after any change of a
 * member's invisible mode or status. Takes a transaction or the database.
 */
export async function syncSearchable(
  db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> },
  userId: number,
): Promise<void> {
  await db.execute(
    sql`update profiles set searchable = (users.invisible = false and users.status = 'confirmed')
        from users where users.id = profiles.user_id and users.id = ${userId}`,
  );
}
