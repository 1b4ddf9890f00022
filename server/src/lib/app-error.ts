import type { ApiError, ApiErrorCode, MessageKey } from '@amora/contracts';

/**
 * A failure meant for the member: an HTTP status, a stable code and a message key that the error
 * handler translates into the caller's language.
 */
export class AppError extends Error {
  /** For a 429: seconds until a retry can succeed, sent as `Retry-After`. */
  retryAfterSeconds: number | undefined;
  /** For `account_suspended` / `account_banned`: what the ban page shows. */
  restriction: ApiError['restriction'];

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

  withRestriction(restriction: NonNullable<ApiError['restriction']>): this {
    this.restriction = restriction;
    return this;
  }

  withRetryAfter(seconds: number): this {
    this.retryAfterSeconds = Math.max(1, Math.ceil(seconds));
    return this;
  }
}
