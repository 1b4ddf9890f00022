import { STAFF_COOKIE_NAME, type StaffRole } from '@amora/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { staff, staffAudit, staffSessions } from '../src/db/schema.js';
import { createStaff, createStaffSession } from '../src/modules/staff/index.js';
import { CLIENT_HEADERS, type TestApp } from '../src/test-support/test-app.js';

export const STAFF_PASSWORD = 'a-long-staff-password';

/** The code an authenticator app shows for `secret` at `at`. */
export function totpCode(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6, algorithm: 'SHA1' }).generate({
    timestamp: at.getTime(),
  });
}

/**
 * The app's clock under the test's control, starting now: each staff login needs a code of a new
 * 30-second step, and the session limits need hours to pass in an instant.
 */
export function fakeClock(t: TestApp, start = Date.now()): { now(): Date; advance(ms: number): void } {
  let current = start;
  t.app.ctx.clock.now = () => new Date(current);
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
}

export interface TestStaff {
  id: number;
  email: string;
  secret: string;
  setupToken: string;
}

let serial = 0;

/** A staff member added as the command line does, set-up link not yet used. */
export async function addStaff(t: TestApp, roles: StaffRole[], email?: string): Promise<TestStaff> {
  serial += 1;
  const address = email ?? `staff${serial}-${roles.join('-')}@amora.test`;
  const created = await createStaff(
    t.database.db,
    { staffId: null, ip: null },
    { email: address, roles },
    t.app.ctx.clock.now(),
    'http://127.0.0.1:8080',
  );
  const [row] = await t.database.db
    .select({ secret: staff.totpSecret })
    .from(staff)
    .where(eq(staff.id, created.staff.id));
  return {
    id: created.staff.id,
    email: address,
    secret: row!.secret,
    setupToken: created.setup_url.split('/').at(-1)!,
  };
}

export function completeSetup(
  t: TestApp,
  member: TestStaff,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/staff/setup/${member.setupToken}`,
    headers: CLIENT_HEADERS,
    payload: body,
  });
}

/** A staff member who has chosen STAFF_PASSWORD and enrolled their authenticator. */
export async function enrolledStaff(t: TestApp, roles: StaffRole[], email?: string): Promise<TestStaff> {
  const member = await addStaff(t, roles, email);
  const response = await completeSetup(t, member, {
    password: STAFF_PASSWORD,
    code: totpCode(member.secret, t.app.ctx.clock.now()),
  });
  if (response.statusCode !== 200) throw new Error(`set-up failed: ${response.body}`);
  return member;
}

export function staffLogin(
  t: TestApp,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/staff/session',
    headers: { ...CLIENT_HEADERS, ...headers },
    payload: body,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** A session made directly (no login): for tests about what a session may do, not how it starts. */
export async function staffCookie(t: TestApp, staffId: number): Promise<string> {
  const token = await createStaffSession(
    t.database.db,
    staffId,
    { ip: '127.0.0.1', userAgent: null },
    t.app.ctx.clock.now(),
  );
  return `${STAFF_COOKIE_NAME}=${token}`;
}

/** A call in a fresh session of `staffId`, with a JSON body when `payload` is given. */
export async function staffCall(
  t: TestApp,
  staffId: number,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  const cookie = await staffCookie(t, staffId);
  return t.app.inject({
    method,
    url,
    headers: payload === undefined ? { cookie } : { ...CLIENT_HEADERS, cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export async function auditCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(staffAudit);
  return Number(row?.n ?? 0);
}

export async function staffSessionCount(t: TestApp, staffId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(staffSessions)
    .where(eq(staffSessions.staffId, staffId));
  return Number(row?.n ?? 0);
}

export async function lastAudit(t: TestApp) {
  const [row] = await t.database.db.select().from(staffAudit).orderBy(desc(staffAudit.id)).limit(1);
  return row;
}
