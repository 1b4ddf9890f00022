import { LOGIN_MAX_FAILURES_PER_ACCOUNT, SIGNUP_MAX_PER_ADDRESS_PER_HOUR } from '@amora/contracts';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { aSignup, call, signUp } from './account-helpers.js';
import { DEMO, login } from './helpers.js';

/*
 * Sign-up's "already exists" answer is rate-limited before it is given
 * (and the 429 says when to come back), and every check of the current password is throttled like
 * login, with the spec's lockout message.
 */

const LOGIN_BLOCKED = {
  error: 'login_blocked',
  message: 'Too many incorrect attempts, account blocked for 15 min.',
};

describe('sign-up cannot be used to test addresses without limit (finding 4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 0 });
  });
  afterAll(() => t.app.close());

  it('counts attempts on registered addresses, then answers 429 with Retry-After', async () => {
    const remoteAddress = '198.51.100.44';
    for (let n = 0; n < SIGNUP_MAX_PER_ADDRESS_PER_HOUR; n += 1) {
      const response = await call(t.app, 'POST', '/api/signup.php', aSignup({ email: DEMO.email }), {
        remoteAddress,
      });
      expect(response.json().error).toBe('email_taken');
    }
    const limited = await call(t.app, 'POST', '/api/signup.php', aSignup({ email: DEMO.email }), {
      remoteAddress,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('too_many_requests');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // A free address from the same client gets the same 429: the answer no longer tells them apart.
    const fresh = await call(t.app, 'POST', '/api/signup.php', aSignup(), { remoteAddress });
    expect(fresh.statusCode).toBe(429);
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not spend the allowance on a body refused by validation', async () => {
    const remoteAddress = '198.51.100.45';
    for (let n = 0; n < SIGNUP_MAX_PER_ADDRESS_PER_HOUR + 2; n += 1) {
      const bad = await call(t.app, 'POST', '/api/signup.php', aSignup({ date_of_birth: '2020-13-40' }), {
        remoteAddress,
      });
      expect(bad.statusCode).toBe(400);
    }
    const { response } = await signUp(t.app, aSignup(), { remoteAddress });
    expect(response.statusCode).toBe(201);
  });
});

describe('current-password checks are throttled like login (finding 6)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 0 });
  });
  afterAll(() => t.app.close());

  type Ask = (cookie: string, password: string, remoteAddress: string) => ReturnType<typeof call>;
  const checks: Array<[string, Ask]> = [
    [
      'password change',
      (cookie, password, remoteAddress) =>
        call(
          t.app,
          'POST',
          '/api/password.php',
          { old_password: password, password: 'next-password-1', password_repeat: 'next-password-1' },
          { cookie, remoteAddress },
        ),
    ],
    [
      'mail change',
      (cookie, password, remoteAddress) =>
        call(
          t.app,
          'POST',
          '/api/mail-change.php',
          { email: `other.${Date.now()}@example.com`, password },
          { cookie, remoteAddress },
        ),
    ],
    [
      'account deletion',
      (cookie, password, remoteAddress) =>
        call(
          t.app,
          'POST',
          '/api/account-delete.php',
          { reason: 'other', password },
          { cookie, remoteAddress },
        ),
    ],
  ];

  it.each(checks)('%s: locks after the login limit of wrong passwords', async (_name, ask) => {
    const remoteAddress = `192.0.2.${Math.floor(Math.random() * 200) + 1}`;
    const { body, cookie } = await signUp(t.app, aSignup(), { remoteAddress: '198.51.100.99' });
    for (let n = 1; n < LOGIN_MAX_FAILURES_PER_ACCOUNT; n += 1) {
      const wrong = await ask(cookie, `wrong-${n}`, remoteAddress);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toBe('validation_failed');
    }
    const last = await ask(cookie, 'wrong-last', remoteAddress);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual(LOGIN_BLOCKED);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // Blocked means blocked: the right password is not even checked, and login is locked too.
    const right = await ask(cookie, body.password, remoteAddress);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(LOGIN_BLOCKED);
    const viaLogin = await login(t.app, { email: body.email, password: body.password, remoteAddress });
    expect(viaLogin.statusCode).toBe(429);
  });

  it('a right password still works below the limit', async () => {
    const remoteAddress = '192.0.2.250';
    const { body, cookie } = await signUp(t.app, aSignup(), { remoteAddress: '198.51.100.98' });
    const [, ask] = checks[0]!;
    expect((await ask(cookie, 'wrong-once', remoteAddress)).statusCode).toBe(400);
    expect((await ask(cookie, body.password, remoteAddress)).statusCode).toBe(200);
  });
});
