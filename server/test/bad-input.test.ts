import { CLIENT_HEADERS, createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { DEMO, loginAttemptCount, sessionCount } from './helpers.js';

const KIB = 1024;

/** 254 characters, a valid address: the longest e-mail the API accepts. */
const LONGEST_EMAIL = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.nl`;

describe('bad input on POST /api/user.php', () => {
  let t: TestApp;
  let sessionsBefore: number;
  let attemptsBefore: number;

  beforeAll(async () => {
    t = await createTestApp({ memberCount: 0 });
  });
  afterAll(async () => {
    await t.app.close();
  });
  beforeEach(async () => {
    sessionsBefore = await sessionCount(t);
    attemptsBefore = await loginAttemptCount(t);
  });
  afterEach(async () => {
    // Never a partial write: bad input creates no session and does not even count as a login attempt.
    expect(await sessionCount(t)).toBe(sessionsBefore);
    expect(await loginAttemptCount(t)).toBe(attemptsBefore);
  });

  const post = (payload: string | undefined, headers: Record<string, string> = CLIENT_HEADERS) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
  const postJson = (body: unknown, headers: Record<string, string> = {}) =>
    post(JSON.stringify(body), { ...CLIENT_HEADERS, ...headers });

  describe('unreadable bodies', () => {
    it.each([
      ['malformed JSON', '{"email": "demo@amora.test", "password": '],
      ['an empty body', ''],
      ['a bare word', 'hello'],
      [
        'a prototype-poisoning key',
        '{"__proto__": {"admin": true}, "email": "demo@amora.test", "password": "amora-demo"}',
      ],
    ])('answers %s with 400 bad_request', async (_label, payload) => {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'bad_request',
        message: 'The request body is not valid JSON.',
      });
    });

    it.each(['text/plain', 'application/x-www-form-urlencoded', 'text/html'])(
      'answers a %s body with 415 unsupported_media_type',
      async (contentType) => {
        const response = await post(`email=${DEMO.email}&password=${DEMO.password}`, {
          ...CLIENT_HEADERS,
          'content-type': contentType,
        });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({
          error: 'unsupported_media_type',
          message: 'This kind of request body is not accepted; send JSON.',
        });
      },
    );

    it('answers a body over 64 KiB with 413 payload_too_large', async () => {
      const response = await postJson({ email: DEMO.email, password: 'x'.repeat(64 * KIB) });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: 'payload_too_large', message: 'The request is too large.' });
    });

    it('reads a body of exactly 64 KiB (and then refuses the long password as a field error)', async () => {
      const skeleton = JSON.stringify({ email: DEMO.email, password: '' });
      const body = JSON.stringify({ email: DEMO.email, password: 'x'.repeat(64 * KIB - skeleton.length) });
      expect(Buffer.byteLength(body)).toBe(64 * KIB);
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'validation_failed',
        message: 'This password is too long.',
        fields: { password: 'This password is too long.' },
      });
    });
  });

  describe('invalid fields', () => {
    it('names every missing field', async () => {
      const response = await postJson({});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'validation_failed',
        message: 'Please check the highlighted fields.',
        fields: { email: 'Enter your e-mail address.', password: 'Enter your password.' },
      });
    });

    it("names the fields in the caller's language", async () => {
      const response = await postJson({ email: '   ', password: '' }, { cookie: 'i18n_redirected=nl' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'validation_failed',
        message: 'Controleer de gemarkeerde velden.',
        fields: { email: 'Vul je e-mailadres in.', password: 'Vul je wachtwoord in.' },
      });
    });

    it.each([
      [
        'an e-mail of 255 characters',
        { email: `a${LONGEST_EMAIL}`, password: 'x' },
        'email',
        'This e-mail address is too long.',
      ],
      [
        'a huge e-mail',
        { email: `${'a'.repeat(30 * KIB)}@amora.test`, password: 'x' },
        'email',
        'This e-mail address is too long.',
      ],
      ['an address without @', { email: 'demo.amora.test', password: 'x' }, 'email', 'Invalid email'],
      [
        'a password of 201 characters',
        { email: DEMO.email, password: 'x'.repeat(201) },
        'password',
        'This password is too long.',
      ],
      ['an e-mail that is a number', { email: 12345, password: 'x' }, 'email', 'Enter your e-mail address.'],
      [
        'a password that is an object',
        { email: DEMO.email, password: { $ne: '' } },
        'password',
        'Enter your password.',
      ],
    ])('refuses %s with a message on that field', async (_label, body, field, message) => {
      const response = await postJson(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'validation_failed', message, fields: { [field]: message } });
    });

    it('refuses unknown fields, naming them', async () => {
      const response = await postJson({
        email: DEMO.email,
        password: DEMO.password,
        remember: true,
        role: 'admin',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'validation_failed',
        message: 'Unknown field: remember, role',
        fields: { _: 'Unknown field: remember, role' },
      });
    });

    it.each([
      ['null', 'null'],
      ['an array', '[]'],
      ['a string', '"demo@amora.test"'],
      ['a number', '42'],
    ])('refuses a JSON body that is %s with 400 validation_failed', async (_label, payload) => {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'validation_failed',
        message: 'This value is not valid.',
        fields: { _: 'This value is not valid.' },
      });
    });

    it('refuses a request without any body with 400', async () => {
      const response = await post(undefined, { 'x-request-type': 'client' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('validation_failed');
    });
  });

  describe('valid input at the limits', () => {
    it('accepts an e-mail of exactly 254 characters (and answers it as an unknown login)', async () => {
      expect(LONGEST_EMAIL).toHaveLength(254);
      const response = await postJson({ email: LONGEST_EMAIL, password: 'x' });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('login_failed');
      attemptsBefore += 1; // a real (failed) attempt is recorded, as it should be
    });
  });
});
