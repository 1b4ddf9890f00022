import { AppError } from '../../lib/app-error.js';

/** Where a search page ended: the last result's date of birth and id (the keyset order). */
export interface SearchCursor {
  dob: string;
  id: number;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Opaque to clients: base64url of `{"d":"1990-06-15","i":123}`. */
export function encodeCursor(cursor: SearchCursor): string {
  return Buffer.from(JSON.stringify({ d: cursor.dob, i: cursor.id })).toString('base64url');
}

function invalidCursor(): AppError {
  return new AppError(
    400,
    'validation_failed',
    'validation.invalidValue',
    {},
    { cursor: 'validation.invalidValue' },
  );
}

/** Reads a cursor from the query; anything we did not make is a 400, never a query parameter. */
export function decodeCursor(raw: string): SearchCursor {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(raw)) throw invalidCursor();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (typeof parsed !== 'object' || parsed === null) throw invalidCursor();
  const { d, i } = parsed as Record<string, unknown>;
  if (typeof d !== 'string' || !isRealDate(d)) throw invalidCursor();
  if (typeof i !== 'number' || !Number.isSafeInteger(i) || i < 1 || i > 2_147_483_647) throw invalidCursor();
  return { dob: d, id: i };
}
