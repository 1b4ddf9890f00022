import { eq } from 'drizzle-orm';
import { spendingControls, users } from '../src/db/schema.js';
import { sendMonthlyStatements, spend } from '../src/modules/credits/index.js';
import { previousMonth } from '../src/modules/credits/monthly-statement.js';
import type { TestApp } from '../src/test-support/test-app.js';
import { DEMO } from './helpers.js';
import { startAppWithMail, type MailCapture } from './mail-capture.js';

describe('the monthly credit statement e-mail', () => {
  let t: TestApp;
  let mail: MailCapture;
  let close: () => Promise<void>;
  beforeAll(async () => ({ t, mail, close } = await startAppWithMail()));
  afterAll(() => close());

  it('names the UTC month before the given time', () => {
    expect(previousMonth(new Date('2026-03-01T00:30:00Z'))).toEqual({
      label: '2026-02',
      start: new Date('2026-02-01T00:00:00Z'),
      end: new Date('2026-03-01T00:00:00Z'),
    });
    expect(previousMonth(new Date('2026-01-15T12:00:00Z')).label).toBe('2025-12');
  });

  it('sends last month to members who asked for it, once, in their language', async () => {
    const db = t.database.db;
    const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.email));
    const memberId = demo!.id;
    await spend(db, { memberId, amount: 3, kind: 'message', reference: 'message:1', idempotencyKey: 'ms-1' });
    await spend(db, { memberId, amount: 2, kind: 'gift', reference: 'gift:1', idempotencyKey: 'ms-2' });
    const now = new Date();
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 1));

    expect(await sendMonthlyStatements(t.app.ctx, nextMonth)).toBe(0);
    await db.insert(spendingControls).values({ userId: memberId, monthlyStatement: true });
    const since = mail.mails.length;
    expect(await sendMonthlyStatements(t.app.ctx, nextMonth)).toBe(1);
    const statement = await mail.next(DEMO.email, since);
    expect(statement.subject).toMatch(/credit statement for \w+ \d{4}/);
    expect(statement.text).toContain('Credits spent: 5 (messages 3, photos 0, gifts 2)');
    expect(statement.text).toContain('Your balance now: 25');
    expect(statement.link).toMatch(/\/transactions$/);
    expect(statement.replyTo).toBe('support@amora.test');
    // Claimed: a second run (another instance, the next hour) sends nothing.
    expect(await sendMonthlyStatements(t.app.ctx, nextMonth)).toBe(0);

    await db.update(users).set({ language: 'de' }).where(eq(users.id, memberId));
    const monthAfter = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1, 1));
    expect(await sendMonthlyStatements(t.app.ctx, monthAfter)).toBe(1);
    const german = await mail.next(DEMO.email, since + 1);
    expect(german.subject).toContain('Credit-Übersicht');
    expect(german.text).toContain('Ausgegebene Credits: 0');
  });
});
