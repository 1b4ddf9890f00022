import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { accountTokens } from '../../db/schema.js';

export type TokenPurpose = 'activation' | 'password_reset' | 'mail_change' | 'reactivation';

export type TokenCheck =
  | { status: 'valid'; userId: number; payload: Record<string, string> | null }
  /** A genuine token (its secret matched) that was spent or revoked before. */
  | { status: 'used'; userId: number }
  | { status: 'expired' | 'invalid' };

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/**
 * Issues a single-use link token `<id>.<secret>` (256 random bits). Earlier unused tokens of the
 * same purpose stop working, so only the newest e-mail's link is valid.
 */
export async function issueToken(
  db: Db,
  userId: number,
  purpose: TokenPurpose,
  ttlMs: number,
  payload: Record<string, string> | null = null,
  now = new Date(),
): Promise<string> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
  const secret = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(accountTokens)
    .values({
      userId,
      purpose,
      secretHash: sha256(secret).toString('hex'),
      payload,
      expiresAt: new Date(now.getTime() + ttlMs),
      createdAt: now,
    })
    .returning({ id: accountTokens.id });
  return `${row!.id}.${secret}`;
}

function parseToken(token: string): { id: number; secret: string } | null {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{20,100})$/.exec(token);
  return match ? { id: Number(match[1]), secret: match[2]! } : null;
}

type TokenRow = typeof accountTokens.$inferSelect;

/** The stored token whose secret matches (compared in constant time against its hash), or null. */
async function matchingToken(
  db: Pick<Db, 'select'>,
  token: string,
  purpose: TokenPurpose,
): Promise<TokenRow | null> {
  const parsed = parseToken(token);
  if (!parsed) return null;
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.id, parsed.id), eq(accountTokens.purpose, purpose)))
    .limit(1);
  const expected = Buffer.from(row?.secretHash ?? '0'.repeat(64), 'hex');
  const matches = timingSafeEqual(sha256(parsed.secret), expected) && Boolean(row);
  return row && matches ? row : null;
}

/**
 * Whether a token would be accepted now, without spending it: a page can tell a broken link
 * before the member fills in a form that could only fail.
 */
export async function peekToken(
  db: Pick<Db, 'select'>,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<TokenCheck['status']> {
  const row = await matchingToken(db, token, purpose);
  if (!row) return 'invalid';
  if (row.usedAt) return 'used';
  return row.expiresAt <= now ? 'expired' : 'valid';
}

/**
 * Checks and spends a token in one step. The conditional update makes a second use (even a
 * concurrent one) fail.
 */
export async function consumeToken(
  db: Pick<Db, 'select' | 'update'>,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<TokenCheck> {
  const row = await matchingToken(db, token, purpose);
  if (!row) return { status: 'invalid' };
  if (row.usedAt) return { status: 'used', userId: row.userId };
  if (row.expiresAt <= now) return { status: 'expired' };
  const spent = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.id, row.id), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  // Spent by a concurrent request between the read and this update: the same as a second click.
  if (spent.length === 0) return { status: 'used', userId: row.userId };
  return { status: 'valid', userId: row.userId, payload: row.payload };
}

/**
 * Spends every outstanding token of these purposes: a link dies with the credential it was issued
 * for (ADR 0009). Called in the same transaction that changes the password or
 * the address, so no old link outlives the change.
 */
export async function revokeTokens(
  db: Pick<Db, 'update'>,
  userId: number,
  purposes: readonly TokenPurpose[],
  now = new Date(),
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        inArray(accountTokens.purpose, [...purposes]),
        isNull(accountTokens.usedAt),
      ),
    );
}

/** What a password or an address change revokes: the links that act on the account's credentials. */
export const CREDENTIAL_TOKENS: readonly TokenPurpose[] = ['password_reset', 'mail_change'];
