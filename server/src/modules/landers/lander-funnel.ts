import {
  LANDER_FUNNEL_MAX_DAYS,
  type LanderFunnel,
  type LanderFunnelQuery,
  type LanderFunnelRow,
} from '@amora/contracts';
import { and, count, eq, gte, inArray, isNotNull, lt, min, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { landerVariants, landerVisits, payments, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

/*
 * The funnel per variant (ADR 0071): the views of a period, and what those views led to —
 * call-to-action clicks, sign-ups (last touch, marked on the view), the members' activations,
 * first purchases and revenue, whenever they happened. A cohort of views, so a period's numbers
 * only grow as its visitors go on, and no step can count more than the one before it.
 */

const DAY_MS = 86_400_000;
/** Payments that were paid (a refund or chargeback later still made it a first purchase). */
export const PAID_STATUSES = ['completed', 'refunded', 'charged_back'] as const;

/** The period's bounds in UTC: from the first day's 00:00 to the day after the last. */
export function funnelPeriod(query: Pick<LanderFunnelQuery, 'from' | 'to'>): { start: Date; end: Date } {
  const start = new Date(`${query.from}T00:00:00.000Z`);
  const end = new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + DAY_MS);
  const days = (end.getTime() - start.getTime()) / DAY_MS;
  if (Number.isNaN(days) || days < 1 || days > LANDER_FUNNEL_MAX_DAYS)
    throw new AppError(
      400,
      'validation_failed',
      'errors.validationFailed',
      {},
      { to: 'validation.periodInvalid' },
    );
  return { start, end };
}

/** A line of the funnel: the variant, or a family's built-in default (its key null). */
const lineOf = (variantId: number | null, family: string, slug: string) =>
  variantId === null ? `default:${family}/${slug}` : `variant:${variantId}`;

export async function landerFunnel(db: Db, query: LanderFunnelQuery): Promise<LanderFunnel> {
  const { start, end } = funnelPeriod(query);
  const inPeriod = and(gte(landerVisits.createdAt, start), lt(landerVisits.createdAt, end));
  const family = sql<string>`coalesce(${landerVariants.family}, ${landerVisits.family})`;
  const slug = sql<string>`coalesce(${landerVariants.slug}, ${landerVisits.slug})`;
  const firstPaid = db
    .select({ userId: payments.userId, at: min(payments.settledAt).as('first_paid_at') })
    .from(payments)
    .where(inArray(payments.status, [...PAID_STATUSES]))
    .groupBy(payments.userId)
    .as('first_paid');

  const rows = await db
    .select({
      variantId: landerVisits.variantId,
      key: landerVariants.key,
      family,
      slug,
      niche: landerVariants.niche,
      language: landerVariants.language,
      status: landerVariants.status,
      views: count(),
      clicks: count(landerVisits.clickedAt),
      signups: count(landerVisits.signedUpAt),
      activations: count(users.confirmedAt),
      firstPurchases: count(firstPaid.at),
    })
    .from(landerVisits)
    .leftJoin(landerVariants, eq(landerVariants.id, landerVisits.variantId))
    .leftJoin(users, and(isNotNull(landerVisits.signedUpAt), eq(users.id, landerVisits.userId)))
    .leftJoin(firstPaid, and(isNotNull(landerVisits.signedUpAt), eq(firstPaid.userId, landerVisits.userId)))
    .where(inPeriod)
    .groupBy(
      landerVisits.variantId,
      landerVariants.key,
      family,
      slug,
      landerVariants.niche,
      landerVariants.language,
      landerVariants.status,
    );

  // Revenue: every completed payment of the members these views signed up, per currency.
  const revenueRows = await db
    .select({
      variantId: landerVisits.variantId,
      family,
      slug,
      currency: payments.currency,
      amount: sum(payments.amount).mapWith(Number),
    })
    .from(landerVisits)
    .leftJoin(landerVariants, eq(landerVariants.id, landerVisits.variantId))
    .innerJoin(payments, and(eq(payments.userId, landerVisits.userId), eq(payments.status, 'completed')))
    .where(and(inPeriod, isNotNull(landerVisits.signedUpAt)))
    .groupBy(landerVisits.variantId, family, slug, payments.currency);
  const revenue = new Map<string, Record<string, number>>();
  for (const row of revenueRows) {
    const line = lineOf(row.variantId, row.family, row.slug);
    const byCurrency = revenue.get(line) ?? {};
    byCurrency[row.currency] = (byCurrency[row.currency] ?? 0) + row.amount;
    revenue.set(line, byCurrency);
  }

  const lines: LanderFunnelRow[] = rows.map((row) => ({
    key: row.key,
    family: row.family,
    slug: row.slug,
    niche: row.niche,
    language: row.language,
    status: row.status,
    views: Number(row.views),
    clicks: Number(row.clicks),
    signups: Number(row.signups),
    activations: Number(row.activations),
    first_purchases: Number(row.firstPurchases),
    revenue: revenue.get(lineOf(row.variantId, row.family, row.slug)) ?? {},
  }));
  lines.sort(
    (a, b) =>
      a.family.localeCompare(b.family) ||
      (a.key === null ? -1 : b.key === null ? 1 : a.key.localeCompare(b.key)) ||
      a.slug.localeCompare(b.slug),
  );
  return { from: query.from, to: query.to, rows: lines };
}

/** A spreadsheet cell: quoted when needed, and never read as a formula (CSV injection). */
function cell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The funnel as CSV: one line per variant, one revenue column per currency (major units). */
export function funnelCsv(funnel: LanderFunnel): string {
  const currencies = [...new Set(funnel.rows.flatMap((row) => Object.keys(row.revenue)))].sort();
  const header = [
    'key',
    'family',
    'slug',
    'niche',
    'language',
    'status',
    'views',
    'clicks',
    'signups',
    'activations',
    'first_purchases',
    ...currencies.map((currency) => `revenue_${currency}`),
  ];
  const lines = funnel.rows.map((row) =>
    [
      row.key,
      row.family,
      row.slug,
      row.niche,
      row.language,
      row.status,
      row.views,
      row.clicks,
      row.signups,
      row.activations,
      row.first_purchases,
      ...currencies.map((currency) => ((row.revenue[currency] ?? 0) / 100).toFixed(2)),
    ]
      .map(cell)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
