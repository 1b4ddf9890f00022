import { FREE_CONVERSATIONS, type SendMessageResponse } from '@amora/contracts';
import { eq, sql } from 'drizzle-orm';
import { conversations, creditLedger, messages, users } from '../src/db/schema.js';
import { grant, spend } from '../src/modules/credits/index.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { chatMembers, send, type ChatMember } from './chat-helpers.js';
import { balanceOf, ledgerViolations } from './credits-helpers.js';

const PRICE = 10;

/** Gives the member exactly `credits`, through the ledger. */
async function setCredits(db: TestApp['database']['db'], memberId: number, credits: number) {
  const { credits: now } = await balanceOf(db, memberId);
  const key = `concurrent-${Date.now()}-${Math.random()}`;
  if (now < credits)
    await grant(db, { memberId, amount: credits - now, kind: 'bonus', reference: 'test', idempotencyKey: key }); // prettier-ignore
  if (now > credits)
    await spend(db, { memberId, amount: now - credits, kind: 'adjustment', reference: 'test', idempotencyKey: key }); // prettier-ignore
}

/** How many message debits the member's ledger holds. */
const messageDebitsOf = async (db: TestApp['database']['db'], memberId: number) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(creditLedger)
      .where(sql`${creditLedger.userId} = ${memberId} and ${creditLedger.kind} = 'message'`)
  )[0]!.n;

/** A member's count of started conversations beside the conversations they started that exist. */
async function startedCount(db: TestApp['database']['db'], memberId: number) {
  const [row] = await db
    .select({
      counted: users.conversationsStarted,
      existing: sql<number>`(select count(*)::int from conversations c where c.started_by = ${memberId})`,
    })
    .from(users)
    .where(eq(users.id, memberId));
  return row;
}

/**
 * Many first messages of one member at once. On PostgreSQL (DATABASE_URL) the sends run on pooled
 * connections and meet on the sender's row lock: each answer is a success or the refusal the spec
 * names (402 not enough credits, 403 free-conversation limit), never a deadlock's 500, and exactly
 * the sends that could be paid for are stored and debited. PGlite runs them one after another.
 * In conversations that exist, a member's follow-ups queue on their row lock while the replies
 * to them lock their own senders, so none waits for another in a circle, and each message is
 * stored, debited and counted unread exactly once.
 */
