import type { RouteName } from '@amora/contracts';
import { lazyPage } from '@amora/ui';
import type { ReactElement } from 'react';
import { ActivateDonePage } from '../activation/ActivateDonePage';
import { ActivateErrorPage } from '../activation/ActivateErrorPage';
import { loadCompleteSignupPage } from './complete-signup-page';
import { MemberSignupPage } from './MemberSignupPage';
import { SignupPage } from './SignupPage';

/** The pages of this feature group by route name (`ROUTES` in @amora/contracts). */
export const signupPages: Partial<Record<RouteName, ReactElement>> = {
  signup: <SignupPage />,
  'members-id-signup': <MemberSignupPage />,
  // Its own chunk (its step forms load zod): see `complete-signup-page.ts`.
  'complete-signup': lazyPage(() =>
    loadCompleteSignupPage().then((CompleteSignupPage) => <CompleteSignupPage />),
  ),
  'activate-done': <ActivateDonePage />,
  'activate-error': <ActivateErrorPage />,
};
