import { createTestApp, type TestApp, STAGING_ENV } from '../src/test-support/test-app.js';
import { aSignup, call, pathOf, signUp, tokenOf } from './account-helpers.js';
import { startAppWithMail, startMailCapture, type MailCapture } from './mail-capture.js';

/*
 * The activation double click and the mails' own links: links in e-mails never follow the
 * request's Host header, a link token dies with the credential it was issued for, and a second
 * click on a used activation link does not tell a confirmed member that activation failed.
 */

const EVIL = { host: 'evil.example' };

describe('e-mail links ignore the Host header (finding 1)', () => {
  let t: TestApp;
  let mail: MailCapture;
  let close: () => Promise<void>;
  beforeAll(async () => ({ t, mail, close } = await startAppWithMail()));
  afterAll(() => close());

  /** Without PUBLIC_URL, outside production: the configured listen address, never the caller's host. */
  const expectOwnOrigin = (link: string | null) => {
    expect(link).not.toBeNull();
    const url = new URL(link!);
    expect(url.host).not.toContain('evil.example');
    expect(url.origin).toBe(`http://${t.config.host}:${t.config.port}`);
  };

  it('activation link', async () => {
    const before = mail.mails.length;
    const { response, body } = await signUp(t.app, aSignup(), { headers: EVIL });
    expect(response.statusCode).toBe(201);
    expectOwnOrigin((await mail.next(body.email, before)).link);
  });

  it('password reset link', async () => {
    const { body } = await signUp(t.app);
    const before = mail.mails.length;
    const response = await call(
      t.app,
      'POST',
      '/api/reset-password.php',
      { email: body.email },
      {
        headers: EVIL,
      },
    );
    expect(response.statusCode).toBe(200);
    expectOwnOrigin((await mail.next(body.email, before)).link);
  });

  it('mail change link', async () => {
    const { body, cookie } = await signUp(t.app);
    const newEmail = `moved.${Date.now()}@example.com`;
    const before = mail.mails.length;
    const response = await call(
      t.app,
      'POST',
      '/api/mail-change.php',
      { email: newEmail, password: body.password },
      { cookie, headers: EVIL },
    );
    expect(response.statusCode).toBe(200);
    expectOwnOrigin((await mail.next(newEmail, before)).link);
  });
});

describe('e-mail links use PUBLIC_URL, or in production the site domain', () => {
  it('PUBLIC_URL wins over any Host header', async () => {
    const mail = await startMailCapture();
    const t = await createTestApp({ env: { SMTP_URL: mail.url, PUBLIC_URL: 'https://www.amora.example/' } });
    try {
      const before = mail.mails.length;
      const { body } = await signUp(t.app, aSignup(), { headers: EVIL });
      const link = (await mail.next(body.email, before)).link!;
      expect(link.startsWith('https://www.amora.example/api/activate.php?token=')).toBe(true);
    } finally {
      await t.app.close();
      await mail.close();
    }
  });

  it('in production without PUBLIC_URL: https and the domain of the site from the sites table', async () => {
    const mail = await startMailCapture();
    const t = await createTestApp({
      env: {
        SMTP_URL: mail.url,
        NODE_ENV: 'production',
        ...STAGING_ENV,
      },
    });
    try {
      let before = mail.mails.length;
      const evil = await signUp(t.app, aSignup(), { headers: EVIL });
      // An unknown host is the default site: its configured domain, not the host asked for.
      expect(new URL((await mail.next(evil.body.email, before)).link!).origin).toBe('https://amora.test');
      before = mail.mails.length;
      const nl = await signUp(t.app, aSignup(), { headers: { host: 'amora-nl.test' } });
      expect(new URL((await mail.next(nl.body.email, before)).link!).origin).toBe('https://amora-nl.test');
    } finally {
      await t.app.close();
      await mail.close();
    }
  });
});

