import { AppError } from './app-error.js';

const INT4_MAX = 2_147_483_647;

/**
 * An id cursor (`?cursor=` from a list's `next_cursor`: the last id of the page before). Anything
 * but a positive 32-bit integer is a 400 naming the field, never a 500 from the database.
 */
export function idCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  if (!/^[1-9][0-9]{0,9}$/.test(cursor) || Number(cursor) > INT4_MAX)
    throw new AppError(
      400,
      'validation_failed',
      'errors.validationFailed',
      {},
      {
        cursor: 'validation.invalidValue',
      },
    );
  return Number(cursor);
}
