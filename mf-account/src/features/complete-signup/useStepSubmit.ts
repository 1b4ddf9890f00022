import { MESSAGES_NAMESPACE, type ProfilePatch } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { useTranslation } from 'react-i18next';
import { useCompleteSignup } from '../../api/signup';
import { serverProfileErrors, type ProfileFieldErrors } from './profile-errors';

export interface StepSubmit {
  /** Saves the step (with its profile fields, if any); the answer moves the member on. */
  next: (profile?: ProfilePatch) => void;
  /** Skips the step: `{ step, skip: true }`. */
  skip: () => void;
  busy: boolean;
  /** The failed save's translated message, or null. */
  error: string | null;
  fieldErrors: ProfileFieldErrors;
}

/** `PUT /api/complete-signup.php` for one step. */
export function useStepSubmit(step: number): StepSubmit {
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const complete = useCompleteSignup();
  const error = complete.error;
  return {
    next: (profile) => complete.mutate(profile ? { step, profile } : { step }),
    skip: () => complete.mutate({ step, skip: true }),
    busy: complete.isPending,
    error: error ? (isHttpError(error) ? error.message : tm('errors.generic')) : null,
    fieldErrors: serverProfileErrors(error),
  };
}
