import {
  groundCitation,
  isLocale,
  paths,
  type DecisionGround,
  type Locale,
  type ReportAction,
  type ReportReason,
} from '@amora/contracts';
import { eq } from 'drizzle-orm';
import { sites } from '../../db/schema.js';
import type { AppContext } from '../../types.js';
import { sendAccountMail, siteOrigin, MAIL_CATALOGUES, type MailKey } from '../mail/index.js';
import type { Site } from '../../core/site-resolver.js';

/**
 * How the member's mail cites a ground: the terms page's title, the heading of the section the
 * ground rests on and a link to that section, and what the ground names (one catalogue with the
 * console, in contracts). "Violated our rules" alone is not a reason (DSA Art. 17).
 */
export function groundParams(
  ctx: AppContext,
  site: Site,
  locale: Locale,
  ground: DecisionGround,
): Record<'terms' | 'heading' | 'ground' | 'terms_link', string> {
  const citation = groundCitation(locale, ground);
  return {
    terms: citation.terms,
    heading: citation.heading,
    ground: citation.ground,
    terms_link: `${siteOrigin(ctx, site)}${paths.info('terms')}#${citation.anchor}`,
  };
}

/** The ground a decision rests on when the moderator named none: the case's most severe reason. */
export const GROUND_OF_REASON: Record<ReportReason, DecisionGround> = {
  underage: 'terms_minimum_age',
  money: 'terms_scam',
  scam: 'terms_fake_profile',
  harassment: 'terms_harassment',
  photos: 'terms_photos',
  spam: 'terms_spam',
  other: 'terms_other',
};

export type RestrictingAction = Exclude<ReportAction, 'dismiss'>;

export interface Statement {
  reference: string;
  action: RestrictingAction;
  ground: DecisionGround;
  /** The facts, as the moderator wrote them. */
  reason: string;
  automated: boolean;
  followedReport: boolean;
  endsAt: Date | null;
}

/** The member's own site (a staff call comes in on the console's host, not theirs). */
export async function siteOfMember(ctx: AppContext, siteId: number): Promise<Site> {
  const [row] = await ctx.db.select({ domain: sites.domain }).from(sites).where(eq(sites.id, siteId));
  return ctx.sites.resolve(row?.domain);
}

/**
 * The statement of reasons (DSA Art. 17), in the member's language: what was restricted and until
 * when, the ground (the clause of the terms), whether it followed a report, whether automated
 * means were used, the facts, and how to seek redress with the decision's reference.
 */
export async function sendStatement(
  ctx: AppContext,
  site: Site,
  member: { email: string; name: string; language: string },
  statement: Statement,
): Promise<void> {
  const locale: Locale = isLocale(member.language) ? member.language : site.language;
  const catalogue = MAIL_CATALOGUES[locale];
  const until = statement.endsAt?.toISOString().slice(0, 10) ?? '';
  const phrase = (key: MailKey) => catalogue[key].replace('{{until}}', until);
  await sendAccountMail(ctx, site, member, 'decision', {
    link: `${siteOrigin(ctx, site)}/complaints`,
    quote: statement.reason,
    params: {
      reference: statement.reference,
      what: phrase(`decision.what.${statement.action}`),
      ...groundParams(ctx, site, locale, statement.ground),
      origin: phrase(statement.followedReport ? 'decision.origin.report' : 'decision.origin.own'),
      means: phrase(statement.automated ? 'decision.means.automated' : 'decision.means.manual'),
    },
  });
}
