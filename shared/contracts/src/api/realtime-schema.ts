import * as z from 'zod/mini';
import type { RealtimeCommand } from './realtime.js';

/** What the server accepts as a client's command (apart from `realtime.ts`, which the boot path loads). */
export const RealtimeCommandSchema: z.ZodMiniType<RealtimeCommand> = z.object({
  type: z.string().check(z.regex(/^[a-z_]{1,32}$/)),
  data: z.optional(z.unknown()),
});
