import type { ApiError, ApiErrorCode } from '@amora/contracts';

/** A failed API call: the server's translated message, its stable code and field messages. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode | 'network_error' | 'unknown';
  readonly fields: Record<string, string>;
  /** A suspended or banned member's login: until when, and why (the ban page shows it). */
  readonly restriction: NonNullable<ApiError['restriction']> | null;

  constructor(
    status: number,
    code: HttpError['code'],
    message: string,
    fields: Record<string, string> = {},
    restriction: ApiError['restriction'] | null = null,
  ) {
    super(message);
    this.restriction = restriction ?? null;
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
