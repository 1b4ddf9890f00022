import type { ApiErrorCode } from '@amora/contracts';

/** A failed API call: the server's translated message, its stable code and field messages. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode | 'network_error' | 'unknown';
  readonly fields: Record<string, string>;

  constructor(status: number, code: HttpError['code'], message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
