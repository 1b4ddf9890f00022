import { createECDH } from 'node:crypto';
import { PUSH_SUBSCRIPTIONS_PER_MEMBER, type PushSubscriptionJson } from '@amora/contracts';
import { and, count, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { pushSubscriptions, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { EndpointAllowList, PushTarget } from '../../plugins/push/index.js';

/*
 * The members' push subscriptions (`POST`/`DELETE /api/user.php?push=1`): one row per endpoint,
 * at most PUSH_SUBSCRIPTIONS_PER_MEMBER per member. Every rule is checked before anything is
 * written, so a refused subscription leaves nothing behind.
 */

const invalid = (field: string, key: 'validation.pushSubscription' | 'validation.pushEndpointNotAllowed') =>
  new AppError(400, 'validation_failed', key, {}, { [field]: key });

/** One key pair for the point check below; the secret it computes is thrown away. */
const probe = createECDH('prime256v1');
probe.generateKeys();

/** Whether `p256dh` is an uncompressed P-256 point (65 bytes, 0x04, on the curve). */
export function isP256Point(p256dh: string): boolean {
  const bytes = Buffer.from(p256dh, 'base64url');
  if (bytes.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    probe.computeSecret(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The checks the schema cannot make: the push service's host, a real key, a 16-byte secret. */
export function checkSubscription(subscription: PushSubscriptionJson, allowList: EndpointAllowList): void {
  if (!allowList.allows(subscription.endpoint))
    throw invalid('subscription.endpoint', 'validation.pushEndpointNotAllowed');
  if (!isP256Point(subscription.keys.p256dh))
    throw invalid('subscription.keys.p256dh', 'validation.pushSubscription');
  // RFC 8291: the authentication secret is 16 octets.
  if (Buffer.from(subscription.keys.auth, 'base64url').length !== 16)
    throw invalid('subscription.keys.auth', 'validation.pushSubscription');
}

export async function hasSubscription(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.memberId, memberId))
    .limit(1);
  return Boolean(row);
}

/** The user payload's `push_subscribed`, as a column of a query over users. */
export const pushSubscribedSql = (memberId: typeof users.id) =>
  sql<boolean>`exists (select 1 from ${pushSubscriptions} ps where ps.member_id = ${memberId})`;

/**
 * Stores the device's subscription for the member. The same endpoint again refreshes its keys;
 * an endpoint another member had (a shared browser, a new login) moves to this member, so a
 * device never notifies two accounts. A new endpoint beyond the limit is refused.
 */
export async function subscribe(
  db: Db,
  memberId: number,
  subscription: PushSubscriptionJson,
  allowList: EndpointAllowList,
  now: Date,
): Promise<void> {
  checkSubscription(subscription, allowList);
  const expiresAt =
    typeof subscription.expirationTime === 'number' && Number.isFinite(subscription.expirationTime)
      ? new Date(subscription.expirationTime)
      : null;
  await db.transaction(async (tx) => {
    // One subscribe at a time per member: the count below cannot be read twice at once.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${memberId} for update`);
    const [others] = await tx
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.memberId, memberId), ne(pushSubscriptions.endpoint, subscription.endpoint)),
      );
    if ((others?.n ?? 0) >= PUSH_SUBSCRIPTIONS_PER_MEMBER)
      throw new AppError(
        400,
        'push_subscription_limit',
        'errors.pushSubscriptionLimit',
        { limit: PUSH_SUBSCRIPTIONS_PER_MEMBER },
        { subscription: 'errors.pushSubscriptionLimit' },
      );
    const values = {
      memberId,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      expiresAt: expiresAt && !Number.isNaN(expiresAt.getTime()) ? expiresAt : null,
      updatedAt: now,
    };
    await tx
      .insert(pushSubscriptions)
      .values({ ...values, endpoint: subscription.endpoint, createdAt: now })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
  });
}

/** Forgets the member's own subscription of this endpoint (another member's stays). */
export async function unsubscribe(db: Db, memberId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.memberId, memberId), eq(pushSubscriptions.endpoint, endpoint)));
}

export interface StoredSubscription extends PushTarget {
  id: number;
}

/**
 * The member's account state beside each live subscription (one row with null subscription
 * columns when there is none, none at all when the member is gone). Built once per database and a
 * named statement: every message and like asks it for its receiver, most of whom have no device.
 */
function preparePushTargets(db: Db) {
  return db
    .select({
      status: users.status,
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(users)
    .leftJoin(
      pushSubscriptions,
      and(
        eq(pushSubscriptions.memberId, users.id),
        or(isNull(pushSubscriptions.expiresAt), gt(pushSubscriptions.expiresAt, sql.placeholder('now'))),
      ),
    )
    .where(eq(users.id, sql.placeholder('memberId')))
    .prepare('push_targets');
}

const pushTargetLookups = new WeakMap<Db, ReturnType<typeof preparePushTargets>>();

export interface PushTargets {
  /** The member's account status, or null when there is no such member. */
  status: string | null;
  subscriptions: StoredSubscription[];
}

/** Where a notification for the member would go, and whether the member is still there: one query. */
export async function pushTargetsOf(db: Db, memberId: number, now: Date): Promise<PushTargets> {
  let lookup = pushTargetLookups.get(db);
  if (!lookup) {
    lookup = preparePushTargets(db);
    pushTargetLookups.set(db, lookup);
  }
  const rows = await lookup.execute({ memberId, now });
  const subscriptions: StoredSubscription[] = [];
  for (const row of rows)
    if (row.id !== null && row.endpoint !== null && row.p256dh !== null && row.auth !== null)
      subscriptions.push({ id: row.id, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth });
  return { status: rows[0]?.status ?? null, subscriptions };
}

/** Every live subscription of the member. */
export async function subscriptionsOf(db: Db, memberId: number, now: Date): Promise<StoredSubscription[]> {
  return (await pushTargetsOf(db, memberId, now)).subscriptions;
}

/** The push service said the subscription is gone (404/410). */
export async function removeSubscription(db: Db, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
