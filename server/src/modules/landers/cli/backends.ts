import { type LanderChange, type LanderReportRow, type LanderVariant } from '@amora/contracts';
import type { Database } from '../../../db/database.js';
import { adminApiCaller, runDirect } from '../../../lib/admin-cli.js';
import type { MediaStorage } from '../../../plugins/storage/index.js';
import { storeLanderImage } from '../lander-images.js';
import { attributionReport, listVariants, patchVariant, publishVariant } from '../variant-admin.js';
import type { LanderBackend } from './landers-cli.js';

/** The running server's admin API: the way for the embedded PGlite, and for any remote site. */
export function httpBackend(baseUrl: string, token: string): LanderBackend {
  const call = adminApiCaller(baseUrl, token);
  return {
    uploadImage: (data) => call('POST', '/api/admin/landers/images', data, 'image/*'),
    publish: (input) => call<LanderChange>('POST', '/api/admin/landers', input),
    patch: (key, patch) =>
      call<LanderChange>('PATCH', `/api/admin/landers/${encodeURIComponent(key)}`, patch),
    list: async () => (await call<{ variants: LanderVariant[] }>('GET', '/api/admin/landers')).variants,
    report: async () => (await call<{ rows: LanderReportRow[] }>('GET', '/api/admin/landers/report')).rows,
  };
}

/** The operator's shell on the database: no staff member, no address (the audit row says so). */
const OPERATOR = { staffId: null, ip: null };

/** PostgreSQL directly (`DATABASE_URL`): the same services the admin API runs. */
export function databaseBackend(database: Database, media: MediaStorage): LanderBackend {
  const { db } = database;
  return {
    uploadImage: (data) => runDirect(() => storeLanderImage(db, media, data)),
    publish: (input) => runDirect(() => publishVariant(db, input, new Date(), OPERATOR)),
    patch: (key, patch) => runDirect(() => patchVariant(db, key, patch, new Date(), OPERATOR)),
    list: () => listVariants(db),
    report: () => attributionReport(db),
  };
}
