import { ReportBodySchema, ReportCreatedSchema } from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createReport } from './report-service.js';

/** `POST /api/report.php` (docs/api/reports.md): a member reports another. */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/report.php',
    {
      schema: { body: ReportBodySchema, response: { 200: ReportCreatedSchema } },
      config: { auth: 'member' },
    },
    async (request) => createReport(app.ctx, request.site, request.member.userId, request.body),
  );
}
