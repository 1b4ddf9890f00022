import { decodeCursorJson, encodeCursorJson, invalidCursor, isRowId } from '../../core/cursor-codec.js';

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
  return encodeCursorJson(value);
}

/** Reads a cursor of this tab; anything we did not make is a 400 and never reaches a query. */
export function decodeLikesCursor(text: string, withNewFlag: boolean): LikesCursor {
  const value = decodeCursorJson(text);
  if (!Array.isArray(value) || value.length !== (withNewFlag ? 3 : 2)) throw invalidCursor();
  const [isNew, at, id] = withNewFlag ? value : [undefined, ...value];
  if (typeof at !== 'string' || !AT_PATTERN.test(at) || Number.isNaN(Date.parse(at))) throw invalidCursor();
  if (!isRowId(id)) throw invalidCursor();
  if (!withNewFlag) return { at, id };
  if (isNew !== 0 && isNew !== 1) throw invalidCursor();
  return { isNew: isNew === 1, at, id };
}
