import type { StaffDaily, StaffDailyPoint } from '@amora/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { reportCases } from '../../db/moderation-schema.js';
import { landerVisits, messages, payments, sessions, sites, users } from '../../db/schema.js';

/*
 * The console home's charts (`GET /api/staff/overview/daily`, ADR 0071): per site and UTC day,
 * what the business watches. Each series is one grouped query over its own table; days without
 * any row are zeros, so every chart has the same x axis. Fictional members (the seed's) count
 * nowhere.
 */

const DAY_MS = 86_400_000;
type Counted = Exclude<keyof StaffDailyPoint, 'day' | 'revenue'>;

const dayOf = (column: SQL | unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

interface CountRow {
  site: number;
  day: string;
  n: number;
}

async function counted(db: Db, query: SQL): Promise<CountRow[]> {
  const result = await db.execute(query);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return rows.map((row) => ({ site: Number(row.site), day: String(row.day), n: Number(row.n) }));
}

/** The series' queries, from `since` on: each answers (site, day, n). */
function seriesQueries(since: Date): Record<Counted, SQL> {
  const from = since.toISOString();
  const realMember = sql`${users.fictional} = false`;
  return {
    lander_views: sql`select ${landerVisits.siteId} as site, ${dayOf(landerVisits.createdAt)} as day, count(*) as n
      from ${landerVisits} where ${landerVisits.createdAt} >= ${from} group by 1, 2`,
    signups: sql`select ${users.siteId} as site, ${dayOf(users.signupDate)} as day, count(*) as n
      from ${users} where ${users.signupDate} >= ${from} and ${realMember} group by 1, 2`,
    activations: sql`select ${users.siteId} as site, ${dayOf(users.confirmedAt)} as day, count(*) as n
      from ${users} where ${users.confirmedAt} >= ${from} and ${realMember} group by 1, 2`,
    first_purchases: sql`select site, ${dayOf(sql`first_at`)} as day, count(*) as n from (
        select ${payments.siteId} as site, min(${payments.settledAt}) as first_at from ${payments}
        where ${payments.status} in ('completed', 'refunded', 'charged_back') group by ${payments.userId}, ${payments.siteId}
      ) firsts where first_at >= ${from} group by 1, 2`,
    messages: sql`select ${users.siteId} as site, ${dayOf(messages.createdAt)} as day, count(*) as n
      from ${messages} join ${users} on ${users.id} = ${messages.senderId}
      where ${messages.createdAt} >= ${from} and ${realMember} group by 1, 2`,
    // Active: signed in, or used a session, or sent a message that day.
    active_members: sql`select ${users.siteId} as site, activity.day as day, count(distinct activity.member) as n from (
        select ${sessions.userId} as member, ${dayOf(sessions.createdAt)} as day from ${sessions} where ${sessions.createdAt} >= ${from}
        union select ${sessions.userId}, ${dayOf(sessions.lastSeenAt)} from ${sessions} where ${sessions.lastSeenAt} >= ${from}
        union select ${messages.senderId}, ${dayOf(messages.createdAt)} from ${messages} where ${messages.createdAt} >= ${from}
      ) activity join ${users} on ${users.id} = activity.member where ${realMember} group by 1, 2`,
    reports_opened: sql`select ${reportCases.siteId} as site, ${dayOf(reportCases.openedAt)} as day, count(*) as n
      from ${reportCases} where ${reportCases.openedAt} >= ${from} group by 1, 2`,
    reports_closed: sql`select ${reportCases.siteId} as site, ${dayOf(reportCases.decidedAt)} as day, count(*) as n
      from ${reportCases} where ${reportCases.status} <> 'open' and ${reportCases.decidedAt} >= ${from} group by 1, 2`,
  };
}

/** The UTC days of the range, oldest first, ending today. */
export function rangeDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

export async function dailyOverview(db: Db, now: Date, days: number): Promise<StaffDaily> {
  const range = rangeDays(now, days);
  const since = new Date(`${range[0]}T00:00:00.000Z`);
  const siteRows = await db.select({ id: sites.id, domain: sites.domain }).from(sites).orderBy(sites.id);
  const points = new Map<string, StaffDailyPoint>();
  const pointOf = (site: number, day: string) => points.get(`${site}|${day}`);
  for (const site of siteRows)
    for (const day of range)
      points.set(`${site.id}|${day}`, {
        day,
        lander_views: 0,
        signups: 0,
        activations: 0,
        first_purchases: 0,
        revenue: {},
        messages: 0,
        active_members: 0,
        reports_opened: 0,
        reports_closed: 0,
      });

  for (const [series, query] of Object.entries(seriesQueries(since)) as Array<[Counted, SQL]>)
    for (const row of await counted(db, query)) {
      const point = pointOf(row.site, row.day);
      if (point) point[series] = row.n;
    }

  const revenue = await db.execute(sql`select ${payments.siteId} as site, ${dayOf(payments.settledAt)} as day,
      ${payments.currency} as currency, sum(${payments.amount}) as amount from ${payments}
      where ${payments.status} = 'completed' and ${payments.settledAt} >= ${since.toISOString()} group by 1, 2, 3`);
  for (const row of (revenue as unknown as { rows: Array<Record<string, unknown>> }).rows) {
    const point = pointOf(Number(row.site), String(row.day));
    if (point) point.revenue[String(row.currency)] = Number(row.amount);
  }

  return {
    days,
    sites: siteRows.map((site) => ({
      id: site.id,
      domain: site.domain,
      points: range.map((day) => pointOf(site.id, day)!),
    })),
  };
}
