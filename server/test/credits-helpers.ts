import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/database.js';
import { sites, users } from '../src/db/schema.js';

let serial = 0;

/** Fresh members of the default site with 0 credits (the users trigger allows only 0 on insert). */
export async function newMembers(db: Db, count: number): Promise<number[]> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.isDefault, true));
  if (!site) throw new Error('no default site');
  const stamp = `${process.pid}.${Date.now()}`;
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, () => {
        serial += 1;
        const email = `ledger.${stamp}.${serial}@example.com`;
        return { siteId: site.id, email, emailNormalized: email, passwordHash: 'x', language: 'en' };
      }),
    )
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

export async function balanceOf(db: Db, memberId: number): Promise<{ credits: number; debt: number }> {
  const [row] = await db
    .select({ credits: users.credits, debt: users.creditDebt })
    .from(users)
    .where(eq(users.id, memberId));
  if (!row) throw new Error(`no member ${memberId}`);
  return row;
}

interface Violation {
  user_id: number;
  problem: string;
}

/**
 * The ledger's invariants for the given members (all members when omitted): balance ≥ 0,
 * balance = Σ ledger, debt = the last row's debt_after, and every row's balance_after = the
 * previous row's + its amount. Answers the violations (none when all hold).
 */
export async function ledgerViolations(db: Db, memberIds?: number[]): Promise<Violation[]> {
  const filter = memberIds ? sql`where u.id = any(${sql.param(memberIds)}::int[])` : sql``;
  const result = await db.execute(sql`
    with sums as (
      select u.id, u.credits, u.credit_debt,
        coalesce((select sum(l.amount) from credit_ledger l where l.user_id = u.id), 0)::int as total,
        coalesce((select l.debt_after from credit_ledger l where l.user_id = u.id order by l.id desc limit 1), 0) as last_debt
      from users u ${filter}
    ), chain as (
      select l.user_id, l.id, l.amount, l.balance_after,
        coalesce(lag(l.balance_after) over (partition by l.user_id order by l.id), 0) as previous
      from credit_ledger l join sums s on s.id = l.user_id
    )
    select id as user_id, 'balance ' || credits || ' <> sum ' || total as problem from sums where credits <> total
    union all select id, 'negative balance ' || credits from sums where credits < 0
    union all select id, 'debt ' || credit_debt || ' <> last debt_after ' || last_debt from sums where credit_debt <> last_debt
    union all select user_id, 'chain broken at row ' || id from chain where balance_after <> previous + amount
  `);
  return (result as unknown as { rows: Violation[] }).rows;
}
