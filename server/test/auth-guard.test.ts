import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { AUTH_COOKIE, loginCookie } from './helpers.js';

const REFUSED = { error: 'authentication_required', message: 'Please log in to continue.' };

/**
 * Every route declared `config: { auth: 'member' }` (a test below checks this list against the
 * registered routes), each with a body its schema accepts: the guard runs after validation (as the
 * hand-written checks did), so only a valid call reaches it.
 */
// Three entries each, `undefined` included: Jest passes a `done` callback to a test function with
// more parameters than its row has.
const MEMBER_ROUTES: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body: unknown]> = [
  ['PUT', '/api/user.php', { language: 'de' }],
  ['PUT', '/api/complete-signup.php', { step: 0, skip: true }],
  ['POST', '/api/activation-resend.php', undefined],
  [
    'POST',
    '/api/password.php',
    { old_password: 'x', password: 'a-new-password-1', password_repeat: 'a-new-password-1' },
  ],
  ['POST', '/api/mail-change.php', { email: 'new@example.com', password: 'x' }],
  ['GET', '/api/account-settings.php', undefined],
  ['PUT', '/api/account-settings.php', { invisible: true }],
  ['POST', '/api/account-delete.php', { reason: 'other', password: 'x' }],
  ['PUT', '/api/profile.php', { about_me: 'Hello' }],
  ['GET', '/api/photos.php', undefined],
  ['POST', '/api/photos.php', undefined],
  ['PUT', '/api/photos.php', { order: [1] }],
  ['DELETE', '/api/photos.php?id=1', undefined],
  ['POST', '/api/like.php', { profile_id: 1 }],
  ['DELETE', '/api/like.php', { profile_id: 1 }],
  ['POST', '/api/block.php', { profile_id: 1 }],
  ['DELETE', '/api/block.php', { profile_id: 1 }],
  ['POST', '/api/report.php', { profile_id: 1, reason: 'spam' }],
  ['GET', '/api/likes.php?type=received', undefined],
  ['GET', '/api/likes.php?type=matches', undefined],
  ['GET', '/api/match-finder.php', undefined],
  ['POST', '/api/swipe.php', { profile_id: 1, decision: 'pass' }],
  ['GET', '/api/auto-like.php', undefined],
  ['GET', '/api/transactions.php', undefined],
  ['GET', '/api/transactions.php?before=10', undefined],
  ['GET', '/api/transactions.php?id=1', undefined],
  ['GET', '/api/credits.php', undefined],
  ['GET', '/api/credits.php?country=DE', undefined],
  ['POST', '/api/payments.php', { bundle: 'p1', method: 'ideal', client_key: 'guard-test-key-1' }],
  ['GET', '/api/discountcode.php?code=SPRING10', undefined],
  ['GET', '/api/discountcode.php?welcome=true', undefined],
  ['GET', '/api/spending-controls.php', undefined],
  ['GET', '/api/chats.php', undefined],
  ['GET', '/api/chat.php?id=1', undefined],
  ['DELETE', '/api/chat.php', { conversation: 1 }],
  ['POST', '/api/chat-read.php', { conversation: 1, up_to: 1 }],
  ['POST', '/api/messages.php', { profile_id: 1, client_id: 'abcdefgh', type: 'text', text: 'Hi' }],
  ['GET', '/api/gifts.php', undefined],
  ['POST', '/api/chat-photo.php', { photo: 1 }],
  ['POST', '/api/spending-controls.php', { daily_cap: 10 }],
  [
    'POST',
    '/api/user.php?push=1',
    {
      subscription: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/guard',
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
      },
    },
  ],
  ['DELETE', '/api/user.php?push=1', { endpoint: 'https://fcm.googleapis.com/fcm/send/guard' }],
  ['GET', '/api/push-preferences.php', undefined],
  ['POST', '/api/push-preferences.php', { previews: true }],
  ['GET', '/api/push-notification.php?type=message&id=1', undefined],
  ['GET', '/api/listing-preferences.php', undefined],
  ['PUT', '/api/listing-preferences.php', { real_members_only: true }],
  ['GET', '/api/chat-photo.php?id=1&size=thumb', undefined],
  ['DELETE', '/api/swipe.php', { profile_id: 1 }],
  ['GET', '/api/export.php', undefined],
  ['POST', '/api/export.php', {}],
  ['GET', '/api/export-file.php?id=1', undefined],
  ['GET', '/api/realtime', undefined],
  ['GET', '/api/directdebit.php', undefined],
  ['POST', '/api/directdebit.php?action=send-code', { mobile: '+31612345678' }],
  [
    'POST',
    '/api/directdebit.php',
    {
      account_holder: 'A',
      iban: 'NL91ABNA0417164300',
      street: 'S',
      house_number: '1',
      postal_code: '1',
      city: 'C',
      mobile: '+31612345678',
      sms_code: '123456',
      authorization: true,
    },
  ],
];

describe('the member guard (route config auth: member)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 1 });
  });
  afterAll(async () => t.app.close());

  it.each(MEMBER_ROUTES)('refuses %s %s without a session with the one 403', async (method, url, body) => {
    const response = await call(t.app, method, url, body);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(MEMBER_ROUTES)(
    'refuses %s %s with an unknown session cookie the same way',
    async (method, url, body) => {
      const cookie = `${AUTH_COOKIE}=bm90LWEtcmVhbC10b2tlbg`;
      const response = await call(t.app, method, url, body, { cookie });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(REFUSED);
    },
  );

  it('covers every route declared member-only, so a new one cannot be left out of the matrix', () => {
    const inMatrix = new Set(MEMBER_ROUTES.map(([method, url]) => `${method} ${url.split('?')[0]}`));
    const declared = t.app.memberRoutes
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`);
    expect(declared.length).toBeGreaterThan(40);
    expect(declared.filter((route) => !inMatrix.has(route))).toEqual([]);
  });

  it('lets a logged-in member through', async () => {
    const cookie = await loginCookie(t.app);
    const settings = await call(t.app, 'GET', '/api/account-settings.php', undefined, { cookie });
    expect(settings.statusCode).toBe(200);
    const photos = await call(t.app, 'GET', '/api/photos.php', undefined, { cookie });
    expect(photos.statusCode).toBe(200);
  });

  it('still validates first: an invalid body is a 400 with or without a session', async () => {
    const response = await call(t.app, 'POST', '/api/like.php', { profile_id: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_failed' });
  });

  it('leaves open routes open: the user, search settings and login answer visitors', async () => {
    expect((await call(t.app, 'GET', '/api/user.php')).json()).toEqual({ user: null });
    expect((await call(t.app, 'GET', '/api/account-settings.php')).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/logout.php')).statusCode).toBe(200);
  });
});

describe('/api answers no-store by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 0 });
  });
  afterAll(async () => t.app.close());

  it.each([
    ['a visitor call', 'GET', '/api/user.php', undefined, 200],
    ['a member call', 'GET', '/api/account-settings.php', undefined, 403],
    ['a validation error', 'PUT', '/api/user.php', { language: 42 }, 400],
    ['an unknown /api path', 'GET', '/api/nope.php', undefined, 404],
  ] as const)('on %s', async (_label, method, url, body, status) => {
    const response = await call(t.app, method, url, body);
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('on a write refused for its missing client header', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/logout.php' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps the cache header a route sets itself', async () => {
    const interests = await call(t.app, 'GET', '/api/interests.php');
    expect(interests.headers['cache-control']).toBe('public, max-age=86400');
  });
});
