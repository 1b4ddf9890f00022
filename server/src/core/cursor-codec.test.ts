import { AppError } from '../lib/app-error.js';
import { decodeCursorJson, encodeCursorJson, isRowId } from './cursor-codec.js';

describe('the cursor codec', () => {
  it('reads back the position it wrote', () => {
    const position = [1, '2026-12-03T06:00:00.123456Z', 42];
    expect(decodeCursorJson(encodeCursorJson(position))).toEqual(position);
    expect(encodeCursorJson({ d: '1990-06-15', i: 7 })).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it.each([
    ['not base64url', 'a+b/c='],
    ['empty', ''],
    ['base64url of no JSON', Buffer.from('{oops').toString('base64url')],
    ['far too long', 'A'.repeat(401)],
  ])('refuses a cursor that is %s with a 400 naming the cursor', (_what, cursor) => {
    let refusal: unknown;
    try {
      decodeCursorJson(cursor);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ statusCode: 400, fields: { cursor: 'validation.invalidValue' } });
  });

  it('takes as a row id only what an integer column holds', () => {
    expect([1, 2_147_483_647].every(isRowId)).toBe(true);
    expect([0, -1, 1.5, 2_147_483_648, '3', null].some(isRowId)).toBe(false);
  });
});
