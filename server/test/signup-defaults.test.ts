import { eq } from 'drizzle-orm';
import { profiles, users } from '../src/db/schema.js';
import type { TestApp } from '../src/test-support/test-app.js';
import { createTestApp } from '../src/test-support/test-app.js';
import { aSignup, call, signUp } from './account-helpers.js';

/** A new member's profile and settings hold nothing they did not choose. */
describe('sign-up defaults', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.app.close());

  const profileOf = async (email: string) => {
    const [row] = await t.database.db
      .select({
        gender: profiles.gender,
        country: profiles.country,
        region: profiles.region,
        city: profiles.city,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, email));
    return row;
  };

  it('stores no gender until the member answers, and the visitor’s country without region or city', async () => {
    const { body, cookie } = await signUp(t.app, aSignup(), {
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(await profileOf(body.email)).toEqual({ gender: null, country: 'DE', region: null, city: null });
    const user = (await call(t.app, 'GET', '/api/user.php', undefined, { cookie })).json().user;
    expect(user.profile.gender).toBeNull();
  });

  it('starts with every marketing e-mail off and the service mail on', async () => {
    const { cookie } = await signUp(t.app);
    const settings = (await call(t.app, 'GET', '/api/account-settings.php', undefined, { cookie })).json()
      .settings;
    expect(settings.email_notifications).toEqual({
      messages: true,
      likes: true,
      matches: true,
      gifts: true,
      newsletter: false,
    });
  });

  it('refuses to skip or save the personal step without a gender, then takes the answer', async () => {
    const { body, cookie } = await signUp(t.app);
    const put = (payload: unknown) => call(t.app, 'PUT', '/api/complete-signup.php', payload, { cookie });
    for (const step of [0, 1, 2]) expect((await put({ step, skip: true })).statusCode).toBe(200);

    for (const attempt of [
      { step: 3, skip: true },
      { step: 3, profile: { body_type: 'slim' } },
      // Nor straight to the last step, past the personal one.
      { step: 4, skip: true },
    ]) {
      const refused = await put(attempt);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: 'validation_failed',
        fields: { gender: 'Choose your gender.' },
      });
    }
    const me = (await call(t.app, 'GET', '/api/user.php', undefined, { cookie })).json().user;
    expect(me).toMatchObject({ signup_step: 3, profile: { gender: null } });
    expect(await profileOf(body.email)).toMatchObject({ gender: null });

    const answered = await put({ step: 3, profile: { gender: 'female', sexuality: 'hetero' } });
    expect(answered.json().user).toMatchObject({ signup_step: 4, profile: { gender: 'female' } });
    // Once answered, the step is like any other: a later visit may skip it.
    expect((await put({ step: 3, skip: true })).statusCode).toBe(200);
  });
});
