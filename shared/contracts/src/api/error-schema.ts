import * as z from 'zod/mini';
import { API_ERROR_CODES, type ApiError } from './errors.js';

/** The error shape as a schema, for code that validates with schemas (the client uses `isApiError`). */
export const ApiErrorSchema: z.ZodMiniType<ApiError> = z.object({
  error: z.enum(API_ERROR_CODES),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
  restriction: z.optional(
    z.object({ kind: z.enum(['suspended', 'banned']), ends_at: z.nullable(z.string()), reason: z.string() }),
  ),
});
