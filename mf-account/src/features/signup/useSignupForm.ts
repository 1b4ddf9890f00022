import type { SignupBody } from '@amora/contracts';
import { DEFAULT_MIN_AGE, suggestEmail } from '@amora/contracts/plain';
import { usePlatform, useContractForm } from '@amora/ui';
import { useSignup } from '../../api/signup';
import { loadCompleteSignupPage } from './complete-signup-page';
import { EMPTY_DATE_PARTS, isEmptyDate, toCalendarDate, type DateParts } from './date-of-birth';
import { validateSignup, type SignupField } from './signup-validation';

export interface SignupValues {
  email: string;
  name: string;
  password: string;
  dateOfBirth: DateParts;
  signupMessage: string;
}

/** The two 409s that get their own help under the e-mail field. */
export type EmailConflict = 'email_taken' | 'account_pending_deletion';

const EMPTY_VALUES: SignupValues = {
  email: '',
  name: '',
  password: '',
  dateOfBirth: EMPTY_DATE_PARTS,
  signupMessage: '',
};

/** The body field (and so the message) behind each form field. */
const BODY_FIELD: Record<keyof SignupValues, SignupField> = {
  email: 'email',
  name: 'name',
  password: 'password',
  dateOfBirth: 'date_of_birth',
  signupMessage: 'signup_message',
};

const CONFLICTS: ReadonlySet<string> = new Set<EmailConflict>(['email_taken', 'account_pending_deletion']);

/**
 * The schema (and zod) off the first load of /signup and of the shell's signup modal: fetched on
 * the form's first focus or input, at the latest on submit, which waits for it (ADR 0051).
 */
const loadSignupSchema = () => {
  // The page after a sign-up comes beside it; if that fails, it loads on the way there instead.
  loadCompleteSignupPage().catch(() => undefined);
  return import(/* webpackChunkName: "signup-schema" */ './signup-schema').then(
    (module) => module.SignupBodySchema,
  );
};

/**
 * The sign-up form's state: values, client checks with the server's schema (loaded on first use),
 * the server's field messages (cleared as the member edits that field), the e-mail conflicts and
 * the 'did you mean'.
 */
export function useSignupForm(targetProfileId?: number) {
  const { getSettings, persisted } = usePlatform();
  const minAge = getSettings()?.min_age ?? DEFAULT_MIN_AGE;
  // Some but not all of day, month and year chosen: the date is incomplete, not missing.
  let dateStarted = false;
  const form = useContractForm(loadSignupSchema, useSignup(), {
    initial: EMPTY_VALUES,
    toBody: (values): SignupBody => {
      dateStarted = !isEmptyDate(values.dateOfBirth);
      return {
        email: values.email.trim(),
        name: values.name.trim(),
        password: values.password,
        date_of_birth: toCalendarDate(values.dateOfBirth),
        ...(targetProfileId
          ? { target_profile_id: targetProfileId, signup_message: values.signupMessage.trim() || undefined }
          : {}),
        tracking: persisted.getTracking() ?? undefined,
      };
    },
    validate: (body, tm, schema) =>
      validateSignup(schema, body as SignupBody, { minAge, today: new Date(), dateStarted }, tm),
    messageField: (field) => BODY_FIELD[field],
    // The message belongs to the e-mail field, with its own way out; no second alert on top.
    problemField: (code) => (code && CONFLICTS.has(code) ? 'email' : undefined),
    focusFirstError: true,
  });
  const code = form.problem?.code;
  const conflict = code && CONFLICTS.has(code) && form.serverError('email') ? (code as EmailConflict) : null;
  return {
    formRef: form.formRef,
    values: form.values,
    setField: form.setValue,
    field: form.field,
    error: form.error,
    conflict,
    generalError: form.formError,
    minAge,
    busy: form.submitting,
    suggestion: suggestEmail(form.values.email),
    onSubmit: form.submit,
  };
}
