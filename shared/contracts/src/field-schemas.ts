import * as z from 'zod/mini';
import { isCountryCode } from './countries.js';
import { LOCALES } from './locales.js';

/*
 * The schemas of the plain lists in `locales.ts` and `countries.ts`. They live apart so the lists
 * and their checks (`isLocale`, `isCountryCode`) stay free of zod: the shell's boot path uses
 * those and must not load a validation library (ADR 0049).
 */

export const LocaleSchema = z.enum(LOCALES, { error: 'validation.languageUnknown' });

/** A country field of any payload: one of COUNTRY_CODES. */
export const CountryCodeSchema = z
  .string({ error: 'validation.countryInvalid' })
  .check(z.refine(isCountryCode, { error: 'validation.countryInvalid' }));
