import {
  CLIENT_REQUEST_HEADER,
  CLIENT_REQUEST_HEADER_VALUE,
  type LanderChange,
  type LanderReportRow,
  type LanderVariant,
} from '@amora/contracts';
import type { Database } from '../../../db/database.js';
import { AppError } from '../../../lib/app-error.js';
import type { MediaStorage } from '../../../plugins/storage/index.js';
import { storeLanderImage } from '../lander-images.js';
import { attributionReport, listVariants, patchVariant, publishVariant } from '../variant-admin.js';
import { CliError, type LanderBackend } from './landers-cli.js';

/** The running server's admin API: the way for the embedded PGlite, and for any remote site. */
export function httpBackend(baseUrl: string, token: string): LanderBackend {
  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    type = 'application/json',
  ): Promise<T> {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        [CLIENT_REQUEST_HEADER]: CLIENT_REQUEST_HEADER_VALUE,
        ...(body === undefined ? {} : { 'content-type': type }),
      },
      body:
        body === undefined ? undefined : Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body),
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
    uploadImage: (data) => call('POST', '/api/admin/landers/images', data, 'image/*'),
    publish: (input) => call<LanderChange>('POST', '/api/admin/landers', input),
    patch: (key, patch) =>
      call<LanderChange>('PATCH', `/api/admin/landers/${encodeURIComponent(key)}`, patch),
    list: async () => (await call<{ variants: LanderVariant[] }>('GET', '/api/admin/landers')).variants,
    report: async () => (await call<{ rows: LanderReportRow[] }>('GET', '/api/admin/landers/report')).rows,
  };
}

/** Refusals of the services, named by field as the API names them (English: a command line). */
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

/** PostgreSQL directly (`DATABASE_URL`): the same services the admin API runs. */
export function databaseBackend(database: Database, media: MediaStorage): LanderBackend {
  const { db } = database;
  return {
    uploadImage: (data) => direct(() => storeLanderImage(db, media, data)),
    publish: (input) => direct(() => publishVariant(db, input, new Date())),
    patch: (key, patch) => direct(() => patchVariant(db, key, patch, new Date())),
    list: () => listVariants(db),
    report: () => attributionReport(db),
  };
}
