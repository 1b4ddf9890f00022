import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { complaints, photos, sites, staff, staffAudit, users } from '../src/db/schema.js';
import { settle } from '../src/modules/payments/index.js';
import { writeStaffAudit } from '../src/modules/staff/index.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import {
  addStaff,
  auditCount,
  completeSetup,
  enrolledStaff,
  fakeClock,
  STAFF_PASSWORD,
  staffCall,
  staffCookie,
  staffLogin,
  totpCode,
} from './staff-helpers.js';
import { chatMembers } from './chat-helpers.js';
import { openCaseOf, report } from './moderation-helpers.js';
import { multipartBody } from './photos-fixtures.js';
import { createdPayment, newPayingMember } from './payments-helpers.js';

let t: TestApp;
let clock: ReturnType<typeof fakeClock>;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp({ memberCount: 2 });
  clock = fakeClock(t);
  adminId = (await addStaff(t, ['admin'])).id;
});
afterAll(() => t.app.close());

const NO_BODY = { 'x-request-type': 'client' };

const asAdmin = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> => staffCall(t, adminId, method, url, payload);

type Call = () => Promise<LightMyRequestResponse>;

/**
 * A successful call of each mutating staff route: `prepare` sets the scene (which may write audit
 * rows of its own) and returns the call. The test below compares this list with the registered
 * routes: a new mutating route fails it until it is added here, with its audit row.
 */
