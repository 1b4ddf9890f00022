import type { RouteName } from '@amora/contracts';
import type { ReactElement } from 'react';
import { ComplaintsPage } from '../complaints/ComplaintsPage';
import { AccountDeletedPage } from '../deletion/AccountDeletedPage';
import { ResetPasswordDoPage } from '../password-reset/ResetPasswordDoPage';
import { ResetPasswordPage } from '../password-reset/ResetPasswordPage';
import { MailChangeDoPage } from './MailChangeDoPage';
import { NotificationsPage } from './NotificationsPage';

/** The pages of this feature group by route name (`ROUTES` in @amora/contracts). */
export const settingsPages: Partial<Record<RouteName, ReactElement>> = {
  'reset-password': <ResetPasswordPage />,
  'reset-password-do': <ResetPasswordDoPage />,
  notifications: <NotificationsPage />,
  'mail-change-do': <MailChangeDoPage />,
  'account-deleted': <AccountDeletedPage />,
  complaints: <ComplaintsPage />,
};