describe('concurrent sends of one member', () => {
  let t: TestApp;
  let sender: ChatMember;
  let others: ChatMember[];
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 24 });
    [sender, ...others] = await chatMembers(t, 20, 0);
  });
  afterAll(() => t.app.close());
  const db = () => t.database.db;

  /** The sender with exactly `credits` and the given paid state, and no conversation yet. */
  async function prepare(credits: number, paid: boolean) {
    await db().delete(conversations).where(eq(conversations.startedBy, sender.id));
    await db().update(users).set({ paidUser: paid, conversationsStarted: 0 }).where(eq(users.id, sender.id));
    await setCredits(db(), sender.id, credits);
  }

  async function sendAtOnce(to: ChatMember[]) {
    const responses = await Promise.all(
      to.map((other) => send(t, sender, { profile_id: other.id, text: 'Hi!' })),
    );
    return responses.map((response) => ({ status: response.statusCode, body: response.json() }));
  }

  /** The sender's stored messages (their conversations are cleared before each case). */
  const stored = async () =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(messages)
        .where(eq(messages.senderId, sender.id))
    )[0]!.n;

  const debits = () => messageDebitsOf(db(), sender.id);

  it('sends ten affordable first messages at once: ten answers of 200, ten debits', async () => {
    await prepare(120, true);
    const before = await debits();
    const answers = await sendAtOnce(others.slice(0, 10));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const balances = answers.map((a) => (a.body as SendMessageResponse).balance).sort((x, y) => y - x);
    expect(balances).toEqual([110, 100, 90, 80, 70, 60, 50, 40, 30, 20]);
    expect(await debits()).toBe(before + 10);
    expect(await stored()).toBe(10);
    expect(await balanceOf(db(), sender.id)).toEqual({ credits: 20, debt: 0 });
    expect(await ledgerViolations(db(), [sender.id])).toEqual([]);
  });

  it('debits exactly the affordable ones and refuses the rest with 402', async () => {
    await prepare(7 * PRICE, true);
    const before = await debits();
    const answers = await sendAtOnce(others.slice(10, 20));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(7).fill(200), ...Array(3).fill(402)]);
    for (const refused of answers.filter((a) => a.status === 402))
      expect(refused.body).toMatchObject({ error: 'insufficient_credits' });
    expect(await debits()).toBe(before + 7);
    expect(await stored()).toBe(7);
    expect(await balanceOf(db(), sender.id)).toEqual({ credits: 0, debt: 0 });
    expect(await ledgerViolations(db(), [sender.id])).toEqual([]);
  });

  it('holds the free-conversation limit however many first messages race it', async () => {
    await prepare(120, false);
    const before = await debits();
    const answers = await sendAtOnce(others.slice(0, 10));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([
      ...Array(FREE_CONVERSATIONS).fill(200),
      ...Array(10 - FREE_CONVERSATIONS).fill(403),
    ]);
    for (const refused of answers.filter((a) => a.status === 403))
      expect(refused.body).toMatchObject({ error: 'chat_free_limit' });
    expect(await debits()).toBe(before + FREE_CONVERSATIONS);
    expect(await balanceOf(db(), sender.id)).toEqual({ credits: 120 - FREE_CONVERSATIONS * PRICE, debt: 0 });
    expect(await startedCount(db(), sender.id)).toEqual({
      counted: FREE_CONVERSATIONS,
      existing: FREE_CONVERSATIONS,
    });
  });

  it('counts a conversation removed since against no one: its starter may start another', async () => {
    // A free member of its own: the cases above use up the demo member's rate.
    const member = others[18]!;
    await db().update(users).set({ paidUser: false }).where(eq(users.id, member.id));
    await setCredits(db(), member.id, 10 * PRICE);
    const to = others.slice(0, FREE_CONVERSATIONS + 2);
    for (const other of to.slice(0, FREE_CONVERSATIONS))
      expect((await send(t, member, { profile_id: other.id, text: 'Hi!' })).statusCode).toBe(200);
    // As when the other member's account is purged: the row goes, the starter's count stays.
    const [memberA, memberB] = [member.id, to[0]!.id].sort((x, y) => x - y);
    await db().delete(conversations).where(sql`${conversations.memberA} = ${memberA} and ${conversations.memberB} = ${memberB}`); // prettier-ignore
    expect(await startedCount(db(), member.id)).toEqual({
      counted: FREE_CONVERSATIONS,
      existing: FREE_CONVERSATIONS - 1,
    });
    expect((await send(t, member, { profile_id: to[FREE_CONVERSATIONS]!.id, text: 'Hi!' })).statusCode).toBe(
      200,
    );
    const refused = await send(t, member, { profile_id: to[FREE_CONVERSATIONS + 1]!.id, text: 'Hi!' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'chat_free_limit' });
    expect(await startedCount(db(), member.id)).toEqual({
      counted: FREE_CONVERSATIONS + 1,
      existing: FREE_CONVERSATIONS,
    });
    expect(await ledgerViolations(db(), [member.id])).toEqual([]);
  });

  it('sends follow-ups and their replies at once in open conversations: no deadlock, each paid once', async () => {
    // A paying member of its own: the cases above keep the demo member's conversations and rate.
    const member = others[19]!;
    await db().update(users).set({ paidUser: true }).where(eq(users.id, member.id));
    await setCredits(db(), member.id, 10 * PRICE);
    const to = others.slice(0, 10);
    const opened = await Promise.all(
      to.map((other) => send(t, member, { profile_id: other.id, text: 'Hi!' })),
    );
    expect(opened.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    for (const other of to)
      await grant(db(), { memberId: other.id, amount: PRICE, kind: 'bonus', reference: 'test', idempotencyKey: `reply-${other.id}-${Date.now()}` }); // prettier-ignore
    await setCredits(db(), member.id, 5 * PRICE);
    const before = await messageDebitsOf(db(), member.id);
    const [followUps, replies] = await Promise.all([
      Promise.all(to.map((other) => send(t, member, { profile_id: other.id, text: 'And you?' }))),
      Promise.all(to.map((other) => send(t, other, { profile_id: member.id, text: 'Hi back!' }))),
    ]);
    expect(followUps.map((response) => response.statusCode).sort()).toEqual([
      ...Array(5).fill(200),
      ...Array(5).fill(402),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
    expect(await messageDebitsOf(db(), member.id)).toBe(before + 5);
    expect(await balanceOf(db(), member.id)).toEqual({ credits: 0, debt: 0 });
    // Every message counted unread once, on the side of the member who received it.
    const [counts] = await db()
      .select({
        mine: sql<number>`sum(case when ${conversations.memberA} = ${member.id} then ${conversations.unreadA} else ${conversations.unreadB} end)::int`,
        theirs: sql<number>`sum(case when ${conversations.memberA} = ${member.id} then ${conversations.unreadB} else ${conversations.unreadA} end)::int`,
      })
      .from(conversations)
      .where(eq(conversations.startedBy, member.id));
    expect(counts).toEqual({ mine: 10, theirs: 15 });
    expect(await ledgerViolations(db(), [member.id, ...to.map((other) => other.id)])).toEqual([]);
  });
});
