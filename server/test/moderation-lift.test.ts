import { ReportCaseDetailSchema } from '@amora/contracts';
import { count, eq } from 'drizzle-orm';
import { bannedEmails, decisions, profiles, staffAudit, users } from '../src/db/schema.js';
import { canonicalEmail } from '../src/modules/moderation/index.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { aSignup, call, signUp } from './account-helpers.js';
import { chatMembers, type ChatMember } from './chat-helpers.js';
import { startMailCapture, type MailCapture } from './mail-capture.js';
import { moderator, openCaseOf, report } from './moderation-helpers.js';
import { auditCount, fakeClock } from './staff-helpers.js';

/*
 * Lifting a restriction before its end, outside an appeal (`POST /api/staff/members/{id}/lift`):
 * one decision row and one audit row in the transaction, the member told why in their language,
 * and a ban's address let back into sign-up.
 */

const PASSWORD = 'chat-password-1';
const DAY = 86_400_000;

let t: TestApp;
let mail: MailCapture;
let mod: Awaited<ReturnType<typeof moderator>>;
let reporter: ChatMember;
let suspended: ChatMember;
let banned: ChatMember;
let hidden: ChatMember;
let address = 0;
const fresh = () => `198.18.7.${(address += 1)}`;

beforeAll(async () => {
  mail = await startMailCapture();
  t = await createTestApp({ memberCount: 5, env: { SMTP_URL: mail.url } });
  fakeClock(t);
  mod = await moderator(t);
  [reporter, suspended, banned, hidden] = await chatMembers(t, 3);
}, 120_000);
afterAll(async () => {
  await t.app.close();
  await mail.close();
});

const lift = (member: ChatMember, body: Record<string, unknown>) =>
  mod.post(`/api/staff/members/${member.id}/lift`, body);

/** Reports `member` and has the moderator take `action` on the case; returns the case id. */
async function restrict(member: ChatMember, action: Record<string, unknown>): Promise<number> {
  expect((await report(t, reporter, { profile_id: member.id, reason: 'harassment' })).statusCode).toBe(200);
  const reportCase = await openCaseOf(t, member.id);
  expect((await mod.act(reportCase!.id, { reason: 'Insulted two members.', ...action })).statusCode).toBe(
    200,
  );
  return reportCase!.id;
}

async function login(member: ChatMember) {
  return call(
    t.app,
    'POST',
    '/api/user.php',
    { email: member.email, password: PASSWORD },
    { remoteAddress: fresh() },
  );
}

async function counts() {
  const [row] = await t.database.db.select({ n: count() }).from(decisions);
  return { decisions: Number(row!.n), audit: await auditCount(t) };
}

it('lifts a suspension early: one decision and one audit row, the member may log in and is told why', async () => {
  const caseId = await restrict(suspended, { action: 'suspend', days: 30 });
  expect((await login(suspended)).statusCode).toBe(403);
  await t.database.db.update(users).set({ language: 'nl' }).where(eq(users.id, suspended.id));

  const before = await counts();
  const sent = mail.mails.length;
  const response = await lift(suspended, { restriction: 'suspend', reason: 'The insults were provoked.' });
  expect(response.statusCode).toBe(200);
  const { reference } = response.json() as { reference: string };
  expect(reference).toMatch(/^D-[0-9A-F]{8}$/);
  expect(await counts()).toEqual({ decisions: before.decisions + 1, audit: before.audit + 1 });

  const [member] = await t.database.db.select().from(users).where(eq(users.id, suspended.id));
  expect(member).toMatchObject({ restriction: null, restrictionEndsAt: null, restrictionDecisionId: null });
  const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, suspended.id));
  expect(profile!.searchable).toBe(true);
  expect((await login(suspended)).statusCode).toBe(200);

  const [audit] = await t.database.db
    .select()
    .from(staffAudit)
    .where(eq(staffAudit.action, 'member.lift_suspend'));
  expect(audit).toMatchObject({
    staffId: mod.id,
    targetType: 'member',
    reason: 'The insults were provoked.',
  });

  // Told in Dutch, with the reason and the new decision's reference.
  const told = await mail.next(suspended.email, sent);
  expect(told.subject).toContain(reference);
  expect(told.text).toContain('je schorsing is eerder voorbij');
  expect(told.text).toContain('The insults were provoked.');

  // Shown in the history of the case that suspended them, for the console's case page.
  const detail = ReportCaseDetailSchema.parse((await mod.get(`/api/staff/reports/${caseId}`)).json());
  expect(detail.decisions.map((decision) => decision.action)).toEqual(['suspend', 'lift_suspend']);
  expect(detail.case.reported.standing).toBe('active');
});

