import type { FastifyInstance } from 'fastify';
import { dataExportRoutes, staffExportRoutes } from './export-routes.js';

/*
 * Members' exports of their own data (GDPR Art. 15 and 20, ADR 0070, docs/api/export.md): the
 * member asks and follows; the scheduled job (jobs/scheduler.ts) writes the ZIP and mails the
 * member; staff see what is pending.
 */
export { runDueExports, sweepExports, MAX_ATTEMPTS, STALE_RUN_MS } from './export-job.js';
export { exportsDir } from './export-service.js';

export async function dataExportArea(app: FastifyInstance): Promise<void> {
  await app.register(dataExportRoutes);
  await app.register(staffExportRoutes);
}
