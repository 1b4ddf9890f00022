import {
  StaffLoginBodySchema,
  StaffOkSchema,
  StaffSessionSchema,
  StaffSessionsEndedSchema,
  StaffSetupBodySchema,
  StaffSetupInfoSchema,
  StaffSetupParamsSchema,
} from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientOf } from '../../plugins/session.js';
import { actorOf, audited } from './audit.js';
import { completeSetup, readSetup } from './staff-accounts.js';
import { staffLogin } from './staff-login.js';
import {
  clearStaffCookie,
  endOtherStaffSessions,
  endStaffSession,
  hashStaffToken,
  readStaffToken,
  setStaffCookie,
} from './staff-session.js';

/** The staff session and the set-up link (docs/api/staff.md). */
export async function staffSessionRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const now = () => app.ctx.clock.now();

  routes.post(
    '/api/staff/session',
    { schema: { body: StaffLoginBodySchema, response: { 200: StaffOkSchema } }, config: { staff: 'public' } },
    async (request, reply) => {
      const previous = readStaffToken(request);
      const { token } = await staffLogin(
        app.ctx,
        clientOf(request),
        previous ? hashStaffToken(previous) : null,
        request.body,
        now(),
      );
      setStaffCookie(reply, request, token);
      return { ok: true as const };
    },
  );

  routes.get(
    '/api/staff/session',
    { schema: { response: { 200: StaffSessionSchema } }, config: { staff: 'signed-in' } },
    async (request) => {
      const { staffId, email, name, roles, idleExpiresAt, expiresAt } = request.staff;
      return {
        staff: { id: staffId, email, name, roles },
        session: { idle_expires_at: idleExpiresAt.toISOString(), expires_at: expiresAt.toISOString() },
      };
    },
  );

  // Logging out is audited too: with the logins it tells when a session was in use.
  routes.delete(
    '/api/staff/session',
    { schema: { response: { 200: StaffOkSchema } }, config: { staff: 'signed-in' } },
    async (request, reply) => {
      const { staffId, tokenHash } = request.staff;
      await audited(app.ctx.db, actorOf(request), now(), async (tx) => {
        await endStaffSession(tx, tokenHash);
        return { result: null, audit: { action: 'staff.logout', targetType: 'staff', targetId: staffId } };
      });
      clearStaffCookie(reply, request);
      return { ok: true as const };
    },
  );

  routes.delete(
    '/api/staff/session/others',
    { schema: { response: { 200: StaffSessionsEndedSchema } }, config: { staff: 'signed-in' } },
    async (request) => {
      const { staffId, tokenHash } = request.staff;
      const ended = await audited(app.ctx.db, actorOf(request), now(), async (tx) => {
        const count = await endOtherStaffSessions(tx, staffId, tokenHash);
        return {
          result: count,
          audit: {
            action: 'staff.sessions_ended',
            targetType: 'staff',
            targetId: staffId,
            after: { ended: count },
          },
        };
      });
      return { ended };
    },
  );

  routes.get(
    '/api/staff/setup/:token',
    {
      schema: { params: StaffSetupParamsSchema, response: { 200: StaffSetupInfoSchema } },
      config: { staff: 'public' },
    },
    async (request, reply) => {
      // The secret must not stay in any cache or history the browser keeps.
      reply.header('Cache-Control', 'no-store');
      return readSetup(app.ctx.db, request.params.token, now());
    },
  );

  routes.post(
    '/api/staff/setup/:token',
    {
      schema: {
        params: StaffSetupParamsSchema,
        body: StaffSetupBodySchema,
        response: { 200: StaffOkSchema },
      },
      config: { staff: 'public' },
    },
    async (request) => {
      await completeSetup(app.ctx.db, request.params.token, request.body, request.ip, now());
      return { ok: true as const };
    },
  );
}
