import type { FastifyInstance } from 'fastify';
import { reportRoutes } from './report-routes.js';
import { staffReportRoutes } from './staff-report-routes.js';

/*
 * Reports, moderation decisions and the restrictions they order (ADR 0033, docs/api/reports.md):
 * members report, moderators decide, and every restriction holds (member-rules) and is explained
 * to the member (the statement of reasons).
 */
export { appealedDecision, reopenByAppeal } from './appeal.js';
export { groundParams } from './statement.js';
export { evidenceOfPurgedMember } from './evidence.js';
export { suspendMember } from './member-suspension.js';
export { admitRestrictedMember, assertEmailNotBanned, canonicalEmail } from './restrictions.js';

/** The member's report call and the staff queue (register after the staff guard). */
export async function moderationArea(app: FastifyInstance): Promise<void> {
  await app.register(reportRoutes);
  await app.register(staffReportRoutes);
}
