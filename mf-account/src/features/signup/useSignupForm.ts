import { useAreaPlatform } from '@amora/ui';
import { DEFAULT_MIN_AGE, MESSAGES_NAMESPACE, suggestEmail, type SignupBody } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignup } from '../../api/signup';
import { EMPTY_DATE_PARTS, isEmptyDate, toCalendarDate, type DateParts } from './date-of-birth';
import { isSignupField, validateSignup, type SignupField, type SignupFieldErrors } from './signup-validation';

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

/**
 * The sign-up form's state: values, client checks with the server's schema, the server's field
 * messages (cleared as the member edits that field), the e-mail conflicts and the 'did you mean'.
 */
export function useSignupForm(targetProfileId?: number) {
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const { getSettings, persisted } = useAreaPlatform();
  const signup = useSignup();
  const minAge = getSettings()?.min_age ?? DEFAULT_MIN_AGE;
  const [values, setValues] = useState<SignupValues>(EMPTY_VALUES);
  const [clientErrors, setClientErrors] = useState<SignupFieldErrors>({});
  const [serverErrors, setServerErrors] = useState<SignupFieldErrors>({});
  const [conflict, setConflict] = useState<EmailConflict | null>(null);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused submit, the first field with a message gets the focus (and reads it).
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const setField = <K extends keyof SignupValues>(field: K, value: SignupValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    const bodyField = BODY_FIELD[field];
    setClientErrors((current) => ({ ...current, [bodyField]: undefined }));
    setServerErrors((current) => ({ ...current, [bodyField]: undefined }));
    if (field === 'email') setConflict(null);
  };

  const buildBody = (): SignupBody => ({
    email: values.email.trim(),
    name: values.name.trim(),
    password: values.password,
    date_of_birth: toCalendarDate(values.dateOfBirth),
    ...(targetProfileId
      ? { target_profile_id: targetProfileId, signup_message: values.signupMessage.trim() || undefined }
      : {}),
    tracking: persisted.getTracking() ?? undefined,
  });

  const onError = (error: unknown) => {
    if (!isHttpError(error)) {
      setGeneralError(tm('errors.generic'));
      return;
    }
    const fields: SignupFieldErrors = {};
    for (const [field, message] of Object.entries(error.fields))
      if (isSignupField(field)) fields[field] = message;
    if (error.code === 'email_taken' || error.code === 'account_pending_deletion') {
      // The message belongs to the e-mail field, with its own way out; no second alert on top.
      setConflict(error.code);
      fields.email ??= error.message;
      setGeneralError(null);
    } else {
      setGeneralError(error.message);
    }
    setServerErrors(fields);
    setAttempt((n) => n + 1);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signup.isPending) return;
    const body = buildBody();
    const dateStarted = !isEmptyDate(values.dateOfBirth);
    const errors = validateSignup(body, { minAge, today: new Date(), dateStarted }, tm);
    setClientErrors(errors);
    setServerErrors({});
    setGeneralError(null);
    setConflict(null);
    if (Object.keys(errors).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    signup.mutate(body, { onError });
  };

  const errors: SignupFieldErrors = { ...serverErrors, ...stripEmpty(clientErrors) };
  return {
    formRef,
    values,
    setField,
    errors,
    conflict,
    generalError,
    minAge,
    busy: signup.isPending,
    suggestion: suggestEmail(values.email),
    onSubmit,
  };
}

function stripEmpty(errors: SignupFieldErrors): SignupFieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => Boolean(message)));
}
