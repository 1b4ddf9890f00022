import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { DEMO, login, loginAttemptCount, sessionCount, setCookies } from './helpers.js';

const LOGIN_FAILED = { error: 'login_failed', message: 'Login failed, please try again' };
const LOGIN_BLOCKED = {
  error: 'login_blocked',
  message: 'Too many incorrect attempts, account blocked for 15 min.',
};

/**
 * Throttling through HTTP. The timing of a block (when it lifts, how a success resets it) is
 * covered with explicit dates in src/modules/account/login-throttle.test.ts; this file shows the
 * answers a member sees. Each describe uses its own addresses, so the per-address limit of one
 * test does not leak into another.
 */
describe('login throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 0 });
  });
  afterAll(async () => {
    await t.app.close();
  });

  describe('per address: 20 failures across accounts', () => {
    const address = '203.0.113.20';

    it('answers the 20th failure from one address with 429, although no account reached its own limit', async () => {
      const statuses: number[] = [];
      for (let n = 0; n < 20; n += 1) {
        const response = await login(t.app, {
          email: `guess${n % 5}@amora.test`,
          password: `wrong-${n}`,
          remoteAddress: address,
        });
        statuses.push(response.statusCode);
        if (n === 19) expect(response.json()).toEqual(LOGIN_BLOCKED);
        else expect(response.json()).toEqual(LOGIN_FAILED);
      }
      expect(statuses).toEqual([...Array(19).fill(401), 429]);
    });

    it('refuses even the right password from that address, without a session', async () => {
      const sessionsBefore = await sessionCount(t);
      const response = await login(t.app, { remoteAddress: address });
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual(LOGIN_BLOCKED);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await sessionCount(t)).toBe(sessionsBefore);
    });

    it('does not count the refused attempts, so they cannot extend the block', async () => {
      const before = await loginAttemptCount(t);
      await login(t.app, { password: 'still-wrong', remoteAddress: address });
      expect(await loginAttemptCount(t)).toBe(before);
    });

    it('still lets the same member log in from another address', async () => {
      const response = await login(t.app, { remoteAddress: '203.0.113.21' });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.email).toBe(DEMO.email);
    });
  });

  describe('per account: 5 failures', () => {
    it('answers the first four wrong passwords with 401 and the fifth already with 429', async () => {
      const statuses: number[] = [];
      for (let n = 0; n < 5; n += 1) {
        const response = await login(t.app, { password: `wrong-${n}`, remoteAddress: '203.0.113.50' });
        statuses.push(response.statusCode);
        expect(response.json()).toEqual(n < 4 ? LOGIN_FAILED : LOGIN_BLOCKED);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
    });

    it('refuses the right password during the block from that address', async () => {
      const response = await login(t.app, { remoteAddress: '203.0.113.50' });
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual(LOGIN_BLOCKED);
      expect(setCookies(response)).toEqual([]);
    });

    it('tells a Dutch visitor in Dutch', async () => {
      const response = await login(t.app, {
        headers: { cookie: 'i18n_redirected=nl' },
        remoteAddress: '203.0.113.50',
      });
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({
        error: 'login_blocked',
        message: 'Te veel onjuiste pogingen, account geblokkeerd voor 15 min.',
      });
    });

    it('does not block other accounts from the same address', async () => {
      const response = await login(t.app, {
        email: 'someone.else@amora.test',
        remoteAddress: '203.0.113.50',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(LOGIN_FAILED);
    });

    it('does not block the same e-mail address on another site', async () => {
      const response = await login(t.app, {
        headers: { host: 'amora-nl.test' },
        remoteAddress: '203.0.113.53',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('login_failed');
    });
  });
});