const SUCCESSFUL_CALLS: Record<string, () => Promise<Call>> = {
  'POST /api/staff/session': async () => {
    const member = await enrolledStaff(t, ['support']);
    clock.advance(30_000);
    const code = totpCode(member.secret, clock.now());
    return () => staffLogin(t, { email: member.email, password: STAFF_PASSWORD, code });
  },
  'DELETE /api/staff/session': async () => {
    const cookie = await staffCookie(t, (await addStaff(t, ['moderator'])).id);
    return () =>
      t.app.inject({ method: 'DELETE', url: '/api/staff/session', headers: { ...NO_BODY, cookie } });
  },
  'DELETE /api/staff/session/others': async () => {
    const id = (await addStaff(t, ['finance'])).id;
    await staffCookie(t, id);
    const cookie = await staffCookie(t, id);
    return () =>
      t.app.inject({ method: 'DELETE', url: '/api/staff/session/others', headers: { ...NO_BODY, cookie } });
  },
  'POST /api/staff/setup/:token': async () => {
    const member = await addStaff(t, ['marketer']);
    const code = totpCode(member.secret, clock.now());
    return () => completeSetup(t, member, { password: STAFF_PASSWORD, code });
  },
  'POST /api/staff/staff': async () => () =>
    asAdmin('POST', '/api/staff/staff', { email: 'new.hire@amora.test', roles: ['support'] }),
  'POST /api/staff/staff/:id/reset': async () => {
    const member = await enrolledStaff(t, ['support']);
    return () => asAdmin('POST', `/api/staff/staff/${member.id}/reset`, {});
  },
  'POST /api/staff/reports/:id/actions': async () => {
    // A member reported by the demo member: the moderator's warning is one decision, one audit row.
    const [demo, other] = await chatMembers(t, 1, 0);
    const reported = await report(t, demo!, { profile_id: other!.id, reason: 'spam' });
    expect(reported.statusCode).toBe(200);
    const reportCase = await openCaseOf(t, other!.id);
    return () =>
      asAdmin('POST', `/api/staff/reports/${reportCase!.id}/actions`, {
        action: 'warn',
        reason: 'Advertising another site.',
      });
  },
  'POST /api/staff/members/:id/lift': async () => {
    // A member hidden by a moderator's decision: lifting it early is one decision, one audit row.
    const [demo, , other] = await chatMembers(t, 2, 0);
    expect((await report(t, demo!, { profile_id: other!.id, reason: 'photos' })).statusCode).toBe(200);
    const reportCase = await openCaseOf(t, other!.id);
    const hidden = await asAdmin('POST', `/api/staff/reports/${reportCase!.id}/actions`, {
      action: 'hide_profile',
      reason: 'Photos of someone else.',
    });
    expect(hidden.statusCode).toBe(200);
    return () =>
      asAdmin('POST', `/api/staff/members/${other!.id}/lift`, {
        restriction: 'hide_profile',
        reason: 'The photos are hers.',
      });
  },
  'POST /api/staff/staff/:id/disable': async () => {
    const member = await addStaff(t, ['support']);
    return () => asAdmin('POST', `/api/staff/staff/${member.id}/disable`, { reason: 'left the team' });
  },
  'POST /api/staff/photos/:id': async () => {
    const [member] = await t.database.db.select({ id: users.id }).from(users).limit(1);
    const [photo] = await t.database.db
      .insert(photos)
      .values({
        userId: member!.id,
        filename: 'photos/aa/audit.webp',
        thumbFilename: 'photos/aa/audit-t.webp',
      })
      .returning({ id: photos.id });
    return () => asAdmin('POST', `/api/staff/photos/${photo!.id}`, { decision: 'approve' });
  },
  'POST /api/staff/complaints/:id/answer': async () => {
    const id = await aComplaint();
    return () => asAdmin('POST', `/api/staff/complaints/${id}/answer`, { answer: 'We looked into it.' });
  },
  'POST /api/staff/payments/:id/refunds': async () => {
    const id = await aPayment('completed');
    return () =>
      asAdmin('POST', `/api/staff/payments/${id}/refunds`, {
        amount: 100,
        reason: 'Asked within the return period',
        key: randomUUID(),
      });
  },
  'POST /api/staff/payments/:id/review': async () => {
    const id = await aPayment('expired');
    await settle(t.database.db, id, 'completed', 'webhook');
    return () =>
      asAdmin('POST', `/api/staff/payments/${id}/review`, {
        decision: 'accept',
        reason: 'Paid at the bank after the expiry',
        key: randomUUID(),
      });
  },
  'POST /api/staff/members/:id/credits': async () => {
    const member = await newPayingMember(t);
    return () =>
      asAdmin('POST', `/api/staff/members/${member.id}/credits`, {
        amount: 5,
        reason: 'Goodwill',
        key: randomUUID(),
      });
  },
  'POST /api/staff/landers': async () => () =>
    asAdmin('POST', '/api/staff/landers', { key: 'audit-lander', family: 'video', weight: 100 }),
  'POST /api/staff/landers/:key/state': async () => {
    await asAdmin('POST', '/api/staff/landers', { key: 'audit-paused', family: 'video', weight: 100 });
    return () => asAdmin('POST', '/api/staff/landers/audit-paused/state', { status: 'paused' });
  },
  'POST /api/staff/landers/images': async () => {
    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    const { payload, contentType } = multipartBody([
      { data: image, field: 'image', contentType: 'image/png' },
    ]);
    const cookie = await staffCookie(t, adminId);
    return () =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/landers/images',
        headers: { cookie, 'x-request-type': 'client', 'content-type': contentType },
        payload,
      });
  },
  'POST /api/staff/landers/previews': async () => () =>
    asAdmin('POST', '/api/staff/landers/previews', { key: 'audit-draft', family: 'gallery', weight: 100 }),
  'POST /api/staff/complaints/:id/close': async () => {
    const id = await aComplaint();
    return () => asAdmin('POST', `/api/staff/complaints/${id}/close`, { reason: 'duplicate' });
  },
  'PUT /api/staff/sites/:id/settings': async () => {
    const [site] = await t.database.db.select({ id: sites.id }).from(sites).limit(1);
    settingsSerial += 1;
    return () =>
      asAdmin('PUT', `/api/staff/sites/${site!.id}/settings`, {
        changes: { message_length: 900 + settingsSerial },
        reason: 'audit test',
      });
  },
  'POST /api/staff/sites/:id/settings/versions/:version/revert': async () => {
    const [site] = await t.database.db.select({ id: sites.id }).from(sites).limit(1);
    const changed = await asAdmin('PUT', `/api/staff/sites/${site!.id}/settings`, {
      changes: { gift_credits: 31 },
      reason: 'audit test',
    });
    const version = changed.json().version as number;
    return () =>
      asAdmin('POST', `/api/staff/sites/${site!.id}/settings/versions/${version}/revert`, { reason: 'undo' });
  },
  'POST /api/staff/members/:id/activation': async () => {
    const id = await aMemberRow();
    return () => asAdmin('POST', `/api/staff/members/${id}/activation`, { reason: 'lost mail' });
  },
  'POST /api/staff/members/:id/email': async () => {
    const id = await aMemberRow();
    return () =>
      asAdmin('POST', `/api/staff/members/${id}/email`, {
        email: `audit.changed.${id}@amora.test`,
        reason: 'lost access',
      });
  },
  'POST /api/staff/members/:id/sessions/end': async () => {
    const id = await aMemberRow();
    return () => asAdmin('POST', `/api/staff/members/${id}/sessions/end`, { reason: 'lost phone' });
  },
  'POST /api/staff/members/:id/suspend': async () => {
    // A member of the test's own: the demo member must still log in for the later calls.
    const id = await aMemberRow();
    return () =>
      asAdmin('POST', `/api/staff/members/${id}/suspend`, {
        reason: 'Asked for money.',
        ground: 'terms_scam',
        days: 1,
      });
  },
};

