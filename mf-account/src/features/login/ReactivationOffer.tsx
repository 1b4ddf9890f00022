import type { OkResponse } from '@amora/contracts';
import { Alert, Button, usePlatform } from '@amora/ui';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

export interface ReactivationOfferProps {
  email: string;
}

/** Shown when the login meets an account pending deletion: one click mails the reactivation link. */
export function ReactivationOffer({ email }: ReactivationOfferProps) {
  const { t } = useTranslation(NAMESPACE);
  const { http } = usePlatform();
  const send = useMutation({
    mutationFn: () => http.post<OkResponse>('/api/reactivate.php', { body: { email: email.trim() } }),
  });
  if (send.isSuccess) return <Alert tone="success">{t('login.reactivationSent')}</Alert>;
  return (
    <Alert tone="warning">
      <p>{t('login.pendingDeletionHelp')}</p>
      <Button variant="secondary" busy={send.isPending} onClick={() => send.mutate()}>
        {t('login.sendReactivation')}
      </Button>
    </Alert>
  );
}
