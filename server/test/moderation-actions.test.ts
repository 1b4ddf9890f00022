import { REALTIME_CLOSE } from '@amora/contracts';
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import {
  complaints,
  decisions,
  photos,
  profiles,
  removedPhotoHashes,
  reportCases,
  sessions,
  staff,
  staffAudit,
  users,
} from '../src/db/schema.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { aSignup, call, signUp } from './account-helpers.js';
import { chatMembers, send, type ChatMember } from './chat-helpers.js';
import { setPassword } from './helpers.js';
import { startMailCapture, type MailCapture } from './mail-capture.js';
import { moderator, openCaseOf, report } from './moderation-helpers.js';
import { listen, open } from './realtime-helpers.js';
import { startOfIsoWeek } from '../src/modules/moderation/overview.js';
import { liftExpiredSuspensions } from '../src/core/member-rules.js';
import { auditCount, fakeClock } from './staff-helpers.js';

/*
 * The reports queue and its actions (docs/api/staff.md): every action is one decision row and one
 * audit row, the restriction holds everywhere other members look, and the member is told why.
 */

const PASSWORD = 'chat-password-1';
const DAY = 86_400_000;

describe('the reports queue and its actions', () => {
  let t: TestApp;
  let mail: MailCapture;
  let base: string;
  let clock: ReturnType<typeof fakeClock>;
  let mod: Awaited<ReturnType<typeof moderator>>;
  let reporter: ChatMember;
  let suspended: ChatMember;
  let banned: ChatMember;
  let photoOwner: ChatMember;
  let warned: ChatMember;
  let hidden: ChatMember;
  let dismissed: ChatMember;
  const caseOf = new Map<number, number>();
  let address = 0;
  const fresh = () => `198.18.1.${(address += 1)}`;

  // A database, members and their password hashes: slow on a busy machine (not a speed test).
  beforeAll(async () => {
    mail = await startMailCapture();
    t = await createTestApp({ memberCount: 8, env: { SMTP_URL: mail.url } });
    // Monday morning of this ISO week: the suspension's three days stay within the week's numbers.
    clock = fakeClock(t, startOfIsoWeek(new Date()).getTime() + 9 * 3_600_000);
    base = await listen(t);
    mod = await moderator(t);
    [reporter, suspended, banned, photoOwner, warned, hidden, dismissed] = await chatMembers(t, 6);
  }, 120_000);
  afterAll(async () => {
    await t.app.close();
    await mail.close();
  });

  async function searchIds(cookie: string): Promise<number[]> {
    const ids: number[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/search.php${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
      const response = await call(t.app, 'GET', url, undefined, { cookie, remoteAddress: fresh() });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { profiles: Array<{ id: number }>; next_cursor: string | null };
      ids.push(...body.profiles.map((p) => p.id));
      cursor = body.next_cursor;
    } while (cursor);
    return ids;
  }

  /** What the reporter sees of `member`: search, chats, sent likes, the profile view. */
  async function seenBy(viewer: ChatMember, member: ChatMember) {
    const chats = (await call(t.app, 'GET', '/api/chats.php', undefined, { cookie: viewer.cookie })).json();
    const likes = (
      await call(t.app, 'GET', '/api/likes.php?type=sent', undefined, { cookie: viewer.cookie })
    ).json();
    const view = await call(t.app, 'GET', `/api/profile.php?id=${member.id}`, undefined, {
      cookie: viewer.cookie,
      remoteAddress: fresh(),
    });
    const [row] = await t.database.db
      .select({ searchable: profiles.searchable })
      .from(profiles)
      .where(eq(profiles.userId, member.id));
    return {
      search: (await searchIds(viewer.cookie)).includes(member.id),
      searchable: row!.searchable,
      chats: (chats.chats as Array<{ profile_id: number }>).some((chat) => chat.profile_id === member.id),
      likes: (likes.profiles as Array<{ id: number }>).some((card) => card.id === member.id),
      profile: view.statusCode,
    };
  }

  /** An action that must write exactly one decision row and one audit row. */
  async function act(member: ChatMember, body: Record<string, unknown>) {
    const [decisionsBefore] = await t.database.db.select({ n: count() }).from(decisions);
    const auditBefore = await auditCount(t);
    const response = await mod.act(caseOf.get(member.id)!, body);
    expect(response.statusCode).toBe(200);
    const [decisionsAfter] = await t.database.db.select({ n: count() }).from(decisions);
    expect(decisionsAfter!.n - decisionsBefore!.n).toBe(1);
    expect((await auditCount(t)) - auditBefore).toBe(1);
    return response.json() as { decision_id: number; reference: string; status: string };
  }

  it('lists open cases most severe first, then oldest first, filters by reason and pages by cursor', async () => {
    const reasons: Array<[ChatMember, string]> = [
      [warned, 'spam'],
      [suspended, 'harassment'],
      [hidden, 'photos'],
      [banned, 'scam'],
      [dismissed, 'money'],
      [photoOwner, 'underage'],
    ];
    for (const [member, reason] of reasons) {
      clock.advance(60_000);
      const extra = member === suspended ? { text: 'insults me every day' } : {};
      expect((await report(t, reporter, { profile_id: member.id, reason, ...extra })).statusCode).toBe(200);
      caseOf.set(member.id, (await openCaseOf(t, member.id))!.id);
    }
    const queue = await mod.get('/api/staff/reports');
    expect(queue.statusCode).toBe(200);
    const ids = (queue.json().cases as Array<{ reported: { id: number } }>).map((c) => c.reported.id);
    expect(ids).toEqual([photoOwner.id, dismissed.id, suspended.id, banned.id, hidden.id, warned.id]);
    const money = (await mod.get('/api/staff/reports?reason=money')).json();
    expect(money.cases.map((c: { reported: { id: number } }) => c.reported.id)).toEqual([dismissed.id]);
    expect(money.cases[0]).toMatchObject({
      status: 'open',
      reasons: ['money'],
      report_count: 1,
      appealed: false,
    });

    // Fifty-one closed cases of one member: two pages, nothing twice, nothing lost.
    const now = clock.now();
    await t.database.db.insert(reportCases).values(
      Array.from({ length: 51 }, (_, i) => ({
        siteId: 1,
        reportedId: warned.id,
        reference: `R-PAGE${String(i).padStart(4, '0')}`,
        status: 'dismissed',
        severity: i % 3,
        openedAt: new Date(now.getTime() - i * 1000),
        lastReportedAt: now,
      })),
    );
    const first = (await mod.get('/api/staff/reports?status=dismissed')).json();
    expect(first.cases).toHaveLength(50);
    const second = (await mod.get(`/api/staff/reports?status=dismissed&cursor=${first.next_cursor}`)).json();
    expect(second.cases).toHaveLength(1);
    expect(second.next_cursor).toBeNull();
    const all = [...first.cases, ...second.cases].map((c: { id: number }) => c.id);
    expect(new Set(all).size).toBe(51);
    expect((await mod.get('/api/staff/reports?cursor=not-a-cursor')).statusCode).toBe(400);
  });

  it('shows a case with its evidence as one audited look', async () => {
    const before = await auditCount(t);
    const detail = await mod.get(`/api/staff/reports/${caseOf.get(suspended.id)}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      case: { reported: { id: suspended.id, standing: 'active' } },
      reports: [{ reporter: { id: reporter.id }, reason: 'harassment', text: 'insults me every day' }],
      decisions: [],
    });
    expect((await auditCount(t)) - before).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(staffAudit)
      .orderBy(staffAudit.id)
      .limit(1)
      .offset(before);
    expect(row).toMatchObject({ staffId: mod.id, action: 'report.viewed', targetType: 'report_case' });
    expect((await mod.get('/api/staff/reports/999999')).statusCode).toBe(404);
    expect(await auditCount(t)).toBe(before + 1);
  });

  it('dismisses without telling the member, and answers 409 to a second action', async () => {
    const before = mail.mails.length;
    const outcome = await act(dismissed, { action: 'dismiss', reason: 'Friendly banter, no money asked.' });
    expect(outcome).toMatchObject({
      status: 'dismissed',
      reference: expect.stringMatching(/^D-[0-9A-F]{8}$/),
    });
    const again = await mod.act(caseOf.get(dismissed.id)!, { action: 'ban', reason: 'changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('case_decided');
    expect(mail.mails.slice(before).some((m) => m.to.includes(dismissed.email.toLowerCase()))).toBe(false);
  });

  it('warns, with the statement of reasons in the member`s language', async () => {
    await t.database.db.update(users).set({ language: 'de' }).where(eq(users.id, warned.id));
    const before = mail.mails.length;
    const outcome = await act(warned, { action: 'warn', reason: 'Werbung für eine andere Seite.' });
    const statement = await mail.next(warned.email, before);
    expect(statement.subject).toBe(`Unsere Entscheidung zu deinem Amora-Konto (${outcome.reference})`);
    expect(statement.text).toContain('Was wir entschieden haben: eine Verwarnung.');
    expect(statement.text).toContain(
      'Allgemeine Geschäftsbedingungen, Abschnitt „Verhaltensregeln“: kein Spam und keine Werbung',
    );
    expect(statement.text).toContain('nach der Meldung eines anderen Mitglieds');
    expect(statement.text).toContain('automatisierte Mittel wurden nicht eingesetzt');
    expect(statement.text).toContain('Werbung für eine andere Seite.');
    expect(statement.text).toContain(`mit der Referenz ${outcome.reference}`);
    expect(statement.text).toContain('außergerichtliche Streitbeilegungsstelle');
    // The first link cites the terms' section; the button leads to the complaints page.
    expect(statement.link).toMatch(/\/terms#rules-of-conduct\)\.$/);
    expect(statement.text).toMatch(/: http:\/\/\S+\/complaints\n/);
  });

  it('removes a photo the way photo deletion does and keeps its hash out', async () => {
    const [photo] = await t.database.db
      .insert(photos)
      .values({
        userId: photoOwner.id,
        filename: 'removed-full.jpg',
        thumbFilename: 'removed-thumb.jpg',
        phash: '0123456789abcdef',
        status: 'active',
        isMain: true,
      })
      .returning({ id: photos.id });
    const [other] = await t.database.db
      .insert(photos)
      .values({ userId: warned.id, filename: 'x.jpg', thumbFilename: 'x-t.jpg', status: 'active' })
      .returning({ id: photos.id });
    const notTheirs = await mod.act(caseOf.get(photoOwner.id)!, {
      action: 'remove_photo',
      reason: 'A child in the photo.',
      photo_id: other!.id,
    });
    expect(notTheirs.statusCode).toBe(400);
    expect(Object.keys(notTheirs.json().fields)).toEqual(['photo_id']);
    const before = mail.mails.length;
    await act(photoOwner, { action: 'remove_photo', reason: 'A child in the photo.', photo_id: photo!.id });
    expect(await t.database.db.select().from(photos).where(eq(photos.id, photo!.id))).toEqual([]);
    const hashes = await t.database.db.select().from(removedPhotoHashes);
    expect(hashes.map((row) => row.phash)).toContain('0123456789abcdef');
    const statement = await mail.next(photoOwner.email, before);
    expect(statement.text).toContain('one of your photos has been removed');
    // The clause as the terms page names it (no invented section numbers), with its anchor.
    expect(statement.text).toContain(
      'The ground: Terms and conditions, section “Age and registration”: the minimum age',
    );
    expect(statement.text).toMatch(/\/terms#age-and-registration\)/);
  });

  it('hides a profile from other members while the member can still log in', async () => {
    await setPassword(t, hidden.email, PASSWORD);
    expect((await seenBy(reporter, hidden)).search).toBe(true);
    await act(hidden, {
      action: 'hide_profile',
      reason: 'Photos of someone else.',
      ground: 'terms_fake_profile',
    });
    expect(await seenBy(reporter, hidden)).toMatchObject({ search: false, searchable: false, profile: 404 });
    const login = await call(t.app, 'POST', '/api/user.php', { email: hidden.email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('suspends: sessions and sockets end, login is refused with the details, the member vanishes, and returns by itself', async () => {
    expect((await send(t, suspended, { profile_id: reporter.id, text: 'hello you' })).statusCode).toBe(200);
    expect(
      (await call(t.app, 'POST', '/api/like.php', { profile_id: suspended.id }, { cookie: reporter.cookie }))
        .statusCode,
    ).toBe(200);
    expect(await seenBy(reporter, suspended)).toEqual({
      search: true,
      searchable: true,
      chats: true,
      likes: true,
      profile: 200,
    });
    const tab = open(base, suspended.cookie, base);
    await tab.opened;
    await tab.next('hello');
    await t.database.db.update(users).set({ language: 'nl' }).where(eq(users.id, suspended.id));
    const before = mail.mails.length;

    const outcome = await act(suspended, { action: 'suspend', days: 3, reason: 'Repeated insults in chat.' });

    const closed = await Promise.race([
      tab.closed,
      new Promise<string>((r) => setTimeout(() => r('open'), 3000)),
    ]);
    expect(closed).toBe(REALTIME_CLOSE.loggedOut);
    const [left] = await t.database.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, suspended.id));
    expect(left!.n).toBe(0);
    const refused = await call(t.app, 'POST', '/api/user.php', {
      email: suspended.email,
      password: PASSWORD,
    });
    expect(refused.statusCode).toBe(403);
    const endsAt = new Date(clock.now().getTime() + 3 * DAY).toISOString();
    expect(refused.json()).toMatchObject({
      error: 'account_suspended',
      restriction: { kind: 'suspended', ends_at: endsAt, reason: 'Repeated insults in chat.' },
    });
    expect(await seenBy(reporter, suspended)).toEqual({
      search: false,
      searchable: false,
      chats: false,
      likes: false,
      profile: 404,
    });
    const write = await send(t, reporter, { profile_id: suspended.id, text: 'are you there?' });
    expect(write.statusCode).toBe(409);
    const statement = await mail.next(suspended.email, before);
    expect(statement.text).toContain(`je account is geschorst tot ${endsAt.slice(0, 10)}`);
    expect(statement.text).toContain(outcome.reference);
    const detail = (await mod.get(`/api/staff/reports/${caseOf.get(suspended.id)}`)).json();
    expect(detail.case).toMatchObject({
      status: 'actioned',
      reported: { standing: 'suspended', suspended_until: endsAt },
    });
    expect(detail.decisions).toEqual([
      expect.objectContaining({
        action: 'suspend',
        staff_email: mod.email,
        automated: false,
        ends_at: endsAt,
        ground: 'terms_harassment',
      }),
    ]);

    clock.advance(3 * DAY + 60_000);
    // Back in every list once the scheduler's minute lifts the lapsed suspension, before any login.
    expect(await liftExpiredSuspensions(t.database.db, clock.now())).toBe(1);
    expect(await seenBy(reporter, suspended)).toMatchObject({ search: true, searchable: true, profile: 200 });
    expect(await liftExpiredSuspensions(t.database.db, clock.now())).toBe(0);
    const back = await call(t.app, 'POST', '/api/user.php', { email: suspended.email, password: PASSWORD });
    expect(back.statusCode).toBe(200);
    expect((await seenBy(reporter, suspended)).search).toBe(true);
  });

  it('bans: login refused without an end, and the address (Gmail rules) cannot sign up again', async () => {
    await t.database.db
      .update(users)
      .set({ email: 'jane.doe@gmail.com', emailNormalized: 'jane.doe@gmail.com' })
      .where(eq(users.id, banned.id));
    await setPassword(t, 'jane.doe@gmail.com', PASSWORD);
    await act(banned, { action: 'ban', reason: 'Asked three members for money.' });
    const refused = await call(t.app, 'POST', '/api/user.php', {
      email: 'jane.doe@gmail.com',
      password: PASSWORD,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'account_banned',
      restriction: { kind: 'banned', ends_at: null, reason: 'Asked three members for money.' },
    });
    await t.database.db.delete(users).where(eq(users.id, banned.id));
    const again = await signUp(t.app, aSignup({ email: ' JaneDoe+again@GoogleMail.com' }), {
      remoteAddress: fresh(),
    });
    expect(again.response.statusCode).toBe(409);
    expect(again.response.json()).toMatchObject({
      error: 'email_banned',
      fields: { email: expect.any(String) },
    });
    const someoneElse = await signUp(t.app, aSignup(), { remoteAddress: fresh() });
    expect(someoneElse.response.statusCode).toBe(201);
  });

  it('reopens the case on an appeal naming the member`s own decision, and refuses someone else`s', async () => {
    const [decision] = await t.database.db
      .select({ reference: decisions.reference })
      .from(decisions)
      .where(eq(decisions.memberId, suspended.id));
    const [others] = await t.database.db
      .select({ reference: decisions.reference })
      .from(decisions)
      .where(eq(decisions.memberId, warned.id));
    const complaint = (reference: string) => ({
      name: 'Suspended Member',
      email: suspended.email,
      category: 'appeal',
      decision_reference: reference.toLowerCase(),
      message: 'I only answered their insults, please look again.',
    });
    const [complaintsBefore] = await t.database.db.select({ n: count() }).from(complaints);
    const foreign = await call(t.app, 'POST', '/api/complaints.php', complaint(others!.reference), {
      remoteAddress: fresh(),
    });
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json().fields)).toEqual(['decision_reference']);
    const [complaintsAfter] = await t.database.db.select({ n: count() }).from(complaints);
    expect(complaintsAfter!.n).toBe(complaintsBefore!.n);

    const auditBefore = await auditCount(t);
    const appeal = await call(t.app, 'POST', '/api/complaints.php', complaint(decision!.reference), {
      remoteAddress: fresh(),
    });
    expect(appeal.statusCode).toBe(200);
    const [reopened] = await t.database.db
      .select()
      .from(reportCases)
      .where(eq(reportCases.id, caseOf.get(suspended.id)!));
    expect(reopened).toMatchObject({ status: 'open', appealed: true, decidedAt: null });
    expect((await auditCount(t)) - auditBefore).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(staffAudit)
      .orderBy(staffAudit.id)
      .offset(auditBefore)
      .limit(1);
    expect(row).toMatchObject({ staffId: null, action: 'report.appealed', targetId: String(reopened!.id) });
    // Reopened: a moderator can decide again, and the appellant hears that the decision stands.
    const sent = mail.mails.length;
    expect(
      (await mod.act(reopened!.id, { action: 'warn', reason: 'Suspension stands, a warning on record.' }))
        .statusCode,
    ).toBe(200);
    await mail.next(suspended.email, sent);
    // The warning's own statement goes to the same address; the outcome is the other mail.
    const outcome = mail.mails
      .slice(sent)
      .find((m) => m.to.includes(suspended.email.toLowerCase()) && m.subject.startsWith('Your appeal'))!;
    expect(outcome.subject).toBe(`Your appeal: our decision ${decision!.reference} stands`);
    expect(outcome.text).toContain('Suspension stands, a warning on record.');
    expect(outcome.text).toContain(appeal.json().reference);
    expect(outcome.text).toContain('out-of-court dispute settlement');
  });

  it('undoes the case`s restriction when the appeal is upheld (a logged-in member`s appeal)', async () => {
    const [decision] = await t.database.db
      .select({ reference: decisions.reference })
      .from(decisions)
      .where(eq(decisions.memberId, hidden.id));
    const appeal = await call(
      t.app,
      'POST',
      '/api/complaints.php',
      {
        name: 'Hidden Member',
        email: 'another-address@example.com',
        category: 'appeal',
        decision_reference: decision!.reference,
        message: 'These are my own photos, I can prove it.',
      },
      { cookie: hidden.cookie, remoteAddress: fresh() },
    );
    expect(appeal.statusCode).toBe(200);
    expect((await seenBy(reporter, hidden)).search).toBe(false);
    const sent = mail.mails.length;
    const outcome = await act(hidden, { action: 'dismiss', reason: 'Appeal upheld: the photos are hers.' });
    expect(outcome.status).toBe('dismissed');
    // The appellant is told at the complaint's address, in the complaint's language.
    const told = await mail.next('another-address@example.com', sent);
    expect(told.subject).toBe(`Your appeal: our decision ${decision!.reference} is reversed`);
    expect(told.text).toContain('Appeal upheld: the photos are hers.');
    expect(await seenBy(reporter, hidden)).toMatchObject({ search: true, searchable: true, profile: 200 });
  });

  it('lets only one of two moderators acting at once decide a case', async () => {
    expect((await report(t, reporter, { profile_id: warned.id, reason: 'spam' })).statusCode).toBe(200);
    const reportCase = await openCaseOf(t, warned.id);
    const other = await moderator(t);
    const answers = await Promise.all([
      mod.act(reportCase!.id, { action: 'warn', reason: 'Spam again.' }),
      other.act(reportCase!.id, { action: 'dismiss', reason: 'Looks fine to me.' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const written = await t.database.db.select().from(decisions).where(eq(decisions.caseId, reportCase!.id));
    expect(written).toHaveLength(1);
  });

  it('sums up the console`s home: open reports by reason and age, photos waiting, complaints, actions this week', async () => {
    await t.database.db
      .insert(photos)
      .values({ userId: warned.id, filename: 'w.jpg', thumbFilename: 'w-t.jpg' });
    const response = await mod.get('/api/staff/overview');
    expect(response.statusCode).toBe(200);
    const overview = response.json();
    const [waiting] = await t.database.db
      .select({ n: count() })
      .from(photos)
      .where(and(isNull(photos.reviewedAt), ne(photos.status, 'rejected')));
    const [filed] = await t.database.db
      .select({ n: count() })
      .from(complaints)
      .where(ne(complaints.status, 'closed'));
    // Every moderator who decided this week (the race above may have gone to the other one).
    const decided = await t.database.db
      .select({ staff_id: decisions.staffId, staff_email: staff.email, actions: count() })
      .from(decisions)
      .innerJoin(staff, eq(staff.id, decisions.staffId))
      .groupBy(decisions.staffId, staff.email);
    expect(overview.photos_waiting).toBe(waiting!.n);
    expect(overview.complaints_open).toBe(filed!.n);
    expect(overview.actions_this_week).toEqual(
      [...decided].sort((a, b) => b.actions - a.actions || a.staff_id! - b.staff_id!),
    );
    expect(overview.actions_this_week.map((row: { staff_id: number }) => row.staff_id)).toContain(mod.id);
    const open = await t.database.db.select().from(reportCases).where(eq(reportCases.status, 'open'));
    expect(overview.open_reports.total).toBe(open.length);
    expect(
      Object.values(overview.open_reports.by_age as Record<string, number>).reduce((a, b) => a + b, 0),
    ).toBe(open.length);
    expect(overview.open_reports.by_reason).toMatchObject({ underage: 0, money: 0 });
    clock.advance(8 * DAY);
    const later = (await mod.get('/api/staff/overview')).json();
    expect(later.actions_this_week).toEqual([]);
    expect(later.open_reports.by_age.over_7d).toBe(open.length);
  });
});
