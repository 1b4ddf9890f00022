import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REACTIVATION_DAYS } from '@amora/contracts';
import { count, eq, or } from 'drizzle-orm';
import {
  accountTokens,
  complaints,
  loginAttempts,
  photos,
  profiles,
  rateEvents,
  sessions,
  users,
} from '../src/db/schema.js';
import { purgeExpiredAccounts } from '../src/modules/account/account-purge.js';
import type { TestApp } from '../src/test-support/test-app.js';
import { aSignup, call, pathOf, signUp } from './account-helpers.js';
import { login } from './helpers.js';
import { startAppWithMail, type MailCapture } from './mail-capture.js';

const DAY_MS = 86_400_000;

describe('account deletion, reactivation and purge', () => {
  let t: TestApp;
  let mail: MailCapture;
  let close: () => Promise<void>;
  beforeAll(async () => ({ t, mail, close } = await startAppWithMail()));
  afterAll(() => close());

  async function deletedMember() {
    const member = await signUp(t.app);
    const before = mail.mails.length;
    const response = await call(
      t.app,
      'POST',
      '/api/account-delete.php',
      { reason: 'found_partner', comment: 'Met someone!', password: member.body.password },
      { cookie: member.cookie },
    );
    expect(response.statusCode).toBe(200);
    const received = await mail.next(member.body.email, before);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, member.body.email));
    return { ...member, response, link: pathOf(received.link), userId: row!.id };
  }

  const withClock = async (offsetMs: number, work: () => Promise<void>) => {
    const realNow = t.app.ctx.clock.now;
    t.app.ctx.clock.now = () => new Date(Date.now() + offsetMs);
    try {
      await work();
    } finally {
      t.app.ctx.clock.now = realNow;
    }
  };

  it('needs the password', async () => {
    const { cookie } = await signUp(t.app);
    const response = await call(
      t.app,
      'POST',
      '/api/account-delete.php',
      { reason: 'other', password: 'wrong' },
      { cookie },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.password).toBe('Please check your old password.');
    const noReason = await call(
      t.app,
      'POST',
      '/api/account-delete.php',
      { reason: 'bored', password: 'x' },
      { cookie },
    );
    expect(noReason.json().fields.reason).toBe('Choose a reason.');
  });

  it('ends the session, keeps the account pending and refuses login and sign-up with the message', async () => {
    const { response, cookie, body, userId } = await deletedMember();
    expect(response.json()).toEqual({ ok: true, partner_url: null });
    expect((await call(t.app, 'GET', '/api/user.php', undefined, { cookie })).json().user).toBeNull();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ status: 'pending_deletion', deletionReason: 'found_partner' });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile?.searchable).toBe(false);
    const relogin = await login(t.app, { email: body.email, password: body.password });
    expect(relogin.json()).toMatchObject({ error: 'account_pending_deletion' });
    const signupAgain = await call(t.app, 'POST', '/api/signup.php', aSignup({ email: body.email }));
    expect(signupAgain.json().message).toBe('Your account is still pending deletion');
  });

  it('reactivates by the e-mailed link within 14 days', async () => {
    const { link, body } = await deletedMember();
    await withClock(13 * DAY_MS, async () => {
      const response = await t.app.inject({ method: 'GET', url: link });
      expect(response.headers.location).toBe('/login?reactivated=1');
    });
    expect((await login(t.app, { email: body.email, password: body.password })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(row).toMatchObject({ status: 'not_confirmed', deletionRequestedAt: null });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, row!.id));
    // Back as it was: still unconfirmed, so still not listed until activation.
    expect(profile?.searchable).toBe(false);
  });

  it('does not reactivate after 14 days', async () => {
    const { link, userId } = await deletedMember();
    await withClock((REACTIVATION_DAYS + 1) * DAY_MS, async () => {
      const response = await t.app.inject({ method: 'GET', url: link });
      expect(response.headers.location).toBe('/activate/error?reason=expired');
    });
    const [row] = await t.database.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, userId));
    expect(row?.status).toBe('pending_deletion');
  });

  it('mails a fresh link on request, answering the same for any address', async () => {
    const { body } = await deletedMember();
    const before = mail.mails.length;
    const asked = await call(
      t.app,
      'POST',
      '/api/reactivate.php',
      { email: body.email },
      { remoteAddress: '10.5.0.1' },
    );
    const unknown = await call(
      t.app,
      'POST',
      '/api/reactivate.php',
      { email: 'x-unknown@example.com' },
      { remoteAddress: '10.5.0.2' },
    );
    expect(asked.body).toBe(unknown.body);
    const received = await mail.next(body.email, before);
    expect((await t.app.inject({ method: 'GET', url: pathOf(received.link) })).headers.location).toBe(
      '/login?reactivated=1',
    );
  });

  it('purges everything of the member after the window, photos on disk included', async () => {
    const { userId, body } = await deletedMember();
    const mediaDir = path.join(t.config.dataDir, 'media');
    mkdirSync(mediaDir, { recursive: true });
    for (const file of ['purge-me.webp', 'purge-me-thumb.webp', 'purge-me-match.webp', 'purge-me-card.webp'])
      writeFileSync(path.join(mediaDir, file), 'x');
    await t.database.db.insert(photos).values({
      userId,
      filename: 'purge-me.webp',
      thumbFilename: 'purge-me-thumb.webp',
      blurredFilename: 'purge-me-blur.webp',
      matchFilename: 'purge-me-match.webp',
      cardFilename: 'purge-me-card.webp',
      isMain: true,
    });
    await call(t.app, 'POST', '/api/complaints.php', {
      name: 'Me',
      email: body.email,
      category: 'other',
      message: 'A complaint text here.',
    });
    await t.database.db.update(complaints).set({ userId }).where(eq(complaints.email, body.email));
    await login(t.app, { email: body.email, password: 'wrong' });

    expect(await purgeExpiredAccounts(t.app.ctx, new Date(Date.now() + 13 * DAY_MS))).toBe(0);
    const purged = await purgeExpiredAccounts(
      t.app.ctx,
      new Date(Date.now() + (REACTIVATION_DAYS + 1) * DAY_MS),
    );
    expect(purged).toBeGreaterThanOrEqual(1);

    const db = t.database.db;
    const n = async (query: PromiseLike<Array<{ n: number }>>) => Number((await query)[0]?.n);
    const remaining = {
      users: () => n(db.select({ n: count() }).from(users).where(eq(users.id, userId))),
      profiles: () => n(db.select({ n: count() }).from(profiles).where(eq(profiles.userId, userId))),
      photos: () => n(db.select({ n: count() }).from(photos).where(eq(photos.userId, userId))),
      sessions: () => n(db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId))),
      tokens: () => n(db.select({ n: count() }).from(accountTokens).where(eq(accountTokens.userId, userId))),
      complaints: () =>
        n(
          db
            .select({ n: count() })
            .from(complaints)
            .where(or(eq(complaints.userId, userId), eq(complaints.email, body.email))),
        ),
      loginAttempts: () =>
        n(
          db
            .select({ n: count() })
            .from(loginAttempts)
            .where(eq(loginAttempts.emailNormalized, body.email.toLowerCase())),
        ),
      rateEvents: () =>
        n(
          db
            .select({ n: count() })
            .from(rateEvents)
            .where(eq(rateEvents.key, String(userId))),
        ),
    };
    for (const [table, countOf] of Object.entries(remaining))
      expect([table, await countOf()]).toEqual([table, 0]);
    expect(existsSync(path.join(mediaDir, 'purge-me.webp'))).toBe(false);
    expect(existsSync(path.join(mediaDir, 'purge-me-thumb.webp'))).toBe(false);
    expect(existsSync(path.join(mediaDir, 'purge-me-blur.webp'))).toBe(false);
    expect(existsSync(path.join(mediaDir, 'purge-me-match.webp'))).toBe(false);
    expect(existsSync(path.join(mediaDir, 'purge-me-card.webp'))).toBe(false);
  });
});
