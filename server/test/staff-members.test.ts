import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { decisions, sessions, staffAudit, users } from '../src/db/schema.js';
import type { TestApp } from '../src/test-support/test-app.js';
import { aSignup, pathOf, signUp } from './account-helpers.js';
import { chatMembers } from './chat-helpers.js';
import { DEMO, getUser, login } from './helpers.js';
import { addVariant, getLander, visitorCookie } from './landers-helpers.js';
import { startAppWithMail, type MailCapture } from './mail-capture.js';
import { report } from './moderation-helpers.js';
import { addStaff, auditCount, fakeClock, lastAudit, staffCall } from './staff-helpers.js';

let t: TestApp;
let mail: MailCapture;
let close: () => Promise<void>;
let supportId: number;
beforeAll(async () => {
  ({ t, mail, close } = await startAppWithMail());
  fakeClock(t);
  supportId = (await addStaff(t, ['support'])).id;
});
afterAll(() => close());

const asSupport = (method: 'GET' | 'POST', url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
  staffCall(t, supportId, method, url, payload);

async function memberId(email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

async function sessionCount(id: number): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, id));
  return Number(row?.n ?? 0);
}

describe('finding a member', () => {
  it('needs a reason, and audits every look-up with it', async () => {
    const before = await auditCount(t);
    const refused = await asSupport('GET', `/api/staff/members?q=${encodeURIComponent(DEMO.email)}`);
    expect(refused.statusCode).toBe(400);
    expect(typeof refused.json().message).toBe('string');
    const blank = await asSupport('GET', `/api/staff/members?q=${encodeURIComponent(DEMO.email)}&reason=%20`);
    expect(blank.statusCode).toBe(400);
    expect(await auditCount(t)).toBe(before);

    const byEmail = await asSupport(
      'GET',
      `/api/staff/members?q=${encodeURIComponent(DEMO.email.toUpperCase())}&reason=${encodeURIComponent('Complaint C-1: billing question')}`,
    );
    expect(byEmail.statusCode).toBe(200);
    const id = await memberId(DEMO.email);
    expect(byEmail.json().members.map((m: { id: number }) => m.id)).toEqual([id]);
    expect(await lastAudit(t)).toMatchObject({
      action: 'member.searched',
      reason: 'Complaint C-1: billing question',
      after: { q: DEMO.email.toUpperCase(), found: [id] },
    });

    const byId = (await asSupport('GET', `/api/staff/members?q=${id}&reason=ticket`)).json();
    expect(byId.members.some((m: { id: number }) => m.id === id)).toBe(true);
    const name = byEmail.json().members[0].name as string;
    const byName = (await asSupport('GET', `/api/staff/members?q=${encodeURIComponent(name.slice(0, 3))}&reason=ticket`)).json(); // prettier-ignore
    expect(byName.members.some((m: { id: number }) => m.id === id)).toBe(true);
    // LIKE's wildcards are searched for literally.
    expect((await asSupport('GET', '/api/staff/members?q=%25%25&reason=ticket')).json().members).toEqual([]);
    expect(await auditCount(t)).toBe(before + 4);
  });

  it('shows the member’s page (audited): state, credits, payments, reports, devices', async () => {
    const [demo, other] = await chatMembers(t, 1, 40);
    expect((await report(t, demo!, { profile_id: other!.id, reason: 'spam' })).statusCode).toBe(200);
    const refused = await asSupport('GET', `/api/staff/members/${demo!.id}`);
    expect(refused.statusCode).toBe(400);
    const page = await asSupport('GET', `/api/staff/members/${demo!.id}?reason=ticket%2042`);
    expect(page.statusCode).toBe(200);
    const member = page.json();
    expect(member).toMatchObject({
      id: demo!.id,
      email: DEMO.email,
      state: { status: 'confirmed', restriction: null },
      credits: { balance: expect.any(Number) },
    });
    expect(member.statement[0]).toMatchObject({ kind: 'bonus', amount: 40 });
    expect(member.reports.by[0]).toMatchObject({ member_id: other!.id, reason: 'spam' });
    expect(member.sessions).toBeGreaterThan(0);
    expect(Array.isArray(member.payments)).toBe(true);
    expect(Array.isArray(member.devices)).toBe(true);
    expect(await lastAudit(t)).toMatchObject({
      action: 'member.viewed',
      targetId: String(demo!.id),
      reason: 'ticket 42',
    });
    const about = (await asSupport('GET', `/api/staff/members/${other!.id}?reason=ticket`)).json();
    expect(about.reports.about[0]).toMatchObject({ member_id: demo!.id, reason: 'spam' });
    expect((await asSupport('GET', '/api/staff/members/424242?reason=ticket')).statusCode).toBe(404);
  });

  it('names the lander variant a member signed up through, and none for a direct sign-up', async () => {
    await addVariant(t, {
      key: 'support-video',
      family: 'video',
      slug: 'she-support',
      niche: 2,
      language: 'en',
    });
    const view = await getLander(t.app, '?family=video&slug=she-support', { language: 'en' });
    expect(view.json().variant.key).toBe('support-video');
    const landed = await signUp(t.app, aSignup(), {
      cookie: visitorCookie(view),
      headers: { host: 'amora.test' },
    });
    expect(landed.response.statusCode).toBe(201);
    const page = await asSupport(
      'GET',
      `/api/staff/members/${await memberId(landed.body.email)}?reason=ticket`,
    );
    expect(page.json().signup_lander).toEqual({
      key: 'support-video',
      family: 'video',
      niche: 2,
      language: 'en',
      visited_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const direct = await signUp(t.app);
    const directPage = await asSupport(
      'GET',
      `/api/staff/members/${await memberId(direct.body.email)}?reason=ticket`,
    );
    expect(directPage.statusCode).toBe(200);
    expect(directPage.json().signup_lander).toBeNull();
  });

  it('is for support and admins only', async () => {
    const finance = await addStaff(t, ['finance']);
    const response = await staffCall(t, finance.id, 'GET', '/api/staff/members?q=demo&reason=x');
    expect(response.statusCode).toBe(403);
  });
});

describe('support actions', () => {
  it('resends the activation mail to an unconfirmed member, and only to one', async () => {
    const member = await signUp(t.app);
    const id = await memberId(member.body.email);
    const sent = mail.mails.length;
    const response = await asSupport('POST', `/api/staff/members/${id}/activation`, {
      reason: 'never got the mail',
    });
    expect(response.statusCode).toBe(200);
    const received = await mail.next(member.body.email, sent);
    const activated = await t.app.inject({ method: 'GET', url: pathOf(received.link) });
    expect(activated.headers.location).toMatch(/^\/activate\/done/);
    expect(await lastAudit(t)).toMatchObject({ action: 'member.activation_resent', targetId: String(id) });
    const again = await asSupport('POST', `/api/staff/members/${id}/activation`, { reason: 'again' });
    expect(again.statusCode).toBe(409);
  });

  it('changes the e-mail address: log-in takes the new one, the old one is told', async () => {
    const member = await signUp(t.app);
    const id = await memberId(member.body.email);
    const newEmail = `changed.${Date.now()}@example.com`;
    const sent = mail.mails.length;
    const response = await asSupport('POST', `/api/staff/members/${id}/email`, {
      email: newEmail,
      reason: 'lost access to the old mailbox',
    });
    expect(response.statusCode).toBe(200);
    expect((await mail.next(member.body.email, sent)).text).toContain(newEmail);
    expect(await lastAudit(t)).toMatchObject({
      action: 'member.email_changed',
      before: { email: member.body.email },
      after: { email: newEmail },
    });
    const loggedIn = await login(t.app, { email: newEmail, password: member.body.password });
    expect(loggedIn.statusCode).toBe(200);

    const before = await auditCount(t);
    const taken = await asSupport('POST', `/api/staff/members/${id}/email`, {
      email: DEMO.email,
      reason: 'x',
    });
    expect(taken.statusCode).toBe(409);
    const same = await asSupport('POST', `/api/staff/members/${id}/email`, { email: newEmail, reason: 'x' });
    expect(same.statusCode).toBe(400);
    const invalid = await asSupport('POST', `/api/staff/members/${id}/email`, { email: 'nope', reason: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(await auditCount(t)).toBe(before);
  });

  it('ends all of a member’s sessions', async () => {
    const [, other] = await chatMembers(t, 1, 0);
    expect(await sessionCount(other!.id)).toBeGreaterThan(0);
    const response = await asSupport('POST', `/api/staff/members/${other!.id}/sessions/end`, {
      reason: 'member asked after losing a phone',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().sessions_ended).toBeGreaterThan(0);
    expect(await sessionCount(other!.id)).toBe(0);
    // The member's browser is signed out: its cookie no longer names them.
    expect((await getUser(t.app, { cookie: other!.cookie })).body).not.toContain(other!.email);
  });

  it('suspends through the trust-and-safety decision, with a statement of reasons', async () => {
    const [, , target] = await chatMembers(t, 2, 0);
    const sent = mail.mails.length;
    const before = await auditCount(t);
    const missing = await asSupport('POST', `/api/staff/members/${target!.id}/suspend`, {
      reason: 'x',
      days: 3,
    });
    expect(missing.statusCode).toBe(400);
    expect(await auditCount(t)).toBe(before);
    const response = await asSupport('POST', `/api/staff/members/${target!.id}/suspend`, {
      reason: 'Asked several members for money.',
      ground: 'terms_scam',
      days: 7,
    });
    expect(response.statusCode).toBe(200);
    const reference = response.json().decision as string;
    const [decision] = await t.database.db.select().from(decisions).where(eq(decisions.reference, reference));
    expect(decision).toMatchObject({
      memberId: target!.id,
      caseId: null,
      action: 'suspend',
      staffId: supportId,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, target!.id));
    expect(row!.restriction).toBe('suspended');
    expect(await sessionCount(target!.id)).toBe(0);
    expect(await auditCount(t)).toBe(before + 1);
    const [audit] = await t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'member.suspended'));
    expect(audit).toMatchObject({ targetId: String(target!.id), reason: 'Asked several members for money.' });
    expect((await mail.next(target!.email, sent)).text).toContain(reference);
    // The member is told why when they try to log in.
    const refused = await login(t.app, { email: target!.email, password: 'chat-password-1' });
    expect(refused.statusCode).toBe(403);
  });
});
