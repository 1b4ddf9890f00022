import type { FastifyInstance } from 'fastify';
import { staffAdminToken, staffCliApiRoutes } from './cli-api.js';
import { staffAdminRoutes } from './staff-admin-routes.js';
import { staffGuard } from './staff-guard.js';
import { staffSessionRoutes } from './staff-routes.js';

/*
 * Staff: identities, sessions, the declarative guard and the audit log (ADR 0032,
 * docs/api/staff.md). Other areas add staff routes with `config: { staff: [roles] }`, read the
 * caller as `request.staff`, and record every change with `audited` / `writeStaffAudit` in the
 * transaction of the change.
 */
export { actorOf, audited, listStaffAudit, writeStaffAudit } from './audit.js';
export type { AuditEntry, StaffActor, StaffTx } from './audit.js';
export { rolesAllow, staffAuthenticationRequired, staffForbidden } from './staff-guard.js';
export type { StaffAccess, StaffRouteEntry } from './staff-guard.js';
export type { StaffAuth } from './staff-session.js';
export { createStaff, disableStaff, listStaff, normalizeStaffEmail, setupUrl } from './staff-accounts.js';
export { createStaffSession, STAFF_ABSOLUTE_MS, STAFF_IDLE_MS } from './staff-session.js';
export { readStaffAdminToken, staffAdminTokenFile } from './cli-api.js';

/**
 * Registers the staff guard for every route registered after it (register this before any area
 * that adds staff routes), then the staff session, set-up, management and command-line calls.
 */
export async function staffArea(app: FastifyInstance): Promise<void> {
  await app.register(staffGuard);
  await app.register(staffSessionRoutes);
  await app.register(staffAdminRoutes);
  await app.register(staffCliApiRoutes, { token: await staffAdminToken(app.ctx.config.dataDir) });
}
// What fastify-plugin sets: the guard's hooks and decorators reach the whole app.
(staffArea as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
export { databaseBackend, httpBackend } from './cli/backends.js';
export { CliError, USAGE, runStaffCommand } from './cli/staff-cli.js';
