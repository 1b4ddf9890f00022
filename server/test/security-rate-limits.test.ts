import { LOGIN_MAX_FAILURES_PER_ACCOUNT } from '@amora/contracts';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { rateEvents, sites, users } from '../src/db/schema.js';
import { AppError } from '../src/lib/app-error.js';
import { registerErrorHandler } from '../src/plugins/error-handler.js';
import { PROFILE_VIEWS_PER_MINUTE } from '../src/modules/profile/profile-routes.js';
import { DISCOUNT_LOOKUPS_PER_MINUTE } from '../src/modules/payments/payment-routes.js';
import type { TestApp } from '../src/test-support/test-app.js';
import { aSignup, call, signUp } from './account-helpers.js';
import { DEMO, login, loginCookie } from './helpers.js';
import { createPaymentsTestApp, newPayingMember } from './payments-helpers.js';
import { multipartBody } from './photos-fixtures.js';

/** Retry-After is a whole number of seconds, at least one, on every 429. */
function expectRetryAfter(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  expect(String(response.headers['retry-after'])).toMatch(/^[1-9]\d*$/);
}

describe('login throttling per account and address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
  });
  afterAll(() => t.app.close());

  it('locks out the guessing address, not the member logging in from their own', async () => {
    for (let n = 0; n < LOGIN_MAX_FAILURES_PER_ACCOUNT; n += 1)
      await login(t.app, { password: `wrong-${n}`, remoteAddress: '198.51.100.66' });
    const attacker = await login(t.app, { remoteAddress: '198.51.100.66' });
    expectRetryAfter(attacker);
    expect(attacker.json().error).toBe('login_blocked');

    const member = await login(t.app, { remoteAddress: '192.0.2.10' });
    expect(member.statusCode).toBe(200);
  });

  it('locks the account from everywhere once ten addresses fail for it', async () => {
    const { body } = await signUp(t.app, undefined, { remoteAddress: '192.0.2.200' });
    for (let n = 0; n < 10; n += 1)
      await login(t.app, { email: body.email, password: 'wrong-one', remoteAddress: `198.51.100.${n}` });
    const fresh = await login(t.app, {
      email: body.email,
      password: body.password,
      remoteAddress: '192.0.2.11',
    });
    expectRetryAfter(fresh);
  });
});

