import { STAFF_COOKIE_NAME } from '@amora/contracts';
import { Secret, TOTP, URI } from 'otpauth';
import { createTestApp, CLIENT_HEADERS, cookieHeader, type TestApp } from '../src/test-support/test-app.js';
import { AUTH_COOKIE, loginCookie, setCookies } from './helpers.js';
import {
  addStaff,
  auditCount,
  completeSetup,
  enrolledStaff,
  fakeClock,
  lastAudit,
  STAFF_PASSWORD,
  staffLogin,
  staffSessionCount,
  totpCode,
} from './staff-helpers.js';

let t: TestApp;
let clock: ReturnType<typeof fakeClock>;
beforeAll(async () => {
  t = await createTestApp({ memberCount: 1 });
  clock = fakeClock(t);
});
afterAll(() => t.app.close());
// Each login needs a code of a step no earlier login used.
beforeEach(() => clock.advance(30_000));

/** The client header without a JSON content type: these writes have no body. */
const NO_BODY = { 'x-request-type': 'client' };

const whoAmI = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/staff/session', headers: { cookie } });

async function loginAs(email: string, secret: string, remoteAddress?: string): Promise<string> {
  const response = await staffLogin(
    t,
    { email, password: STAFF_PASSWORD, code: totpCode(secret, clock.now()) },
    {},
    remoteAddress,
  );
  if (response.statusCode !== 200) throw new Error(`staff login failed: ${response.body}`);
  return cookieHeader(response.headers['set-cookie']);
}

describe('staff set-up link', () => {
  it('shows the TOTP secret as text, as an otpauth URI and as a QR code, then enrols with a code', async () => {
    const member = await addStaff(t, ['moderator']);
    const info = await t.app.inject({ method: 'GET', url: `/api/staff/setup/${member.setupToken}` });
    expect(info.statusCode).toBe(200);
    expect(info.headers['cache-control']).toBe('no-store');
    const body = info.json();
    expect(body.secret).toBe(member.secret);
    const parsed = URI.parse(body.otpauth_uri) as TOTP;
    expect(parsed.secret.base32).toBe(member.secret);
    expect(parsed.label).toBe(member.email);
    expect(body.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.qr_code.split(',')[1], 'base64').toString()).toContain('<svg');

    const before = await auditCount(t);
    const done = await completeSetup(t, member, {
      password: STAFF_PASSWORD,
      code: totpCode(member.secret, clock.now()),
    });
    expect(done.statusCode).toBe(200);
    expect(await auditCount(t)).toBe(before + 1);
    expect(await lastAudit(t)).toMatchObject({ action: 'staff.setup_completed', staffId: member.id });

    // Single use: the link is gone for reading and for a second set-up.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/staff/setup/${member.setupToken}` })).json(),
    ).toMatchObject({
      error: 'staff_setup_invalid',
    });
    const again = await completeSetup(t, member, { password: 'another-long-password', code: '123456' });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a wrong code, a short password and an unknown or expired link, writing nothing', async () => {
    const member = await addStaff(t, ['support']);
    const before = await auditCount(t);
    const wrongCode = await completeSetup(t, member, {
      password: STAFF_PASSWORD,
      code: totpCode(member.secret, new Date(clock.now().getTime() - 10 * 60_000)),
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().fields).toEqual({ code: 'Enter the 6-digit code from your authenticator app.' });
    const shortPassword = await completeSetup(t, member, {
      password: 'short',
      code: totpCode(member.secret, clock.now()),
    });
    expect(shortPassword.statusCode).toBe(400);
    expect(shortPassword.json().fields.password).toBe('Choose a password of at least 12 characters.');
    const unknown = await t.app.inject({ method: 'GET', url: `/api/staff/setup/${'x'.repeat(43)}` });
    expect(unknown.json()).toMatchObject({ error: 'staff_setup_invalid' });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/staff/setup/%27or%201=1' });
    expect(malformed.statusCode).toBe(400);
    clock.advance(73 * 3_600_000);
    const expired = await completeSetup(t, member, {
      password: STAFF_PASSWORD,
      code: totpCode(member.secret, clock.now()),
    });
    expect(expired.statusCode).toBe(404);
    expect(await auditCount(t)).toBe(before);
  });
});

