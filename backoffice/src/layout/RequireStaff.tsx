import type { StaffRole } from '@amora/contracts';
import { Button, ErrorPanel, Spinner } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { mayOpen } from '../navigation/console-nav';
import { useConsole, useStaffSession } from '../platform/use-console';

/** The console's pages need a staff session; without one, the login page (and back afterwards). */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { t } = useTranslation('backoffice');
  const { session } = useConsole();
  const state = useStaffSession();
  const location = useLocation();
  if (state.status === 'loading') return <Spinner label={t('state.loading')} block />;
  if (state.status === 'unavailable')
    return (
      <ErrorPanel
        level={1}
        title={t('errors.sessionUnavailableTitle')}
        message={t('errors.sessionUnavailable')}
        actions={<Button onClick={() => void session.load()}>{t('action.retry')}</Button>}
      />
    );
  if (state.status === 'signed-out')
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return children;
}

/** A page for some roles only (admin passes); others see why, not a blank page. */
export function RequireRoles({ roles, children }: { roles: readonly StaffRole[]; children: ReactNode }) {
  const { t } = useTranslation('backoffice');
  const state = useStaffSession();
  if (state.status !== 'signed-in') return null;
  if (!mayOpen(state.staff.roles, roles))
    return <ErrorPanel level={1} title={t('errors.forbiddenTitle')} message={t('errors.forbidden')} />;
  return children;
}
