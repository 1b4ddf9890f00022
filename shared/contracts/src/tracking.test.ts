import fc from 'fast-check';
import { TrackingParamsSchema } from './api/account';
import { parseTrackingParams, TRACKING_VALUE_MAX_LENGTH, trackingFromQuery } from './tracking';

/*
 * The tracking parameters are read on every first load without a schema (ADR 0049) and
 * checked by the server with `TrackingParamsSchema`. The plain code must count lengths as the schema
 * does (in code points), or a value with emoji would be cut in half or refused on one side only.
 */

/** Characters that test lengths: ASCII, an accent, a pair of UTF-16 units (an emoji), a space. */
const char = fc.constantFrom('a', '7', 'é', '😀', '🇳', ' ', '-');
// size 'max': lengths spread over the whole range, so texts near the limit are common.
const text = (maxLength: number) => fc.array(char, { maxLength, size: 'max' }).map((chars) => chars.join(''));

const hasLoneSurrogate = (value: string) =>
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);

describe('tracking parameters without a schema', () => {
  it('parseTrackingParams accepts a stored value exactly when the schema does', () => {
    fc.assert(
      fc.property(text(TRACKING_VALUE_MAX_LENGTH + 5), (value) => {
        const plain = parseTrackingParams({ ref: value });
        const schema = TrackingParamsSchema.safeParse({ ref: value });
        expect({ value, accepted: plain !== null }).toEqual({ value, accepted: schema.success });
      }),
    );
  });

  it('trackingFromQuery keeps at most the limit in code points, never half a character, and the schema accepts it', () => {
    fc.assert(
      fc.property(text(TRACKING_VALUE_MAX_LENGTH + 20), (value) => {
        fc.pre(value.trim() !== '');
        const sub1 = trackingFromQuery(new URLSearchParams({ sub1: value }))?.sub1 ?? '';
        expect(Array.from(sub1).length).toBeLessThanOrEqual(TRACKING_VALUE_MAX_LENGTH);
        expect(value.trim().startsWith(sub1)).toBe(true);
        expect(hasLoneSurrogate(sub1)).toBe(false);
        expect(TrackingParamsSchema.safeParse({ sub1 }).success).toBe(true);
        expect(parseTrackingParams({ sub1 })).toEqual({ sub1 });
      }),
    );
  });

  it('keeps 100 emoji whole (200 UTF-16 units), and cuts the 101st', () => {
    const emoji = '😀'.repeat(TRACKING_VALUE_MAX_LENGTH + 1);
    expect(trackingFromQuery(new URLSearchParams({ ref: emoji }))).toEqual({
      ref: '😀'.repeat(TRACKING_VALUE_MAX_LENGTH),
    });
  });
});
