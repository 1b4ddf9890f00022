import type { ProfilePatch } from '@amora/contracts';
import { useApiProblem, type FormMutation } from '@amora/ui';
import { useCompleteSignup } from '../../api/signup';

export interface StepSubmit {
  /** Saves the step without fields (push, photo); the answer moves the member on. */
  next: () => void;
  /** Saves the step with its profile fields: the mutation a step's contract form sends. */
  save: FormMutation<ProfilePatch, unknown>;
  /** Skips the step: `{ step, skip: true }`. */
  skip: () => void;
  busy: boolean;
  /** The failed save's translated message, or null. */
  error: string | null;
}

/** `PUT /api/complete-signup.php` for one step. */
export function useStepSubmit(step: number): StepSubmit {
  const complete = useCompleteSignup();
  const { error } = complete;
  const problem = useApiProblem(error);
  return {
    next: () => complete.mutate({ step }),
    save: {
      mutate: (profile, options) => complete.mutate({ step, profile }, options),
      reset: complete.reset,
      isPending: complete.isPending,
      isSuccess: complete.isSuccess,
      error,
    },
    skip: () => complete.mutate({ step, skip: true }),
    busy: complete.isPending,
    error: problem?.message ?? null,
  };
}
