import { StaffComplaintListSchema, StaffComplaintSchema } from '@amora/contracts';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { complaints, staffAudit } from '../src/db/schema.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { startMailCapture, type MailCapture } from './mail-capture.js';
import { siteId } from './search-fixtures.js';
import { addStaff, auditCount, staffCall } from './staff-helpers.js';

let t: TestApp;
let mail: MailCapture;
let site: number;
let supportId: number;

beforeAll(async () => {
  mail = await startMailCapture();
  t = await createTestApp({ memberCount: 0, env: { SMTP_URL: mail.url } });
  site = await siteId(t);
  supportId = (await addStaff(t, ['support'])).id;
});
afterAll(async () => {
  await t.app.close();
  await mail.close();
});

let serial = 0;

/** A complaint as the complaints page stores it. */
async function complaint(language = 'en'): Promise<{ id: number; email: string; reference: string }> {
  serial += 1;
  const email = `complainant${serial}@example.test`;
  const reference = `C-TEST${String(serial).padStart(4, '0')}`;
  const [row] = await t.database.db
    .insert(complaints)
    .values({
      siteId: site,
      reference,
      name: `Complainant ${serial}`,
      email,
      category: 'other',
      message: `Complaint number ${serial}`,
      language,
    })
    .returning({ id: complaints.id });
  return { id: row!.id, email, reference };
}

const asSupport = (method: 'GET' | 'POST', url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
  staffCall(t, supportId, method, url, payload);

describe('the complaints queue (/api/staff/complaints)', () => {
  it('lists open complaints oldest first, a page at a time, and others newest first', async () => {
    const made = [await complaint(), await complaint(), await complaint()];
    const response = await asSupport('GET', '/api/staff/complaints?status=open');
    expect(response.statusCode).toBe(200);
    const open = StaffComplaintListSchema.parse(response.json()).complaints.map((c) => c.id);
    expect(open).toEqual([...open].sort((a, b) => a - b));
    expect(open).toEqual(expect.arrayContaining(made.map((c) => c.id)));
    const all = StaffComplaintListSchema.parse((await asSupport('GET', '/api/staff/complaints')).json());
    const ids = all.complaints.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const after = StaffComplaintListSchema.parse(
      (await asSupport('GET', `/api/staff/complaints?status=open&cursor=${made[0]!.id}`)).json(),
    );
    expect(after.complaints.map((c) => c.id)).not.toContain(made[0]!.id);
    expect(after.complaints.map((c) => c.id)).toContain(made[1]!.id);
  });

  it('shows one complaint as an audited look at private data', async () => {
    const { id, email } = await complaint();
    const before = await auditCount(t);
    const response = await asSupport('GET', `/api/staff/complaints/${id}`);
    expect(response.statusCode).toBe(200);
    expect(StaffComplaintSchema.parse(response.json())).toMatchObject({
      id,
      email,
      status: 'open',
      answer: null,
    });
    expect(await auditCount(t)).toBe(before + 1);
    const [row] = await t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'complaint.viewed'), eq(staffAudit.targetId, String(id))));
    expect(row).toMatchObject({ staffId: supportId, targetType: 'complaint' });
  });

  it('answers by e-mail in the complaint’s language, then closes; a closed one cannot be answered', async () => {
    const { id, email, reference } = await complaint('fr');
    const sent = mail.mails.length;
    const answer = 'Nous avons vérifié le profil signalé et l’avons retiré.';
    const answered = await asSupport('POST', `/api/staff/complaints/${id}/answer`, {
      answer: `  ${answer}  `,
    });
    expect(answered.statusCode).toBe(200);
    expect(StaffComplaintSchema.parse(answered.json())).toMatchObject({ status: 'answered', answer });
    const letter = await mail.next(email, sent);
    expect(letter.subject).toBe(`Réponse à votre réclamation (${reference})`);
    expect(letter.text).toContain(answer);
    expect(letter.text).toContain(reference);
    expect(letter.replyTo).toBe('support@amora.test');

    const before = await auditCount(t);
    const closed = await asSupport('POST', `/api/staff/complaints/${id}/close`, { reason: 'resolved' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', closed_at: expect.any(String) });
    expect(await auditCount(t)).toBe(before + 1);
    const [row] = await t.database.db.select().from(complaints).where(eq(complaints.id, id));
    expect(row).toMatchObject({ closeReason: 'resolved', closedBy: supportId, answeredBy: supportId });

    const late = await asSupport('POST', `/api/staff/complaints/${id}/answer`, { answer: 'one more thing' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'complaint_closed' });
    expect(
      (await asSupport('POST', `/api/staff/complaints/${id}/close`, { reason: 'again' })).statusCode,
    ).toBe(409);
    expect(await auditCount(t)).toBe(before + 1);
    const listed = StaffComplaintListSchema.parse(
      (await asSupport('GET', '/api/staff/complaints?status=closed')).json(),
    );
    expect(listed.complaints.map((c) => c.id)).toContain(id);
  });

  it('answers bad input with a 400 or 404, writing nothing', async () => {
    const { id } = await complaint();
    const before = await auditCount(t);
    const sent = mail.mails.length;
    const cases: Array<[string, 'GET' | 'POST', string, unknown, number]> = [
      ['unknown id', 'GET', '/api/staff/complaints/2000000000', undefined, 404],
      ['huge id', 'GET', '/api/staff/complaints/99999999999999999999', undefined, 400],
      ['bad status', 'GET', '/api/staff/complaints?status=pending', undefined, 400],
      ['bad cursor', 'GET', '/api/staff/complaints?cursor=1e9', undefined, 400],
      ['NUL cursor', 'GET', '/api/staff/complaints?cursor=%00', undefined, 400],
      ['empty answer', 'POST', `/api/staff/complaints/${id}/answer`, { answer: '  ' }, 400],
      ['no answer', 'POST', `/api/staff/complaints/${id}/answer`, {}, 400],
      ['NUL answer', 'POST', `/api/staff/complaints/${id}/answer`, { answer: 'a\u0000b' }, 400],
      ['huge answer', 'POST', `/api/staff/complaints/${id}/answer`, { answer: 'x'.repeat(5001) }, 400],
      ['answer unknown', 'POST', '/api/staff/complaints/2000000000/answer', { answer: 'hello' }, 404],
      ['no reason', 'POST', `/api/staff/complaints/${id}/close`, {}, 400],
      ['close unknown', 'POST', '/api/staff/complaints/2000000000/close', { reason: 'x' }, 404],
    ];
    for (const [label, method, url, body, status] of cases) {
      const response = await asSupport(method, url, body);
      expect({ label, status: response.statusCode }).toEqual({ label, status });
    }
    expect(await auditCount(t)).toBe(before);
    expect(mail.mails.length).toBe(sent);
    const [row] = await t.database.db.select().from(complaints).where(eq(complaints.id, id));
    expect(row).toMatchObject({ status: 'open', answer: null });
  });
});
