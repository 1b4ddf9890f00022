import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { directDebitMandates, payments, sites, smsCodes, users } from '../src/db/schema.js';
import {
  DIRECT_DEBIT_LIMIT_CENTS,
  requireUsableMandate,
} from '../src/modules/payments/direct-debit/index.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { newPayingMember, type TestMember } from './payments-helpers.js';

/*
 * Direct debit: the SMS code, the mandate form's checks, the masked answers and the
 * rules a direct-debit payment must pass. Codes are read from the outbox the test app writes to
 * (no SMS_URL), as a developer reads them at /dev/sms.
 */

const IBAN = 'NL91ABNA0417164300';
const IBAN_TYPED = 'nl91 abna 0417 1643 00';
const MOBILE = '+31 6 1234 5678';
const URL = '/api/directdebit.php';

let mobileSerial = 0;
/** A number of its own per test, so the per-number send limit of one test never hits another. */
const freshMobile = () => `+31 6 ${String(20_000_000 + (mobileSerial += 1) + (process.pid % 1000) * 1000)}`;

function aMandate(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    account_holder: 'Anna de Vries',
    iban: IBAN_TYPED,
    street: 'Keizersgracht',
    house_number: '12a',
    postal_code: '1015 CX',
    city: 'Amsterdam',
    mobile: MOBILE,
    sms_code: '000000',
    authorization: true,
    ...overrides,
  };
}

/** Every representation of the full IBAN that must never leave the server. */
function expectNoFullIban(response: LightMyRequestResponse, iban = IBAN): void {
  const body = response.body.toUpperCase().replace(/\s+/g, '');
  expect(body).not.toContain(iban);
  expect(body).not.toContain(iban.slice(4));
}

