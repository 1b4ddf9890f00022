import type { RestrictionDetails } from '@amora/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { bannedEmails, decisions, sessions, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import {
  activeRestriction,
  liftExpiredRestriction,
  syncSearchable,
  type ActiveRestriction,
} from '../../core/member-rules.js';
import type { StaffTx } from '../staff/index.js';
import { normalizeEmail } from '../../core/email.js';

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The form of an address a ban is kept under: the account's normalisation (trimmed, lower case)
 * and, for Gmail, without the dots and the `+tag` Gmail ignores, so `j.doe+2@gmail.com` is
 * `jdoe@gmail.com`. Only the ban list uses it: logins and uniqueness keep comparing the address.
 */
export function canonicalEmail(email: string): string {
  const normalized = normalizeEmail(email);
  const at = normalized.lastIndexOf('@');
  if (at < 0) return normalized;
  const domain = normalized.slice(at + 1);
  if (!GMAIL_DOMAINS.has(domain)) return normalized;
  const local = normalized.slice(0, at).split('+')[0]!.replace(/\./g, '');
  return `${local}@gmail.com`;
}

/** Sign-up refuses an address a ban keeps out of this site (409 `email_banned`). */
export async function assertEmailNotBanned(db: Db, siteId: number, email: string): Promise<void> {
  const [row] = await db
    .select({ site: bannedEmails.siteId })
    .from(bannedEmails)
    .where(and(eq(bannedEmails.siteId, siteId), eq(bannedEmails.emailCanonical, canonicalEmail(email))))
    .limit(1);
  if (row) throw new AppError(409, 'email_banned', 'errors.emailBanned', {}, { email: 'errors.emailBanned' });
}

interface RestrictedMember {
  id: number;
  restriction: string | null;
  restrictionEndsAt: Date | null;
  restrictionDecisionId: number | null;
}

async function refusalOf(db: Db, active: ActiveRestriction): Promise<AppError> {
  const [decision] =
    active.decisionId === null
      ? []
      : await db
          .select({ reason: decisions.reason })
          .from(decisions)
          .where(eq(decisions.id, active.decisionId));
  const details: RestrictionDetails = {
    kind: active.kind,
    ends_at: active.endsAt?.toISOString() ?? null,
    reason: decision?.reason ?? '',
  };
  const error =
    active.kind === 'banned'
      ? new AppError(403, 'account_banned', 'errors.accountBanned')
      : new AppError(403, 'account_suspended', 'errors.accountSuspended', {
          until: details.ends_at!.slice(0, 10),
        });
  return error.withRestriction(details);
}

/**
 * At login, after the password was right: a member under a ban or a running suspension is refused
 * with 403 and the details the ban page shows; a suspension that ran out is lifted here.
 */
export async function admitRestrictedMember(db: Db, member: RestrictedMember, now: Date): Promise<void> {
  if (member.restriction === null) return;
  const active = activeRestriction(member, now);
  if (active) throw await refusalOf(db, active);
  await liftExpiredRestriction(db, member.id, now);
}

export interface Restriction {
  memberId: number;
  siteId: number;
  email: string;
  decisionId: number;
  action: 'hide_profile' | 'suspend' | 'ban';
  endsAt: Date | null;
}

/**
 * Applies a restriction in the decision's transaction. A suspension or ban ends every session of
 * the member at once (the caller then closes their sockets through the realtime hub); a ban also
 * keeps the address out of sign-up. All three take the profile out of search.
 */
export async function applyRestriction(tx: StaffTx, restriction: Restriction, now: Date): Promise<number> {
  let sessionsEnded = 0;
  if (restriction.action === 'hide_profile') {
    await tx.update(users).set({ profileHidden: true }).where(eq(users.id, restriction.memberId));
  } else {
    await tx
      .update(users)
      .set({
        restriction: restriction.action === 'ban' ? 'banned' : 'suspended',
        restrictionEndsAt: restriction.endsAt,
        restrictionDecisionId: restriction.decisionId,
      })
      .where(eq(users.id, restriction.memberId));
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, restriction.memberId))
      .returning({ token: sessions.tokenHash });
    sessionsEnded = ended.length;
    if (restriction.action === 'ban')
      await tx
        .insert(bannedEmails)
        .values({
          siteId: restriction.siteId,
          emailCanonical: canonicalEmail(restriction.email),
          decisionId: restriction.decisionId,
          createdAt: now,
        })
        .onConflictDoNothing();
  }
  await syncSearchable(tx, restriction.memberId);
  return sessionsEnded;
}

/**
 * Undoes what earlier decisions of an appealed case ordered, when the appeal is upheld (the case
 * dismissed on review): the hide, the suspension or ban they set, and the ban's address entry.
 * A restriction set by another case stays.
 */
export async function reverseRestrictions(
  tx: StaffTx,
  memberId: number,
  decisionIds: number[],
): Promise<void> {
  if (decisionIds.length === 0) return;
  const reversed = await tx
    .select({ action: decisions.action })
    .from(decisions)
    .where(inArray(decisions.id, decisionIds));
  if (reversed.some((row) => row.action === 'hide_profile'))
    await tx.update(users).set({ profileHidden: false }).where(eq(users.id, memberId));
  await tx
    .update(users)
    .set({ restriction: null, restrictionEndsAt: null, restrictionDecisionId: null })
    .where(and(eq(users.id, memberId), inArray(users.restrictionDecisionId, decisionIds)));
  await tx.delete(bannedEmails).where(inArray(bannedEmails.decisionId, decisionIds));
  await syncSearchable(tx, memberId);
}
