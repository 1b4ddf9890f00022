import {
  CLIENT_REQUEST_HEADER,
  CLIENT_REQUEST_HEADER_VALUE,
  type StaffCreated,
  type StaffSummary,
} from '@amora/contracts';
import type { Database } from '../../../db/database.js';
import { AppError } from '../../../lib/app-error.js';
import { createStaff, disableStaff, listStaff, resetStaffSetup } from '../staff-accounts.js';
import { CliError, type StaffBackend } from './staff-cli.js';

/** The running server's admin API: the way for the embedded PGlite. */
export function httpBackend(baseUrl: string, token: string): StaffBackend {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        [CLIENT_REQUEST_HEADER]: CLIENT_REQUEST_HEADER_VALUE,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).catch((error: unknown) => {
      throw new CliError(
        `The server at ${baseUrl} does not answer (${(error as Error).message}): is it running?`,
      );
    });
    const answer = (await response.json().catch(() => ({}))) as {
      message?: string;
      fields?: Record<string, string>;
    };
    if (!response.ok) {
      const fields = Object.entries(answer.fields ?? {}).map(([field, message]) => `${field}: ${message}`);
      throw new CliError(
        fields.length ? fields.join('\n') : `${response.status}: ${answer.message ?? 'failed'}`,
      );
    }
    return answer as T;
  }
  return {
    add: (input) => call<StaffCreated>('POST', '/api/admin/staff', input),
    disable: (email, reason) => call<StaffSummary>('POST', '/api/admin/staff/disable', { email, reason }),
    reset: (email) => call<StaffCreated>('POST', '/api/admin/staff/reset', { email }),
    list: async () => (await call<{ staff: StaffSummary[] }>('GET', '/api/admin/staff')).staff,
  };
}

/** Refusals of the services, named as the API names them (English: a command line). */
async function direct<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) {
      const fields = Object.entries(error.fields).map(([field, key]) => `${field}: ${key}`);
      throw new CliError(fields.length ? fields.join('\n') : `${error.statusCode}: ${error.messageKey}`);
    }
    throw error;
  }
}

/** PostgreSQL directly (`DATABASE_URL`): the same services, audited as the command line. */
export function databaseBackend(database: Database, origin: string): StaffBackend {
  const { db } = database;
  const actor = { staffId: null, ip: null };
  return {
    add: (input) => direct(() => createStaff(db, actor, input, new Date(), origin)),
    disable: (email, reason) => direct(() => disableStaff(db, actor, { email }, reason, new Date())),
    reset: (email) => direct(() => resetStaffSetup(db, actor, { email }, new Date(), origin)),
    list: () => listStaff(db),
  };
}
