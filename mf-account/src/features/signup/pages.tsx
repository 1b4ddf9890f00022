import type { RouteName } from '@amora/contracts';
import type { ReactElement } from 'react';
import { ActivateDonePage } from '../activation/ActivateDonePage';
import { ActivateErrorPage } from '../activation/ActivateErrorPage';
import { CompleteSignupPage } from '../complete-signup/CompleteSignupPage';
import { MemberSignupPage } from './MemberSignupPage';
import { SignupPage } from './SignupPage';

/** The pages of this feature group by route name (`ROUTES` in @amora/contracts). */
export const signupPages: Partial<Record<RouteName, ReactElement>> = {
  signup: <SignupPage />,
  'members-id-signup': <MemberSignupPage />,
  'complete-signup': <CompleteSignupPage />,
  'activate-done': <ActivateDonePage />,
  'activate-error': <ActivateErrorPage />,
};
