import type { ApiErrorCode, MessageKey } from '@amora/contracts';

/**
 * A failure meant for the member: an HTTP status, a stable code and a message key that the error
 * handler translates into the caller's language.
 */
export class AppError extends Error {
  /** For a 429: seconds until a retry can succeed, sent as `Retry-After`. */
  retryAfterSeconds: number | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly fields: Record<string, MessageKey> = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }

  withRetryAfter(seconds: number): this {
    this.retryAfterSeconds = Math.max(1, Math.ceil(seconds));
    return this;
  }
}
