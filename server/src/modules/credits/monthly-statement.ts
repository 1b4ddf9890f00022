import { isLocale } from '@amora/contracts';
import { and, eq, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { creditLedger, profiles, sites, spendingControls, users } from '../../db/schema.js';
import type { AppContext } from '../../types.js';
import { sendAccountMail, siteOrigin } from '../mail/index.js';

/*
 * The monthly statement e-mail members can ask for in their spending controls: on the first run of
 * a month, each of them gets last month's credits in and out. The month is claimed in
 * `spending_controls.last_statement_month` before the mail goes out, so several instances (or a
 * retried job) send it once; a failed delivery is logged and not retried (the statement page has it).
 */

/** `YYYY-MM` of the UTC month before `now`, and that month's bounds. */
export function previousMonth(now: Date): { label: string; start: Date; end: Date } {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const start = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 1, 1));
  return { label: start.toISOString().slice(0, 7), start, end };
}

interface MonthTotals {
  bought: number;
  messages: number;
  photos: number;
  gifts: number;
  refunded: number;
}

async function totalsOf(ctx: AppContext, memberId: number, start: Date, end: Date): Promise<MonthTotals> {
  const rows = await ctx.db
    .select({ kind: creditLedger.kind, total: sql<string>`sum(${creditLedger.amount})` })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, memberId),
        gte(creditLedger.createdAt, start),
        lt(creditLedger.createdAt, end),
      ),
    )
    .groupBy(creditLedger.kind);
  const sum = (kind: string) => Math.abs(Number(rows.find((row) => row.kind === kind)?.total ?? 0));
  return {
    bought: sum('purchase'),
    messages: sum('message'),
    photos: sum('photo'),
    gifts: sum('gift'),
    refunded: sum('refund'),
  };
}

/** Sends last month's statement to every member who asked for it and has not had it; answers how many. */
export async function sendMonthlyStatements(ctx: AppContext, now = ctx.clock.now()): Promise<number> {
  const month = previousMonth(now);
  const due = await ctx.db
    .select({ userId: spendingControls.userId })
    .from(spendingControls)
    .where(
      and(
        eq(spendingControls.monthlyStatement, true),
        or(isNull(spendingControls.lastStatementMonth), ne(spendingControls.lastStatementMonth, month.label)),
      ),
    );
  let sent = 0;
  for (const { userId } of due) {
    // The claim: only the run that moves last_statement_month to this month sends the mail.
    const claimed = await ctx.db
      .update(spendingControls)
      .set({ lastStatementMonth: month.label })
      .where(
        and(
          eq(spendingControls.userId, userId),
          or(
            isNull(spendingControls.lastStatementMonth),
            ne(spendingControls.lastStatementMonth, month.label),
          ),
        ),
      )
      .returning({ userId: spendingControls.userId });
    if (claimed.length === 0) continue;
    const [member] = await ctx.db
      .select({
        email: users.email,
        language: users.language,
        credits: users.credits,
        status: users.status,
        name: profiles.name,
        domain: sites.domain,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .innerJoin(sites, eq(sites.id, users.siteId))
      .where(eq(users.id, userId));
    if (!member || member.status === 'pending_deletion') continue;
    const site = await ctx.sites.resolve(member.domain);
    const locale = isLocale(member.language) ? member.language : site.language;
    const totals = await totalsOf(ctx, userId, month.start, month.end);
    const monthName = new Intl.DateTimeFormat(locale, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(month.start);
    await sendAccountMail(
      ctx,
      site,
      { email: member.email, name: member.name, language: locale },
      'monthlyStatement',
      {
        // A question about one's money is answered by customer service, not the sender address.
        replyToSupport: true,
        link: `${siteOrigin(ctx, site)}/transactions`,
        params: {
          month: monthName,
          ...totals,
          spent: totals.messages + totals.photos + totals.gifts,
          balance: member.credits,
        },
      },
    );
    sent += 1;
  }
  return sent;
}
