import {
  EvidencePhotoParamsSchema,
  LiftRestrictionBodySchema,
  LiftRestrictionResultSchema,
  ReportActionBodySchema,
  ReportActionResultSchema,
  ReportCaseDetailSchema,
  ReportCaseListSchema,
  ReportCaseParamsSchema,
  ReportCaseQuerySchema,
  StaffIdParamsSchema,
  StaffDailyQuerySchema,
  StaffDailySchema,
  StaffOverviewSchema,
} from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { sendPrivateFile } from '../../plugins/storage/index.js';
import { actorOf, writeStaffAudit } from '../staff/index.js';
import { evidencePhotoFile } from './evidence.js';
import { actOnCase } from './case-actions.js';
import { liftRestriction } from './lift-restriction.js';
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

  // A photo as it was when reported (a copy; the case's look above is the audited one).
  routes.get(
    '/api/staff/reports/:id/evidence/:report/:photo',
    { schema: { params: EvidencePhotoParamsSchema }, config: { staff: ['moderator'] } },
    async (request, reply) => {
      const { id, report, photo } = request.params;
      const file = await evidencePhotoFile(app.ctx, { caseId: id, reportId: report, photoId: photo });
      if (!file) throw new AppError(404, 'not_found', 'errors.notFound');
      return sendPrivateFile(reply, file.key, file.data);
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

  // Ends a hide, suspension or ban early, outside an appeal; the member is told why.
  routes.post(
    '/api/staff/members/:id/lift',
    {
      schema: {
        params: StaffIdParamsSchema,
        body: LiftRestrictionBodySchema,
        response: { 200: LiftRestrictionResultSchema },
      },
      config: { staff: ['moderator'] },
    },
    async (request) => liftRestriction(app.ctx, actorOf(request), request.params.id, request.body),
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
