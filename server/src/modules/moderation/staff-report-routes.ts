import {
  ReportActionBodySchema,
  ReportActionResultSchema,
  ReportCaseDetailSchema,
  ReportCaseListSchema,
  ReportCaseParamsSchema,
  ReportCaseQuerySchema,
  StaffDailyQuerySchema,
  StaffDailySchema,
  StaffOverviewSchema,
} from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, writeStaffAudit } from '../staff/index.js';
import { actOnCase } from './case-actions.js';
import { caseDetail, caseNotFound, findCase, listCases } from './case-queue.js';
import { dailyOverview } from './daily-overview.js';
import { staffOverview } from './overview.js';

/** The reports queue and the console's home numbers (docs/api/staff.md). */
export async function staffReportRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const now = () => app.ctx.clock.now();

  routes.get(
    '/api/staff/reports',
    {
      schema: { querystring: ReportCaseQuerySchema, response: { 200: ReportCaseListSchema } },
      config: { staff: ['moderator'] },
    },
    async (request) => listCases(app.ctx.db, request.query, now()),
  );

  // The evidence is a member's private data (their messages, the reporters): each look is audited.
  routes.get(
    '/api/staff/reports/:id',
    {
      schema: { params: ReportCaseParamsSchema, response: { 200: ReportCaseDetailSchema } },
      config: { staff: ['moderator'] },
    },
    async (request) => {
      const found = await findCase(app.ctx.db, request.params.id);
      if (!found) throw caseNotFound();
      return app.ctx.db.transaction(async (tx) => {
        const detail = await caseDetail(tx, found, now());
        await writeStaffAudit(
          tx,
          actorOf(request),
          { action: 'report.viewed', targetType: 'report_case', targetId: found.id },
          now(),
        );
        return detail;
      });
    },
  );

  routes.post(
    '/api/staff/reports/:id/actions',
    {
      schema: {
        params: ReportCaseParamsSchema,
        body: ReportActionBodySchema,
        response: { 200: ReportActionResultSchema },
      },
      config: { staff: ['moderator'] },
    },
    async (request) =>
      actOnCase(app.ctx, { ...actorOf(request), realtime: app.realtime }, request.params.id, request.body),
  );

  routes.get(
    '/api/staff/overview',
    { schema: { response: { 200: StaffOverviewSchema } }, config: { staff: 'signed-in' } },
    async () => staffOverview(app.ctx.db, now()),
  );

  // The business's numbers per site and day (the home's charts): the site's owner reads them.
  routes.get(
    '/api/staff/overview/daily',
    {
      schema: { querystring: StaffDailyQuerySchema, response: { 200: StaffDailySchema } },
      config: { staff: ['admin'] },
    },
    async (request) => dailyOverview(app.ctx.db, now(), request.query.days ?? 30),
  );
}
