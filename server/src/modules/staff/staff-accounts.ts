import { randomBytes } from 'node:crypto';
import {
  STAFF_SETUP_LINK_HOURS,
  type StaffCreateBody,
  type StaffCreated,
  type StaffRole,
  type StaffSetupBody,
  type StaffSetupInfo,
  type StaffSummary,
} from '@amora/contracts';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { staff } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../core/password.js';
import { audited, writeStaffAudit, type StaffActor, type StaffTx } from './audit.js';
import { endAllStaffSessions, hashStaffToken } from './staff-session.js';
import { newTotpSecret, otpauthUri, qrCodeDataUrl, totpStepOf } from './staff-totp.js';

const SETUP_MS = STAFF_SETUP_LINK_HOURS * 3_600_000;

/** Lower-cased and trimmed: what uniqueness and login compare (as members' addresses). */
export function normalizeStaffEmail(email: string): string {
  return email.trim().toLowerCase();
}

type StaffRow = typeof staff.$inferSelect;

function summaryOf(row: StaffRow): StaffSummary {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: row.roles as StaffRole[],
    disabled: row.disabled,
    enrolled: row.enrolledAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Where the set-up page lives: the staff console of this deployment. */
export function setupUrl(origin: string, token: string): string {
  return new URL(`/backoffice/setup/${token}`, origin).toString();
}

/**
 * A new staff member, not yet able to log in: a TOTP secret and a one-time set-up link (its token
 * stored as SHA-256 only) with which they choose a password and enrol their authenticator.
 */
export async function createStaff(
  db: Db,
  actor: StaffActor,
  input: StaffCreateBody,
  now: Date,
  origin: string,
): Promise<StaffCreated> {
  const email = input.email.trim();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SETUP_MS);
  const roles = [...new Set(input.roles)];
  const summary = await audited(db, actor, now, async (tx) => {
    const [row] = await tx
      .insert(staff)
      .values({
        email,
        emailNormalized: normalizeStaffEmail(email),
        name: input.name ?? email.split('@')[0] ?? email,
        roles,
        totpSecret: newTotpSecret(),
        setupTokenHash: hashStaffToken(token),
        setupExpiresAt: expiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: staff.emailNormalized })
      .returning();
    if (!row) throw new AppError(409, 'staff_exists', 'errors.staffExists');
    return {
      result: summaryOf(row),
      audit: {
        action: 'staff.created',
        targetType: 'staff',
        targetId: row.id,
        after: { email: row.email, name: row.name, roles },
      },
    };
  });
  return { staff: summary, setup_url: setupUrl(origin, token), expires_at: expiresAt.toISOString() };
}

export async function listStaff(db: Db): Promise<StaffSummary[]> {
  return (await db.select().from(staff).orderBy(asc(staff.id))).map(summaryOf);
}

/** The staff member of a set-up link still usable at `now`, or the one 404 for every other case. */
async function setupRow(tx: StaffTx, token: string, now: Date): Promise<StaffRow> {
  const [row] = await tx
    .select()
    .from(staff)
    .where(
      and(
        eq(staff.setupTokenHash, hashStaffToken(token)),
        gt(staff.setupExpiresAt, now),
        eq(staff.disabled, false),
      ),
    )
    .limit(1);
  if (!row) throw new AppError(404, 'staff_setup_invalid', 'errors.staffSetupInvalid');
  return row;
}

/** What the set-up page shows: the secret as text, as an otpauth URI and as a QR code. */
export async function readSetup(db: Db, token: string, now: Date): Promise<StaffSetupInfo> {
  const row = await setupRow(db, token, now);
  const uri = otpauthUri(row.totpSecret, row.email);
  return {
    email: row.email,
    name: row.name,
    secret: row.totpSecret,
    otpauth_uri: uri,
    qr_code: await qrCodeDataUrl(uri),
    expires_at: row.setupExpiresAt!.toISOString(),
  };
}

/**
 * Completes the set-up: the first code proves the authenticator holds the secret; the password is
 * hashed with argon2id; the link dies (its hash is cleared) in the same transaction.
 */
