import { PASSWORD_RESET_MAX_PER_DAY } from '@amora/contracts';
import type { TestApp } from '../src/test-support/test-app.js';
import { call, pathOf, signUp, tokenOf } from './account-helpers.js';
import { DEMO, login, loginCookie, sessionCount } from './helpers.js';
import { startAppWithMail, type MailCapture } from './mail-capture.js';

describe('password reset by e-mail', () => {
  let t: TestApp;
  let mail: MailCapture;
  let close: () => Promise<void>;
  beforeAll(async () => ({ t, mail, close } = await startAppWithMail()));
  afterAll(() => close());

  const requestReset = (email: string, remoteAddress?: string) =>
    call(t.app, 'POST', '/api/reset-password.php', { email }, remoteAddress ? { remoteAddress } : {});

  it('answers the same for a known and an unknown address (no account enumeration)', async () => {
    const known = await requestReset(DEMO.email, '10.1.0.1');
    const unknown = await requestReset('nobody-here@example.com', '10.1.0.2');
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ ok: true });
    await mail.next(DEMO.email);
    expect(mail.mails.some((m) => m.to.includes('nobody-here'))).toBe(false);
  });

  it('checks a reset link before the form without spending it, and refuses a broken or spent one', async () => {
    const { body } = await signUp(t.app);
    const before = mail.mails.length;
    await requestReset(body.email, '10.1.0.9');
    const token = tokenOf((await mail.next(body.email, before)).link);
    const check = (value: string) => call(t.app, 'POST', '/api/reset-password-check.php', { token: value });

    expect((await check(token)).json()).toEqual({ ok: true });
    // Checking twice spends nothing: the link still sets the password afterwards.
    expect((await check(token)).statusCode).toBe(200);
    const broken = await check(`${token.slice(0, -4)}AAAA`);
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ error: 'token_invalid' });
    expect((await check('not a token at all')).json()).toMatchObject({ error: 'token_invalid' });

    const done = await call(t.app, 'POST', '/api/reset-password-do.php', {
      token,
      password: 'checked-password-1',
      password_repeat: 'checked-password-1',
    });
    expect(done.statusCode).toBe(200);
    expect((await check(token)).json()).toMatchObject({ error: 'token_invalid' });
  });

  it('resets the password through the single-use link; every session ends', async () => {
    const { body, cookie } = await signUp(t.app);
    const before = mail.mails.length;
    await requestReset(body.email, '10.1.0.3');
    const received = await mail.next(body.email, before);
    expect(received.link).toContain('/reset-password/do?token=');
    const token = tokenOf(received.link);
    expect(token.split('.')[1]!.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits of secret

    const mismatch = await call(t.app, 'POST', '/api/reset-password-do.php', {
      token,
      password: 'new-password-1',
      password_repeat: 'other',
    });
    expect(mismatch.json().fields.password_repeat).toBe('The entered passwords are not the same.');

    const done = await call(t.app, 'POST', '/api/reset-password-do.php', {
      token,
      password: 'new-password-1',
      password_repeat: 'new-password-1',
    });
    expect(done.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/user.php', undefined, { cookie })).json().user).toBeNull();
    expect((await login(t.app, { email: body.email, password: 'new-password-1' })).statusCode).toBe(200);
    expect((await login(t.app, { email: body.email, password: body.password })).statusCode).toBe(401);

    const reuse = await call(t.app, 'POST', '/api/reset-password-do.php', {
      token,
      password: 'another-one',
      password_repeat: 'another-one',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({
      error: 'token_invalid',
      message: 'Link expired or invalid, request a new email',
    });
  });

  it('refuses a link older than an hour and a forged one', async () => {
    const { body } = await signUp(t.app);
    const before = mail.mails.length;
    await requestReset(body.email, '10.1.0.4');
    const token = tokenOf((await mail.next(body.email, before)).link);
    const realNow = t.app.ctx.clock.now;
    t.app.ctx.clock.now = () => new Date(Date.now() + 61 * 60_000);
    try {
      const late = await call(t.app, 'POST', '/api/reset-password-do.php', {
        token,
        password: 'new-password-2',
        password_repeat: 'new-password-2',
      });
      expect(late.json().error).toBe('token_invalid');
    } finally {
      t.app.ctx.clock.now = realNow;
    }
    const [id] = token.split('.');
    const forged = await call(t.app, 'POST', '/api/reset-password-do.php', {
      token: `${id}.${'A'.repeat(43)}`,
      password: 'new-password-3',
      password_repeat: 'new-password-3',
    });
    expect(forged.json().error).toBe('token_invalid');
  });

  it('stops after the daily number of reset e-mails per address', async () => {
    const email = 'limit-check@example.com';
    for (let i = 0; i < PASSWORD_RESET_MAX_PER_DAY; i += 1)
      expect((await requestReset(email, `10.2.0.${i}`)).statusCode).toBe(200);
    const over = await requestReset(email, '10.2.0.99');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('Too many password reset emails sent, please try again tomorrow.');
  });

  it('still links to the page, not the API, and the page path is routable', async () => {
    const { body } = await signUp(t.app);
    const before = mail.mails.length;
    await requestReset(body.email, '10.1.0.5');
    expect(pathOf((await mail.next(body.email, before)).link)).toMatch(/^\/reset-password\/do\?token=/);
  });
});

describe('changing the password and the e-mail address', () => {
  let t: TestApp;
  let mail: MailCapture;
  let close: () => Promise<void>;
  beforeAll(async () => ({ t, mail, close } = await startAppWithMail()));
  afterAll(() => close());

  it('needs the right old password and matching new ones; other sessions end', async () => {
    const { body, cookie } = await signUp(t.app);
    const otherDevice = await loginCookie(t.app, { email: body.email, password: body.password });
    const change = (payload: unknown) => call(t.app, 'POST', '/api/password.php', payload, { cookie });
    const wrongOld = await change({
      old_password: 'nope',
      password: 'brand-new-1',
      password_repeat: 'brand-new-1',
    });
    expect(wrongOld.json().fields.old_password).toBe('Please check your old password.');
    const differ = await change({
      old_password: body.password,
      password: 'brand-new-1',
      password_repeat: 'brand-new-2',
    });
    expect(differ.json().fields.password_repeat).toBe('The entered passwords are not the same.');
    const sessionsBefore = await sessionCount(t);
    expect(
      (await change({ old_password: body.password, password: 'brand-new-1', password_repeat: 'brand-new-1' }))
        .statusCode,
    ).toBe(200);
    expect(await sessionCount(t)).toBe(sessionsBefore - 1);
    expect((await call(t.app, 'GET', '/api/user.php', undefined, { cookie })).json().user).not.toBeNull();
    expect(
      (await call(t.app, 'GET', '/api/user.php', undefined, { cookie: otherDevice })).json().user,
    ).toBeNull();
  });

  it('confirms a new address by link and notifies the old one', async () => {
    const { body, cookie } = await signUp(t.app);
    const newEmail = `changed.${Date.now()}@example.com`;
    const before = mail.mails.length;
    const response = await call(
      t.app,
      'POST',
      '/api/mail-change.php',
      { email: newEmail, password: body.password },
      { cookie },
    );
    expect(response.statusCode).toBe(200);
    const confirm = await mail.next(newEmail, before);
    const notice = await mail.next(body.email, before);
    expect(notice.text).toContain(newEmail);
    expect(confirm.link).toContain('/mail-change/do?token=');
    const done = await call(
      t.app,
      'POST',
      '/api/mail-change-do.php',
      { token: tokenOf(confirm.link) },
      { cookie },
    );
    expect(done.json().user.email).toBe(newEmail);
    expect((await login(t.app, { email: newEmail, password: body.password })).statusCode).toBe(200);
    const again = await call(t.app, 'POST', '/api/mail-change-do.php', { token: tokenOf(confirm.link) });
    expect(again.json().error).toBe('token_invalid');
  });

  it('refuses an invalid, a taken or the same address', async () => {
    const { body, cookie } = await signUp(t.app);
    const ask = (email: string, password = body.password) =>
      call(t.app, 'POST', '/api/mail-change.php', { email, password }, { cookie });
    expect((await ask('nope')).json().fields.email).toBe('Invalid email');
    expect((await ask(DEMO.email)).json()).toMatchObject({ error: 'email_taken' });
    expect((await ask(body.email.toUpperCase())).json().fields.email).toBe(
      'This is already your e-mail address.',
    );
    expect((await ask('fine@example.com', 'wrong')).json().fields.password).toBe(
      'Please check your old password.',
    );
  });
});
