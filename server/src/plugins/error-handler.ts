import { DEFAULT_LOCALE, isMessageKey, type ApiError } from '@amora/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';

/** Zod issues → one translated message per field (the first issue of each field wins). */
function fieldMessages(
  issues: Array<{ instancePath: string; message?: string; keyword: string; params: Record<string, unknown> }>,
  t: FastifyRequest['t'],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    if (field in fields) continue;
    if (issue.keyword === 'unrecognized_keys') {
      const keys = (issue.params.keys as string[] | undefined) ?? [];
      fields[field] = t('validation.unknownFields', { fields: keys.join(', ') });
    } else {
      fields[field] = t(isMessageKey(issue.message) ? issue.message : 'validation.invalidValue');
    }
  }
  return fields;
}

function send(reply: FastifyReply, status: number, body: ApiError): FastifyReply {
  return reply.status(status).send(body);
}

/**
 * One place turns every failure into the API's error shape, in the caller's language. A member's
 * mistake is a 4xx with a clear message; only our own faults are 500s, and those are logged.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  const fallbackT = () => app.ctx.i18n.translatorFor(DEFAULT_LOCALE);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const t = request.t ?? fallbackT();
    if (error instanceof AppError) {
      const fields = Object.fromEntries(
        Object.entries(error.fields).map(([f, key]) => [f, t(key, error.params)]),
      );
      return send(reply, error.statusCode, {
        error: error.code,
        message: t(error.messageKey, error.params),
        ...(Object.keys(fields).length ? { fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldMessages(error.validation, t);
      const single = Object.keys(fields).length === 1 ? Object.values(fields)[0] : undefined;
      return send(reply, 400, {
        error: 'validation_failed',
        message: single ?? t('errors.validationFailed'),
        fields,
      });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, 400, {
          error: 'unsupported_media_type',
          message: t('errors.unsupportedMediaType'),
        });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, 413, { error: 'payload_too_large', message: t('errors.payloadTooLarge') });
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return send(reply, 400, { error: 'bad_request', message: t('errors.invalidJson') });
    }
    if (
      error instanceof SyntaxError ||
      (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    ) {
      const message = error instanceof SyntaxError ? t('errors.invalidJson') : t('errors.badRequest');
      return send(reply, error.statusCode && error.statusCode !== 404 ? error.statusCode : 400, {
        error: 'bad_request',
        message,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { error: 'internal_error', message: t('errors.generic') });
  });
}