describe('link tokens die with their credential (finding 3)', () => {
  let t: TestApp;
  let mail: MailCapture;
  let close: () => Promise<void>;
  beforeAll(async () => ({ t, mail, close } = await startAppWithMail()));
  afterAll(() => close());

  let ip = 0;
  async function resetToken(email: string): Promise<string> {
    const before = mail.mails.length;
    ip += 1;
    const asked = await call(
      t.app,
      'POST',
      '/api/reset-password.php',
      { email },
      {
        remoteAddress: `10.33.0.${ip}`,
      },
    );
    expect(asked.statusCode).toBe(200);
    return tokenOf((await mail.next(email, before)).link);
  }
  const useReset = (token: string, password = 'a-brand-new-password') =>
    call(t.app, 'POST', '/api/reset-password-do.php', { token, password, password_repeat: password });

  it('a reset link issued before a password change no longer works', async () => {
    const { body, cookie } = await signUp(t.app);
    const token = await resetToken(body.email);
    const changed = await call(
      t.app,
      'POST',
      '/api/password.php',
      { old_password: body.password, password: 'changed-password-1', password_repeat: 'changed-password-1' },
      { cookie },
    );
    expect(changed.statusCode).toBe(200);
    const used = await useReset(token);
    expect(used.statusCode).toBe(400);
    expect(used.json().error).toBe('token_invalid');
  });

  it('a reset link mailed to the old address no longer works after a mail change', async () => {
    const { body, cookie } = await signUp(t.app);
    const token = await resetToken(body.email);
    const newEmail = `new.home.${Date.now()}@example.com`;
    const before = mail.mails.length;
    await call(
      t.app,
      'POST',
      '/api/mail-change.php',
      { email: newEmail, password: body.password },
      { cookie },
    );
    const confirm = tokenOf((await mail.next(newEmail, before)).link);
    const done = await call(t.app, 'POST', '/api/mail-change-do.php', { token: confirm }, { cookie });
    expect(done.statusCode).toBe(200);
    const used = await useReset(token);
    expect(used.statusCode).toBe(400);
    expect(used.json().error).toBe('token_invalid');
  });

  it('a pending mail change dies when the password is reset', async () => {
    const { body, cookie } = await signUp(t.app);
    const newEmail = `hijack.${Date.now()}@example.com`;
    const before = mail.mails.length;
    await call(
      t.app,
      'POST',
      '/api/mail-change.php',
      { email: newEmail, password: body.password },
      { cookie },
    );
    const confirm = tokenOf((await mail.next(newEmail, before)).link);
    expect((await useReset(await resetToken(body.email))).statusCode).toBe(200);
    const done = await call(t.app, 'POST', '/api/mail-change-do.php', { token: confirm });
    expect(done.statusCode).toBe(400);
    expect(done.json().error).toBe('token_invalid');
  });

  it('the reset link itself still works when nothing changed', async () => {
    const { body } = await signUp(t.app);
    expect((await useReset(await resetToken(body.email))).statusCode).toBe(200);
  });
});

describe('a used activation link (second click, mail scanner)', () => {
  let t: TestApp;
  let mail: MailCapture;
  let close: () => Promise<void>;
  beforeAll(async () => ({ t, mail, close } = await startAppWithMail()));
  afterAll(() => close());

  it('answers success again to a confirmed member', async () => {
    const before = mail.mails.length;
    const { body } = await signUp(t.app);
    const link = pathOf((await mail.next(body.email, before)).link);
    const scanner = await t.app.inject({ method: 'GET', url: link });
    // The first click confirms and grants the sign-up credits; the second answers success without them.
    expect(scanner.headers.location).toMatch(/^\/activate\/done\?welcome_credits=\d+$/);
    const member = await t.app.inject({ method: 'GET', url: link });
    expect(member.statusCode).toBe(302);
    expect(member.headers.location).toBe('/activate/done');
  });

  it('still fails for a forged secret on a real token id', async () => {
    const before = mail.mails.length;
    const { body } = await signUp(t.app);
    const token = tokenOf((await mail.next(body.email, before)).link);
    await t.app.inject({ method: 'GET', url: `/api/activate.php?token=${encodeURIComponent(token)}` });
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    const response = await t.app.inject({ method: 'GET', url: `/api/activate.php?token=${forged}` });
    expect(response.headers.location).toBe('/activate/error?reason=failed');
  });
});
