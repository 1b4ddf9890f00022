// Schema-free imports only: this module is on /signup's first load; the schema is handed in.
import type { SignupBody } from '@amora/contracts';
import { dateOfBirthProblem, fieldMessages } from '@amora/contracts/plain';
import type { ContractSchema } from '@amora/ui';

export type SignupField = 'email' | 'name' | 'password' | 'date_of_birth' | 'signup_message';
export type SignupFieldErrors = Partial<Record<SignupField, string>>;
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const FIELDS: ReadonlySet<string> = new Set<SignupField>([
  'email',
  'name',
  'password',
  'date_of_birth',
  'signup_message',
]);

export function isSignupField(field: string): field is SignupField {
  return FIELDS.has(field);
}

/**
 * The server's own rules before sending: the shared schema, plus the site's minimum age (the
 * schema cannot know the site). Messages are keys of the shared catalogue, translated by `tm`.
 * The schema is `SignupBodySchema`, passed in once the form has loaded it (`signup-schema.ts`).
 */
export interface SignupRules {
  minAge: number;
  today: Date;
  /** Some but not all of day, month and year chosen: the date is incomplete, not missing. */
  dateStarted: boolean;
}

export function validateSignup(
  schema: ContractSchema<SignupBody>,
  body: SignupBody,
  { minAge, today, dateStarted }: SignupRules,
  tm: Translate,
): SignupFieldErrors {
  const errors: SignupFieldErrors = {};
  const result = schema.safeParse(body);
  if (!result.success) {
    for (const [field, message] of Object.entries(fieldMessages(result.error.issues, tm)))
      if (isSignupField(field)) errors[field] = message;
  }
  // The schema's name ≠ e-mail rule runs only once every field parses; the member should see it at once.
  const name = body.name.trim().toLowerCase();
  if (!errors.name && name && name === body.email.trim().toLowerCase())
    errors.name = tm('validation.nameIsEmail');
  if (!body.date_of_birth) {
    // Nothing chosen yet: ask for the date with the age rule, as the spec words it.
    errors.date_of_birth = dateStarted
      ? tm('validation.dateOfBirthInvalid')
      : tm('validation.dateOfBirthMinAge', { min_age: minAge });
  } else if (!errors.date_of_birth) {
    const problem = dateOfBirthProblem(body.date_of_birth, minAge, today);
    if (problem) errors.date_of_birth = tm(problem, { min_age: minAge });
  }
  return errors;
}
