/*
 * `/api/directdebit.php` (member only): the mandate form's three calls. The POST carries two
 * bodies told apart by `?action=`, so its body is checked here with the contract schemas rather
 * than by the route schema; the answer is the same 400 with field messages either way.
 */
import {
  DirectDebitMandateRequestSchema,
  DirectDebitQuerySchema,
  DirectDebitStateSchema,
  SMS_RESEND_SECONDS,
  SendSmsCodeRequestSchema,
  SendSmsCodeResponseSchema,
  isMessageKey,
  type MessageKey,
} from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { AppError } from '../../../lib/app-error.js';
import { checkIban, maskMobile } from './iban.js';
import { mandateState, storeMandate } from './mandates.js';
import { sendCode } from './sms-codes.js';

interface Issue {
  path: PropertyKey[];
  message: string;
  code?: string;
  keys?: string[];
}

/** Field → message key, the first issue of each field (the error handler's rule for route schemas). */
function issueFields(issues: readonly Issue[]): { fields: Record<string, MessageKey>; unknown: string[] } {
  const fields: Record<string, MessageKey> = {};
  const unknown: string[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      unknown.push(...(issue.keys ?? []));
      continue;
    }
    const field = issue.path.length ? String(issue.path[0]) : '_';
    if (field in fields) continue;
    fields[field] = isMessageKey(issue.message) ? issue.message : 'validation.invalidValue';
  }
  if (unknown.length) fields._ = 'validation.unknownFields';
  return { fields, unknown };
}

function validationError(fields: Record<string, MessageKey>, unknown: string[]): AppError {
  const keys = Object.values(fields);
  return new AppError(
    400,
    'validation_failed',
    keys.length === 1 ? keys[0]! : 'errors.validationFailed',
    { fields: unknown.join(', ') },
    fields,
  );
}

/** The body as `schema` reads it, or a 400 with one translated message per field. */
function parseBody<T>(
  schema: z.ZodMiniType<T>,
  body: unknown,
  extra?: (fields: Record<string, MessageKey>) => void,
): T {
  const result = z.safeParse(schema, body ?? {});
  const { fields, unknown } = result.success
    ? { fields: {}, unknown: [] }
    : issueFields(result.error.issues as Issue[]);
  extra?.(fields);
  if (!result.success || Object.keys(fields).length) throw validationError(fields, unknown);
  return result.data;
}

export async function directDebitRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const member = { auth: 'member' } as const;
  const { ctx } = app;

  routes.get(
    '/api/directdebit.php',
    { schema: { response: { 200: DirectDebitStateSchema } }, config: member },
    async (request) => mandateState(ctx.db, request.member.userId, ctx.clock.now()),
  );

  routes.post(
    '/api/directdebit.php',
    {
      schema: {
        querystring: DirectDebitQuerySchema,
        response: { 200: z.union([SendSmsCodeResponseSchema, DirectDebitStateSchema]) },
      },
      config: member,
    },
    async (request) => {
      const memberId = request.member.userId;
      if (request.query.action === 'send-code') {
        const { mobile } = parseBody(SendSmsCodeRequestSchema, request.body);
        const { expiresAt } = await sendCode(ctx, {
          memberId,
          mobile,
          locale: request.locale,
          siteName: request.site.settings.name,
        });
        return {
          mobile: maskMobile(mobile),
          expires_at: expiresAt.toISOString(),
          resend_after: SMS_RESEND_SECONDS,
        };
      }

      let iban = '';
      const body = parseBody(DirectDebitMandateRequestSchema, request.body, (fields) => {
        // The IBAN's own checks also when another field is wrong, so the member sees all at once.
        const raw = (request.body as { iban?: unknown } | undefined)?.iban;
        if ('iban' in fields || typeof raw !== 'string') return;
        const check = checkIban(raw);
        if (check.ok) iban = check.iban;
        else fields.iban = check.messageKey;
      });
      const now = ctx.clock.now();
      await storeMandate(ctx.db, { memberId, iban, body, now });
      return mandateState(ctx.db, memberId, now);
    },
  );
}
