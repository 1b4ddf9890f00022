import { AppError } from '../lib/app-error.js';

/*
 * Keyset page cursors: opaque to clients (base64url of a little JSON), read back only as what we
 * made. Each list checks the shape of its own position; anything else is a 400 naming `cursor`,
 * and never reaches a query.
 */

/** The refusal of a cursor we did not make. */
export function invalidCursor(): AppError {
  return new AppError(
    400,
    'validation_failed',
    'validation.invalidValue',
    {},
    { cursor: 'validation.invalidValue' },
  );
}

/** A page position as a cursor. */
export function encodeCursorJson(position: unknown): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/** The JSON a cursor carries, for its list to check; not base64url JSON at all is `invalidCursor()`. */
export function decodeCursorJson(cursor: string): unknown {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) throw invalidCursor();
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
  } catch {
    throw invalidCursor();
  }
}

/** A row id as PostgreSQL's integer keeps it. */
export function isRowId(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= 2_147_483_647;
}
