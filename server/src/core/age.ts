import { ageOn as ageInYears } from '@amora/contracts';

/** Whole years between a date of birth (YYYY-MM-DD, valid: stored dates are) and now. */
export function ageOn(dateOfBirth: string, now: Date = new Date()): number {
  return ageInYears(dateOfBirth, now) ?? 0;
}
