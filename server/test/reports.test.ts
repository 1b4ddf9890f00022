import { count, eq } from 'drizzle-orm';
import { blocks, conversations, photos, rateEvents, reportCases, reports } from '../src/db/schema.js';
import type { TestApp } from '../src/test-support/test-app.js';
import { chatMembers, seedMessages, send, type ChatMember } from './chat-helpers.js';
import { startAppWithMail, type MailCapture } from './mail-capture.js';
import { openCaseOf, report } from './moderation-helpers.js';

/** Members report members (docs/api/reports.md): validation, abuse, evidence and merging. */
describe('POST /api/report.php', () => {
  let t: TestApp;
  let mail: MailCapture;
  let close: () => Promise<void>;
  let demo: ChatMember;
  let a: ChatMember;
  let b: ChatMember;
  let c: ChatMember;
  let d: ChatMember;
  // A database, members and their password hashes: slow on a busy machine (not a speed test).
  beforeAll(async () => {
    ({ t, mail, close } = await startAppWithMail());
    [demo, a, b, c, d] = await chatMembers(t, 4);
  }, 120_000);
  afterAll(() => close());

  const tableCounts = async () => {
    const db = t.database.db;
    const [cases] = await db.select({ n: count() }).from(reportCases);
    const [rows] = await db.select({ n: count() }).from(reports);
    const [blockRows] = await db.select({ n: count() }).from(blocks);
    return { cases: cases!.n, reports: rows!.n, blocks: blockRows!.n };
  };

  it('refuses a report of yourself, of an unknown, purged or deleted member, or from another chat, writing nothing', async () => {
    const before = await tableCounts();
    const self = await report(t, a, { profile_id: a.id, reason: 'spam' });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({
      error: 'validation_failed',
      fields: { profile_id: 'You cannot report yourself.' },
    });
    const unknown = await report(t, a, { profile_id: 99_999_999, reason: 'spam' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('not_found');
    const deleted = await chatMembers(t, 4, 0).then((all) => all[4]!);
    await t.database.db.execute(`update users set status = 'pending_deletion' where id = ${deleted.id}`);
    expect((await report(t, a, { profile_id: deleted.id, reason: 'scam' })).statusCode).toBe(404);
    await t.database.db.execute(`update users set status = 'confirmed' where id = ${deleted.id}`);
    // A conversation of two other members is not the reporter's to attach.
    expect((await send(t, b, { profile_id: c.id, text: 'hello there' })).statusCode).toBe(200);
    const [theirs] = await t.database.db.select({ id: conversations.id }).from(conversations);
    const foreign = await report(t, a, { profile_id: b.id, reason: 'harassment', conversation: theirs!.id });
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json().fields)).toEqual(['conversation']);
    const badReason = await report(t, a, { profile_id: b.id, reason: 'ugly' });
    expect(badReason.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/report.php',
      headers: { 'x-request-type': 'client', 'content-type': 'application/json' },
      payload: { profile_id: b.id, reason: 'spam' },
    });
    expect(anonymous.json().error).toBe('authentication_required');
    expect(await tableCounts()).toEqual(before);
    const [used] = await t.database.db
      .select({ n: count() })
      .from(rateEvents)
      .where(eq(rateEvents.kind, 'report-member'));
    expect(used!.n).toBe(0);
  });

  it('stores the profile and its photos as they were, and the last 20 messages of the chat', async () => {
    await t.database.db.insert(photos).values({
      userId: b.id,
      filename: 'evidence-full.jpg',
      thumbFilename: 'evidence-thumb.jpg',
      status: 'active',
      isMain: true,
    });
    expect((await send(t, b, { profile_id: demo.id, text: 'first words' })).statusCode).toBe(200);
    const [conversation] = await t.database.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.memberB, Math.max(b.id, demo.id)));
    const texts = Array.from({ length: 25 }, (_, i) => `send me money ${i}`);
    await seedMessages(t, conversation!.id, b, texts);
    const response = await report(t, demo, {
      profile_id: b.id,
      reason: 'money',
      text: '  asked for a gift card  ',
      conversation: conversation!.id,
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({ ok: true, reference: expect.stringMatching(/^R-[0-9A-F]{8}$/), blocked: false });
    // The reporter is told it arrived; the reported member is told nothing.
    const ack = await mail.next(demo.email);
    expect(ack.subject).toContain(answer.reference);
    expect(mail.mails.some((m) => m.to.includes(b.email.toLowerCase()))).toBe(false);

    // The member edits the profile and deletes the photo afterwards: the evidence stays as it was.
    await t.database.db.execute(`update profiles set about_me = 'changed later' where user_id = ${b.id}`);
    await t.database.db.delete(photos).where(eq(photos.userId, b.id));
    const [stored] = await t.database.db.select().from(reports).where(eq(reports.reporterId, demo.id));
    expect(stored!.text).toBe('asked for a gift card');
    const profile = stored!.profile as { about: string; photos: Array<{ url: string; status: string }> };
    expect(profile.about).not.toBe('changed later');
    expect(profile.photos).toEqual([
      expect.objectContaining({ url: expect.stringContaining('evidence-full.jpg'), status: 'active' }),
    ]);
    const evidence = stored!.messages as Array<{ from: string; text: string }>;
    expect(evidence).toHaveLength(20);
    expect(evidence.at(-1)).toMatchObject({ from: 'reported', text: 'send me money 24' });
    expect(evidence[0]).toMatchObject({ text: 'send me money 5' });
  });

  it('merges a repeat by the same reporter and other reporters into the reported member`s one open case', async () => {
    const first = (await report(t, c, { profile_id: d.id, reason: 'spam' })).json();
    const again = (
      await report(t, c, { profile_id: d.id, reason: 'underage', text: 'says she is 15' })
    ).json();
    const other = (await report(t, a, { profile_id: d.id, reason: 'photos' })).json();
    expect(again.reference).toBe(first.reference);
    expect(other.reference).toBe(first.reference);
    const open = await openCaseOf(t, d.id);
    expect(open!.severity).toBe(0);
    const rows = await t.database.db.select().from(reports).where(eq(reports.caseId, open!.id));
    expect(rows.map((row) => [row.reporterId, row.reason]).sort()).toEqual(
      [
        [c.id, 'underage'],
        [a.id, 'photos'],
      ].sort(),
    );
  });

  it('blocks in the same step when asked', async () => {
    const response = await report(t, a, { profile_id: c.id, reason: 'harassment', block: true });
    expect(response.json()).toMatchObject({ ok: true, blocked: true });
    const rows = await t.database.db.select().from(blocks).where(eq(blocks.blockerId, a.id));
    expect(rows.map((row) => row.blockedId)).toContain(c.id);
  });

  it('allows 10 reports a day, then answers 429 with Retry-After and writes nothing', async () => {
    const reporter = b;
    for (let i = 0; i < 10; i += 1)
      expect((await report(t, reporter, { profile_id: d.id, reason: 'spam' })).statusCode).toBe(200);
    const before = await tableCounts();
    const flood = await report(t, reporter, { profile_id: c.id, reason: 'spam' });
    expect(flood.statusCode).toBe(429);
    expect(Number(flood.headers['retry-after'])).toBeGreaterThan(0);
    expect(flood.json().error).toBe('too_many_requests');
    expect(await tableCounts()).toEqual(before);
  });
});
