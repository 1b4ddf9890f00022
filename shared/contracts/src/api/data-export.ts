import * as z from 'zod/mini';
import { ID_MAX } from './ids.js';

/*
 * A member's export of their own data (GDPR Art. 15 and 20; docs/api/export.md): `POST
 * /api/export.php` asks for one, `GET /api/export.php` follows it, `GET /api/export-file.php?id=`
 * downloads the finished ZIP (the member's own session only).
 */

export const DATA_EXPORT_STATES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

/** How long a finished archive can be downloaded. */
export const DATA_EXPORT_VALID_DAYS = 7;
/** Exports a member may ask for per day (each one reads all their data and writes a ZIP). */
export const DATA_EXPORTS_PER_DAY = 3;

export const DataExportSchema = z.object({
  id: z.number(),
  state: z.enum(DATA_EXPORT_STATES),
  /** 0–100. */
  progress: z.number(),
  requested_at: z.string(),
  ready_at: z.nullable(z.string()),
  /** Until when the archive can be downloaded (set once ready). */
  expires_at: z.nullable(z.string()),
  size_bytes: z.nullable(z.number()),
  /** Only while `ready`: the member's download (their session authorises it). */
  download_url: z.nullable(z.string()),
});
export type DataExport = z.infer<typeof DataExportSchema>;

/** `GET` and `POST /api/export.php`: the member's latest export, or null when they never asked. */
export const DataExportResponseSchema = z.object({ export: z.nullable(DataExportSchema) });
export type DataExportResponse = z.infer<typeof DataExportResponseSchema>;

/** `POST /api/export.php` takes no fields (an empty JSON object, or no body). */
export const DataExportStartBodySchema = z.optional(z.strictObject({}));

/** `GET /api/export-file.php?id=`. */
export const DataExportFileQuerySchema = z.object({
  id: z.pipe(
    z
      .string({ error: 'validation.invalidValue' })
      .check(z.regex(/^\d{1,10}$/, { error: 'validation.invalidValue' })),
    z.pipe(z.transform(Number), z.number().check(z.positive(), z.lte(ID_MAX))),
  ),
});

/** `GET /api/staff/exports`: what customer service must follow up (exports not done, deletions pending). */
export const StaffPendingExportSchema = z.object({
  id: z.number(),
  member_id: z.number(),
  state: z.enum(DATA_EXPORT_STATES),
  progress: z.number(),
  attempts: z.number(),
  requested_at: z.string(),
});
export const StaffPendingDeletionSchema = z.object({
  member_id: z.number(),
  requested_at: z.string(),
  /** When the account and its data are purged unless the member reactivates. */
  purge_at: z.string(),
});
export const StaffExportsOverviewSchema = z.object({
  exports: z.array(StaffPendingExportSchema),
  deletions: z.array(StaffPendingDeletionSchema),
});
export type StaffPendingExport = z.infer<typeof StaffPendingExportSchema>;
export type StaffPendingDeletion = z.infer<typeof StaffPendingDeletionSchema>;
export type StaffExportsOverview = z.infer<typeof StaffExportsOverviewSchema>;
