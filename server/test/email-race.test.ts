import { and, eq } from 'drizzle-orm';
import { profiles, sessions, sites, users } from '../src/db/schema.js';
import type { TestApp } from '../src/test-support/test-app.js';
import { aSignup, call, signUp, tokenOf } from './account-helpers.js';
import { startAppWithMail, type MailCapture } from './mail-capture.js';
import { normalizeEmail } from '../src/core/email.js';

/*
 * A sign-up and a confirmed address change look the address up first and write it afterwards. An
 * account with that address can appear in between (a second sign-up, another member's change at
 * the same moment): the unique index on (site, normalized address) refuses the write, and the
 * caller must get the answer the look-up would have given (409 `email_taken` with its field
 * message), never a 500, with nothing half-written.
 *
 * The interleaving is forced, not hoped for: the conflicting account is written just before the
 * app opens its next transaction, which comes after the look-up. A real race (concurrent sign-ups
 * with one address) follows; on PostgreSQL it is a true race, on PGlite the queries interleave.
 */

type Db = TestApp['app']['ctx']['db'];

describe('an address taken between the look-up and the write', () => {
  let t: TestApp;
  let mail: MailCapture;
  let close: () => Promise<void>;
  let siteId: number;
  beforeAll(async () => {
    ({ t, mail, close } = await startAppWithMail());
    const [site] = await t.database.db.select().from(sites).where(eq(sites.domain, 'amora.test'));
    siteId = site!.id;
  });
  afterAll(() => close());

  const db = () => t.app.ctx.db;
  let ip = 0;
  /** Each sign-up from an address of its own, so the per-address limit stays out of the way. */
  const remoteAddress = () => {
    ip += 1;
    return `198.51.100.${ip}`;
  };

  /** Writes an account with `email` on the site, as a concurrent sign-up would; answers its id. */
  async function takeAddress(email: string): Promise<number> {
    const [row] = await db()
      .insert(users)
      .values({ siteId, email, emailNormalized: normalizeEmail(email), passwordHash: 'x', language: 'en' })
      .returning({ id: users.id });
    return row!.id;
  }

  /**
   * Takes `email` once, just before the app opens its next transaction (after its look-up).
   * Answers a getter for the id of the account that took it (undefined if the hook never ran).
   */
  function takeAddressBeforeNextTransaction(email: string): () => number | undefined {
    const target = db();
    const original = target.transaction;
    let takenBy: number | undefined;
    target.transaction = (async (...args: Parameters<Db['transaction']>) => {
      target.transaction = original;
      takenBy = await takeAddress(email);
      return original.apply(target, args);
    }) as Db['transaction'];
    return () => takenBy;
  }

  const accountsWith = (email: string) =>
    db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.siteId, siteId), eq(users.emailNormalized, normalizeEmail(email))));

  const expectEmailTaken = (response: Awaited<ReturnType<typeof call>>) => {
    expect([response.statusCode, response.json()]).toEqual([
      409,
      {
        error: 'email_taken',
        message: expect.any(String),
        fields: { email: expect.any(String) },
      },
    ]);
    // The translated message, not a key.
    expect(response.json().message).not.toMatch(/^errors\./);
    expect(response.json().fields.email).toBe(response.json().message);
  };

  it('answers a sign-up whose address was taken in the meantime as email_taken, and creates nothing', async () => {
    const body = aSignup();
    const takenBy = takeAddressBeforeNextTransaction(body.email);
    const { response } = await signUp(t.app, body, { remoteAddress: remoteAddress() });
    expect(takenBy()).toBeDefined();
    expectEmailTaken(response);
    expect(response.headers['set-cookie']).toBeUndefined();
    // Only the account that took the address: no second user, no profile, no session for it.
    expect(await accountsWith(body.email)).toEqual([{ id: takenBy() }]);
    expect(await db().select().from(profiles).where(eq(profiles.userId, takenBy()!))).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, takenBy()!))).toEqual([]);
    // The same answer as a sign-up with that address now.
    const after = await signUp(t.app, aSignup({ email: body.email }), { remoteAddress: remoteAddress() });
    expectEmailTaken(after.response);
  });

  it('answers a confirmed address change whose address was taken in the meantime as email_taken, and changes nothing', async () => {
    const { body, cookie } = await signUp(t.app, aSignup(), { remoteAddress: remoteAddress() });
    const [member] = await accountsWith(body.email);
    const newEmail = `wanted.${Date.now()}@example.com`;
    const before = mail.mails.length;
    const requested = await call(
      t.app,
      'POST',
      '/api/mail-change.php',
      { email: newEmail, password: body.password },
      { cookie },
    );
    expect(requested.statusCode).toBe(200);
    const token = tokenOf((await mail.next(newEmail, before)).link);

    const takenBy = takeAddressBeforeNextTransaction(newEmail);
    const done = await call(t.app, 'POST', '/api/mail-change-do.php', { token }, { cookie });
    expect(takenBy()).toBeDefined();
    expectEmailTaken(done);
    // The member keeps their address; the new one belongs to the account that took it.
    const [row] = await db()
      .select({ email: users.email, emailNormalized: users.emailNormalized })
      .from(users)
      .where(eq(users.id, member!.id));
    expect(row).toEqual({ email: body.email, emailNormalized: normalizeEmail(body.email) });
    expect(await accountsWith(newEmail)).toEqual([{ id: takenBy() }]);
    const me = await call(t.app, 'GET', '/api/user.php', undefined, { cookie });
    expect(me.json().user.email).toBe(body.email);
  });

  it('lets exactly one of several concurrent sign-ups with one address through, the others email_taken', async () => {
    const email = `contested.${Date.now()}@example.com`;
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(t.app, 'POST', '/api/signup.php', aSignup({ email, name: `Contender${i}` }), {
          remoteAddress: remoteAddress(),
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) expectEmailTaken(response);
    const accounts = await accountsWith(email);
    expect(accounts).toHaveLength(1);
    expect(await db().select().from(profiles).where(eq(profiles.userId, accounts[0]!.id))).toHaveLength(1);
  });
});
