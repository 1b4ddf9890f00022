import { UserResponseSchema } from '@amora/contracts';
import { eq } from 'drizzle-orm';
import { profiles, users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { loginCookie } from './helpers.js';
import { demoUserId } from './photos-fixtures.js';

describe('PUT /api/profile.php (own profile)', () => {
  let t: TestApp;
  let cookie: string;
  let userId: number;
  const put = (body: unknown, options: { cookie?: string } = { cookie }) =>
    call(t.app, 'PUT', '/api/profile.php', body, options);
  const stored = async () => {
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, userId));
    return row!;
  };

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginCookie(t.app);
    userId = await demoUserId(t);
  });
  afterAll(async () => t.app.close());
  beforeEach(async () => {
    await t.database.db
      .update(profiles)
      .set({ country: 'NL', region: 'Utrecht', city: 'Utrecht' })
      .where(eq(profiles.userId, userId));
  });

  it('saves the fields and answers the user as GET /api/user.php does', async () => {
    const response = await put({
      about_me: '  Hiking and good coffee.  ',
      interests: ['hiking', 'coffee', 'hiking'],
      hair_color: 'brown',
      eye_color: null,
      body_type: 'athletic',
      relationship_status: 'single',
      tattoos: true,
      sexuality: 'bi',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { user } = UserResponseSchema.parse(response.json());
    expect(user!.profile).toMatchObject({
      about_me: 'Hiking and good coffee.',
      interests: ['hiking', 'coffee'],
      hair_color: 'brown',
      eye_color: null,
      body_type: 'athletic',
      relationship_status: 'single',
      tattoos: true,
      sexuality: 'bi',
    });
    const again = await call(t.app, 'GET', '/api/user.php', undefined, { cookie });
    expect(again.json()).toEqual(response.json());
  });

  it('accepts a region of the country by name (any case) or code and stores its name', async () => {
    const byName = await put({ country: 'DE', region: 'bavaria', city: 'München' });
    expect(byName.statusCode).toBe(200);
    expect(byName.json().user.profile).toMatchObject({ country: 'DE', region: 'Bavaria', city: 'München' });
    const byCode = await put({ region: 'DE.07' });
    expect(byCode.json().user.profile.region).toBe('North Rhine-Westphalia');
    const cleared = await put({ region: null, city: '' });
    expect(cleared.json().user.profile).toMatchObject({ region: null, city: null });
  });

  it.each(['ZZ', 'XX', 'nl', 'Netherlands'])('refuses the country %s', async (country) => {
    const response = await put({ country });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_failed',
      message: 'Choose a country from the list.',
      fields: { country: 'Choose a country from the list.' },
    });
    expect((await stored()).country).toBe('NL');
  });

  it('refuses a region that is not one of the country’s', async () => {
    for (const body of [
      { region: 'Atlantis' },
      { region: 'Bavaria' },
      { country: 'BE', region: 'Utrecht' },
    ]) {
      const response = await put(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'validation_failed',
        fields: { region: 'This value is not valid.' },
      });
    }
    expect(await stored()).toMatchObject({ country: 'NL', region: 'Utrecht' });
  });

  it('clears the old region and city when only the country changes', async () => {
    const response = await put({ country: 'BE' });
    expect(response.json().user.profile).toMatchObject({ country: 'BE', region: null, city: null });
  });

  it('keeps a region saved before the check when it is sent back unchanged', async () => {
    await t.database.db.update(profiles).set({ region: 'Noord-Holland' }).where(eq(profiles.userId, userId));
    const response = await put({ region: 'Noord-Holland', about_me: 'Still here.' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.profile).toMatchObject({ region: 'Noord-Holland', about_me: 'Still here.' });
  });

  it('refuses what the shared schema refuses, translated per field', async () => {
    const tooMany = await put({ interests: ['hiking', 'beach', 'nope'] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields['interests.2']).toBe('This value is not valid.');
    const unknown = await put({ name: 'New name' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'validation_failed' });
    await t.database.db.update(users).set({ language: 'de' }).where(eq(users.id, userId));
    const german = await put({ country: 'ZZ' });
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, userId));
    expect(german.json().fields.country).not.toBe('Choose a country from the list.');
  });

  it('needs a login and the client header', async () => {
    expect((await put({ about_me: 'x' }, {})).statusCode).toBe(403);
    const noHeader = await t.app.inject({
      method: 'PUT',
      url: '/api/profile.php',
      headers: { cookie, 'content-type': 'application/json' },
      payload: { about_me: 'x' },
    });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json()).toMatchObject({ error: 'csrf_header_missing' });
  });

  it('leaves GET /api/profile.php (the member card) in place', async () => {
    const response = await call(t.app, 'GET', `/api/profile.php?id=${userId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.id).toBe(userId);
  });
});
