import { Alert, Button } from '@amora/ui';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsole, useStaffSession } from '../platform/use-console';
import { errorMessage, FormError, PageTitle } from './form-parts';

/** The staff member's own sessions: when this one ends, and ending every other one. */
export function SessionsPage() {
  const { t, i18n } = useTranslation('backoffice');
  const { http } = useConsole();
  const state = useStaffSession();
  const endOthers = useMutation({
    mutationFn: () => http.delete<{ ended: number }>('/api/staff/session/others'),
  });
  const expiresAt = state.status === 'signed-in' ? new Date(state.expiresAt) : null;
  return (
    <section aria-labelledby="sessions-title">
      <PageTitle id="sessions-title">{t('sessions.title')}</PageTitle>
      {expiresAt ? (
        <p>
          {t('sessions.thisOne', {
            time: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
              expiresAt,
            ),
          })}
        </p>
      ) : null}
      <p>{t('sessions.explain')}</p>
      <FormError message={endOthers.isError ? errorMessage(endOthers.error, t('errors.generic')) : null} />
      {endOthers.isSuccess ? (
        <Alert tone="success">{t('sessions.ended', { count: endOthers.data.ended })}</Alert>
      ) : null}
      <Button variant="danger" busy={endOthers.isPending} onClick={() => endOthers.mutate()}>
        {t('sessions.endOthers')}
      </Button>
    </section>
  );
}
