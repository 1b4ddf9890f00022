import { TRANSACTIONS_PAGE_SIZE, type TransactionsResponse } from '@amora/contracts';
import { eq, sql } from 'drizzle-orm';
import { creditLedger, users } from '../src/db/schema.js';
import {
  grant,
  IdempotencyConflictError,
  InsufficientCreditsError,
  refund,
  reverse,
  spend,
} from '../src/modules/credits/index.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { balanceOf, ledgerViolations, newMembers } from './credits-helpers.js';
import { DEMO, loginCookie, otherMemberEmail, setPassword } from './helpers.js';

describe('the credit ledger (modules/credits)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 4 });
  });
  afterAll(async () => t.app.close());

  const db = () => t.database.db;
  /** A new member granted `amount` credits (a `kind` row with that reference and key). */
  const withCredits = async (amount: number, kind: 'purchase' | 'bonus', reference: string, key: string) => {
    const members = await newMembers(db(), 1);
    await grant(db(), { memberId: members[0]!, amount, kind, reference, idempotencyKey: key });
    return members;
  };
  const rowsOf = (memberId: number) =>
    db().select().from(creditLedger).where(eq(creditLedger.userId, memberId)).orderBy(creditLedger.id);

  it('starts every seeded member with their credits in the ledger', async () => {
    expect(await ledgerViolations(db())).toEqual([]);
    const [demo] = await db().select({ id: users.id }).from(users).where(eq(users.email, DEMO.email));
    const rows = await rowsOf(demo!.id);
    expect(rows).toMatchObject([{ kind: 'bonus', amount: 30, balanceAfter: 30, reference: 'seed' }]);
  });

  it('grants, then spends, each in the caller transaction', async () => {
    const [member] = await newMembers(db(), 1);
    const granted = await db().transaction((tx) =>
      grant(tx, {
        memberId: member!,
        amount: 50,
        kind: 'purchase',
        reference: 'payment:1',
        idempotencyKey: 'g-1',
      }),
    );
    expect(granted).toMatchObject({ amount: 50, balanceAfter: 50, replayed: false, kind: 'purchase' });
    const spent = await db().transaction((tx) =>
      spend(tx, {
        memberId: member!,
        amount: 10,
        kind: 'message',
        reference: 'message:9',
        idempotencyKey: 's-1',
      }),
    );
    expect(spent).toMatchObject({ amount: -10, balanceAfter: 40, replayed: false });
    expect(await balanceOf(db(), member!)).toEqual({ credits: 40, debt: 0 });
    expect((await rowsOf(member!)).map((r) => [r.kind, r.amount, r.balanceAfter])).toEqual([
      ['purchase', 50, 50],
      ['message', -10, 40],
    ]);
    expect(await ledgerViolations(db(), [member!])).toEqual([]);
  });

  it('refuses a spend beyond the balance with a typed error and writes nothing', async () => {
    const [member] = await withCredits(5, 'bonus', 'signup', 'g-2');
    const attempt = db().transaction((tx) =>
      spend(tx, { memberId: member!, amount: 6, kind: 'gift', reference: 'gift:1', idempotencyKey: 's-2' }),
    );
    await expect(attempt).rejects.toBeInstanceOf(InsufficientCreditsError);
    await expect(attempt).rejects.toMatchObject({
      statusCode: 402,
      code: 'insufficient_credits',
      messageKey: 'errors.notEnoughCredits',
      balance: 5,
      requested: 6,
    });
    expect(await balanceOf(db(), member!)).toEqual({ credits: 5, debt: 0 });
    expect(await rowsOf(member!)).toHaveLength(1);
  });

  it('answers a replayed key with the first result and moves nothing', async () => {
    const [member] = await withCredits(20, 'bonus', 'x', 'g-3');
    const input = {
      memberId: member!,
      amount: 7,
      kind: 'photo',
      reference: 'photo:3',
      idempotencyKey: 's-3',
    } as const;
    const first = await db().transaction((tx) => spend(tx, input));
    await db().transaction((tx) =>
      spend(tx, { memberId: member!, amount: 1, kind: 'message', reference: 'm', idempotencyKey: 's-3b' }),
    );
    const again = await db().transaction((tx) => spend(tx, input));
    expect(again).toEqual({ ...first, replayed: true });
    expect(await balanceOf(db(), member!)).toEqual({ credits: 12, debt: 0 });
    // A replay is answered even when the balance could no longer pay for it.
    await spend(db(), {
      memberId: member!,
      amount: 12,
      kind: 'message',
      reference: 'm',
      idempotencyKey: 's-3c',
    });
    expect(await spend(db(), input)).toMatchObject({ entryId: first.entryId, replayed: true });
    expect(await rowsOf(member!)).toHaveLength(4);
  });

  it('refuses a replay whose member, amount, kind or operation differs', async () => {
    const [a, b] = await newMembers(db(), 2);
    await grant(db(), { memberId: a!, amount: 30, kind: 'bonus', reference: 'x', idempotencyKey: 'g-4' });
    await grant(db(), { memberId: b!, amount: 30, kind: 'bonus', reference: 'x', idempotencyKey: 'g-4b' });
    const input = {
      memberId: a!,
      amount: 5,
      kind: 'message',
      reference: 'message:1',
      idempotencyKey: 's-4',
    } as const;
    await spend(db(), input);
    for (const conflicting of [
      spend(db(), { ...input, memberId: b! }),
      spend(db(), { ...input, amount: 6 }),
      spend(db(), { ...input, kind: 'gift' }),
      refund(db(), { ...input, kind: 'refund' }),
      grant(db(), { ...input, kind: 'adjustment' }),
    ]) {
      await expect(conflicting).rejects.toBeInstanceOf(IdempotencyConflictError);
    }
    expect(await balanceOf(db(), a!)).toEqual({ credits: 25, debt: 0 });
    expect(await balanceOf(db(), b!)).toEqual({ credits: 30, debt: 0 });
  });

  it('refunds spent credits', async () => {
    const [member] = await withCredits(10, 'bonus', 'x', 'g-5');
    await spend(db(), {
      memberId: member!,
      amount: 10,
      kind: 'message',
      reference: 'message:5',
      idempotencyKey: 's-5',
    });
    const back = await refund(db(), {
      memberId: member!,
      amount: 10,
      kind: 'refund',
      reference: 'message:5',
      idempotencyKey: 'r-5',
    });
    expect(back).toMatchObject({ amount: 10, balanceAfter: 10, kind: 'refund' });
    expect(await ledgerViolations(db(), [member!])).toEqual([]);
  });

  it('records a reversal beyond the balance as debt, which the next grant pays off first', async () => {
    const [member] = await withCredits(100, 'purchase', 'payment:7', 'g-6');
    await spend(db(), {
      memberId: member!,
      amount: 70,
      kind: 'message',
      reference: 'message:1',
      idempotencyKey: 's-6',
    });
    const reversal = await reverse(db(), {
      memberId: member!,
      amount: 100,
      kind: 'reversal',
      reference: 'payment:7',
      idempotencyKey: 'chargeback:7',
    });
    expect(reversal).toMatchObject({ amount: -30, balanceAfter: 0, debtAfter: 70, replayed: false });
    expect(await balanceOf(db(), member!)).toEqual({ credits: 0, debt: 70 });
    // Replayed chargeback webhook: nothing moves, the debt does not grow.
    expect(
      await reverse(db(), {
        memberId: member!,
        amount: 100,
        kind: 'reversal',
        reference: 'payment:7',
        idempotencyKey: 'chargeback:7',
      }),
    ).toMatchObject({ entryId: reversal.entryId, replayed: true, debtAfter: 70 });

    const purchase = {
      memberId: member!,
      amount: 50,
      kind: 'purchase',
      reference: 'payment:8',
      idempotencyKey: 'g-6b',
    } as const;
    expect(await grant(db(), purchase)).toMatchObject({ amount: 50, balanceAfter: 0, debtAfter: 20 });
    expect(await grant(db(), purchase)).toMatchObject({ balanceAfter: 0, debtAfter: 20, replayed: true });
    expect(await grant(db(), { ...purchase, idempotencyKey: 'g-6c' })).toMatchObject({
      balanceAfter: 30,
      debtAfter: 0,
    });
    expect(await balanceOf(db(), member!)).toEqual({ credits: 30, debt: 0 });
    expect((await rowsOf(member!)).map((r) => [r.kind, r.amount, r.balanceAfter, r.debtAfter])).toEqual([
      ['purchase', 100, 100, 0],
      ['message', -70, 30, 0],
      ['reversal', -30, 0, 70],
      ['purchase', 50, 50, 70],
      ['reversal', -50, 0, 20],
      ['purchase', 50, 50, 20],
      ['reversal', -20, 30, 0],
    ]);
    expect(await ledgerViolations(db(), [member!])).toEqual([]);
  });

  it('refuses nonsense input before touching the database', async () => {
    const [member] = await newMembers(db(), 1);
    const base = { memberId: member!, kind: 'message', reference: 'm', idempotencyKey: 'bad' } as const;
    await expect(spend(db(), { ...base, amount: 0 })).rejects.toBeInstanceOf(RangeError);
    await expect(spend(db(), { ...base, amount: -5 })).rejects.toBeInstanceOf(RangeError);
    await expect(spend(db(), { ...base, amount: 1.5 })).rejects.toBeInstanceOf(RangeError);
    await expect(grant(db(), { ...base, amount: 5 })).rejects.toBeInstanceOf(RangeError);
    await expect(spend(db(), { ...base, amount: 1, idempotencyKey: '' })).rejects.toBeInstanceOf(RangeError);
    await expect(
      grant(db(), { ...base, kind: 'bonus', amount: 1, idempotencyKey: 'g#debt' }),
    ).rejects.toBeInstanceOf(RangeError);
  });

  describe('fault injection: the caller transaction fails after spend', () => {
    it('leaves no ledger row and the balance unchanged; a retry of the key then applies once', async () => {
      const [member] = await withCredits(20, 'bonus', 'x', 'g-7');
      const input = {
        memberId: member!,
        amount: 8,
        kind: 'message',
        reference: 'message:77',
        idempotencyKey: 's-7',
      } as const;
      const failing = db().transaction(async (tx) => {
        await spend(tx, input);
        throw new Error('the message insert failed');
      });
      await expect(failing).rejects.toThrow('the message insert failed');
      expect(await rowsOf(member!)).toHaveLength(1);
      expect(await balanceOf(db(), member!)).toEqual({ credits: 20, debt: 0 });

      const retried = await db().transaction((tx) => spend(tx, input));
      expect(retried).toMatchObject({ replayed: false, balanceAfter: 12 });
      expect(await db().transaction((tx) => spend(tx, input))).toMatchObject({ replayed: true });
      expect(await balanceOf(db(), member!)).toEqual({ credits: 12, debt: 0 });
      expect(await ledgerViolations(db(), [member!])).toEqual([]);
    });
  });

  describe('the database guards', () => {
    it('refuses a balance written outside the ledger', async () => {
      const [member] = await newMembers(db(), 1);
      await expect(db().update(users).set({ credits: 5 }).where(eq(users.id, member!))).rejects.toThrow();
      await expect(
        db().execute(sql`update users set credits = credits + 1 where id = ${member!}`),
      ).rejects.toThrow();
      await expect(db().update(users).set({ creditDebt: 3 }).where(eq(users.id, member!))).rejects.toThrow();
      expect(await balanceOf(db(), member!)).toEqual({ credits: 0, debt: 0 });
      // Other columns stay writable.
      await db().update(users).set({ invisible: true }).where(eq(users.id, member!));
    });

    it('keeps the ledger append-only, but lets a purged member take their rows along', async () => {
      const [member] = await withCredits(3, 'bonus', 'x', 'g-8');
      await expect(
        db().update(creditLedger).set({ amount: 300 }).where(eq(creditLedger.userId, member!)),
      ).rejects.toThrow();
      await expect(db().delete(creditLedger).where(eq(creditLedger.userId, member!))).rejects.toThrow();
      await expect(
        db().insert(creditLedger).values({
          userId: member!,
          amount: 10,
          kind: 'bonus',
          reference: 'forged',
          idempotencyKey: 'forged',
          requested: 10,
          balanceAfter: 99,
        }),
      ).rejects.toThrow();
      await db().delete(users).where(eq(users.id, member!));
      expect(await rowsOf(member!)).toEqual([]);
    });
  });

  it('never lets concurrent spends overdraw', async () => {
    const [member] = await withCredits(100, 'purchase', 'p', 'g-9');
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, (_, i) =>
        db().transaction((tx) =>
          spend(tx, {
            memberId: member!,
            amount: 10,
            kind: 'message',
            reference: `message:${i}`,
            idempotencyKey: `s-9-${i}`,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(InsufficientCreditsError);
    }
    expect(await balanceOf(db(), member!)).toEqual({ credits: 0, debt: 0 });
    expect(await ledgerViolations(db(), [member!])).toEqual([]);
  });

  describe('GET /api/transactions.php', () => {
    it('pages the member own statement newest first with totals per kind', async () => {
      const cookie = await loginCookie(t.app);
      const [demo] = await db().select({ id: users.id }).from(users).where(eq(users.email, DEMO.email));
      const id = demo!.id;
      for (let i = 0; i < 25; i += 1) {
        await spend(db(), {
          memberId: id,
          amount: 1,
          kind: 'message',
          reference: `message:${i}`,
          idempotencyKey: `demo-s-${i}`,
        });
      }
      await grant(db(), {
        memberId: id,
        amount: 10,
        kind: 'purchase',
        reference: 'payment:1',
        idempotencyKey: 'demo-g',
      });
      await spend(db(), {
        memberId: id,
        amount: 4,
        kind: 'gift',
        reference: 'gift:1',
        idempotencyKey: 'demo-gift',
      });
      const [other] = await newMembers(db(), 1);
      await grant(db(), {
        memberId: other!,
        amount: 99,
        kind: 'bonus',
        reference: 'secret:other',
        idempotencyKey: 'other-g',
      });

      const first = await call(t.app, 'GET', '/api/transactions.php', undefined, { cookie });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      const page1 = first.json<TransactionsResponse>();
      expect(page1.balance).toBe(30 - 25 + 10 - 4);
      expect(page1.debt).toBe(0);
      expect(page1.entries).toHaveLength(TRANSACTIONS_PAGE_SIZE);
      expect(page1.entries[0]).toMatchObject({
        kind: 'gift',
        amount: -4,
        balance_after: 11,
        reference: 'gift:1',
      });
      expect(page1.entries[0]!.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(page1.totals_by_kind).toEqual({
        purchase: 10,
        message: -25,
        photo: 0,
        gift: -4,
        refund: 0,
        bonus: 30,
        reversal: 0,
        adjustment: 0,
      });
      expect(page1.next_before).toBe(page1.entries.at(-1)!.id);

      const second = await call(
        t.app,
        'GET',
        `/api/transactions.php?before=${page1.next_before}`,
        undefined,
        { cookie },
      );
      const page2 = second.json<TransactionsResponse>();
      expect(page2.entries).toHaveLength(28 - TRANSACTIONS_PAGE_SIZE);
      expect(page2.next_before).toBeNull();
      expect(page2.entries.at(-1)).toMatchObject({ kind: 'bonus', amount: 30, reference: 'seed' });
      const all = [...page1.entries, ...page2.entries];
      expect(new Set(all.map((e) => e.id)).size).toBe(28);
      expect(all.map((e) => e.id)).toEqual([...all.map((e) => e.id)].sort((a, b) => b - a));
      expect(all.some((e) => e.reference === 'secret:other')).toBe(false);
    });

    it('shows each member only their own ledger', async () => {
      const email = await otherMemberEmail(t);
      await setPassword(t, email, 'other-password');
      const [other] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
      await grant(db(), {
        memberId: other!.id,
        amount: 5,
        kind: 'bonus',
        reference: 'only-other',
        idempotencyKey: 'iso-g',
      });
      const read = async (cookie: string) => {
        const entries: TransactionsResponse['entries'] = [];
        let url = '/api/transactions.php';
        for (;;) {
          const page = (await call(t.app, 'GET', url, undefined, { cookie })).json<TransactionsResponse>();
          entries.push(...page.entries);
          if (page.next_before === null) return { page, entries };
          url = `/api/transactions.php?before=${page.next_before}`;
        }
      };
      const demoView = await read(await loginCookie(t.app));
      const otherView = await read(await loginCookie(t.app, { email, password: 'other-password' }));
      const ids = async (memberId: number) => (await rowsOf(memberId)).map((r) => r.id).sort((a, b) => b - a);
      const [demo] = await db().select({ id: users.id }).from(users).where(eq(users.email, DEMO.email));
      expect(demoView.entries.map((e) => e.id)).toEqual(await ids(demo!.id));
      expect(otherView.entries.map((e) => e.id)).toEqual(await ids(other!.id));
      expect(otherView.entries[0]).toMatchObject({ reference: 'only-other', amount: 5 });
      expect(otherView.page.balance).toBe((await balanceOf(db(), other!.id)).credits);
    });

    it('validates the cursor', async () => {
      const cookie = await loginCookie(t.app);
      for (const before of ['abc', '-1', '0', '1.5', '99999999999']) {
        const response = await call(t.app, 'GET', `/api/transactions.php?before=${before}`, undefined, {
          cookie,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ error: 'validation_failed' });
      }
    });
  });

  it('holds balance = Σ ledger for every member after all of the above', async () => {
    expect(await ledgerViolations(db())).toEqual([]);
  });
});
