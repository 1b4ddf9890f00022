import { createHash } from 'node:crypto';
import { UserResponseSchema } from '@amora/contracts';
import { eq } from 'drizzle-orm';
import { sessions } from '../src/db/schema.js';
import { CLIENT_HEADERS, createTestApp, type TestApp } from '../src/test-support/test-app.js';
import {
  AUTH_COOKIE,
  DEMO,
  getUser,
  loginAttemptCount,
  loginCookie,
  sessionCount,
  setCookies,
} from './helpers.js';

const CSRF_REFUSED = {
  error: 'csrf_header_missing',
  message: 'This request was refused because it did not come from the site itself.',
};

function tokenHashOf(cookie: string): string {
  const token = cookie.slice(`${AUTH_COOKIE}=`.length);
  return createHash('sha256').update(token).digest('hex');
}

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 0 });
  });
  afterAll(async () => {
    await t.app.close();
  });

  describe('GET /api/user.php', () => {
    it('answers {user: null} without a session, without needing the client header', async () => {
      const response = await getUser(t.app);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ user: null });
      expect(UserResponseSchema.parse(response.json())).toEqual({ user: null });
    });

    it('answers the logged-in member', async () => {
      const cookie = await loginCookie(t.app);
      const { user } = UserResponseSchema.parse((await getUser(t.app, { cookie })).json());
      expect(user).toMatchObject({ email: DEMO.email, language: 'en', profile: { name: 'Demo' } });
    });

    it.each([
      ['an unknown token', `${AUTH_COOKIE}=bm90LWEtcmVhbC10b2tlbg`],
      ['an empty token', `${AUTH_COOKIE}=`],
      ['an over-long token', `${AUTH_COOKIE}=${'a'.repeat(5000)}`],
    ])('treats %s as logged out, not as an error', async (_label, cookie) => {
      const response = await getUser(t.app, { cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ user: null });
    });

    it('does not accept an expired session', async () => {
      const cookie = await loginCookie(t.app);
      await t.database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.tokenHash, tokenHashOf(cookie)));
      expect((await getUser(t.app, { cookie })).json()).toEqual({ user: null });
    });
  });

  describe('logout', () => {
    it.each(['POST', 'GET'] as const)(
      '%s /api/logout.php answers {ok: true} and clears the cookie',
      async (method) => {
        const cookie = await loginCookie(t.app);
        const response = await t.app.inject({
          method,
          url: '/api/logout.php',
          headers: { 'x-request-type': 'client', cookie },
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ ok: true });
        expect(response.headers['cache-control']).toBe('no-store');
        const [cleared] = setCookies(response);
        expect(cleared?.name).toBe(AUTH_COOKIE);
        expect(cleared?.value).toBe('');
        expect(cleared?.attributes).toMatchObject({
          'max-age': '0',
          path: '/',
          httponly: true,
          samesite: 'Lax',
        });
        expect(new Date(cleared?.attributes.expires as string).getTime()).toBe(0);
      },
    );

    it.each(['POST', 'GET'] as const)('%s /api/logout.php ends the session on the server', async (method) => {
      const cookie = await loginCookie(t.app);
      const before = await sessionCount(t);
      await t.app.inject({ method, url: '/api/logout.php', headers: { 'x-request-type': 'client', cookie } });
      expect(await sessionCount(t)).toBe(before - 1);
      // A client that keeps the old cookie anyway is logged out all the same.
      expect((await getUser(t.app, { cookie })).json()).toEqual({ user: null });
    });

    it("ends only the caller's session: the member stays logged in on another device", async () => {
      const laptop = await loginCookie(t.app);
      const phone = await loginCookie(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/logout.php',
        headers: { 'x-request-type': 'client', cookie: laptop },
      });
      expect(response.json()).toEqual({ ok: true });
      expect((await getUser(t.app, { cookie: laptop })).json()).toEqual({ user: null });
      expect((await getUser(t.app, { cookie: phone })).json().user.email).toBe(DEMO.email);
    });

    it('answers {ok: true} without a session too, and deletes nothing', async () => {
      await loginCookie(t.app);
      const before = await sessionCount(t);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/logout.php',
        headers: { 'x-request-type': 'client' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect(await sessionCount(t)).toBe(before);
    });
  });

  describe('CSRF: the x-request-type: client header', () => {
    it.each([
      ['POST', '/api/user.php', { email: DEMO.email, password: DEMO.password }],
      ['PUT', '/api/user.php', { language: 'nl' }],
      ['POST', '/api/logout.php', undefined],
      ['GET', '/api/logout.php', undefined],
      ['DELETE', '/api/user.php', undefined],
    ] as const)('is required for %s %s', async (method, url, body) => {
      const cookie = await loginCookie(t.app);
      const before = await sessionCount(t);
      const response = await t.app.inject({
        method,
        url,
        headers: body ? { 'content-type': 'application/json', cookie } : { cookie },
        ...(body ? { payload: body } : {}),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(CSRF_REFUSED);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await sessionCount(t)).toBe(before);
      // Nothing happened: the session still works and the language is unchanged.
      expect((await getUser(t.app, { cookie })).json().user).toMatchObject({
        email: DEMO.email,
        language: 'en',
      });
    });

    it('must have exactly the value client', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user.php',
        headers: { ...CLIENT_HEADERS, 'x-request-type': 'xmlhttprequest' },
        payload: { email: DEMO.email, password: DEMO.password },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('csrf_header_missing');
    });

    it("is refused in the caller's language", async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/logout.php',
        headers: { cookie: 'i18n_redirected=nl' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'csrf_header_missing',
        message: 'Dit verzoek is geweigerd omdat het niet van de site zelf kwam.',
      });
    });

    it('is refused before the login is even tried: no attempt is recorded', async () => {
      const attemptsBefore = await loginAttemptCount(t);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user.php',
        headers: { 'content-type': 'application/json' },
        payload: { email: DEMO.email, password: DEMO.password },
      });
      expect(response.statusCode).toBe(403);
      expect(await loginAttemptCount(t)).toBe(attemptsBefore);
    });
  });
});
