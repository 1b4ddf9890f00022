import { AccountSettingsResponseSchema, CompanyInfoResponseSchema } from '@amora/contracts';
import { eq } from 'drizzle-orm';
import { complaints, profiles, users } from '../src/db/schema.js';
import type { TestApp } from '../src/test-support/test-app.js';
import { call, pathOf, signUp } from './account-helpers.js';
import { startAppWithMail, type MailCapture } from './mail-capture.js';

describe('account settings, complaints, company data and {token} pages', () => {
  let t: TestApp;
  let mail: MailCapture;
  let close: () => Promise<void>;
  beforeAll(async () => ({ t, mail, close } = await startAppWithMail()));
  afterAll(() => close());

  it('reads and changes notification switches, invisible and privacy mode', async () => {
    const before = mail.mails.length;
    const { cookie, body } = await signUp(t.app);
    // Confirmed, so that only invisible mode decides whether the member is listed.
    await t.app.inject({ method: 'GET', url: pathOf((await mail.next(body.email, before)).link) });
    const initial = AccountSettingsResponseSchema.parse(
      (await call(t.app, 'GET', '/api/account-settings.php', undefined, { cookie })).json(),
    ).settings;
    expect(initial).toMatchObject({
      email: body.email,
      invisible: false,
      privacy: false,
      notifications_disabled: [],
    });
    // Service mail on, marketing off until the member opts in (consent).
    expect(initial.email_notifications).toEqual({
      messages: true,
      likes: true,
      matches: true,
      gifts: true,
      newsletter: false,
    });
    const put = (payload: unknown) => call(t.app, 'PUT', '/api/account-settings.php', payload, { cookie });
    const changed = (
      await put({ email_notifications: { likes: false }, invisible: true, privacy: true })
    ).json().settings;
    expect(changed).toMatchObject({
      invisible: true,
      privacy: true,
      email_notifications: { likes: false, messages: true },
    });
    // Invisible mode takes the member out of search at once (profiles.searchable).
    const searchable = async () => {
      const [row] = await t.database.db
        .select({ searchable: profiles.searchable })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(eq(users.email, body.email));
      return row?.searchable;
    };
    expect(await searchable()).toBe(false);
    await put({ invisible: false });
    expect(await searchable()).toBe(true);
    expect((await put({ invisible: 'yes' })).statusCode).toBe(400);
    expect((await put({ email_notifications: { sms: true } })).statusCode).toBe(400);
  });

  it('re-enables e-mail notifications that were disabled (spam, bounce, unsubscribe)', async () => {
    const { cookie, body } = await signUp(t.app);
    await t.database.db
      .update(users)
      .set({ notificationsDisabled: ['bounced', 'spam'] })
      .where(eq(users.email, body.email));
    const me = await call(t.app, 'GET', '/api/user.php', undefined, { cookie });
    expect(me.json().user.notifications_disabled).toEqual(['bounced', 'spam']);
    const put = await call(
      t.app,
      'PUT',
      '/api/account-settings.php',
      { reenable_notifications: true },
      { cookie },
    );
    expect(put.json().settings.notifications_disabled).toEqual([]);
  });

  it('keeps settings private to the member', async () => {
    expect((await call(t.app, 'GET', '/api/account-settings.php')).statusCode).toBe(403);
    expect((await call(t.app, 'PUT', '/api/account-settings.php', { invisible: true })).statusCode).toBe(403);
  });

  it('stores a complaint and acknowledges it by e-mail with its reference', async () => {
    const before = mail.mails.length;
    const response = await call(t.app, 'POST', '/api/complaints.php', {
      name: 'Jane',
      email: 'jane.complains@example.com',
      category: 'profile',
      profile_id: 12,
      message: 'This profile sends me spam links.',
    });
    expect(response.statusCode).toBe(200);
    const { reference } = response.json();
    expect(reference).toMatch(/^C-[0-9A-F]{8}$/);
    const [row] = await t.database.db.select().from(complaints).where(eq(complaints.reference, reference));
    expect(row).toMatchObject({ category: 'profile', profileId: 12, email: 'jane.complains@example.com' });
    const ack = await mail.next('jane.complains@example.com', before);
    expect(ack.subject).toContain(reference);
    expect(ack.text).toContain('This profile sends me spam links.');
  });

  it('escapes what a complainant writes in the HTML acknowledgement', async () => {
    const before = mail.mails.length;
    await call(t.app, 'POST', '/api/complaints.php', {
      name: 'Eve',
      email: 'eve@example.com',
      category: 'other',
      message: '<script>alert(1)</script> <img src=x>',
    });
    const ack = await mail.next('eve@example.com', before);
    expect(ack.html).not.toContain('<script>');
    expect(ack.html).toContain('&lt;script&gt;');
  });

  it('validates complaints field by field', async () => {
    const response = await call(t.app, 'POST', '/api/complaints.php', {
      name: '',
      email: 'x',
      category: 'nope',
      message: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['category', 'email', 'message', 'name']);
  });

  it('serves the company data of the site', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/companyinfo.php' });
    const { company } = CompanyInfoResponseSchema.parse(response.json());
    expect(company).toMatchObject({ name: 'Amora Media B.V.', kvk: '81234567', delete_discount: 25 });
    expect(company.added).toBe('2024-03-15T09:00:00.000Z');
  });

  it('serves {token} pages in the caller language and 404s unknown ones', async () => {
    const nl = await t.app.inject({
      method: 'GET',
      url: '/api/page.php?token=safety-tips',
      headers: { cookie: 'i18n_redirected=nl' },
    });
    const en = await t.app.inject({ method: 'GET', url: '/api/page.php?token=safety-tips' });
    expect(nl.statusCode).toBe(200);
    expect(nl.json().page.title).not.toBe(en.json().page.title);
    expect(en.json().page.body.length).toBeGreaterThan(200);
    const missing = await t.app.inject({ method: 'GET', url: '/api/page.php?token=no-such-page' });
    expect(missing.statusCode).toBe(404);
    const weird = await t.app.inject({ method: 'GET', url: '/api/page.php?token=../../etc' });
    expect(weird.statusCode).toBe(404);
  });

  it('tells the visitor country in the settings (for the entry warning)', async () => {
    const nl = await t.app.inject({
      method: 'GET',
      url: '/api/settings.php',
      headers: { 'accept-language': 'nl-NL,nl;q=0.9' },
    });
    expect(nl.json().settings.geoip_country).toBe('NL');
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/settings.php',
      headers: { 'accept-language': 'en' },
    });
    expect(none.json().settings.geoip_country).toBeNull();
    expect(none.json().settings.min_age).toBe(18);
  });
});
