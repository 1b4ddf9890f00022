import { AppError } from '../../lib/app-error.js';

/**
 * A likes-tab position: the last row's sort key. `at` is the database's own microsecond text of
 * the time (a JavaScript Date keeps milliseconds only, and rounding would skip or repeat rows that
 * share a millisecond). `isNew` only in the received tab, which sorts new likes first.
 */
export interface LikesCursor {
  isNew?: boolean;
  at: string;
  id: number;
}

const AT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeLikesCursor(cursor: LikesCursor): string {
  const value =
    cursor.isNew === undefined ? [cursor.at, cursor.id] : [cursor.isNew ? 1 : 0, cursor.at, cursor.id];
  return Buffer.from(JSON.stringify(value)).toString('base64url');
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

/** Reads a cursor of this tab; anything we did not make is a 400 and never reaches a query. */
export function decodeLikesCursor(text: string, withNewFlag: boolean): LikesCursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(value) || value.length !== (withNewFlag ? 3 : 2)) throw invalidCursor();
  const [isNew, at, id] = withNewFlag ? value : [undefined, ...value];
  if (typeof at !== 'string' || !AT_PATTERN.test(at) || Number.isNaN(Date.parse(at))) throw invalidCursor();
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw invalidCursor();
  if (!withNewFlag) return { at, id };
  if (isNew !== 0 && isNew !== 1) throw invalidCursor();
  return { isNew: isNew === 1, at, id };
}