/** A sandbox payment of a fresh member, settled to `status` as its webhook would. */
async function aPayment(status: 'completed' | 'expired'): Promise<number> {
  const member = await newPayingMember(t);
  const { id } = await createdPayment(t, member);
  await settle(t.database.db, id, status, 'webhook');
  return id;
}

let settingsSerial = 0;
let memberSerial = 0;
/** An account of the default site, not yet confirmed, that no other call uses. */
async function aMemberRow(): Promise<number> {
  memberSerial += 1;
  const email = `audit.member${memberSerial}@amora.test`;
  const [site] = await t.database.db.select({ id: sites.id }).from(sites).limit(1);
  const [member] = await t.database.db
    .insert(users)
    .values({ siteId: site!.id, email, emailNormalized: email, passwordHash: 'x', language: 'en' })
    .returning({ id: users.id });
  return member!.id;
}

let complaintSerial = 0;
async function aComplaint(): Promise<number> {
  complaintSerial += 1;
  const [site] = await t.database.db.select({ id: sites.id }).from(sites).limit(1);
  const [row] = await t.database.db
    .insert(complaints)
    .values({
      siteId: site!.id,
      reference: `C-AUDIT${complaintSerial}`,
      name: 'Someone',
      email: 'someone@example.test',
      category: 'other',
      message: 'Please look at this.',
      language: 'en',
    })
    .returning({ id: complaints.id });
  return row!.id;
}