describe('direct debit (modules/payments/direct-debit)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 1 });
  });
  afterAll(async () => t.app.close());
  const db = () => t.database.db;

  const sendCode = (member: TestMember, mobile: string) =>
    call(t.app, 'POST', `${URL}?action=send-code`, { mobile }, { cookie: member.cookie });
  const postMandate = (member: TestMember, body: unknown) =>
    call(t.app, 'POST', URL, body, { cookie: member.cookie });

  /** The code of the newest text to `mobile` (E.164) in the outbox. */
  async function lastCode(mobile: string): Promise<string> {
    const e164 = mobile.replace(/[^0-9+]/g, '');
    const text = (await t.app.ctx.sms.list()).find((m) => m.to === e164)?.text ?? '';
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    if (!code) throw new Error(`no code texted to ${e164}`);
    return code;
  }

  /** Sends a code to a fresh number and answers the number and the code. */
  async function codeFor(member: TestMember): Promise<{ mobile: string; code: string }> {
    const mobile = freshMobile();
    const response = await sendCode(member, mobile);
    expect(response.statusCode).toBe(200);
    return { mobile, code: await lastCode(mobile) };
  }

  async function withMandate(member: TestMember, overrides: Record<string, unknown> = {}) {
    const { mobile, code } = await codeFor(member);
    const response = await postMandate(member, aMandate({ mobile, sms_code: code, ...overrides }));
    expect(response.statusCode).toBe(200);
    return response;
  }

  describe('SMS code', () => {
    it('texts a 6-digit code, keeps only its hash, and answers the number masked', async () => {
      const member = await newPayingMember(t);
      const mobile = freshMobile();
      const response = await sendCode(member, mobile);
      expect(response.statusCode).toBe(200);
      const e164 = mobile.replace(/\s/g, '');
      const body = response.json();
      expect(body.mobile).toBe(`+31 ******${e164.slice(-3)}`);
      expect(body.resend_after).toBe(60);
      expect(new Date(body.expires_at).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
      const code = await lastCode(mobile);
      const [row] = await db().select().from(smsCodes).where(eq(smsCodes.userId, member.id));
      expect(row!.phone).toBe(e164);
      expect(row!.codeHash).not.toContain(code);
      expect(response.body).not.toContain(code);
    });

    it('limits sends to 3 per 15 minutes per member and per number', async () => {
      const member = await newPayingMember(t);
      for (let i = 0; i < 3; i += 1) expect((await sendCode(member, freshMobile())).statusCode).toBe(200);
      const refused = await sendCode(member, freshMobile());
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'too_many_requests' });
      expect(refused.json().message).toMatch(/Too many SMS codes requested\. Please try again in \d+ min\./);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      // Three members sending to one number: the number's own limit stops the fourth.
      const shared = freshMobile();
      for (let i = 0; i < 3; i += 1)
        expect((await sendCode(await newPayingMember(t), shared)).statusCode).toBe(200);
      const fourth = await newPayingMember(t);
      expect((await sendCode(fourth, shared)).statusCode).toBe(429);
      // …which did not use up the fourth member's own allowance.
      expect((await sendCode(fourth, freshMobile())).statusCode).toBe(200);
    });

    it('refuses a number that is not in international format with the field message', async () => {
      const member = await newPayingMember(t);
      for (const mobile of ['0612345678', '+31', 'call me', 42]) {
        const response = await sendCode(member, mobile as string);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          error: 'validation_failed',
          fields: { mobile: 'Enter your mobile number in international format, e.g. +31 6 12345678.' },
        });
      }
      const unknownAction = await call(
        t.app,
        'POST',
        `${URL}?action=nope`,
        { mobile: MOBILE },
        { cookie: member.cookie },
      );
      expect(unknownAction.statusCode).toBe(400);
    });
  });

  describe('mandate form', () => {
    it('stores the mandate and answers it with the IBAN masked, in the POST and the GET', async () => {
      const member = await newPayingMember(t);
      const before = await call(t.app, 'GET', URL, undefined, { cookie: member.cookie });
      expect(before.json()).toEqual({
        mandate: null,
        blocked: false,
        limit_left: DIRECT_DEBIT_LIMIT_CENTS,
        currency: 'EUR',
      });

      const stored = await withMandate(member);
      expectNoFullIban(stored);
      expect(stored.json().mandate).toMatchObject({
        account_holder: 'Anna de Vries',
        iban: 'NL** **** **** **** 4300',
        city: 'Amsterdam',
      });
      const got = await call(t.app, 'GET', URL, undefined, { cookie: member.cookie });
      expect(got.statusCode).toBe(200);
      expect(got.json().mandate.iban).toBe('NL** **** **** **** 4300');
      expectNoFullIban(got);

      const [row] = await db()
        .select()
        .from(directDebitMandates)
        .where(eq(directDebitMandates.userId, member.id));
      expect(row).toMatchObject({ iban: IBAN, status: 'active', houseNumber: '12a' });
    });

    it('refuses an IBAN with a wrong check digit, and one from outside SEPA, without using the code', async () => {
      const member = await newPayingMember(t);
      const { mobile, code } = await codeFor(member);
      const typo = await postMandate(
        member,
        aMandate({ mobile, sms_code: code, iban: 'NL92 ABNA 0417 1643 00' }),
      );
      expect(typo.statusCode).toBe(400);
      expect(typo.json()).toMatchObject({
        error: 'validation_failed',
        fields: {
          iban: 'This IBAN is not correct: the check digits do not match. Please check it for a typo.',
        },
      });
      expectNoFullIban(typo, 'NL92ABNA0417164300');

      const brazil = await postMandate(
        member,
        aMandate({ mobile, sms_code: code, iban: 'BR1800360305000010009795493C1' }),
      );
      expect(brazil.statusCode).toBe(400);
      expect(brazil.json().fields).toEqual({
        iban: 'Direct debit is only possible from a bank account in the SEPA area.',
      });
      const garbage = await postMandate(member, aMandate({ mobile, sms_code: code, iban: 'hello' }));
      expect(garbage.json().fields.iban).toBe('Enter a valid IBAN, e.g. NL91 ABNA 0417 1643 00.');

      // The code was never looked at: it still stores the mandate.
      expect((await postMandate(member, aMandate({ mobile, sms_code: code }))).statusCode).toBe(200);
    });

    it('answers every missing or wrong field with its own translated message, never a 500', async () => {
      const member = await newPayingMember(t);
      const empty = await postMandate(member, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fields).toEqual({
        account_holder: "Enter the account holder's name.",
        iban: 'Enter a valid IBAN, e.g. NL91 ABNA 0417 1643 00.',
        street: 'Enter the street.',
        house_number: 'Enter the house number.',
        postal_code: 'Enter the postal code.',
        city: 'Enter the city.',
        mobile: 'Enter your mobile number in international format, e.g. +31 6 12345678.',
        sms_code: 'Enter the 6-digit code from the SMS.',
        authorization: 'Please authorize the direct debit to continue.',
      });
      const unauthorized = await postMandate(member, aMandate({ authorization: false }));
      expect(unauthorized.statusCode).toBe(400);
      expect(unauthorized.json()).toMatchObject({
        message: 'Please authorize the direct debit to continue.',
        fields: { authorization: 'Please authorize the direct debit to continue.' },
      });
      for (const body of [
        aMandate({ iban: 12 }),
        aMandate({ sms_code: 123456 }),
        aMandate({ account_holder: '   ' }),
        aMandate({ city: 'x'.repeat(5000) }),
        aMandate({ amount: 1 }),
        [],
        'text',
      ]) {
        const response = await postMandate(member, body);
        expect(response.statusCode).toBe(400);
      }
      // In the member's own language.
      await db().update(users).set({ language: 'de' }).where(eq(users.id, member.id));
      const german = await postMandate(member, aMandate({ authorization: false }));
      expect(german.json().fields.authorization).toBe(
        'Bitte erteile das Lastschriftmandat, um fortzufahren.',
      );
    });

    it('counts a wrong code, refuses after 5 tries until a new code is sent', async () => {
      const member = await newPayingMember(t);
      const { mobile, code } = await codeFor(member);
      const wrong = code === '111111' ? '222222' : '111111';
      const first = await postMandate(member, aMandate({ mobile, sms_code: wrong }));
      expect(first.statusCode).toBe(400);
      expect(first.json()).toMatchObject({
        error: 'sms_code_invalid',
        message: 'The SMS code is not correct. Tries left: 4.',
        fields: { sms_code: 'The SMS code is not correct. Tries left: 4.' },
      });
      for (let i = 0; i < 3; i += 1) await postMandate(member, aMandate({ mobile, sms_code: wrong }));
      const fifth = await postMandate(member, aMandate({ mobile, sms_code: wrong }));
      expect(fifth.json()).toMatchObject({ error: 'sms_code_tries' });
      // Even the right code is refused now…
      const right = await postMandate(member, aMandate({ mobile, sms_code: code }));
      expect(right.json()).toMatchObject({
        error: 'sms_code_tries',
        message: 'Too many wrong codes. Please request a new SMS code.',
      });
      // …until a new one is sent.
      const again = await sendCode(member, mobile);
      expect(again.statusCode).toBe(200);
      expect(
        (await postMandate(member, aMandate({ mobile, sms_code: await lastCode(mobile) }))).statusCode,
      ).toBe(200);
    });

    it('refuses an expired code, a code for another number and a used code', async () => {
      const member = await newPayingMember(t);
      const { mobile, code } = await codeFor(member);
      const realNow = t.app.ctx.clock.now;
      t.app.ctx.clock.now = () => new Date(Date.now() + 11 * 60_000);
      try {
        const expired = await postMandate(member, aMandate({ mobile, sms_code: code }));
        expect(expired.statusCode).toBe(400);
        expect(expired.json()).toMatchObject({
          error: 'sms_code_expired',
          fields: { sms_code: 'The SMS code has expired. Please request a new code.' },
        });
      } finally {
        t.app.ctx.clock.now = realNow;
      }

      const fresh = await codeFor(member);
      const otherNumber = await postMandate(
        member,
        aMandate({ mobile: freshMobile(), sms_code: fresh.code }),
      );
      expect(otherNumber.json()).toMatchObject({
        error: 'sms_code_invalid',
        message: 'Please request an SMS code for this mobile number first.',
      });
      expect(
        (await postMandate(member, aMandate({ mobile: fresh.mobile, sms_code: fresh.code }))).statusCode,
      ).toBe(200);
      const reused = await postMandate(member, aMandate({ mobile: fresh.mobile, sms_code: fresh.code }));
      expect(reused.statusCode).toBe(400);
    });

    it('replaces the active mandate: the previous one is revoked, one stays active', async () => {
      const member = await newPayingMember(t);
      await withMandate(member);
      const second = await withMandate(member, {
        iban: 'DE89 3704 0044 0532 0130 00',
        account_holder: 'Anna Schmidt',
      });
      expect(second.json().mandate).toMatchObject({
        iban: 'DE** **** **** **** 3000',
        account_holder: 'Anna Schmidt',
      });
      expectNoFullIban(second, 'DE89370400440532013000');
      const rows = await db()
        .select({ status: directDebitMandates.status, iban: directDebitMandates.iban })
        .from(directDebitMandates)
        .where(eq(directDebitMandates.userId, member.id))
        .orderBy(directDebitMandates.id);
      expect(rows).toEqual([
        { status: 'revoked', iban: IBAN },
        { status: 'active', iban: 'DE89370400440532013000' },
      ]);
    });

    it('is for members only', async () => {
      for (const [method, url] of [
        ['GET', URL],
        ['POST', URL],
        ['POST', `${URL}?action=send-code`],
      ] as const) {
        const response = await call(t.app, method, url, method === 'POST' ? aMandate() : undefined);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ error: 'authentication_required' });
      }
    });
  });

  describe('requireUsableMandate (payment creation)', () => {
    async function addPayment(
      memberId: number,
      values: { amount: number; status: string; method?: string; ageDays?: number },
    ) {
      const [site] = await db().select({ id: sites.id }).from(sites).where(eq(sites.isDefault, true));
      const createdAt = new Date(Date.now() - (values.ageDays ?? 0) * 86_400_000);
      const [mandate] = await db()
        .select({ id: directDebitMandates.id })
        .from(directDebitMandates)
        .where(and(eq(directDebitMandates.userId, memberId), eq(directDebitMandates.status, 'active')));
      await db()
        .insert(payments)
        .values({
          userId: memberId,
          siteId: site!.id,
          bundle: 'p1',
          credits: 100,
          method: values.method ?? 'directdebit',
          provider: 'sandbox',
          amount: values.amount,
          currency: 'EUR',
          country: 'NL',
          status: values.status,
          clientKey: randomUUID(),
          mandateId: values.method && values.method !== 'directdebit' ? null : (mandate?.id ?? null),
          createdAt,
        });
    }
    const usable = (memberId: number, amount: number, currency = 'EUR') =>
      db().transaction((tx) => requireUsableMandate(tx, { memberId, amount, currency }));

    it('needs an active mandate, in euros', async () => {
      const member = await newPayingMember(t);
      await expect(usable(member.id, 1000)).rejects.toMatchObject({
        statusCode: 409,
        code: 'direct_debit_no_mandate',
        messageKey: 'errors.directDebitNoMandate',
      });
      await withMandate(member);
      const [mandate] = await db()
        .select({ id: directDebitMandates.id })
        .from(directDebitMandates)
        .where(eq(directDebitMandates.userId, member.id));
      await expect(usable(member.id, 1000)).resolves.toEqual({ mandateId: mandate!.id });
      await expect(usable(member.id, 1000, 'PLN')).rejects.toMatchObject({
        messageKey: 'errors.directDebitCurrency',
      });
    });

    it('blocks a member whose direct debit was charged back', async () => {
      const member = await newPayingMember(t);
      await withMandate(member);
      await addPayment(member.id, { amount: 999, status: 'charged_back', method: 'ideal' });
      await expect(usable(member.id, 1000)).resolves.toBeDefined();
      await addPayment(member.id, { amount: 999, status: 'charged_back', ageDays: 200 });
      await expect(usable(member.id, 1000)).rejects.toMatchObject({
        statusCode: 403,
        code: 'direct_debit_blocked',
        messageKey: 'errors.directDebitBlocked',
      });
      const state = await call(t.app, 'GET', URL, undefined, { cookie: member.cookie });
      expect(state.json()).toMatchObject({ blocked: true, limit_left: 0 });
    });

    it('refuses past the 30-day limit, counting pending and completed direct debits only', async () => {
      const member = await newPayingMember(t);
      await withMandate(member);
      await addPayment(member.id, { amount: 6000, status: 'completed' });
      await addPayment(member.id, { amount: 6000, status: 'pending' });
      // Not counted: failed, cancelled, another method, older than 30 days.
      await addPayment(member.id, { amount: 9000, status: 'failed' });
      await addPayment(member.id, { amount: 9000, status: 'cancelled' });
      await addPayment(member.id, { amount: 9000, status: 'completed', method: 'ideal' });
      await addPayment(member.id, { amount: 9000, status: 'completed', ageDays: 31 });

      await expect(usable(member.id, DIRECT_DEBIT_LIMIT_CENTS - 12_000)).resolves.toBeDefined();
      await expect(usable(member.id, DIRECT_DEBIT_LIMIT_CENTS - 12_000 + 1)).rejects.toMatchObject({
        statusCode: 403,
        code: 'direct_debit_limit',
        messageKey: 'errors.directDebitLimit',
      });
      const state = await call(t.app, 'GET', URL, undefined, { cookie: member.cookie });
      expect(state.json()).toMatchObject({ blocked: false, limit_left: DIRECT_DEBIT_LIMIT_CENTS - 12_000 });
      expect(t.app.ctx.i18n.translatorFor('en')('errors.directDebitLimit')).toMatch(
        /^Your limit for direct debit payments has been reached/,
      );
    });
  });
});
