import { eq } from 'drizzle-orm';
import { creditLedger, users } from '../src/db/schema.js';
import type { TestApp } from '../src/test-support/test-app.js';
import { call, pathOf, signUpWithLink } from './account-helpers.js';
import { startAppWithMail, type MailCapture } from './mail-capture.js';
import { ledgerViolations } from './credits-helpers.js';

/** The site's `signup_credits` (20 in the seed), granted through the ledger when the address is confirmed. */
describe('sign-up credits on activation', () => {
  let t: TestApp;
  let mail: MailCapture;
  let close: () => Promise<void>;
  beforeAll(async () => ({ t, mail, close } = await startAppWithMail()));
  afterAll(() => close());

  async function newMemberWithLink() {
    const member = await signUpWithLink(t.app, mail);
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, member.body.email));
    return { ...member, id: row!.id };
  }

  const bonusRows = (memberId: number) =>
    t.database.db
      .select({ kind: creditLedger.kind, amount: creditLedger.amount, key: creditLedger.idempotencyKey })
      .from(creditLedger)
      .where(eq(creditLedger.userId, memberId));

  it('starts a new member at 0 credits until the address is confirmed', async () => {
    const { id, cookie } = await newMemberWithLink();
    expect(await bonusRows(id)).toEqual([]);
    const me = await call(t.app, 'GET', '/api/user.php', undefined, { cookie });
    expect(me.json().user.credits).toBe(0);
  });

  it('grants the signup credits once, as a bonus on the statement, and names them on the done page', async () => {
    const { id, cookie, link } = await newMemberWithLink();
    const first = await t.app.inject({ method: 'GET', url: link });
    expect(first.headers.location).toBe('/activate/done?welcome_credits=20');
    const second = await t.app.inject({ method: 'GET', url: link });
    // A repeated click still lands on the done page, but adds nothing and claims nothing.
    expect(second.headers.location).toBe('/activate/done');
    expect(await bonusRows(id)).toEqual([{ kind: 'bonus', amount: 20, key: `signup-bonus:${id}` }]);

    const statement = await call(t.app, 'GET', '/api/transactions.php', undefined, { cookie });
    expect(statement.statusCode).toBe(200);
    expect(statement.json()).toMatchObject({
      balance: 20,
      entries: [{ kind: 'bonus', amount: 20, balance_after: 20, reference: 'signup' }],
      totals_by_kind: { bonus: 20 },
    });
    expect((await call(t.app, 'GET', '/api/user.php', undefined, { cookie })).json().user.credits).toBe(20);
  });

  it('grants once when the link is opened many times at the same moment', async () => {
    const { id, link } = await newMemberWithLink();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => t.app.inject({ method: 'GET', url: link })),
    );
    const locations = responses.map((r) => r.headers.location);
    // Every request ends on the done page; exactly one of them granted the credits.
    expect(locations.every((l) => typeof l === 'string' && l.startsWith('/activate/done'))).toBe(true);
    expect(locations.filter((l) => l === '/activate/done?welcome_credits=20')).toHaveLength(1);
    expect(await bonusRows(id)).toHaveLength(1);
    expect(await ledgerViolations(t.database.db, [id])).toEqual([]);
  });

  it('grants once even with a second, resent link', async () => {
    const { id, body, cookie, link } = await newMemberWithLink();
    const before = mail.mails.length;
    expect((await call(t.app, 'POST', '/api/activation-resend.php', {}, { cookie })).statusCode).toBe(200);
    const resent = pathOf((await mail.next(body.email, before)).link);
    expect((await t.app.inject({ method: 'GET', url: resent })).headers.location).toBe(
      '/activate/done?welcome_credits=20',
    );
    // The first link, revoked by the resend, of a now confirmed member: done, and nothing more.
    expect((await t.app.inject({ method: 'GET', url: link })).headers.location).toBe('/activate/done');
    expect(await bonusRows(id)).toHaveLength(1);
  });
});