describe('staff login', () => {
  it('logs in with password and a code, in a Strict HttpOnly cookie of its own, audited', async () => {
    const member = await enrolledStaff(t, ['moderator', 'support']);
    clock.advance(30_000);
    const before = await auditCount(t);
    const response = await staffLogin(t, {
      email: member.email.toUpperCase(),
      password: STAFF_PASSWORD,
      code: totpCode(member.secret, clock.now()),
    });
    expect(response.statusCode).toBe(200);
    const [cookie] = setCookies(response);
    expect(cookie).toMatchObject({ name: STAFF_COOKIE_NAME });
    expect(cookie!.attributes).toMatchObject({ httponly: true, samesite: 'Strict', path: '/' });
    expect(cookie!.attributes.secure).toBeUndefined();
    expect(await auditCount(t)).toBe(before + 1);
    expect(await lastAudit(t)).toMatchObject({ action: 'staff.login', staffId: member.id });

    const me = await whoAmI(cookieHeader(response.headers['set-cookie']));
    expect(me.statusCode).toBe(200);
    expect(me.json().staff).toEqual({
      id: member.id,
      email: member.email,
      name: member.email.split('@')[0],
      roles: ['moderator', 'support'],
    });
  });

  it('refuses a replayed code, a wrong code and a wrong password alike', async () => {
    const member = await enrolledStaff(t, ['finance']);
    clock.advance(30_000);
    const code = totpCode(member.secret, clock.now());
    const address = '10.9.0.1';
    expect(
      (await staffLogin(t, { email: member.email, password: STAFF_PASSWORD, code }, {}, address)).statusCode,
    ).toBe(200);
    const replayed = await staffLogin(
      t,
      { email: member.email, password: STAFF_PASSWORD, code },
      {},
      address,
    );
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({
      error: 'staff_login_failed',
      message: 'E-mail address, password or code is not correct.',
    });
    clock.advance(30_000);
    const wrongCode = String((Number(totpCode(member.secret, clock.now())) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await staffLogin(
      t,
      { email: member.email, password: STAFF_PASSWORD, code: wrongCode },
      {},
      address,
    );
    expect(wrong.json().error).toBe('staff_login_failed');
    const badPassword = await staffLogin(
      t,
      { email: member.email, password: 'not-the-password', code: totpCode(member.secret, clock.now()) },
      {},
      address,
    );
    expect(badPassword.json().error).toBe('staff_login_failed');
    // The wrong password did not use up the code: it still logs in.
    expect(
      (
        await staffLogin(
          t,
          { email: member.email, password: STAFF_PASSWORD, code: totpCode(member.secret, clock.now()) },
          {},
          address,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('locks an account after 5 failures, like members, without writing a session or audit row', async () => {
    const member = await enrolledStaff(t, ['marketer']);
    const before = await auditCount(t);
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await staffLogin(
        t,
        { email: member.email, password: 'wrong-password', code: '000000' },
        {},
        `10.9.1.${i}`,
      );
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([401, 401, 401, 401, 429, 429]);
    clock.advance(30_000);
    const right = await staffLogin(
      t,
      { email: member.email, password: STAFF_PASSWORD, code: totpCode(member.secret, clock.now()) },
      {},
      '10.9.1.99',
    );
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
    expect(await staffSessionCount(t, member.id)).toBe(0);
    expect(await auditCount(t)).toBe(before);
  });

  it('refuses an unenrolled or unknown account and bad input with a clear 4xx', async () => {
    const pending = await addStaff(t, ['support']);
    const refused = await staffLogin(
      t,
      { email: pending.email, password: STAFF_PASSWORD, code: '123456' },
      {},
      '10.9.2.1',
    );
    expect(refused.json().error).toBe('staff_login_failed');
    const bad = await staffLogin(t, { email: 'not-an-address', password: '', code: '12' }, {}, '10.9.2.2');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['code', 'email', 'password']);
    const extra = await staffLogin(
      t,
      { email: pending.email, password: 'x', code: '123456', admin: true },
      {},
      '10.9.2.3',
    );
    expect(extra.statusCode).toBe(400);
  });

  it('rotates the session at login: the previous cookie of that browser ends', async () => {
    const member = await enrolledStaff(t, ['support']);
    clock.advance(30_000);
    const first = await loginAs(member.email, member.secret);
    clock.advance(30_000);
    const response = await staffLogin(
      t,
      { email: member.email, password: STAFF_PASSWORD, code: totpCode(member.secret, clock.now()) },
      { cookie: first },
    );
    const second = cookieHeader(response.headers['set-cookie']);
    expect(second).not.toBe(first);
    expect((await whoAmI(first)).statusCode).toBe(401);
    expect((await whoAmI(second)).statusCode).toBe(200);
    expect(await staffSessionCount(t, member.id)).toBe(1);
  });

  it('sets Secure on the cookie when the site is served over https', async () => {
    const member = await enrolledStaff(t, ['support']);
    clock.advance(30_000);
    const response = await staffLogin(
      t,
      { email: member.email, password: STAFF_PASSWORD, code: totpCode(member.secret, clock.now()) },
      { 'x-forwarded-proto': 'https' },
    );
    // Behind no trusted proxy the header is ignored: Secure follows PUBLIC_URL or a TLS socket.
    expect(setCookies(response)[0]!.attributes.secure).toBe(
      t.config.publicUrl?.startsWith('https:') ? true : undefined,
    );
  });
});

describe('staff session limits', () => {
  it('ends a session after 30 minutes without a request', async () => {
    const member = await enrolledStaff(t, ['moderator']);
    clock.advance(30_000);
    const cookie = await loginAs(member.email, member.secret);
    clock.advance(29 * 60_000);
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    clock.advance(29 * 60_000);
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    clock.advance(30 * 60_000 + 1_000);
    const ended = await whoAmI(cookie);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({
      error: 'staff_authentication_required',
      message: 'Please sign in to the staff console.',
    });
  });

  it('ends a session 12 hours after its login however busy', async () => {
    const member = await enrolledStaff(t, ['moderator']);
    clock.advance(30_000);
    const cookie = await loginAs(member.email, member.secret);
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      clock.advance(20 * 60_000);
      expect((await whoAmI(cookie)).statusCode).toBe(200);
    }
    clock.advance(21 * 60_000);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it('logs out, and ends the other sessions on request, both audited', async () => {
    const member = await enrolledStaff(t, ['support']);
    const sessions: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      clock.advance(30_000);
      sessions.push(await loginAs(member.email, member.secret));
    }
    const [mine, other1, other2] = sessions as [string, string, string];
    const before = await auditCount(t);
    const others = await t.app.inject({
      method: 'DELETE',
      url: '/api/staff/session/others',
      headers: { ...NO_BODY, cookie: mine },
    });
    expect(others.json()).toEqual({ ended: 2 });
    expect(await lastAudit(t)).toMatchObject({ action: 'staff.sessions_ended', after: { ended: 2 } });
    expect((await whoAmI(other1)).statusCode).toBe(401);
    expect((await whoAmI(other2)).statusCode).toBe(401);
    expect((await whoAmI(mine)).statusCode).toBe(200);

    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/api/staff/session',
      headers: { ...NO_BODY, cookie: mine },
    });
    expect(logout.statusCode).toBe(200);
    expect(setCookies(logout)[0]).toMatchObject({ name: STAFF_COOKIE_NAME, value: '' });
    expect((await whoAmI(mine)).statusCode).toBe(401);
    expect(await auditCount(t)).toBe(before + 2);
  });

  it('refuses a disabled account at once, old session included', async () => {
    const admin = await enrolledStaff(t, ['admin']);
    const member = await enrolledStaff(t, ['moderator']);
    clock.advance(30_000);
    const adminCookie = await loginAs(admin.email, admin.secret);
    clock.advance(30_000);
    const cookie = await loginAs(member.email, member.secret);
    const disable = await t.app.inject({
      method: 'POST',
      url: `/api/staff/staff/${member.id}/disable`,
      headers: { ...CLIENT_HEADERS, cookie: adminCookie },
      payload: { reason: 'left the company' },
    });
    expect(disable.statusCode).toBe(200);
    expect(disable.json()).toMatchObject({ id: member.id, disabled: true });
    expect(await lastAudit(t)).toMatchObject({
      action: 'staff.disabled',
      staffId: admin.id,
      targetType: 'staff',
      targetId: String(member.id),
      reason: 'left the company',
      after: { disabled: true, sessions_ended: 1 },
    });
    expect((await whoAmI(cookie)).statusCode).toBe(401);
    expect(await staffSessionCount(t, member.id)).toBe(0);
    clock.advance(30_000);
    const login = await staffLogin(t, {
      email: member.email,
      password: STAFF_PASSWORD,
      code: totpCode(member.secret, clock.now()),
    });
    expect(login.json().error).toBe('staff_login_failed');
    const self = await t.app.inject({
      method: 'POST',
      url: `/api/staff/staff/${admin.id}/disable`,
      headers: { ...CLIENT_HEADERS, cookie: adminCookie },
      payload: { reason: 'oops' },
    });
    expect(self.statusCode).toBe(409);
  });
});

describe('a new set-up link', () => {
  it('replaces a lost authenticator: old password, secret and sessions no longer work', async () => {
    const admin = await enrolledStaff(t, ['admin']);
    const member = await enrolledStaff(t, ['moderator']);
    clock.advance(30_000);
    const oldSession = await loginAs(member.email, member.secret);
    clock.advance(30_000);
    const adminCookie = await loginAs(admin.email, admin.secret);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/staff/staff/${member.id}/reset`,
      headers: { ...CLIENT_HEADERS, cookie: adminCookie },
      payload: {},
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().staff).toMatchObject({ id: member.id, enrolled: false });
    expect(await lastAudit(t)).toMatchObject({
      action: 'staff.setup_reset',
      staffId: admin.id,
      after: { enrolled: false, sessions_ended: 1 },
    });
    expect((await whoAmI(oldSession)).statusCode).toBe(401);
    clock.advance(30_000);
    const oldLogin = await staffLogin(t, {
      email: member.email,
      password: STAFF_PASSWORD,
      code: totpCode(member.secret, clock.now()),
    });
    expect(oldLogin.json().error).toBe('staff_login_failed');

    const setupToken = new URL(reset.json().setup_url).pathname.split('/').at(-1)!;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/staff/setup/${member.setupToken}` })).statusCode,
    ).toBe(404);
    const info = (await t.app.inject({ method: 'GET', url: `/api/staff/setup/${setupToken}` })).json();
    expect(info.secret).not.toBe(member.secret);
    const done = await completeSetup(
      t,
      { ...member, setupToken },
      {
        password: 'a-brand-new-password',
        code: totpCode(info.secret, clock.now()),
      },
    );
    expect(done.statusCode).toBe(200);
  });
});

