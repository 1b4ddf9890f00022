import { UserResponseSchema } from '@amora/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.js';
import { CLIENT_HEADERS, createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { DEMO, getUser, loginCookie, otherMemberEmail, setPassword } from './helpers.js';

function putLanguage(t: TestApp, body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/user.php',
    headers: { ...CLIENT_HEADERS, ...headers },
    payload: JSON.stringify(body),
  });
}

async function savedLanguage(t: TestApp, email: string): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.email, email));
  return row?.language;
}

describe('PUT /api/user.php (language)', () => {
  let t: TestApp;
  let member: string;
  const memberPassword = 'member-password';

  beforeAll(async () => {
    t = await createTestApp({ memberCount: 3 });
    member = await otherMemberEmail(t);
    await setPassword(t, member, memberPassword);
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('saves the language and answers the member with it', async () => {
    const cookie = await loginCookie(t.app, { email: member, password: memberPassword });
    const response = await putLanguage(t, { language: 'de' }, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { user } = UserResponseSchema.parse(response.json());
    expect(user).toMatchObject({ email: member, language: 'de' });
    expect(await savedLanguage(t, member)).toBe('de');
    expect((await getUser(t.app, { cookie })).json().user.language).toBe('de');
  });

  it('keeps the language for the next login', async () => {
    await putLanguage(
      t,
      { language: 'sv' },
      { cookie: await loginCookie(t.app, { email: member, password: memberPassword }) },
    );
    const cookie = await loginCookie(t.app, { email: member, password: memberPassword });
    expect((await getUser(t.app, { cookie })).json().user.language).toBe('sv');
  });

  it("changes only the caller's own language", async () => {
    const demoBefore = await savedLanguage(t, DEMO.email);
    await putLanguage(
      t,
      { language: 'fi' },
      { cookie: await loginCookie(t.app, { email: member, password: memberPassword }) },
    );
    expect(await savedLanguage(t, DEMO.email)).toBe(demoBefore);
  });

  it('refuses an unknown language with 400 validation_failed on the field, and saves nothing', async () => {
    const cookie = await loginCookie(t.app, { email: member, password: memberPassword });
    await putLanguage(t, { language: 'nl' }, { cookie });
    const response = await putLanguage(t, { language: 'xx' }, { cookie: `${cookie}; i18n_redirected=en` });
    expect(response.statusCode).toBe(400);
    // The member's saved language (nl) wins over the locale cookie (en).
    expect(response.json()).toEqual({
      error: 'validation_failed',
      message: 'Deze taal is niet beschikbaar.',
      fields: { language: 'Deze taal is niet beschikbaar.' },
    });
    expect(await savedLanguage(t, member)).toBe('nl');
  });

  it.each([
    ['a missing language', {}],
    ['a language that is not a string', { language: 7 }],
    ['an extra field', { language: 'it', theme: 'dark' }],
  ])('refuses %s with 400 and saves nothing', async (_label, body) => {
    const cookie = await loginCookie(t.app, { email: member, password: memberPassword });
    await putLanguage(t, { language: 'en' }, { cookie });
    const response = await putLanguage(t, body, { cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validation_failed');
    expect(Object.keys(response.json().fields)).toHaveLength(1);
    expect(await savedLanguage(t, member)).toBe('en');
  });

  it('answers 403 authentication_required when logged out', async () => {
    const response = await putLanguage(t, { language: 'nl' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'authentication_required',
      message: 'Please log in to continue.',
    });
  });

  it('answers 403 authentication_required after logout', async () => {
    const cookie = await loginCookie(t.app, { email: member, password: memberPassword });
    await t.app.inject({
      method: 'POST',
      url: '/api/logout.php',
      headers: { 'x-request-type': 'client', cookie },
    });
    const response = await putLanguage(t, { language: 'pl' }, { cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('authentication_required');
    expect(await savedLanguage(t, member)).not.toBe('pl');
  });
});

describe('which language the API answers in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 0 });
  });
  afterAll(async () => {
    await t.app.close();
  });

  const notFound = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/nope.php', headers });

  it('uses the site language for a visitor without a cookie', async () => {
    expect((await notFound({})).json().message).toBe('This page could not be found');
    expect((await notFound({ host: 'amora-nl.test' })).json().message).toBe(
      'Deze pagina kon niet worden gevonden',
    );
  });

  it('prefers the locale cookie over the site language', async () => {
    expect((await notFound({ cookie: 'i18n_redirected=nl' })).json().message).toBe(
      'Deze pagina kon niet worden gevonden',
    );
  });

  it("prefers a logged-in member's saved language over the locale cookie", async () => {
    const cookie = await loginCookie(t.app);
    // Saved language en, cookie nl: English.
    expect((await notFound({ cookie: `${cookie}; i18n_redirected=nl` })).json().message).toBe(
      'This page could not be found',
    );
    await putLanguage(t, { language: 'nl' }, { cookie });
    // Saved language nl, cookie en: Dutch.
    expect((await notFound({ cookie: `${cookie}; i18n_redirected=en` })).json().message).toBe(
      'Deze pagina kon niet worden gevonden',
    );
  });
});
