import * as z from 'zod/mini';
import { isCountryCode } from './countries.js';

// Apart from the locale schema, so an app that validates a language does not carry the country list.

/** A country field of any payload: one of COUNTRY_CODES. */
export const CountryCodeSchema = z
  .string({ error: 'validation.countryInvalid' })
  .check(z.refine(isCountryCode, { error: 'validation.countryInvalid' }));
