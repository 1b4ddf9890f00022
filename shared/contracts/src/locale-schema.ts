import * as z from 'zod/mini';
import { LOCALES } from './locales.js';

// The schema of the plain constants in locales.ts, kept apart so code that only needs the
// constants (the shell's boot, the lean lander page) loads no validation library.

export const LocaleSchema = z.enum(LOCALES, { error: 'validation.languageUnknown' });