it('lifts a ban: the banned address may sign up again', async () => {
  await restrict(banned, { action: 'ban' });
  const entry = eq(bannedEmails.emailCanonical, canonicalEmail(banned.email));
  expect(await t.database.db.select().from(bannedEmails).where(entry)).toHaveLength(1);

  const sent = mail.mails.length;
  const response = await lift(banned, { restriction: 'ban', reason: 'Mistaken identity.' });
  expect(response.statusCode).toBe(200);
  expect(await t.database.db.select().from(bannedEmails).where(entry)).toEqual([]);
  expect((await login(banned)).statusCode).toBe(200);
  const again = await signUp(t.app, aSignup({ email: banned.email.toUpperCase() }), {
    remoteAddress: fresh(),
  });
  // The address is free of the ban; the account still holds it (not a ban refusal).
  expect(again.response.json().error).not.toBe('email_banned');
  const told = await mail.next(banned.email, sent);
  expect(told.text).toContain('your ban has been lifted');
});

it('lifts a hide: the profile is listed again and the case shows the member no longer hidden', async () => {
  const caseId = await restrict(hidden, { action: 'hide_profile' });
  let detail = ReportCaseDetailSchema.parse((await mod.get(`/api/staff/reports/${caseId}`)).json());
  expect(detail.case.reported.profile_hidden).toBe(true);
  expect((await lift(hidden, { restriction: 'hide_profile', reason: 'Photos verified.' })).statusCode).toBe(
    200,
  );
  const [member] = await t.database.db.select().from(users).where(eq(users.id, hidden.id));
  expect(member!.profileHidden).toBe(false);
  const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, hidden.id));
  expect(profile!.searchable).toBe(true);
  detail = ReportCaseDetailSchema.parse((await mod.get(`/api/staff/reports/${caseId}`)).json());
  expect(detail.case.reported.profile_hidden).toBe(false);
  expect(detail.decisions.at(-1)).toMatchObject({ action: 'lift_hide_profile', reason: 'Photos verified.' });
});

it('refuses a lift without a reason, of a restriction not in place, or of an unknown member, writing nothing', async () => {
  const before = await counts();
  const cases: Array<[string, ChatMember | { id: number }, Record<string, unknown>, number, string]> = [
    ['no reason', hidden, { restriction: 'hide_profile' }, 400, 'validation_failed'],
    ['empty reason', hidden, { restriction: 'hide_profile', reason: '  ' }, 400, 'validation_failed'],
    ['unknown restriction', hidden, { restriction: 'warn', reason: 'x' }, 400, 'validation_failed'],
    [
      'not hidden (any more)',
      hidden,
      { restriction: 'hide_profile', reason: 'again' },
      409,
      'restriction_not_active',
    ],
    ['never suspended', reporter, { restriction: 'suspend', reason: 'x' }, 409, 'restriction_not_active'],
    ['not banned', suspended, { restriction: 'ban', reason: 'x' }, 409, 'restriction_not_active'],
    ['unknown member', { id: 999_999 }, { restriction: 'ban', reason: 'x' }, 404, 'not_found'],
  ];
  for (const [label, member, body, status, error] of cases) {
    const response = await mod.post(`/api/staff/members/${member.id}/lift`, body);
    expect({ label, status: response.statusCode, error: response.json().error }).toEqual({
      label,
      status,
      error,
    });
  }
  // A suspension that ran out is no longer there to lift.
  await restrict(suspended, { action: 'suspend', days: 1 });
  const clock = fakeClock(t);
  clock.advance(2 * DAY);
  const lapsed = await lift(suspended, { restriction: 'suspend', reason: 'x' });
  expect(lapsed.statusCode).toBe(409);
  expect((await counts()).audit).toBe(before.audit + 1);
  expect((await counts()).decisions).toBe(before.decisions + 1);
});

it('takes one of two lifts made at once', async () => {
  await restrict(hidden, { action: 'hide_profile' });
  const answers = await Promise.all([
    lift(hidden, { restriction: 'hide_profile', reason: 'first' }),
    lift(hidden, { restriction: 'hide_profile', reason: 'second' }),
  ]);
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
});
