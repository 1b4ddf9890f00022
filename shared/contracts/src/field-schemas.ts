import * as z from 'zod/mini';
import { isCountryCode } from './countries.js';
import { LOCALES } from './locales.js';

// The schemas of the plain constants in locales.ts and countries.ts, kept apart so code that only
// needs the constants (the shell's boot, the lean lander page) loads no validation library.

export const LocaleSchema = z.enum(LOCALES, { error: 'validation.languageUnknown' });

/** A country field of any payload: one of COUNTRY_CODES. */
export const CountryCodeSchema = z
  .string({ error: 'validation.countryInvalid' })
  .check(z.refine(isCountryCode, { error: 'validation.countryInvalid' }));
