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

/**
 * PostgreSQL data exceptions that only a caller's value can cause (a NUL byte, a number beyond the
 * column's type, text where a number belongs). The schemas and the input guard refuse these
 * first; this is the net under them, so a missed case is a 400 and not a 500.
 */
const INPUT_DATA_EXCEPTIONS = new Set(['22021', '22P05', '22003', '22P02', '22001']);

/** busboy's messages for a multipart body it cannot read (no boundary, cut off, bad part header). */
const BROKEN_MULTIPART =
  /^(Multipart: Boundary not found|Unexpected end of (form|file|multipart data)|Part terminated early|Malformed part header|Malformed content type)/;

/** The error of a request body or parameter the caller got wrong, which a 400 answers. */
export function isCallerInputError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && INPUT_DATA_EXCEPTIONS.has(code)) return true;
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return true;
  return typeof message === 'string' && BROKEN_MULTIPART.test(message);
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
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      // Every 429 says when to come back; a limit that cannot tell gets a minute rather than none.
      else if (error.statusCode === 429 && !reply.hasHeader('Retry-After')) reply.header('Retry-After', '60');
      const fields = Object.fromEntries(
        Object.entries(error.fields).map(([f, key]) => [f, t(key, error.params)]),
      );
      return send(reply, error.statusCode, {
        error: error.code,
        message: t(error.messageKey, error.params),
        ...(Object.keys(fields).length ? { fields } : {}),
        ...(error.restriction ? { restriction: error.restriction } : {}),
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
        // 415, the status for a body of a type the route does not take.
        return send(reply, 415, {
          error: 'unsupported_media_type',
          message: t(
            (request.routeOptions.config as { multipartUpload?: boolean } | undefined)?.multipartUpload
              ? 'errors.uploadNotMultipart'
              : 'errors.unsupportedMediaType',
          ),
        });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, 413, { error: 'payload_too_large', message: t('errors.payloadTooLarge') });
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return send(reply, 400, { error: 'bad_request', message: t('errors.invalidJson') });
    }
    if (isCallerInputError(error) || isCallerInputError(error.cause)) {
      request.log.info({ err: error }, 'refused unreadable input');
      return send(reply, 400, { error: 'bad_request', message: t('errors.badRequest') });
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
