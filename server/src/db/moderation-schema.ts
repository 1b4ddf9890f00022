import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { type AnyPgColumn, check, index, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, instant } from './columns.js';
import { complaints, memberRef, siteRef, users } from './member-schema.js';
import { staff } from './staff-schema.js';

/*
 * Member reports, moderation decisions and the e-mail addresses a ban keeps out (ADR 0033). A case
 * belongs to one reported member: every report about them while it is open joins it.
 */

export const reportCases = pgTable(
  'report_cases',
  {
    id: identityId(),
    siteId: siteRef(),
    reportedId: memberRef('reported_id'),
    /** `R-` and eight hex digits: what the reporter is told. */
    reference: text('reference').notNull().unique(),
    status: text('status').notNull().default('open'),
    /** The most severe reason's REPORT_REASON_SEVERITY (lower first): the queue's first key. */
    severity: integer('severity').notNull(),
    /** Reopened by the member's appeal against its decision. */
    appealed: boolean('appealed').notNull().default(false),
    /** The appeal that last reopened the case and the decision it contests: told the outcome. */
    appealComplaintId: integer('appeal_complaint_id').references(() => complaints.id, {
      onDelete: 'set null',
    }),
    appealedDecisionId: integer('appealed_decision_id').references((): AnyPgColumn => decisions.id, {
      onDelete: 'set null',
    }),
    openedAt: instant('opened_at').notNull(),
    lastReportedAt: instant('last_reported_at').notNull(),
    decidedAt: instant('decided_at'),
  },
  (t) => [
    check('report_cases_status', sql`${t.status} in ('open', 'actioned', 'dismissed')`),
    // One open case per reported member: a second report merges into it.
    uniqueIndex('report_cases_one_open')
      .on(t.reportedId)
      .where(sql`${t.status} = 'open'`),
    index('report_cases_queue').on(t.siteId, t.status, t.severity, t.openedAt, t.id),
  ],
);

/** One per reporter and case: the same reporter reporting again refreshes their report. */
export const reports = pgTable(
  'reports',
  {
    id: identityId(),
    caseId: integer('case_id')
      .notNull()
      .references(() => reportCases.id, { onDelete: 'cascade' }),
    reporterId: memberRef('reporter_id'),
    reason: text('reason').notNull(),
    text: text('text'),
    conversationId: integer('conversation_id'),
    /** The reported profile and photos as they were (ProfileSnapshotSchema): a copy, not a link. */
    profile: jsonb('profile').notNull(),
    /** The conversation's last messages as they were (EvidenceMessageSchema[]). */
    messages: jsonb('messages').notNull().default([]),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('reports_case_reporter').on(t.caseId, t.reporterId),
    index('reports_reporter').on(t.reporterId),
  ],
);

/**
 * Every restriction of a member (and every dismissal): who, what, on which ground, the facts,
 * whether automated means decided it, from which case, and until when. The member's statement of
 * reasons is rendered from this row; the audit row that wrote it is in staff_audit.
 */
export const decisions = pgTable(
  'decisions',
  {
    id: identityId(),
    siteId: siteRef(),
    /** `D-` and eight hex digits: what the member quotes in an appeal. */
    reference: text('reference').notNull().unique(),
    memberId: integer('member_id').references(() => users.id, { onDelete: 'set null' }),
    caseId: integer('case_id').references(() => reportCases.id, { onDelete: 'set null' }),
    staffId: integer('staff_id').references(() => staff.id),
    action: text('action').notNull(),
    ground: text('ground'),
    /** The facts the decision rests on, as the member reads them. */
    reason: text('reason').notNull(),
    automated: boolean('automated').notNull().default(false),
    photoId: integer('photo_id'),
    createdAt: instant('created_at').notNull(),
    endsAt: instant('ends_at'),
  },
  (t) => [
    index('decisions_member').on(t.memberId, t.id),
    index('decisions_case').on(t.caseId, t.id),
    index('decisions_staff_week').on(t.staffId, t.createdAt),
  ],
);

/** Canonical e-mail addresses a ban keeps from signing up again on that site. */
export const bannedEmails = pgTable(
  'banned_emails',
  {
    siteId: siteRef(),
    emailCanonical: text('email_canonical').notNull(),
    decisionId: integer('decision_id').references(() => decisions.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.emailCanonical] })],
);