describe('the discount-code look-up is limited per member', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
  });
  afterAll(() => t.app.close());

  it(`answers ${DISCOUNT_LOOKUPS_PER_MINUTE} guesses a minute, then 429 with Retry-After; the welcome look-up stays open`, async () => {
    const member = await newPayingMember(t);
    const lookup = (query: string) =>
      call(t.app, 'GET', `/api/discountcode.php?${query}`, undefined, { cookie: member.cookie });
    for (let n = 0; n < DISCOUNT_LOOKUPS_PER_MINUTE; n += 1)
      expect((await lookup(`code=GUESS${n}`)).statusCode).toBe(404);
    const refused = await lookup('code=GUESS99');
    expectRetryAfter(refused);
    expect(refused.json().error).toBe('too_many_requests');
    expect((await lookup('welcome=true')).statusCode).toBe(200);
    const other = await newPayingMember(t);
    const theirs = await call(t.app, 'GET', '/api/discountcode.php?code=GUESS1', undefined, {
      cookie: other.cookie,
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('every 429 carries Retry-After', () => {
  let t: TestApp;
  let cookie: string;
  let memberId: number;
  let siteId: number;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    cookie = await loginCookie(t.app);
    const [demo] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO.email));
    memberId = demo!.id;
    const [site] = await t.database.db.select({ id: sites.id }).from(sites).where(eq(sites.isDefault, true));
    siteId = site!.id;
  });
  afterAll(() => t.app.close());

  /** Uses up a database-counted limit, as that many earlier requests would have. */
  async function fill(kind: string, key: string, count: number): Promise<void> {
    const at = new Date(Date.now() - 1000);
    await t.database.db
      .insert(rateEvents)
      .values(Array.from({ length: count }, () => ({ kind, key, occurredAt: at })));
  }

  const photo = () =>
    multipartBody([{ filename: 'a.jpg', contentType: 'image/jpeg', data: Buffer.from('not decoded') }]);

  it('on the password-reset request', async () => {
    await fill('reset-email', `${siteId}:${DEMO.email}`, 100);
    expectRetryAfter(await call(t.app, 'POST', '/api/reset-password.php', { email: DEMO.email }));
  });

  it('on the reactivation request', async () => {
    await fill('reactivate-email', `${siteId}:${DEMO.email}`, 100);
    expectRetryAfter(await call(t.app, 'POST', '/api/reactivate.php', { email: DEMO.email }));
  });

  it('on the complaint form', async () => {
    await fill('complaint-ip', '127.0.0.1', 1000);
    const body = {
      name: 'Jane',
      email: 'jane@example.com',
      category: 'profile',
      message: 'Spam links again.',
    };
    expectRetryAfter(await call(t.app, 'POST', '/api/complaints.php', body));
  });

  it('on the mail change', async () => {
    await fill('mail-change', String(memberId), 100);
    const body = { email: 'demo.new.address@example.com', password: DEMO.password };
    expectRetryAfter(await call(t.app, 'POST', '/api/mail-change.php', body, { cookie }));
  });

  it('on the activation mail resend', async () => {
    const { cookie: newcomer } = await signUp(t.app, undefined, { remoteAddress: '192.0.2.201' });
    await call(t.app, 'POST', '/api/activation-resend.php', {}, { cookie: newcomer });
    expectRetryAfter(await call(t.app, 'POST', '/api/activation-resend.php', {}, { cookie: newcomer }));
  });

  it('on profile photo and chat photo uploads', async () => {
    await fill('photo-upload', String(memberId), 100);
    await fill('chat-photo-upload', String(memberId), 100);
    for (const url of ['/api/photos.php', '/api/chat-photo.php']) {
      const { payload, contentType } = photo();
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { cookie, 'content-type': contentType, 'x-request-type': 'client' },
      });
      expectRetryAfter(response);
    }
  });

  it('on payment creation', async () => {
    await fill('payment-create', String(memberId), 100);
    const body = { bundle: 'p1', method: 'ideal', client_key: 'retry-after-check' };
    expectRetryAfter(await call(t.app, 'POST', '/api/payments.php', body, { cookie }));
  });

  it('on sign-up, beyond the sign-ups an address may make in an hour', async () => {
    await fill('signup-ip', '192.0.2.202', t.config.signupMaxPerAddressPerHour);
    const { response } = await signUp(t.app, aSignup(), { remoteAddress: '192.0.2.202' });
    expectRetryAfter(response);
  });

  it('on sending chat messages faster than the limit', async () => {
    let last: LightMyRequestResponse | undefined;
    // An unknown recipient is refused after the limit is counted: nothing is sent or charged.
    for (let n = 0; n < 100 && last?.statusCode !== 429; n += 1)
      last = await call(
        t.app,
        'POST',
        '/api/messages.php',
        { client_id: `limit-${n}`, type: 'text', profile_id: 999_999, text: 'hello' },
        { cookie },
      );
    expectRetryAfter(last!);
  });

  it('on profile views, when a client opens profiles faster than the limit', async () => {
    let last: LightMyRequestResponse | undefined;
    for (let n = 0; n < 2 * PROFILE_VIEWS_PER_MINUTE && last?.statusCode !== 429; n += 1)
      last = await call(t.app, 'GET', `/api/profile.php?id=${memberId}`, undefined, {
        remoteAddress: '203.0.113.98',
      });
    expectRetryAfter(last!);
  });

  it('on search, when a client pages faster than the limit', async () => {
    let last: LightMyRequestResponse | undefined;
    for (let n = 0; n < 200 && last?.statusCode !== 429; n += 1)
      last = await call(t.app, 'GET', '/api/search.php', undefined, {
        cookie,
        remoteAddress: '203.0.113.99',
      });
    expectRetryAfter(last!);
  });
});

describe('a 429 whose limit cannot tell when it ends', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    const translator = (key: string) => key;
    app.decorate('ctx', { i18n: { translatorFor: () => translator } } as unknown as FastifyInstance['ctx']);
    registerErrorHandler(app);
    app.get('/limited', () => {
      throw new AppError(429, 'too_many_requests', 'errors.tooManyRequests');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('still says when to come back: a minute', async () => {
    const response = await app.inject({ method: 'GET', url: '/limited' });
    expectRetryAfter(response);
    expect(response.headers['retry-after']).toBe('60');
  });
});
