import { UserResponseSchema } from '@amora/contracts';
import { count, eq } from 'drizzle-orm';
import { profiles, sites, users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { aSignup, call, signUp } from './account-helpers.js';
import { startAppWithMail, type MailCapture } from './mail-capture.js';
import { normalizeEmail } from '../src/core/email.js';

describe('POST /api/signup.php', () => {
  let t: TestApp;
  let mail: MailCapture;
  let close: () => Promise<void>;
  beforeAll(async () => ({ t, mail, close } = await startAppWithMail()));
  afterAll(() => close());

  const userCount = async () => Number((await t.database.db.select({ n: count() }).from(users))[0]?.n);
  const setSignups = async (signups: string) => {
    const [site] = await t.database.db.select().from(sites).where(eq(sites.domain, 'amora.test'));
    await t.database.db
      .update(sites)
      .set({ settings: { ...site!.settings, signups } })
      .where(eq(sites.id, site!.id));
    // A fresh resolver so the changed settings are read (the resolver caches sites briefly).
    (t.app.ctx as { sites: unknown }).sites = new (
      t.app.ctx.sites.constructor as new (db: unknown) => unknown
    )(t.database.db);
  };

  it('creates a logged-in, not yet confirmed member with a disabled profile', async () => {
    const { response, cookie, body } = await signUp(
      t.app,
      aSignup({ tracking: { network: 'aff1', sub1: 'x' } }),
    );
    expect(response.statusCode).toBe(201);
    const { user } = UserResponseSchema.parse(response.json());
    expect(user).toMatchObject({
      email: body.email,
      status: 'not_confirmed',
      signup_step: 0,
      language: 'en',
    });
    expect(user?.profile).toMatchObject({ name: body.name, status: 'disabled', date_of_birth: '1992-04-12' });
    const me = await call(t.app, 'GET', '/api/user.php', undefined, { cookie });
    expect(me.json().user.email).toBe(body.email);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(row?.tracking).toEqual({ network: 'aff1', sub1: 'x' });
  });

  it('sends the activation e-mail in the member language, as text and HTML, through SMTP', async () => {
    const before = mail.mails.length;
    const { body } = await signUp(t.app, aSignup(), { headers: { cookie: 'i18n_redirected=de' } });
    const received = await mail.next(body.email, before);
    expect(received.subject).toContain('Amora');
    expect(received.text).toMatch(/Hallo|Hi/);
    expect(received.html).toContain('<a href="http://');
    expect(received.link).toMatch(/\/api\/activate\.php\?token=\d+\.[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a name equal to the e-mail or starting with @, with field messages', async () => {
    const sameAsEmail = aSignup();
    sameAsEmail.name = sameAsEmail.email.toUpperCase().slice(0, 40);
    const response = await call(t.app, 'POST', '/api/signup.php', {
      ...sameAsEmail,
      email: sameAsEmail.name.toLowerCase(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.name).toBe('Your name may not be your e-mail address.');
    const at = await call(t.app, 'POST', '/api/signup.php', aSignup({ name: '@admin' }));
    expect(at.json()).toMatchObject({
      error: 'validation_failed',
      fields: { name: 'Your name may not start with @.' },
    });
  });

  it('enforces the site minimum age and real dates', async () => {
    const young = new Date();
    const dob = `${young.getUTCFullYear() - 17}-01-01`;
    const tooYoung = await call(t.app, 'POST', '/api/signup.php', aSignup({ date_of_birth: dob }));
    expect(tooYoung.statusCode).toBe(400);
    expect(tooYoung.json().fields.date_of_birth).toBe('Enter your date of birth: you must be 18+ to join.');
    const impossible = await call(t.app, 'POST', '/api/signup.php', aSignup({ date_of_birth: '1990-02-30' }));
    expect(impossible.json().fields.date_of_birth).toBe('Invalid date of birth.');
  });

  it('answers in the caller language', async () => {
    const response = await call(t.app, 'POST', '/api/signup.php', aSignup({ email: 'not-an-address' }), {
      headers: { cookie: 'i18n_redirected=nl' },
    });
    expect(response.json().fields.email).not.toBe('Invalid email');
    expect(response.json().fields.email).toBeTruthy();
  });

  it('refuses a taken address (any case) and creates nothing', async () => {
    const before = await userCount();
    const response = await call(t.app, 'POST', '/api/signup.php', aSignup({ email: ' DEMO@amora.test ' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'email_taken',
      message: 'An account with this e-mail address already exists',
      fields: { email: 'An account with this e-mail address already exists' },
    });
    expect(await userCount()).toBe(before);
  });

  it('tells an address pending deletion apart', async () => {
    const { body } = await signUp(t.app);
    await t.database.db
      .update(users)
      .set({ status: 'pending_deletion', deletionRequestedAt: new Date() })
      .where(eq(users.emailNormalized, normalizeEmail(body.email)));
    const again = await call(t.app, 'POST', '/api/signup.php', aSignup({ email: body.email }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'account_pending_deletion',
      message: 'Your account is still pending deletion',
    });
  });

  it('refuses unknown fields and a body that is not JSON without creating anything', async () => {
    const before = await userCount();
    const extra = await call(t.app, 'POST', '/api/signup.php', { ...aSignup(), credits: 1000 });
    expect(extra.statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      headers: { 'x-request-type': 'client', 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(text.statusCode).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it('links a valid target profile as the first contact and keeps the signup message', async () => {
    const [target] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'demo@amora.test'));
    const { response, body } = await signUp(
      t.app,
      aSignup({ target_profile_id: target!.id, signup_message: 'Hi there!' }),
    );
    expect(response.json().user.first_contact_id).toBe(target!.id);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(row?.signupMessage).toBe('Hi there!');
    const unknown = await signUp(t.app, aSignup({ target_profile_id: 99_999_999 }));
    expect(unknown.response.json().user.first_contact_id).toBeNull();
  });

  it('rate-limits sign-ups per address', async () => {
    const remoteAddress = '10.9.9.9';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await signUp(t.app, aSignup(), { remoteAddress })).response.statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('honours the site sign-up mode: closed, and with_trafficsource', async () => {
    await setSignups('closed');
    const closed = await call(t.app, 'POST', '/api/signup.php', aSignup());
    expect(closed.statusCode).toBe(403);
    expect(closed.json().error).toBe('signup_closed');
    await setSignups('with_trafficsource');
    expect((await call(t.app, 'POST', '/api/signup.php', aSignup())).statusCode).toBe(403);
    expect((await signUp(t.app, aSignup({ tracking: { network: 'n1' } }))).response.statusCode).toBe(201);
    await setSignups('all');
  });
});

describe('PUT /api/complete-signup.php', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.app.close());

  it('saves each step, moves on, and finishes after the fifth', async () => {
    const { cookie } = await signUp(t.app);
    const put = (body: unknown) => call(t.app, 'PUT', '/api/complete-signup.php', body, { cookie });
    expect((await put({ step: 0, skip: true })).json().user.signup_step).toBe(1);
    expect((await put({ step: 1, skip: true })).json().user.signup_step).toBe(2);
    const elsewhere = await put({ step: 2, profile: { country: 'DE', region: 'Atlantis', city: 'München' } });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({
      error: 'validation_failed',
      fields: { region: expect.any(String) },
    });
    const unchanged = (await call(t.app, 'GET', '/api/user.php', undefined, { cookie })).json().user;
    expect(unchanged).toMatchObject({ signup_step: 2 });
    expect(unchanged.profile.city).not.toBe('München');
    const located = await put({ step: 2, profile: { country: 'DE', region: 'bavaria', city: 'München' } });
    expect(located.json().user).toMatchObject({
      signup_step: 3,
      profile: { country: 'DE', region: 'Bavaria', city: 'München' },
    });
    const personal = await put({
      step: 3,
      profile: { gender: 'female', sexuality: 'bi', body_type: 'curvy' },
    });
    expect(personal.json().user.profile).toMatchObject({
      gender: 'female',
      sexuality: 'bi',
      body_type: 'curvy',
    });
    const about = await put({ step: 4, profile: { about_me: 'Hello!', interests: ['music', 'wine'] } });
    expect(about.json().user).toMatchObject({ signup_step: null, profile: { interests: ['music', 'wine'] } });
  });

  it('rejects bad fields with messages and changes nothing', async () => {
    const { cookie } = await signUp(t.app);
    const bad = await call(
      t.app,
      'PUT',
      '/api/complete-signup.php',
      { step: 2, profile: { country: 'Germany' } },
      { cookie },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields['profile.country']).toBe('Choose a country from the list.');
    const many = await call(
      t.app,
      'PUT',
      '/api/complete-signup.php',
      {
        step: 4,
        profile: {
          interests: [
            'music',
            'wine',
            'tea',
            'sex',
            'art',
            'bbq',
            'gym',
            'beer',
            'hiking',
            'party',
            'reading',
            'sushi',
            'dancing',
            'cooking',
            'coffee',
            'beach',
            'movies',
            'travelling',
            'theater',
            'sports',
            'kissing',
          ],
        },
      },
      { cookie },
    );
    expect(many.json().fields['profile.interests']).toBe('Choose at most 20 interests.');
    const me = await call(t.app, 'GET', '/api/user.php', undefined, { cookie });
    expect(me.json().user.signup_step).toBe(0);
  });

  it('needs a session', async () => {
    const response = await call(t.app, 'PUT', '/api/complete-signup.php', { step: 0, skip: true });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('authentication_required');
    expect((await t.database.db.select({ n: count() }).from(profiles))[0]?.n).toBeGreaterThan(0);
  });
});
