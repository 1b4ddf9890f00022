import { eq } from 'drizzle-orm';
import { profiles, users } from '../src/db/schema.js';
import type { TestApp } from '../src/test-support/test-app.js';
import { call, pathOf, signUpWithLink } from './account-helpers.js';
import { startAppWithMail, type MailCapture } from './mail-capture.js';

describe('activation by e-mail', () => {
  let t: TestApp;
  let mail: MailCapture;
  let close: () => Promise<void>;
  beforeAll(async () => ({ t, mail, close } = await startAppWithMail()));
  afterAll(() => close());

  const newMemberWithLink = () => signUpWithLink(t.app, mail);

  const stateOf = async (email: string) => {
    const [row] = await t.database.db
      .select({ status: users.status, profile: profiles.status })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.email, email));
    return row;
  };

  it('confirms the address and enables the profile, once', async () => {
    const { body, link } = await newMemberWithLink();
    const first = await t.app.inject({ method: 'GET', url: link });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/activate/done?welcome_credits=20');
    expect(await stateOf(body.email)).toEqual({ status: 'confirmed', profile: 'active' });
    const second = await t.app.inject({ method: 'GET', url: link });
    // A second click on a used link tells a confirmed member it worked.
    expect(second.headers.location).toBe('/activate/done');
  });

  it('sends an expired link to the error page with the expired reason', async () => {
    const { body, link } = await newMemberWithLink();
    const realNow = t.app.ctx.clock.now;
    t.app.ctx.clock.now = () => new Date(Date.now() + 73 * 3_600_000);
    try {
      const response = await t.app.inject({ method: 'GET', url: link });
      expect(response.headers.location).toBe('/activate/error?reason=expired');
    } finally {
      t.app.ctx.clock.now = realNow;
    }
    expect((await stateOf(body.email))?.status).toBe('not_confirmed');
  });

  it('refuses garbage tokens without an error page crash', async () => {
    for (const token of ['', 'x', '1.abc', `999999.${'a'.repeat(43)}`, '../../etc/passwd']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/activate.php?token=${encodeURIComponent(token)}`,
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/activate/error?reason=failed');
    }
  });

  it('resends a new link (the old one stops working), at most once a minute', async () => {
    const { body, cookie, link: oldLink } = await newMemberWithLink();
    const before = mail.mails.length;
    const resend = await call(t.app, 'POST', '/api/activation-resend.php', {}, { cookie });
    expect(resend.statusCode).toBe(200);
    const newLink = pathOf((await mail.next(body.email, before)).link);
    const again = await call(t.app, 'POST', '/api/activation-resend.php', {}, { cookie });
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toBe('too_many_requests');
    expect((await t.app.inject({ method: 'GET', url: oldLink })).headers.location).toBe(
      '/activate/error?reason=failed',
    );
    expect((await t.app.inject({ method: 'GET', url: newLink })).headers.location).toBe(
      '/activate/done?welcome_credits=20',
    );
    const confirmed = await call(t.app, 'POST', '/api/activation-resend.php', {}, { cookie });
    expect(confirmed.json().error).toBe('already_confirmed');
  });

  it('needs a session to resend', async () => {
    const response = await call(t.app, 'POST', '/api/activation-resend.php', {});
    expect(response.statusCode).toBe(403);
  });
});
