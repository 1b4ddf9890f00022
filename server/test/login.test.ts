import { createHash } from 'node:crypto';
import { UserResponseSchema } from '@amora/contracts';
import { eq } from 'drizzle-orm';
import { sessions } from '../src/db/schema.js';
import { cookieHeader, createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { AUTH_COOKIE, DEMO, getUser, login, loginAttemptCount, sessionCount, setCookies } from './helpers.js';

const LOGIN_FAILED = { error: 'login_failed', message: 'Login failed, please try again' };

describe('POST /api/user.php (login)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  describe('with the right password', () => {
    it('answers 200 with the member, valid against the contract', async () => {
      const response = await login(t.app);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { user } = UserResponseSchema.parse(response.json());
      expect(user).toMatchObject({ email: DEMO.email, status: 'confirmed', credits: 30, language: 'en' });
      expect(user?.profile).toMatchObject({ name: 'Demo', date_of_birth: '1990-06-15' });
    });

    it('sets an HttpOnly, SameSite=Lax session cookie on / for 30 days', async () => {
      const cookies = setCookies(await login(t.app));
      expect(cookies).toHaveLength(1);
      const [cookie] = cookies;
      expect(cookie?.name).toBe(AUTH_COOKIE);
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie?.attributes).toEqual({
        'max-age': '2592000',
        path: '/',
        httponly: true,
        samesite: 'Lax',
      });
    });

    it('gives every login a different token', async () => {
      const first = setCookies(await login(t.app))[0]?.value;
      const second = setCookies(await login(t.app))[0]?.value;
      expect(first).toBeTruthy();
      expect(second).not.toBe(first);
    });

    it('lets the cookie identify the member on GET /api/user.php', async () => {
      const cookie = cookieHeader((await login(t.app)).headers['set-cookie']);
      const response = await getUser(t.app, { cookie });
      expect(response.statusCode).toBe(200);
      expect(UserResponseSchema.parse(response.json()).user?.email).toBe(DEMO.email);
    });

    it('stores only the hash of the token, never the token itself', async () => {
      const token = setCookies(await login(t.app))[0]!.value;
      const byToken = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, token));
      expect(byToken).toHaveLength(0);
      const hash = createHash('sha256').update(token).digest('hex');
      const byHash = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
      expect(byHash).toHaveLength(1);
      expect(byHash[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);
    });

    it('accepts the e-mail address in any case and with surrounding spaces', async () => {
      const response = await login(t.app, { email: '  Demo@AMORA.test ' });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.email).toBe(DEMO.email);
    });

    it('rotates the session: the session cookie sent along with the login stops working', async () => {
      const oldCookie = cookieHeader((await login(t.app)).headers['set-cookie']);
      const before = await sessionCount(t);
      const relogin = await login(t.app, { headers: { cookie: oldCookie } });
      expect(relogin.statusCode).toBe(200);
      const newCookie = cookieHeader(relogin.headers['set-cookie']);
      expect(newCookie).not.toBe(oldCookie);
      expect(await sessionCount(t)).toBe(before);
      expect((await getUser(t.app, { cookie: oldCookie })).json()).toEqual({ user: null });
      expect((await getUser(t.app, { cookie: newCookie })).json().user.email).toBe(DEMO.email);
    });
  });

  describe('when it fails', () => {
    it('answers a wrong password with 401 login_failed and no cookie', async () => {
      const response = await login(t.app, { password: 'wrong-password', remoteAddress: '198.51.100.1' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(LOGIN_FAILED);
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('answers an unknown e-mail exactly like a wrong password', async () => {
      const wrongPassword = await login(t.app, { password: 'wrong-password', remoteAddress: '198.51.100.2' });
      const unknownEmail = await login(t.app, { email: 'nobody@amora.test', remoteAddress: '198.51.100.2' });
      expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
      expect(unknownEmail.body).toBe(wrongPassword.body);
      expect(unknownEmail.json()).toEqual(LOGIN_FAILED);
    });

    it('creates no session and records the failed attempt', async () => {
      const sessionsBefore = await sessionCount(t);
      const attemptsBefore = await loginAttemptCount(t);
      await login(t.app, { password: 'wrong-password', remoteAddress: '198.51.100.3' });
      expect(await sessionCount(t)).toBe(sessionsBefore);
      expect(await loginAttemptCount(t)).toBe(attemptsBefore + 1);
    });

    it('keeps members to their own site: the demo member cannot log in on the Dutch site', async () => {
      const response = await login(t.app, {
        headers: { host: 'amora-nl.test' },
        remoteAddress: '198.51.100.4',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('login_failed');
    });

    it('does not accept a session of one site on another site', async () => {
      const cookie = cookieHeader((await login(t.app)).headers['set-cookie']);
      const response = await getUser(t.app, { cookie, host: 'amora-nl.test' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ user: null });
    });
  });

  describe("in the caller's language", () => {
    it('answers in Dutch when the locale cookie says nl', async () => {
      const response = await login(t.app, {
        password: 'wrong-password',
        headers: { cookie: 'i18n_redirected=nl' },
        remoteAddress: '198.51.100.5',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'login_failed',
        message: 'Inloggen mislukt, probeer het opnieuw',
      });
    });

    it('answers in Dutch on the Dutch site without a locale cookie', async () => {
      const response = await login(t.app, {
        headers: { host: 'amora-nl.test' },
        remoteAddress: '198.51.100.6',
      });
      expect(response.json().message).toBe('Inloggen mislukt, probeer het opnieuw');
    });

    it('lets the locale cookie win over the site language', async () => {
      const response = await login(t.app, {
        headers: { host: 'amora-nl.test', cookie: 'i18n_redirected=en' },
        remoteAddress: '198.51.100.7',
      });
      expect(response.json()).toEqual(LOGIN_FAILED);
    });

    it('ignores an unknown locale in the cookie and falls back to the site language', async () => {
      const response = await login(t.app, {
        headers: { host: 'amora-nl.test', cookie: 'i18n_redirected=xx' },
        remoteAddress: '198.51.100.8',
      });
      expect(response.json().message).toBe('Inloggen mislukt, probeer het opnieuw');
    });
  });
});

describe('login on a site served over HTTPS', () => {
  let t: TestApp;
  beforeAll(async () => {
    const previous = process.env.PUBLIC_URL;
    process.env.PUBLIC_URL = 'https://amora.test';
    try {
      t = await createTestApp({ memberCount: 0 });
    } finally {
      if (previous === undefined) delete process.env.PUBLIC_URL;
      else process.env.PUBLIC_URL = previous;
    }
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('marks the session cookie Secure', async () => {
    const [cookie] = setCookies(await login(t.app));
    expect(cookie?.attributes).toEqual({
      'max-age': '2592000',
      path: '/',
      httponly: true,
      samesite: 'Lax',
      secure: true,
    });
  });
});
