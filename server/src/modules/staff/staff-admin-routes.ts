import {
  StaffAuditPageSchema,
  StaffAuditQuerySchema,
  StaffCreateBodySchema,
  StaffCreatedSchema,
  StaffDisableBodySchema,
  StaffIdParamsSchema,
  StaffListSchema,
  StaffSummarySchema,
} from '@amora/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, listStaffAudit } from './audit.js';
import { createStaff, disableStaff, listStaff, resetStaffSetup } from './staff-accounts.js';

/** The origin set-up links point at: PUBLIC_URL, else the address this call came to. */
export function consoleOrigin(request: FastifyRequest): string {
  return request.server.ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** Staff management and the audit log: admins only (docs/api/staff.md). */
export async function staffAdminRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const now = () => app.ctx.clock.now();

  routes.get(
    '/api/staff/staff',
    { schema: { response: { 200: StaffListSchema } }, config: { staff: ['admin'] } },
    async () => ({ staff: await listStaff(app.ctx.db) }),
  );

  routes.post(
    '/api/staff/staff',
    {
      schema: { body: StaffCreateBodySchema, response: { 200: StaffCreatedSchema } },
      config: { staff: ['admin'] },
    },
    async (request) => createStaff(app.ctx.db, actorOf(request), request.body, now(), consoleOrigin(request)),
  );

  routes.post(
    '/api/staff/staff/:id/disable',
    {
      schema: {
        params: StaffIdParamsSchema,
        body: StaffDisableBodySchema,
        response: { 200: StaffSummarySchema },
      },
      config: { staff: ['admin'] },
    },
    async (request) =>
      disableStaff(app.ctx.db, actorOf(request), { id: request.params.id }, request.body.reason, now()),
  );

  routes.post(
    '/api/staff/staff/:id/reset',
    {
      schema: { params: StaffIdParamsSchema, response: { 200: StaffCreatedSchema } },
      config: { staff: ['admin'] },
    },
    async (request) =>
      resetStaffSetup(app.ctx.db, actorOf(request), { id: request.params.id }, now(), consoleOrigin(request)),
  );

  routes.get(
    '/api/staff/audit',
    {
      schema: { querystring: StaffAuditQuerySchema, response: { 200: StaffAuditPageSchema } },
      config: { staff: ['admin'] },
    },
    async (request) => listStaffAudit(app.ctx.db, request.query),
  );
}