describe('staff and member cookies', () => {
  it('never lets one open the other’s routes', async () => {
    const member = await enrolledStaff(t, ['admin']);
    clock.advance(30_000);
    const staffCookie = await loginAs(member.email, member.secret);
    const memberCookie = await loginCookie(t.app);
    expect(memberCookie).toContain(AUTH_COOKIE);
    const staffWithMember = await whoAmI(memberCookie);
    expect(staffWithMember.statusCode).toBe(401);
    const memberWithStaff = await t.app.inject({
      method: 'GET',
      url: '/api/user.php',
      headers: { cookie: staffCookie },
    });
    expect(memberWithStaff.json().user).toBeNull();
    // A staff cookie's value in the member cookie opens nothing either.
    const swapped = `${AUTH_COOKIE}=${staffCookie.split('=')[1]}`;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie: swapped } })).json().user,
    ).toBeNull();
  });

  it('refuses a staff write from another origin and one without the client header', async () => {
    const member = await enrolledStaff(t, ['support']);
    clock.advance(30_000);
    const cookie = await loginAs(member.email, member.secret);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: '/api/staff/session/others',
      headers: { ...CLIENT_HEADERS, cookie, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const noHeader = await t.app.inject({
      method: 'DELETE',
      url: '/api/staff/session/others',
      headers: { cookie },
    });
    expect(noHeader.json().error).toBe('csrf_header_missing');
    expect((await whoAmI(cookie)).statusCode).toBe(200);
  });
});

// The TOTP secret is in base32 as apps expect; a code of the secret's own library matches ours.
it('computes codes as a standard authenticator does', () => {
  const secret = new Secret({ size: 20 }).base32;
  const at = new Date('2026-01-01T00:00:00Z');
  expect(totpCode(secret, at)).toBe(
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() }),
  );
});