describe('the staff audit log', () => {
  it('gets exactly one row from every mutating staff route', async () => {
    const mutating = t.app.staffRoutes
      .filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(mutating).toEqual(Object.keys(SUCCESSFUL_CALLS).sort());
    for (const key of mutating) {
      clock.advance(30_000);
      const call = await SUCCESSFUL_CALLS[key]!();
      const before = await auditCount(t);
      const response = await call();
      expect({ key, status: response.statusCode }).toEqual({ key, status: 200 });
      expect({ key, rows: (await auditCount(t)) - before }).toEqual({ key, rows: 1 });
    }
  });

  it('refuses to change or remove a row, even by SQL', async () => {
    await writeStaffAudit(
      t.database.db,
      { staffId: adminId, ip: '127.0.0.1' },
      { action: 'test.written' },
      clock.now(),
    );
    const before = await auditCount(t);
    const refusal = async (statement: ReturnType<typeof sql>) => {
      const error = await t.database.db.execute(statement).then(
        () => null,
        (caught: Error & { cause?: Error }) => caught.cause?.message ?? caught.message,
      );
      return error;
    };
    expect(await refusal(sql`update staff_audit set reason = 'rewritten'`)).toMatch(
      /append-only \(UPDATE refused\)/,
    );
    expect(await refusal(sql`delete from staff_audit`)).toMatch(/append-only \(DELETE refused\)/);
    expect(await refusal(sql`truncate staff_audit`)).toMatch(/append-only \(TRUNCATE refused\)/);
    await expect(t.database.db.update(staffAudit).set({ action: 'x.y' })).rejects.toThrow();
    expect(await auditCount(t)).toBe(before);
  });

  it('writes the change and its row together or not at all', async () => {
    const before = await auditCount(t);
    const member = await addStaff(t, ['support']);
    const afterAdd = await auditCount(t);
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.update(staff).set({ name: 'Renamed' }).where(eq(staff.id, member.id));
        await writeStaffAudit(
          tx,
          { staffId: adminId, ip: null },
          { action: 'Not A Valid Action' },
          clock.now(),
        );
      }),
    ).rejects.toThrow(/area.verb/);
    const [row] = await t.database.db.select({ name: staff.name }).from(staff).where(eq(staff.id, member.id));
    expect(row!.name).not.toBe('Renamed');
    expect(afterAdd).toBe(before + 1);
    expect(await auditCount(t)).toBe(afterAdd);
  });

  it('lists newest first and filters by staff, action and target, for admins', async () => {
    const member = await addStaff(t, ['moderator']);
    await asAdmin('POST', `/api/staff/staff/${member.id}/disable`, { reason: 'audit list test' });
    const all = await asAdmin('GET', '/api/staff/audit?limit=2');
    expect(all.statusCode).toBe(200);
    const page = all.json();
    expect(page.entries).toHaveLength(2);
    expect(page.entries[0].id).toBeGreaterThan(page.entries[1].id);
    expect(page.next_before).toBe(page.entries[1].id);
    const next = (await asAdmin('GET', `/api/staff/audit?limit=2&before=${page.next_before}`)).json();
    expect(next.entries[0].id).toBeLessThan(page.entries[1].id);

    const filtered = (
      await asAdmin('GET', `/api/staff/audit?action=staff.disabled&target_type=staff&target_id=${member.id}`)
    ).json();
    expect(filtered.entries).toEqual([
      expect.objectContaining({
        staff_id: adminId,
        action: 'staff.disabled',
        target_id: String(member.id),
        reason: 'audit list test',
        before: { disabled: false },
        after: { disabled: true, sessions_ended: 0 },
      }),
    ]);
    const byStaff = (await asAdmin('GET', `/api/staff/audit?staff_id=${adminId}`)).json();
    expect(byStaff.entries.every((entry: { staff_id: number }) => entry.staff_id === adminId)).toBe(true);
    const created = (
      await asAdmin('GET', `/api/staff/audit?action=staff.created&target_id=${member.id}`)
    ).json();
    expect(created.entries[0]).toMatchObject({
      staff_id: null,
      after: { email: member.email, roles: ['moderator'] },
    });
    expect(JSON.stringify(created)).not.toMatch(/totp|password|secret/i);
  });

  it('answers bad input with a clear 4xx and writes nothing', async () => {
    await addStaff(t, ['support'], 'taken@amora.test');
    const before = await auditCount(t);
    const [{ n: staffBefore } = { n: 0 }] = await t.database.db.select({ n: count() }).from(staff);
    const cases: Array<[string, LightMyRequestResponse]> = [
      ['unknown role', await asAdmin('POST', '/api/staff/staff', { email: 'x@amora.test', roles: ['root'] })],
      ['no role', await asAdmin('POST', '/api/staff/staff', { email: 'x@amora.test', roles: [] })],
      ['bad e-mail', await asAdmin('POST', '/api/staff/staff', { email: 'nope', roles: ['support'] })],
      [
        'extra field',
        await asAdmin('POST', '/api/staff/staff', { email: 'x@amora.test', roles: ['support'], admin: 1 }),
      ],
      [
        'taken e-mail',
        await asAdmin('POST', '/api/staff/staff', { email: ' TAKEN@amora.test', roles: ['support'] }),
      ],
      ['no reason', await asAdmin('POST', `/api/staff/staff/${adminId}/disable`, { reason: ' ' })],
      ['unknown staff', await asAdmin('POST', '/api/staff/staff/424242/disable', { reason: 'x' })],
      ['bad id', await asAdmin('POST', '/api/staff/staff/abc/disable', { reason: 'x' })],
      ['bad filter', await asAdmin('GET', '/api/staff/audit?limit=100000')],
      ['bad action filter', await asAdmin('GET', "/api/staff/audit?action=x'--")],
    ];
    for (const [label, response] of cases) {
      expect({ label, status: response.statusCode >= 400 && response.statusCode < 500 }).toEqual({
        label,
        status: true,
      });
      expect(typeof response.json().message).toBe('string');
    }
    expect(cases.find(([label]) => label === 'taken e-mail')![1].json().error).toBe('staff_exists');
    expect(await auditCount(t)).toBe(before);
    const [{ n: staffAfter } = { n: 0 }] = await t.database.db.select({ n: count() }).from(staff);
    expect(staffAfter).toBe(staffBefore);
  });
});
