import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { UPLOADS_PER_HOUR } from '../src/modules/profile/photos/photo-routes.js';
import { aSignup, call, signUp } from './account-helpers.js';
import { loginCookie, otherMemberEmail } from './helpers.js';
import { demoUserId, photoFile, photoRows, upload } from './photos-fixtures.js';

/*
 * Input the database or the multipart parser cannot take (a NUL byte in any
 * text, an id beyond PostgreSQL's integer, a broken multipart body) is the caller's mistake: a 400
 * with a translated message, never a 500, and it spends no rate allowance.
 */

const INVALID_CHARACTERS = 'This text contains characters that are not allowed.';
const NUL = 'before\u0000after';
const INT4_MAX = 2_147_483_647;

const expectInvalidCharacters = (response: { statusCode: number; json: () => unknown }, field: string) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    error: 'validation_failed',
    message: INVALID_CHARACTERS,
    fields: { [field]: INVALID_CHARACTERS },
  });
};

describe('a NUL byte in a text field is a 400', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginCookie(t.app);
  });
  afterAll(() => t.app.close());

  it.each([
    ['about me', { about_me: NUL }, 'about_me'],
    ['city', { city: NUL }, 'city'],
    ['region', { region: NUL }, 'region'],
  ])('own profile: %s', async (_name, body, field) => {
    expectInvalidCharacters(await call(t.app, 'PUT', '/api/profile.php', body, { cookie }), field);
  });

  it('a complete-signup step names the nested field', async () => {
    const response = await call(
      t.app,
      'PUT',
      '/api/complete-signup.php',
      { step: 3, profile: { about_me: NUL } },
      { cookie },
    );
    expectInvalidCharacters(response, 'profile.about_me');
  });

  it('in the caller language', async () => {
    const response = await call(
      t.app,
      'POST',
      '/api/complaints.php',
      { name: 'Sam', email: 'sam@example.com', category: 'other', message: NUL },
      { headers: { cookie: 'i18n_redirected=de' } },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).not.toBe(INVALID_CHARACTERS);
    expect(response.json().message).toMatch(/Zeichen/);
  });

  it('a complaint, without spending the complaint allowance', async () => {
    const remoteAddress = '198.51.100.77';
    const complaint = (message: string) =>
      call(
        t.app,
        'POST',
        '/api/complaints.php',
        { name: 'Sam', email: 'sam@example.com', category: 'other', message },
        { remoteAddress },
      );
    for (let n = 0; n < 12; n += 1)
      expectInvalidCharacters(await complaint(`A complaint with ${NUL} inside`), 'message');
    const real = await complaint('A real complaint about something.');
    expect(real.statusCode).toBe(200);
  });

  it('a deletion comment (and the account stays)', async () => {
    const { body, cookie: member } = await signUp(t.app, aSignup(), { remoteAddress: '198.51.100.78' });
    const response = await call(
      t.app,
      'POST',
      '/api/account-delete.php',
      { reason: 'other', comment: NUL, password: body.password },
      { cookie: member },
    );
    expectInvalidCharacters(response, 'comment');
    expect(
      (await call(t.app, 'GET', '/api/user.php', undefined, { cookie: member })).json().user,
    ).not.toBeNull();
  });

  it.each(['countryregion', 'cursor'])('a search parameter: %s', async (param) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/search.php?${param}=a%00b` });
    expectInvalidCharacters(response, param);
  });

  it('the forced domain is refused, and a session cookie is only ever not found', async () => {
    const settings = await t.app.inject({ method: 'GET', url: '/api/settings.php?domain=amora%00.test' });
    expectInvalidCharacters(settings, 'domain');
    const user = await t.app.inject({
      method: 'GET',
      url: '/api/user.php',
      headers: { cookie: 'auth._token=a%00b' },
    });
    expect(user.statusCode).toBe(200);
  });
});

describe('an id beyond PostgreSQL integer is a 400', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginCookie(t.app);
  });
  afterAll(() => t.app.close());

  const tooBig = [INT4_MAX + 1, 2 ** 53 - 1];

  it.each([
    ['POST', '/api/like.php'],
    ['DELETE', '/api/like.php'],
    ['POST', '/api/block.php'],
    ['DELETE', '/api/block.php'],
  ] as const)('%s %s', async (method, url) => {
    for (const id of tooBig) {
      const response = await call(t.app, method, url, { profile_id: id }, { cookie });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'validation_failed',
        fields: { profile_id: expect.any(String) },
      });
    }
  });

  it('the largest integer is fine (and nobody)', async () => {
    const response = await call(t.app, 'POST', '/api/like.php', { profile_id: INT4_MAX }, { cookie });
    expect(response.statusCode).toBe(404);
  });

  it('a complaint about a profile', async () => {
    const response = await call(t.app, 'POST', '/api/complaints.php', {
      name: 'Sam',
      email: 'sam@example.com',
      category: 'profile',
      profile_id: INT4_MAX + 1,
      message: 'This profile looks fake to me.',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('profile_id');
  });

  it('a sign-up target profile and the photo order', async () => {
    const signup = await call(t.app, 'POST', '/api/signup.php', aSignup({ target_profile_id: INT4_MAX + 1 }));
    expect(signup.statusCode).toBe(400);
    const order = await call(t.app, 'PUT', '/api/photos.php', { main_id: INT4_MAX + 1 }, { cookie });
    expect(order.statusCode).toBe(400);
    expect(await otherMemberEmail(t)).toBeTruthy();
  });
});

describe('a broken multipart upload is a 400 and spends no upload allowance', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginCookie(t.app);
  });
  afterAll(() => t.app.close());

  const raw = (contentType: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { cookie, 'x-request-type': 'client', 'content-type': contentType },
      payload,
    });

  it.each([
    ['without a boundary', 'multipart/form-data', '--x\r\n\r\nhello\r\n--x--\r\n'],
    [
      'with an unterminated part',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nabc',
    ],
  ])('%s', async (_name, contentType, payload) => {
    const response = await raw(contentType, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: 'The request could not be read.' });
  });

  it('with a malformed part header (no photo in it)', async () => {
    const response = await raw(
      'multipart/form-data; boundary=x',
      '--x\r\nnot a header\r\n\r\nabc\r\n--x--\r\n',
    );
    expect(response.statusCode).toBe(400);
  });

  it('after more broken uploads than the hourly allowance, a real photo still uploads', async () => {
    for (let n = 0; n <= UPLOADS_PER_HOUR; n += 1) {
      const response = await raw('multipart/form-data', 'garbage');
      expect(response.statusCode).toBe(400);
    }
    const good = await upload(t.app, cookie, [{ data: await photoFile(7, 'jpeg', { plain: true }) }]);
    expect(good.statusCode).toBe(200);
    expect((await photoRows(t, await demoUserId(t))).length).toBe(1);
  });
});
