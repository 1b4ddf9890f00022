import {
  DataExportFileQuerySchema,
  DataExportResponseSchema,
  DataExportStartBodySchema,
  StaffExportsOverviewSchema,
} from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { AppError } from '../../lib/app-error.js';
import { exportFile, latestExport, startExport, staffExportsOverview } from './export-service.js';

/** The archive's name in the member's downloads: the site and the day it was made, nothing of theirs. */
function downloadName(siteName: string, readyAt: Date): string {
  const site = siteName.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'data';
  return `${site}-export-${readyAt.toISOString().slice(0, 10)}.zip`;
}

/** A member's export of their own data (docs/api/export.md). */
export async function dataExportRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const member = { auth: 'member' } as const;

  routes.get(
    '/api/export.php',
    { schema: { response: { 200: DataExportResponseSchema } }, config: member },
    async (request) => ({ export: await latestExport(app.ctx, request.member.userId) }),
  );

  routes.post(
    '/api/export.php',
    {
      schema: { body: DataExportStartBodySchema, response: { 200: DataExportResponseSchema } },
      config: member,
    },
    async (request) => ({ export: await startExport(app.ctx, request.member.userId) }),
  );

  // The download: the member's own session authorises it (another member's id is not found).
  routes.get(
    '/api/export-file.php',
    { schema: { querystring: DataExportFileQuerySchema }, config: member },
    async (request, reply) => {
      const archive = await exportFile(app.ctx, request.member.userId, request.query.id);
      const info = await stat(archive.file).catch(() => null);
      if (!info) throw new AppError(410, 'export_expired', 'errors.exportExpired');
      return reply
        .type('application/zip')
        .header(
          'content-disposition',
          `attachment; filename="${downloadName(request.site.settings.name, archive.readyAt)}"`,
        )
        .header('content-length', info.size)
        .header('cache-control', 'private, no-store')
        .send(createReadStream(archive.file));
    },
  );
}

/** Customer service's view of what is pending: exports not finished and deletions not yet purged. */
export async function staffExportRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/staff/exports',
    { schema: { response: { 200: StaffExportsOverviewSchema } }, config: { staff: ['support'] } },
    async () => staffExportsOverview(app.ctx),
  );
}
