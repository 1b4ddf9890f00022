import { decodeCursorJson, encodeCursorJson, invalidCursor, isRowId } from '../../core/cursor-codec.js';

/** Where a youngest-first page ended: the last result's date of birth and id (the keyset order). */
export interface SearchCursor {
  dob: string;
  id: number;
}

/** Where a nearby-first page ended: the last result's whole km (search-nearby-query.ts) and id. */
export interface NearbyCursor {
  km: number;
  id: number;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Opaque to clients: base64url of `{"d":"1990-06-15","i":123}`, or `{"k":12,"i":123}` nearby. */
export function encodeCursor(cursor: SearchCursor | NearbyCursor): string {
  const body = 'km' in cursor ? { k: cursor.km, i: cursor.id } : { d: cursor.dob, i: cursor.id };
  return encodeCursorJson(body);
}

/** The largest km a nearby cursor may carry: the sentinel for members without a city. */
const MAX_CURSOR_KM = 100_000;

/**
 * Reads a cursor from the query; anything we did not make is a 400, never a query parameter, and
 * so is a cursor of the other order (a page of one order never continues the other).
 */
export function decodeCursor(raw: string, nearby: boolean): SearchCursor | NearbyCursor {
  if (raw.length > 200) throw invalidCursor();
  const parsed = decodeCursorJson(raw);
  if (typeof parsed !== 'object' || parsed === null) throw invalidCursor();
  const { d, k, i } = parsed as Record<string, unknown>;
  if (!isRowId(i)) throw invalidCursor();
  if (nearby) {
    if (typeof k !== 'number' || !Number.isSafeInteger(k) || k < 0 || k > MAX_CURSOR_KM)
      throw invalidCursor();
    return { km: k, id: i };
  }
  if (typeof d !== 'string' || !isRealDate(d)) throw invalidCursor();
  return { dob: d, id: i };
}
