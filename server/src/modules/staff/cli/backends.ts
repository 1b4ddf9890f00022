import { type StaffCreated, type StaffSummary } from '@amora/contracts';
import type { Database } from '../../../db/database.js';
import { adminApiCaller, runDirect } from '../../../lib/admin-cli.js';
import { createStaff, disableStaff, listStaff, resetStaffSetup } from '../staff-accounts.js';
import type { StaffBackend } from './staff-cli.js';

/** The running server's admin API: the way for the embedded PGlite. */
export function httpBackend(baseUrl: string, token: string): StaffBackend {
  const call = adminApiCaller(baseUrl, token);
  return {
    add: (input) => call<StaffCreated>('POST', '/api/admin/staff', input),
    disable: (email, reason) => call<StaffSummary>('POST', '/api/admin/staff/disable', { email, reason }),
    reset: (email) => call<StaffCreated>('POST', '/api/admin/staff/reset', { email }),
    list: async () => (await call<{ staff: StaffSummary[] }>('GET', '/api/admin/staff')).staff,
  };
}

/** PostgreSQL directly (`DATABASE_URL`): the same services, audited as the command line. */
export function databaseBackend(database: Database, origin: string): StaffBackend {
  const { db } = database;
  const actor = { staffId: null, ip: null };
  return {
    add: (input) => runDirect(() => createStaff(db, actor, input, new Date(), origin)),
    disable: (email, reason) => runDirect(() => disableStaff(db, actor, { email }, reason, new Date())),
    reset: (email) => runDirect(() => resetStaffSetup(db, actor, { email }, new Date(), origin)),
    list: () => listStaff(db),
  };
}
