import { useMemo } from 'react';
import { SelectField, type SelectFieldProps } from '../SelectField.js';
import { countryOptions } from './country-names.js';

export interface CountryFieldProps extends Omit<SelectFieldProps, 'options'> {
  /** The language the countries are named and sorted in. */
  language: string;
  /** The countries offered; every country (COUNTRY_CODES) when left out. */
  codes?: readonly string[];
  /** Offered first, in this order (the site's own countries); the rest follow alphabetically. */
  first?: ReadonlyArray<string | null | undefined>;
}

/** A country as a native select of ISO codes, named in the member's language. */
export function CountryField({ language, codes, first, ...select }: CountryFieldProps) {
  // The list is long and Intl naming is not free: named again only when what it depends on changes.
  const firstKey = (first ?? []).join(',');
  const codesKey = codes?.join(',');
  const options = useMemo(
    () => countryOptions(language, codes, first),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content: callers pass fresh arrays
    [language, codesKey, firstKey],
  );
  return <SelectField name="country" autoComplete="country" {...select} options={options} />;
}