export async function completeSetup(
  db: Db,
  token: string,
  body: StaffSetupBody,
  ip: string,
  now: Date,
): Promise<void> {
  // The link first: a made-up token costs no argon2 hash.
  await setupRow(db, token, now);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const row = await setupRow(tx, token, now);
    const step = totpStepOf(row.totpSecret, body.code, now);
    if (step === null)
      throw new AppError(
        400,
        'validation_failed',
        'validation.totpCodeInvalid',
        {},
        {
          code: 'validation.totpCodeInvalid',
        },
      );
    // The WHERE repeats the link's conditions: two set-ups racing with one link, one wins.
    const [done] = await tx
      .update(staff)
      .set({
        passwordHash,
        totpLastStep: step,
        enrolledAt: now,
        setupTokenHash: null,
        setupExpiresAt: null,
        updatedAt: now,
      })
      .where(and(eq(staff.id, row.id), eq(staff.setupTokenHash, hashStaffToken(token))))
      .returning({ id: staff.id });
    if (!done) throw new AppError(404, 'staff_setup_invalid', 'errors.staffSetupInvalid');
    await writeStaffAudit(
      tx,
      { staffId: row.id, ip },
      {
        action: 'staff.setup_completed',
        targetType: 'staff',
        targetId: row.id,
        before: { enrolled: row.enrolledAt !== null },
        after: { enrolled: true },
      },
      now,
    );
  });
}

/** How a caller names the account to disable: the console by id, the command line by address. */
export type StaffRef = { id: number } | { email: string };

const whereRef = (ref: StaffRef) =>
  'id' in ref ? eq(staff.id, ref.id) : eq(staff.emailNormalized, normalizeStaffEmail(ref.email));

/**
 * Disables a staff account and ends all its sessions at once, with the reason in the audit log.
 * Disabling oneself is refused (the last admin could lock everyone out). An account already
 * disabled is answered as it is, without a change and so without an audit row.
 */
export async function disableStaff(
  db: Db,
  actor: StaffActor,
  ref: StaffRef,
  reason: string,
  now: Date,
): Promise<StaffSummary> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(staff).where(whereRef(ref)).for('update').limit(1);
    if (!row) throw new AppError(404, 'not_found', 'errors.notFound');
    if (row.id === actor.staffId)
      throw new AppError(409, 'staff_cannot_disable_self', 'errors.staffCannotDisableSelf');
    if (row.disabled) return summaryOf(row);
    const [updated] = await tx
      .update(staff)
      .set({ disabled: true, setupTokenHash: null, setupExpiresAt: null, updatedAt: now })
      .where(eq(staff.id, row.id))
      .returning();
    const sessions = await endAllStaffSessions(tx, row.id);
    await writeStaffAudit(
      tx,
      actor,
      {
        action: 'staff.disabled',
        targetType: 'staff',
        targetId: row.id,
        before: { disabled: false },
        after: { disabled: true, sessions_ended: sessions },
        reason,
      },
      now,
    );
    return summaryOf(updated!);
  });
}

/**
 * A new set-up link for an account whose authenticator is lost or whose link expired: a new TOTP
 * secret, the password cleared, every session ended, so only the holder of the new link gets in.
 * A disabled account stays disabled and gets no link.
 */
export async function resetStaffSetup(
  db: Db,
  actor: StaffActor,
  ref: StaffRef,
  now: Date,
  origin: string,
): Promise<StaffCreated> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SETUP_MS);
  const summary = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(staff).where(whereRef(ref)).for('update').limit(1);
    if (!row) throw new AppError(404, 'not_found', 'errors.notFound');
    if (row.disabled) throw new AppError(409, 'staff_disabled', 'errors.staffDisabled');
    const [updated] = await tx
      .update(staff)
      .set({
        passwordHash: null,
        totpSecret: newTotpSecret(),
        totpLastStep: null,
        enrolledAt: null,
        setupTokenHash: hashStaffToken(token),
        setupExpiresAt: expiresAt,
        updatedAt: now,
      })
      .where(eq(staff.id, row.id))
      .returning();
    const sessions = await endAllStaffSessions(tx, row.id);
    await writeStaffAudit(
      tx,
      actor,
      {
        action: 'staff.setup_reset',
        targetType: 'staff',
        targetId: row.id,
        before: { enrolled: row.enrolledAt !== null },
        after: { enrolled: false, sessions_ended: sessions },
      },
      now,
    );
    return summaryOf(updated!);
  });
  return { staff: summary, setup_url: setupUrl(origin, token), expires_at: expiresAt.toISOString() };
}
