import fc from 'fast-check';
import { GENDERS } from '../profile-values';
import { SearchQuerySchema } from './profile';
import { parseSearchFilter, SEARCH_FILTER_FIELDS, type SearchFilterField } from './search-query';

/*
 * `parseSearchFilter` is the schema-free twin of `SearchQuerySchema` for the filters of a page
 * address (ADR 0051). Both are run over the same values, field by field, as the search
 * page does (one filter at a time): the plain parser must accept exactly what the schema accepts,
 * with the same value out (an age as a number), and refuse the rest.
 */

/** What the schema makes of one filter on its own: the parsed value, or undefined when refused. */
function bySchema(field: SearchFilterField, value: string): unknown {
  const parsed = SearchQuerySchema.safeParse({ [field]: value });
  return parsed.success ? parsed.data[field] : undefined;
}

function agree(field: SearchFilterField, value: string) {
  expect({ field, value, plain: parseSearchFilter(field, value) }).toEqual({
    field,
    value,
    plain: bySchema(field, value),
  });
}

/** Characters that test lengths and patterns: ASCII, accents, a pair of UTF-16 units, a space, NUL. */
const awkwardChar = fc.constantFrom('a', 'Z', '7', 'é', '😀', ' ', '\n', '\u0000', '-', '.');

/** Inputs aimed at each filter's rule, mixed with any string at all. */
const INPUTS: Record<SearchFilterField, fc.Arbitrary<string>> = {
  gender: fc.oneof(
    fc.constantFrom(
      ...GENDERS,
      'Male',
      'FEMALE',
      ' male',
      'female ',
      'other',
      '',
      'constructor',
      '__proto__',
    ),
    fc.string({ maxLength: 8 }),
  ),
  country: fc.oneof(
    fc.stringMatching(/^[A-Za-z0-9]{0,3}$/),
    fc.string({ unit: awkwardChar, maxLength: 3 }),
    fc.string({ unit: 'binary', minLength: 2, maxLength: 2 }),
  ),
  countryregion: fc.oneof(
    fc.string({ unit: awkwardChar, minLength: 45, maxLength: 110 }),
    fc.string({ unit: 'binary', maxLength: 120 }),
    fc.nat(130).map((length) => 'x'.repeat(length)),
  ),
  min_age: ageInputs(),
  max_age: ageInputs(),
  max_km: ageInputs(),
  sort: fc.oneof(fc.constantFrom('nearby', 'youngest', 'Nearby', '', ' nearby', 'oldest'), fc.string()),
};

function ageInputs(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.integer({ min: -20, max: 1200 }).map(String),
    fc.stringMatching(/^[0-9]{0,5}$/),
    fc.constantFrom(
      '1e2',
      '18.0',
      '0x12',
      '+18',
      '-0',
      ' 18',
      '18 ',
      '18\n',
      '١٨',
      '１８',
      'NaN',
      'Infinity',
    ),
    fc.string({ unit: awkwardChar, maxLength: 4 }),
    fc.string({ maxLength: 6 }),
  );
}

describe('parseSearchFilter against SearchQuerySchema', () => {
  it.each(SEARCH_FILTER_FIELDS)('%s: both accept and refuse the same generated values', (field) => {
    fc.assert(
      fc.property(INPUTS[field], (value) => agree(field, value)),
      { numRuns: 3000 },
    );
  });

  // The boundaries by name, so a reader sees what each filter takes.
  const TABLE: Record<SearchFilterField, { accepted: [string, unknown][]; refused: string[] }> = {
    gender: {
      accepted: [
        ['male', 'male'],
        ['female', 'female'],
      ],
      refused: ['', 'Male', ' male', 'other', 'constructor', 'toString'],
    },
    country: {
      accepted: [
        ['DE', 'DE'],
        ['ZZ', 'ZZ'],
      ],
      refused: ['', 'de', 'D', 'DEU', 'D1', ' DE', 'DE\n', 'ÄB'],
    },
    countryregion: {
      accepted: [
        ['', ''],
        ['Noord-Holland', 'Noord-Holland'],
        ['x'.repeat(100), 'x'.repeat(100)],
        // zod counts code points: an emoji is one, though it takes two UTF-16 units.
        ['😀'.repeat(100), '😀'.repeat(100)],
        ['x'.repeat(99) + '\uD800', 'x'.repeat(99) + '\uD800'],
      ],
      refused: ['x'.repeat(101), '😀'.repeat(101), 'é'.repeat(101), 'x'.repeat(100) + '\uDC00'],
    },
    min_age: {
      accepted: [
        ['18', 18],
        ['99', 99],
        ['018', 18],
        ['42', 42],
      ],
      refused: ['', '17', '100', '0', '0018', '-18', '+18', '18.0', '1e2', ' 18', '18\n', '١٨', '１８'],
    },
    max_age: {
      accepted: [
        ['18', 18],
        ['099', 99],
      ],
      refused: ['17', '100', '999', 'abc', '18 '],
    },
    max_km: {
      accepted: [
        ['1', 1],
        ['50', 50],
        ['20000', 20000],
      ],
      refused: ['', '0', '20001', '123456', '-5', '5.5', ' 5', '1e3'],
    },
    sort: {
      accepted: [
        ['nearby', 'nearby'],
        ['youngest', 'youngest'],
      ],
      refused: ['', 'Nearby', 'oldest', ' nearby', 'constructor'],
    },
  };

  it.each(SEARCH_FILTER_FIELDS)('%s: the named valid, edge and invalid values', (field) => {
    const { accepted, refused } = TABLE[field];
    for (const [value, parsed] of accepted) {
      expect(parseSearchFilter(field, value)).toEqual(parsed);
      agree(field, value);
    }
    for (const value of refused) {
      expect(parseSearchFilter(field, value)).toBeUndefined();
      agree(field, value);
    }
  });
});
