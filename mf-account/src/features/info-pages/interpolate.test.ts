import { interpolate, placeholdersOf } from './interpolate';

describe('interpolate', () => {
  it('fills every known placeholder, also when repeated or spaced', () => {
    expect(
      interpolate('{{site_name}} by {{ company_name }}: {{site_name}}, {{refund_days}} days', {
        site_name: 'Amora',
        company_name: 'Amora Media B.V.',
        refund_days: 14,
      }),
    ).toBe('Amora by Amora Media B.V.: Amora, 14 days');
  });

  it('leaves unknown and missing placeholders visible', () => {
    expect(
      interpolate('{{kvk}} / {{unknown}} / {{support_phone}}', { kvk: undefined, support_phone: null }),
    ).toBe('{{kvk}} / {{unknown}} / {{support_phone}}');
  });

  it('fills empty strings and zero as given', () => {
    expect(interpolate('[{{vat_numbers}}] {{min_age}}', { vat_numbers: '', min_age: 0 })).toBe('[] 0');
  });

  it('does not treat inherited object keys as values', () => {
    expect(interpolate('{{constructor}}', {})).toBe('{{constructor}}');
  });

  it('lists the placeholders of a text, sorted', () => {
    expect(placeholdersOf('{{b}} and {{ a }} and {{b}}')).toEqual(['a', 'b', 'b']);
  });
});
