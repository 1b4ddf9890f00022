import type { User } from '@amora/contracts';
import type { StepSubmit } from './useStepSubmit';

/** What every step of /complete-signup gets from the page. */
export interface StepProps {
  user: User;
  submit: StepSubmit;
  /** The step appeared after the previous one was saved: focus its heading. */
  focusOnMount: boolean;
}
